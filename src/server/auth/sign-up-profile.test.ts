// The profile is written once Better Auth has written the user (its after hook). If that write
// fails, the sign-up fails and leaves nothing behind: no user holding the email, no sign-in, no
// session, so trying again makes a whole account.
import { beforeEach, expect, it, vi } from "vitest";
import { requestHeaders } from "../../../tests/factories/request-headers";
import { getDb } from "../db/client";
import { account, profile, session, user } from "../db/schema";
import { resetTestDb } from "../db/testing/reset-test-db";
import { createProfile } from "./create-profile";
import { signInWithEmail } from "./sign-in-with-email";
import { signUpWithEmail } from "./sign-up-with-email";

vi.mock("./create-profile", async (original) => {
  const actual = await original<typeof import("./create-profile")>();
  return { ...actual, createProfile: vi.fn(actual.createProfile) };
});

beforeEach(async () => {
  await resetTestDb();
  vi.mocked(createProfile).mockClear();
});

const INPUT = { name: "Sam", email: "sam@example.com", password: "calm-hands-42" };

/** Every row of the four tables, whoever they belong to: the database starts empty. */
async function rowsFor(email: string) {
  const db = getDb();
  const [users, accounts, sessions, profiles] = await Promise.all([
    db.select({ email: user.email }).from(user),
    db.select({ id: account.id }).from(account),
    db.select({ id: session.id }).from(session),
    db.select({ id: profile.userId }).from(profile),
  ]);
  expect(users.every((u) => u.email === email)).toBe(true);
  return {
    users: users.length,
    accounts: accounts.length,
    sessions: sessions.length,
    profiles: profiles.length,
  };
}

it("a failed profile write fails the sign-up and leaves no account behind; trying again works", async () => {
  vi.mocked(createProfile).mockRejectedValueOnce(new Error("the database refused the profile"));
  const failed = await signUpWithEmail(INPUT, requestHeaders());
  expect(failed).toEqual({ ok: false, code: "network-request-failed" });
  expect(await rowsFor(INPUT.email)).toEqual({ users: 0, accounts: 0, sessions: 0, profiles: 0 });
  // Nobody can sign in to what is not there.
  expect(
    await signInWithEmail({ email: INPUT.email, password: INPUT.password }, requestHeaders()),
  ).toMatchObject({ ok: false });

  const again = await signUpWithEmail(INPUT, requestHeaders());
  expect(again).toMatchObject({ ok: true });
  expect(await rowsFor(INPUT.email)).toEqual({ users: 1, accounts: 1, sessions: 1, profiles: 1 });
});
