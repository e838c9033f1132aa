import { eq, or } from "drizzle-orm";
import { beforeEach, expect, it } from "vitest";
import { requestHeaders } from "../../../tests/factories/request-headers";
import { signInWithEmail } from "../auth/sign-in-with-email";
import { getDb } from "./client";
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from "./demo-accounts";
import { account, profile, purchases, subscriptions, user } from "./schema";
import { seedDemoAccounts } from "./seed";
import { resetTestDb } from "./testing/reset-test-db";

beforeEach(async () => {
  await resetTestDb();
});

async function profileOf(email: string) {
  const [row] = await getDb()
    .select({ p: profile })
    .from(profile)
    .innerJoin(user, eq(user.id, profile.userId))
    // A guest's address is on its profile; its user row holds a placeholder (issue #17).
    .where(or(eq(user.email, email), eq(profile.guestEmail, email)));
  if (!row) throw new Error(`no profile for ${email}`);
  return row.p;
}

it("creates one account per state, and running it again replaces them", async () => {
  await seedDemoAccounts();
  await seedDemoAccounts();
  expect(await getDb().select().from(user)).toHaveLength(DEMO_ACCOUNTS.length);
  expect(await getDb().select().from(subscriptions)).toHaveLength(3);
  // Four plans, and the guest's Learning bundle: one purchase for each of its five products.
  expect(await getDb().select().from(purchases)).toHaveLength(9);
});

it("gives each state the flags the access rules read", async () => {
  await seedDemoAccounts();
  expect(await profileOf("new@demo.wristwise.app")).toMatchObject({
    termsAccepted: false,
    userDetailsCompleted: false,
  });
  expect(await profileOf("halfway@demo.wristwise.app")).toMatchObject({
    painRegionsCompleted: true,
    nerveSymptomsCompleted: false,
    assessmentCompleted: false,
  });
  expect(await profileOf("free@demo.wristwise.app")).toMatchObject({
    assessmentCompleted: true,
    isPro: false,
    subscription: null,
  });
  expect(await profileOf("core@demo.wristwise.app")).toMatchObject({
    isPro: false,
    planType: "paid",
    subscriptionStatus: null,
    subscription: { tier: "core", status: "active" },
  });
  for (const [email, tier] of [
    ["monthly@demo.wristwise.app", "1month"],
    ["annual@demo.wristwise.app", "annual"],
    ["community@demo.wristwise.app", "lifetime_community"],
  ] as const) {
    expect(await profileOf(email)).toMatchObject({
      isPro: true,
      subscriptionStatus: "active",
      subscription: { tier },
    });
  }
  expect(await profileOf("guest@demo.wristwise.app")).toMatchObject({
    isGuestAccount: true,
    pendingMergeWithAuthUser: true,
    guestEmail: "guest@demo.wristwise.app",
    addons: {
      miniCourses: {
        active: true,
        purchased: ["desk-setup", "grip-strength", "flare-up-plan"],
      },
      ebooks: { active: true, purchased: ["typing-without-pain", "understanding-tendons"] },
    },
  });
  // Its user row keeps the address free for the person to sign up with.
  expect(
    await getDb().select().from(user).where(eq(user.email, "guest@demo.wristwise.app")),
  ).toHaveLength(0);
});

it("lets every demo account but the guest sign in with the documented password", async () => {
  await seedDemoAccounts();
  for (const [i, demo] of DEMO_ACCOUNTS.entries()) {
    const result = await signInWithEmail(
      { email: demo.email, password: DEMO_PASSWORD },
      requestHeaders({ ip: `198.51.100.${i + 1}` }),
    );
    expect(result.ok, demo.email).toBe(demo.password !== null);
  }
  const guest = await profileOf("guest@demo.wristwise.app");
  expect(await getDb().select().from(account).where(eq(account.userId, guest.userId))).toHaveLength(
    0,
  );
});
