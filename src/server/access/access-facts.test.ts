import { eq } from "drizzle-orm";
import { beforeEach, expect, it } from "vitest";
import { getDb } from "../db/client";
import { profile, user } from "../db/schema";
import { seedDemoAccounts } from "../db/seed";
import { resetTestDb } from "../db/testing/reset-test-db";
import { acceptTerms } from "../profile/accept-terms";
import { getAccessFacts } from "./get-access-facts";

beforeEach(async () => {
  await resetTestDb();
  await seedDemoAccounts();
});

async function factsFor(email: string) {
  const [row] = await getDb().select({ id: user.id }).from(user).where(eq(user.email, email));
  if (!row) throw new Error(email);
  return { id: row.id, facts: await getAccessFacts(row.id) };
}

it.each([
  ["new@demo.wristwise.app", false, "incomplete", "free", false],
  ["halfway@demo.wristwise.app", false, "incomplete", "free", false],
  ["free@demo.wristwise.app", false, "complete", "free", false],
  ["core@demo.wristwise.app", true, "complete", "core", false],
  ["monthly@demo.wristwise.app", true, "complete", "1month", true],
  ["annual@demo.wristwise.app", true, "complete", "annual", true],
  ["community@demo.wristwise.app", true, "complete", "lifetime_community", true],
])(
  "%s: subscribed %s, %s, tier %s, premium %s",
  async (email, subscribed, completion, tier, premium) => {
    const { facts } = await factsFor(email);
    expect(facts.route.subscribed).toBe(subscribed);
    expect(facts.route.completion).toBe(completion);
    expect(facts.tier).toBe(tier);
    expect(facts.premium).toBe(premium);
  },
);

it("reports the intermediate state for a free user with unfinished endurance results", async () => {
  const { id } = await factsFor("halfway@demo.wristwise.app");
  await getDb()
    .update(profile)
    .set({ enduranceTest: { wristFlexorsTest: 50 } })
    .where(eq(profile.userId, id));
  expect((await getAccessFacts(id)).route.completion).toBe("intermediate");
});

it("treats a missing profile as incomplete", async () => {
  expect((await getAccessFacts("no-such-user")).route.completion).toBe("incomplete");
});

it("stores terms acceptance with its time", async () => {
  const { id } = await factsFor("new@demo.wristwise.app");
  const now = new Date("2026-11-22T09:30:00.000Z");
  await acceptTerms(id, now);
  const [row] = await getDb().select().from(profile).where(eq(profile.userId, id));
  expect(row).toMatchObject({ termsAccepted: true, termsAcceptedAt: now });
});

it("fails loudly when there is no profile to accept terms on", async () => {
  await expect(acceptTerms("no-such-user")).rejects.toThrow("Your profile could not be found");
});
