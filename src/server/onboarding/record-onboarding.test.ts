import { eq } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { getDb } from "../db/client";
import { profile, user } from "../db/schema";
import { seedDemoAccounts } from "../db/seed";
import { resetTestDb } from "../db/testing/reset-test-db";
import { markOnboardingStepDone, skipOnboarding } from "./record-onboarding";

const NOW = new Date("2026-11-25T10:00:00.000Z");
let userId: string;

beforeEach(async () => {
  await resetTestDb();
  await seedDemoAccounts(NOW);
  const [row] = await getDb()
    .select({ id: user.id })
    .from(user)
    .where(eq(user.email, "free@demo.wristwise.app"));
  if (!row) throw new Error("no free demo");
  userId = row.id;
});

const stateOf = async () => {
  const [row] = await getDb()
    .select({
      done: profile.onboardingStepsDone,
      finishedAt: profile.onboardingFinishedAt,
      skippedAt: profile.onboardingSkippedAt,
    })
    .from(profile)
    .where(eq(profile.userId, userId));
  return row;
};

describe("the getting-started guide's record", () => {
  it("keeps the steps read, each once and in order, and finishes on the last unread one", async () => {
    expect(await markOnboardingStepDone({ userId, slug: "logging", now: NOW })).toEqual({
      done: ["logging"],
      finished: false,
    });
    await markOnboardingStepDone({ userId, slug: "logging", now: NOW });
    await markOnboardingStepDone({ userId, slug: "your-program", now: NOW });
    await markOnboardingStepDone({ userId, slug: "reminder", now: NOW });
    expect(await stateOf()).toMatchObject({
      done: ["your-program", "logging", "reminder"],
      finishedAt: null,
    });
    const later = new Date(NOW.getTime() + 60_000);
    expect(await markOnboardingStepDone({ userId, slug: "pain-and-dose", now: later })).toEqual({
      done: ["your-program", "logging", "pain-and-dose", "reminder"],
      finished: true,
    });
    expect((await stateOf())?.finishedAt?.toISOString()).toBe(later.toISOString());
    // Reading a step again later keeps the first finishing time.
    await markOnboardingStepDone({ userId, slug: "reminder", now: new Date(NOW.getTime() + 1e7) });
    expect((await stateOf())?.finishedAt?.toISOString()).toBe(later.toISOString());
  });

  it("puts the guide aside without touching the steps read", async () => {
    await markOnboardingStepDone({ userId, slug: "your-program", now: NOW });
    await skipOnboarding(userId, NOW);
    expect(await stateOf()).toMatchObject({ done: ["your-program"], skippedAt: NOW });
  });

  it("refuses a person with no profile", async () => {
    await expect(skipOnboarding("no-such-user", NOW)).rejects.toMatchObject({
      code: "profile-not-found",
    });
    await expect(
      markOnboardingStepDone({ userId: "no-such-user", slug: "logging", now: NOW }),
    ).rejects.toMatchObject({ code: "profile-not-found" });
  });
});
