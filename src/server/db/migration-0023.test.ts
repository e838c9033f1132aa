// Migration 0023 puts right the signupMethod of accounts made with Google or Discord, which were
// recorded as email_password (the profile read the provider from the route's template). The
// migration's own SQL is run again here over rows of each kind, as it runs over a live database.
import { readFileSync } from "node:fs";
import path from "node:path";
import { eq, sql } from "drizzle-orm";
import { beforeEach, expect, it } from "vitest";
import { createProfile } from "../auth/create-profile";
import { getDb } from "./client";
import { account, profile, user } from "./schema";
import { resetTestDb } from "./testing/reset-test-db";

const MIGRATION = readFileSync(
  path.join(process.cwd(), "src/server/db/migrations/0023_oauth_signup_method.sql"),
  "utf8",
);

beforeEach(async () => {
  await resetTestDb();
});

type TCase = {
  name: string;
  recorded: "email_password" | "google_oauth" | "discord_oauth" | null;
  /** Sign-in rows, oldest first. */
  providers: string[];
  expected: string | null;
};

const CASES: TCase[] = [
  {
    name: "google-only",
    recorded: "email_password",
    providers: ["google"],
    expected: "google_oauth",
  },
  {
    name: "discord-only",
    recorded: "email_password",
    providers: ["discord"],
    expected: "discord_oauth",
  },
  {
    name: "google-then-discord",
    recorded: "email_password",
    providers: ["google", "discord"],
    expected: "google_oauth",
  },
  {
    name: "email-then-google",
    recorded: "email_password",
    providers: ["credential", "google"],
    expected: "email_password",
  },
  {
    name: "email-only",
    recorded: "email_password",
    providers: ["credential"],
    expected: "email_password",
  },
  {
    name: "google-then-reset",
    recorded: "email_password",
    providers: ["google", "credential"],
    expected: "google_oauth",
  },
  {
    name: "email-then-discord",
    recorded: "email_password",
    providers: ["credential", "discord"],
    expected: "email_password",
  },
  { name: "guest-buyer", recorded: null, providers: ["google"], expected: null },
  {
    name: "already-right",
    recorded: "discord_oauth",
    providers: ["discord"],
    expected: "discord_oauth",
  },
];

it("records Google and Discord sign-ups as such, and leaves every other account as it was", async () => {
  const db = getDb();
  const start = Date.parse("2026-01-05T09:00:00Z");
  for (const c of CASES) {
    await db.insert(user).values({ id: c.name, name: c.name, email: `${c.name}@example.com` });
    await createProfile({ userId: c.name, signupMethod: c.recorded, landing: null });
    for (const [i, providerId] of c.providers.entries())
      await db.insert(account).values({
        id: `${c.name}-${providerId}`,
        accountId: `${c.name}-${providerId}`,
        providerId,
        userId: c.name,
        createdAt: new Date(start + i * 60_000),
      });
  }
  await db.execute(sql.raw(MIGRATION));
  for (const c of CASES) {
    const [row] = await db
      .select({ signupMethod: profile.signupMethod, authMethods: profile.authMethods })
      .from(profile)
      .where(eq(profile.userId, c.name));
    expect({ name: c.name, ...row }).toEqual({
      name: c.name,
      signupMethod: c.expected,
      authMethods: c.expected ? [c.expected] : [],
    });
  }
});
