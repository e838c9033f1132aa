// The library's read marks (issue #16): once per topic, the first date kept, the person's own
// only, in their data export, gone with their account; the action refuses what isn't a topic.
import { eq } from "drizzle-orm";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { ERROR_MESSAGES } from "@/lib/errors";
import { deleteAccount } from "../account/delete-account";
import { exportUserData } from "../account/export-user-data";
import { getDb } from "../db/client";
import { educationReads } from "../db/schema";
import { seedDemoAccounts } from "../db/seed";
import { idOf } from "../db/testing/id-of";
import { resetTestDb } from "../db/testing/reset-test-db";
import { findEducationReads, markEducationRead } from "./education-reads";

const access = vi.hoisted(() => ({ current: null as unknown }));
vi.mock("next/headers", () => ({ headers: async () => new Headers() }));
vi.mock("../access/get-current-access", () => ({ getCurrentAccess: async () => access.current }));
const { markEducationReadAction } = await import("@/actions/education");

let reader: string;
let other: string;
beforeEach(async () => {
  await resetTestDb();
  await seedDemoAccounts();
  reader = await idOf("annual@demo.wristwise.app");
  other = await idOf("monthly@demo.wristwise.app");
  access.current = {
    session: { user: { id: reader }, session: { id: "s1" } },
    tier: "free",
    profile: {},
    route: {},
  };
});

describe("marking a topic read", () => {
  it("keeps one row per topic with the first date, even from two tabs at once", async () => {
    await Promise.all([
      markEducationRead(reader, "flare-ups"),
      markEducationRead(reader, "flare-ups"),
    ]);
    const first = (await findEducationReads(reader)).get("flare-ups");
    expect(first).toBeInstanceOf(Date);
    await new Promise((r) => setTimeout(r, 20));
    await markEducationRead(reader, "flare-ups");
    const reads = await findEducationReads(reader);
    expect([...reads.keys()]).toEqual(["flare-ups"]);
    expect(reads.get("flare-ups")?.getTime()).toBe(first?.getTime());
  });

  it("is the reader's own: another person's library stays unread", async () => {
    await markEducationRead(reader, "carpal-tunnel");
    expect((await findEducationReads(other)).size).toBe(0);
  });

  it("is in the data export and goes with the account", async () => {
    await markEducationRead(reader, "bracing");
    const data = await exportUserData({ userId: reader });
    expect(data?.educationReads).toEqual([{ slug: "bracing", readAt: expect.any(Date) }]);
    await deleteAccount({ userId: reader });
    const left = await getDb()
      .select()
      .from(educationReads)
      .where(eq(educationReads.userId, reader));
    expect(left).toEqual([]);
  });
});

describe("the action", () => {
  it("marks a topic of the library for the signed-in person", async () => {
    expect(await markEducationReadAction({ slug: "pain-science" })).toEqual({
      ok: true,
      data: undefined,
    });
    expect([...(await findEducationReads(reader)).keys()]).toEqual(["pain-science"]);
  });

  it.each([
    ["an unknown slug", { slug: "not-a-topic" }],
    ["a path", { slug: "../pain-science" }],
    ["a slug in capitals", { slug: "PAIN-SCIENCE" }],
    ["no slug", {}],
    ["a number", { slug: 7 }],
  ])("refuses %s and writes nothing", async (_name, input) => {
    const result = await markEducationReadAction(input);
    expect(result.ok).toBe(false);
    expect((await findEducationReads(reader)).size).toBe(0);
  });

  it("says why an unknown slug is refused", async () => {
    expect(await markEducationReadAction({ slug: "not-a-topic" })).toMatchObject({
      ok: false,
      fieldErrors: { slug: "That topic isn't in the library." },
    });
  });

  it("refuses a visitor, writing nothing", async () => {
    access.current = null;
    expect(await markEducationReadAction({ slug: "pain-science" })).toEqual({
      ok: false,
      fieldErrors: {},
      formError: ERROR_MESSAGES["session-ended"],
    });
    expect((await findEducationReads(reader)).size).toBe(0);
  });
});
