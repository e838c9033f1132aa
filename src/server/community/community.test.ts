// The community dashboard's server functions (issue #20): every one refuses a person whose plan
// doesn't include the community, whoever calls it; the directory shows opted-in members' display
// names and nothing else; curriculum progress and help messages belong to their member.
import { and, eq } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { requestHeaders } from "../../../tests/factories/request-headers";
import { deleteAccount } from "../account/delete-account";
import { exportUserData } from "../account/export-user-data";
import { getDb } from "../db/client";
import { communityCurriculumProgress, communityMembers, emailOutbox, user } from "../db/schema";
import { seedDemoAccounts } from "../db/seed";
import { idOf } from "../db/testing/id-of";
import { resetTestDb } from "../db/testing/reset-test-db";
import {
  clinicEmailUnsubscribeQuery,
  sendWeeklyClinicEmails,
  unsubscribeClinicEmails,
} from "./clinic-emails";
import {
  getCommunitySettings,
  getCurriculumProgress,
  HELP_MESSAGE_RULE,
  listCommunityDirectory,
  saveCommunitySettings,
  sendCommunityHelpMessage,
  setCurriculumWeekDone,
} from "./community";

let member: string;
let free: string;
let annual: string;

beforeEach(async () => {
  await resetTestDb();
  await seedDemoAccounts();
  [member, free, annual] = await Promise.all([
    idOf("community@demo.wristwise.app"),
    idOf("free@demo.wristwise.app"),
    idOf("annual@demo.wristwise.app"),
  ]);
});

const settings = { displayName: "Sam R", directoryOptIn: true, clinicEmails: false };

describe("only members", () => {
  it.each([
    ["getCommunitySettings", (id: string) => getCommunitySettings(id)],
    ["saveCommunitySettings", (id: string) => saveCommunitySettings(id, settings)],
    ["listCommunityDirectory", (id: string) => listCommunityDirectory(id)],
    ["getCurriculumProgress", (id: string) => getCurriculumProgress(id)],
    ["setCurriculumWeekDone", (id: string) => setCurriculumWeekDone(id, 1, true)],
    [
      "sendCommunityHelpMessage",
      (id: string) =>
        sendCommunityHelpMessage(id, { topic: "clinics", message: "Hello there team" }),
    ],
  ])("%s refuses free and annual plans with the community message", async (_, call) => {
    for (const id of [free, annual])
      await expect(call(id)).rejects.toMatchObject({
        code: "community-locked",
        message: "The community dashboard is part of the Lifetime Community plan.",
      });
    // Nothing was written for them.
    expect(await getDb().select().from(communityMembers)).toEqual([]);
  });
});

describe("settings", () => {
  it("start from the account's first name, unlisted, with no clinic emails", async () => {
    const [row] = await getDb().select({ name: user.name }).from(user).where(eq(user.id, member));
    expect(await getCommunitySettings(member)).toEqual({
      displayName: row?.name.split(" ")[0],
      directoryOptIn: false,
      clinicEmails: false,
    });
  });

  it("are saved and read back, and saving again replaces them", async () => {
    await saveCommunitySettings(member, settings);
    expect(await getCommunitySettings(member)).toEqual(settings);
    await saveCommunitySettings(member, { ...settings, displayName: "Sam", directoryOptIn: false });
    expect(await getCommunitySettings(member)).toEqual({
      ...settings,
      displayName: "Sam",
      directoryOptIn: false,
    });
  });
});

describe("the directory", () => {
  it("lists opted-in members by display name only, and never someone whose plan lacks the community", async () => {
    expect(await listCommunityDirectory(member)).toEqual([]);
    await saveCommunitySettings(member, settings);
    // A row left behind for someone without the plan (a refund, say) is not listed.
    await getDb()
      .insert(communityMembers)
      .values({ userId: free, displayName: "Not A Member", directoryOptIn: true });
    const listed = await listCommunityDirectory(member);
    expect(listed).toEqual([{ key: expect.any(String), displayName: "Sam R", you: true }]);
    const text = JSON.stringify(listed);
    expect(text).not.toContain(member);
    expect(text).not.toContain("@");
  });

  it("leaves out a member who opts out again", async () => {
    await saveCommunitySettings(member, settings);
    await saveCommunitySettings(member, { ...settings, directoryOptIn: false });
    expect(await listCommunityDirectory(member)).toEqual([]);
  });
});

