// The guided tour's outcome on the profile (issue #19, spec 4): a completion is the last word, a
// skip never covers a completion, a sync writes only while the profile holds no outcome, and two
// tabs sending a skip and a completion at once never leave both standing.
import { eq } from "drizzle-orm";
import { beforeEach, expect, it } from "vitest";
import { requestHeaders } from "../../../tests/factories/request-headers";
import { signUpWithEmail } from "../auth/sign-up-with-email";
import { getDb } from "../db/client";
import { profile } from "../db/schema";
import { resetTestDb } from "../db/testing/reset-test-db";
import { recordTourOutcome } from "./record-tour-outcome";

let userId: string;

beforeEach(async () => {
  await resetTestDb();
  const result = await signUpWithEmail(
    { name: "Tess Ward", email: "tour@example.com", password: "calm-hands-42" },
    requestHeaders({}),
  );
  if (!result.ok) throw new Error(JSON.stringify(result));
  userId = result.userId;
});

const completed = {
  outcome: "completed" as const,
  at: "2026-11-20T10:00:00Z",
  stepsCompleted: [0, 1, 2],
};
const skipped = {
  outcome: "skipped" as const,
  reason: "user_skipped" as const,
  at: "2026-11-20T10:00:00Z",
  stepsCompleted: [0],
};
const NOW = new Date("2026-11-26T12:00:00Z");

async function tourOf() {
  const [row] = await getDb()
    .select({
      completed: profile.guidedTourCompleted,
      skipped: profile.guidedTourSkipped,
      reason: profile.guidedTourSkippedReason,
      synced: profile.syncedFromLocalStorage,
    })
    .from(profile)
    .where(eq(profile.userId, userId));
  return row;
}

it("a completion after a skip (the tour taken again) clears the skip", async () => {
  await recordTourOutcome({
    userId,
    record: { ...skipped, reason: "mobile_device" },
    sync: false,
    now: NOW,
  });
  expect(await tourOf()).toMatchObject({
    completed: false,
    skipped: true,
    reason: "mobile_device",
  });
  expect(await recordTourOutcome({ userId, record: completed, sync: false, now: NOW })).toEqual({
    changed: true,
  });
  expect(await tourOf()).toMatchObject({ completed: true, skipped: false, reason: null });
});

it("a skip never covers a completion", async () => {
  await recordTourOutcome({ userId, record: completed, sync: false, now: NOW });
  expect(await recordTourOutcome({ userId, record: skipped, sync: false, now: NOW })).toEqual({
    changed: false,
  });
  expect(await tourOf()).toMatchObject({ completed: true, skipped: false });
});

it("a sync writes only while the profile holds no outcome, and says it was a sync", async () => {
  expect(await recordTourOutcome({ userId, record: skipped, sync: true, now: NOW })).toEqual({
    changed: true,
  });
  expect(await tourOf()).toMatchObject({ skipped: true, synced: true });
  expect(await recordTourOutcome({ userId, record: completed, sync: true, now: NOW })).toEqual({
    changed: false,
  });
  expect(await tourOf()).toMatchObject({ completed: false, skipped: true });
});

it("a skip and a completion from two tabs at once leave the completion alone", async () => {
  await Promise.all([
    recordTourOutcome({ userId, record: skipped, sync: false, now: NOW }),
    recordTourOutcome({ userId, record: completed, sync: false, now: NOW }),
  ]);
  expect(await tourOf()).toMatchObject({ completed: true, skipped: false });
});