describe("curriculum progress", () => {
  it("marks weeks done once, in order, and undone again", async () => {
    await setCurriculumWeekDone(member, 3, true);
    await setCurriculumWeekDone(member, 1, true);
    await setCurriculumWeekDone(member, 1, true);
    expect(await getCurriculumProgress(member)).toEqual([1, 3]);
    await setCurriculumWeekDone(member, 3, false);
    expect(await getCurriculumProgress(member)).toEqual([1]);
  });
});

describe("help messages", () => {
  const teamMail = () =>
    getDb()
      .select()
      .from(emailOutbox)
      .where(and(eq(emailOutbox.to, "care@wristwise.app")));

  it("reach the team with the member's address to reply to, up to the hourly limit", async () => {
    for (let i = 0; i < HELP_MESSAGE_RULE.max; i += 1)
      expect(
        await sendCommunityHelpMessage(member, {
          topic: "discord",
          message: `My Discord username is sam_r (${i})`,
        }),
      ).toEqual({ sent: true });
    const over = await sendCommunityHelpMessage(member, {
      topic: "discord",
      message: "One more message",
    });
    expect(over).toMatchObject({ sent: false, retryAfterSeconds: expect.any(Number) });
    const mail = await teamMail();
    expect(mail).toHaveLength(HELP_MESSAGE_RULE.max);
    expect(mail[0]).toMatchObject({
      subject: "Community help: Discord and the chat role",
      headers: { "Reply-To": "community@demo.wristwise.app" },
    });
    expect(mail[0]?.text).toContain("My Discord username is sam_r (0)");
  });
});

describe("the weekly clinic email", () => {
  const clinicMail = () =>
    getDb()
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.subject, "This week's Wristwise clinics"));

  it("goes on Monday from 07:00 UTC, once a week, only to members who turned it on", async () => {
    // Monday 30 November 2026.
    expect(await sendWeeklyClinicEmails(new Date("2026-11-30T07:00:00Z"))).toBe(0);
    await saveCommunitySettings(member, { ...settings, clinicEmails: true });
    await getDb()
      .insert(communityMembers)
      .values({ userId: free, displayName: "Not A Member", clinicEmails: true });
    expect(await sendWeeklyClinicEmails(new Date("2026-11-30T06:59:00Z"))).toBe(0);
    expect(await sendWeeklyClinicEmails(new Date("2026-11-30T07:00:00Z"))).toBe(1);
    expect(await sendWeeklyClinicEmails(new Date("2026-12-02T10:00:00Z"))).toBe(0);
    expect(await sendWeeklyClinicEmails(new Date("2026-12-07T07:00:00Z"))).toBe(1);
    const mail = await clinicMail();
    expect(mail.map((m) => m.to)).toEqual([
      "community@demo.wristwise.app",
      "community@demo.wristwise.app",
    ]);
    expect(mail[0]?.text).toContain("Hi Sam R,");
    // Tuesday's Q&A, 18:00 in London, shown in UTC (no reminder zone set).
    expect(mail[0]?.text).toMatch(/Tuesday 1 December, 18:00/);
    expect(mail[0]?.headers).toMatchObject({
      "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
    });
  });

  it("is turned off by its one-click link, and only by a valid one", async () => {
    await saveCommunitySettings(member, { ...settings, clinicEmails: true });
    const query = new URLSearchParams(clinicEmailUnsubscribeQuery(member));
    expect(await unsubscribeClinicEmails(member, "forged")).toBe(false);
    expect(await unsubscribeClinicEmails(free, query.get("t") ?? "")).toBe(false);
    expect((await getCommunitySettings(member)).clinicEmails).toBe(true);
    expect(await unsubscribeClinicEmails(member, query.get("t") ?? "")).toBe(true);
    expect((await getCommunitySettings(member)).clinicEmails).toBe(false);
    expect(await sendWeeklyClinicEmails(new Date("2026-11-30T08:00:00Z"))).toBe(0);
  });
});

describe("the member's data", () => {
  it("is in their export and goes with their account", async () => {
    await saveCommunitySettings(member, settings);
    await setCurriculumWeekDone(member, 2, true, new Date("2026-11-20T10:00:00Z"));
    const data = await exportUserData({ userId: member });
    expect(data?.community).toEqual({
      settings,
      curriculumWeeksDone: [{ week: 2, completedAt: new Date("2026-11-20T10:00:00Z") }],
    });
    await deleteAccount({ userId: member, headers: requestHeaders({}) });
    expect(await getDb().select().from(communityMembers)).toEqual([]);
    expect(await getDb().select().from(communityCurriculumProgress)).toEqual([]);
  });
});
