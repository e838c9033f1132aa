// Guest checkout and the account merge (spec 4 "Account merge", spec 9's retry; issue #17), on the
// real database: a guest's bundle reaches the person who proves the email, and nobody else.
import { and, desc, eq, sql } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { latestResetToken } from "../../../tests/factories/latest-reset-token";
import { requestHeaders } from "../../../tests/factories/request-headers";
import { getAccessFacts } from "../access/get-access-facts";
import { getAuth } from "../auth/auth";
import { requestPasswordReset } from "../auth/request-password-reset";
import { resetPassword } from "../auth/reset-password";
import { signUpWithEmail } from "../auth/sign-up-with-email";
import { confirmCheckout } from "../billing/confirm-checkout";
import { findLocalCheckout, payLocalCheckout } from "../billing/local-provider";
import { applyProviderEvents } from "../billing/manage-subscription";
import { startCheckout } from "../billing/start-checkout";
import { findOrCreateBuyer, startGuestCheckout } from "../billing/start-guest-checkout";
import { getDb } from "../db/client";
import {
  auditLog,
  checkoutSessions,
  emailOutbox,
  notifications,
  profile,
  purchases,
  user,
} from "../db/schema";
import { resetTestDb } from "../db/testing/reset-test-db";
import {
  deleteMergedAccount,
  mergeGuestAccount,
  mergeGuestAccountsFor,
} from "./merge-guest-accounts";

const CARD = { name: "Gale Guest", number: "4242424242424242", expiry: "12/40", cvc: "123" };
const EMAIL = "gale@example.com";
const PASSWORD = "a calm wrist 42";
let ipCount = 0;
const headers = () => requestHeaders({ ip: `198.51.100.${(ipCount++ % 250) + 1}` });

beforeEach(async () => {
  await resetTestDb();
});

/** A visitor buys an offer at checkout with only an email, and pays with the test card. */
async function buyAsGuest(email: string, offerId = "learning-bundle") {
  const { url, checkoutId } = await startGuestCheckout({ email, offerId, headers: headers() });
  const sessionId = new URL(url, "http://x").searchParams.get("session") ?? "";
  const event = await payLocalCheckout({ userId: null, sessionId, card: CARD });
  await applyProviderEvents([event]);
  const [row] = await getDb()
    .select({ userId: checkoutSessions.userId })
    .from(checkoutSessions)
    .where(eq(checkoutSessions.id, checkoutId));
  return { checkoutId, guestId: row?.userId ?? "" };
}

async function signUp(email: string, name = "Gale") {
  const result = await signUpWithEmail({ name, email, password: PASSWORD }, headers());
  if (!result.ok) throw new Error(`sign-up failed: ${JSON.stringify(result)}`);
  return result.userId;
}

/** Follows the newest verification link sent to `email`, as the person's browser would. */
async function followVerificationLink(email: string) {
  const [mail] = await getDb()
    .select()
    .from(emailOutbox)
    .where(
      and(
        eq(emailOutbox.to, email),
        eq(emailOutbox.subject, "Confirm your email address for Wristwise"),
      ),
    )
    .orderBy(desc(emailOutbox.createdAt))
    .limit(1);
  const link = mail?.text.match(/https?:\/\/\S+verify-email\S+/)?.[0];
  if (!link) throw new Error(`no verification link for ${email}`);
  const response = await getAuth().handler(new Request(link));
  return response;
}

async function purchasesOf(userId: string) {
  return getDb()
    .select({ productId: purchases.productId, amountCents: purchases.amountCents })
    .from(purchases)
    .where(eq(purchases.userId, userId));
}

async function profileOf(userId: string) {
  const [row] = await getDb().select().from(profile).where(eq(profile.userId, userId));
  return row;
}

describe("a guest checkout", () => {
  it("creates a guest for a new email, holding the purchase, with the address free to sign up", async () => {
    const { guestId } = await buyAsGuest(" Gale@Example.com ");
    expect(await profileOf(guestId)).toMatchObject({
      isGuestAccount: true,
      pendingMergeWithAuthUser: true,
      guestEmail: EMAIL,
      signupMethod: null,
    });
    const [row] = await getDb().select().from(user).where(eq(user.id, guestId));
    expect(row?.email).toBe(`guest-${guestId}@guests.wristwise.invalid`);
    expect(await purchasesOf(guestId)).toHaveLength(5);
    // The receipt goes to the buyer, not to the placeholder.
    const receipts = await getDb().select().from(emailOutbox).where(eq(emailOutbox.to, EMAIL));
    expect(receipts.map((m) => m.subject)).toEqual([expect.stringMatching(/receipt/i)]);
    // It says how to reach the purchase: an account with this email, not an account page.
    expect(receipts[0]?.text).toContain("/signup?email=gale%40example.com&returnTo=%2Faccount");
    expect(receipts[0]?.text).not.toContain("on your account page");
  });

  it("reuses the guest waiting for that email, and buys straight into a proven account", async () => {
    const first = await findOrCreateBuyer(EMAIL);
    expect(await findOrCreateBuyer("GALE@example.com")).toEqual(first);
    const userId = await signUp("proven@example.com");
    // Unproven: a guest, not the account (it may not be the buyer's).
    expect(await findOrCreateBuyer("proven@example.com")).toMatchObject({ kind: "guest" });
    await getDb().update(user).set({ emailVerified: true }).where(eq(user.id, userId));
    expect(await findOrCreateBuyer("Proven@Example.com")).toEqual({ userId, kind: "account" });
  });

  it("refuses an offer that does not exist, creating nothing", async () => {
    await expect(
      startGuestCheckout({ email: EMAIL, offerId: "free-lunch", headers: headers() }),
    ).rejects.toMatchObject({ code: "plan-unknown" });
    expect(await getDb().select().from(profile)).toHaveLength(0);
  });
});

describe("the merge", () => {
  it("gives the bundle to the person who signs up with the email and confirms it", async () => {
    const { guestId } = await buyAsGuest(EMAIL);
    const userId = await signUp(EMAIL);
    // Signed up, not yet confirmed: nothing has moved.
    expect(await purchasesOf(userId)).toHaveLength(0);
    expect(await profileOf(guestId)).toBeDefined();

    const response = await followVerificationLink(EMAIL);
    expect(response.status).toBe(302);
    expect(response.headers.get("location")).toBe("/account?verified=1");

    expect(await profileOf(guestId)).toBeUndefined();
    expect((await purchasesOf(userId)).map((p) => p.productId).sort()).toEqual([
      "ebooks:typing-without-pain",
      "ebooks:understanding-tendons",
      "miniCourses:desk-setup",
      "miniCourses:flare-up-plan",
      "miniCourses:grip-strength",
    ]);
    const merged = await profileOf(userId);
    expect(merged).toMatchObject({ accountMerged: true, mergedFrom: guestId });
    expect(merged?.mergedAt).toBeInstanceOf(Date);
    expect(merged?.addons.ebooks?.purchased).toHaveLength(2);
    const [note] = await getDb()
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, userId), eq(notifications.type, "purchase_added")));
    expect(note?.message).toContain("Learning bundle");
    const audit = await getDb()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.userId, userId), eq(auditLog.action, "account_merged")));
    expect(audit.map((a) => a.resourceId)).toEqual([guestId]);
  });

  it("gives a stranger who signs up with someone else's email nothing", async () => {
    const { guestId } = await buyAsGuest(EMAIL);
    const strangerId = await signUp(EMAIL, "Not Gale");
    expect(await mergeGuestAccountsFor({ userId: strangerId, attempts: 1 })).toEqual([]);
    expect(await mergeGuestAccount({ userId: strangerId, guestId })).toBe("not-a-twin");
    expect(await purchasesOf(strangerId)).toHaveLength(0);
    expect(await purchasesOf(guestId)).toHaveLength(5);
  });

  it("gives it to the owner who takes the address back with a password reset", async () => {
    const { guestId } = await buyAsGuest(EMAIL);
    const squatterId = await signUp(EMAIL, "Not Gale");
    // The real owner cannot sign up (the address is taken) but the reset link reaches them.
    expect((await requestPasswordReset(EMAIL, headers())).ok).toBe(true);
    const token = await latestResetToken(EMAIL);
    expect((await resetPassword(token, "my own wrist 77", headers())).ok).toBe(true);
    const [row] = await getDb().select().from(user).where(eq(user.id, squatterId));
    expect(row?.emailVerified).toBe(true);
    expect(await purchasesOf(squatterId)).toHaveLength(5);
    expect(await profileOf(guestId)).toBeUndefined();
  });

  // A Google or Discord sign-up, whose address the provider has proven, merges at once: tested
  // through a real provider return in discord-link.test.ts ("signing up with Discord").

  it("merges two guests for the same email, and keeps both ids in mergedFrom", async () => {
    const first = await buyAsGuest(EMAIL, "learning-bundle");
    // A second guest, as two checkouts opened at the same moment would leave.
    await getDb()
      .update(profile)
      .set({ guestEmail: "other@example.com" })
      .where(eq(profile.userId, first.guestId));
    const second = await buyAsGuest(EMAIL, "pro-sale");
    await getDb()
      .update(profile)
      .set({ guestEmail: EMAIL })
      .where(eq(profile.userId, first.guestId));

    const userId = await signUp(EMAIL);
    await getDb().update(user).set({ emailVerified: true }).where(eq(user.id, userId));
    const merged = await mergeGuestAccountsFor({ userId, attempts: 1 });
    expect(merged.sort()).toEqual([first.guestId, second.guestId].sort());
    expect((await profileOf(userId))?.mergedFrom?.split(",").sort()).toEqual(merged.sort());
    expect(await purchasesOf(userId)).toHaveLength(6);
    const facts = await getAccessFacts(userId);
    expect(facts.tier).toBe("6month");
  });

  it("does nothing when no guest is waiting", async () => {
    const userId = await signUp(EMAIL);
    await getDb().update(user).set({ emailVerified: true }).where(eq(user.id, userId));
    const before = await profileOf(userId);
    expect(await mergeGuestAccountsFor({ userId, attempts: 1 })).toEqual([]);
    expect(await profileOf(userId)).toEqual(before);
  });

  it("changes nothing when repeated, and refuses accounts that are not the person's guest twin", async () => {
    const { guestId } = await buyAsGuest(EMAIL);
    const other = await buyAsGuest("someone@example.com");
    const userId = await signUp(EMAIL);
    await getDb().update(user).set({ emailVerified: true }).where(eq(user.id, userId));
    expect(await mergeGuestAccount({ userId, guestId })).toBe("merged");
    const after = await profileOf(userId);
    expect(await mergeGuestAccount({ userId, guestId })).toBe("already-merged");
    expect(await profileOf(userId)).toEqual(after);
    expect(await purchasesOf(userId)).toHaveLength(5);
    // Someone else's guest, a real account, itself, an id that is nothing.
    const realId = await signUp("real@example.com");
    for (const id of [other.guestId, realId, userId, "no-such-id"])
      expect(await mergeGuestAccount({ userId, guestId: id }), id).toBe("not-a-twin");
    expect(await purchasesOf(other.guestId)).toHaveLength(5);
  });

  it("leaves both accounts as they were when the merge fails part-way", async () => {
    const { guestId } = await buyAsGuest(EMAIL);
    const userId = await signUp(EMAIL);
    await getDb().update(user).set({ emailVerified: true }).where(eq(user.id, userId));
    // The last step, flagging the account, fails.
    await getDb().execute(sql`
      create function refuse_merge() returns trigger language plpgsql as $$
      begin
        if new.account_merged then raise exception 'merge refused for the test'; end if;
        return new;
      end $$`);
    await getDb().execute(
      sql`create trigger refuse_merge before update on profile for each row execute function refuse_merge()`,
    );
    try {
      const error = await mergeGuestAccount({ userId, guestId }).catch((e: unknown) => e);
      expect(String((error as { cause?: unknown }).cause ?? error)).toMatch(/merge refused/);
    } finally {
      await getDb().execute(sql`drop trigger refuse_merge on profile`);
      await getDb().execute(sql`drop function refuse_merge()`);
    }
    expect(await purchasesOf(guestId)).toHaveLength(5);
    expect(await purchasesOf(userId)).toHaveLength(0);
    expect(await profileOf(guestId)).toMatchObject({ isGuestAccount: true });
    expect(await profileOf(userId)).toMatchObject({ accountMerged: false, mergedFrom: null });
  });
});

describe("the lookup (spec 9: 4 attempts, 2 s apart)", () => {
  it("tries four times, waiting 2 s before each retry, when no guest appears", async () => {
    const userId = await signUp(EMAIL);
    await getDb().update(user).set({ emailVerified: true }).where(eq(user.id, userId));
    const waits: number[] = [];
    const merged = await mergeGuestAccountsFor({
      userId,
      sleep: async (ms) => {
        waits.push(ms);
      },
    });
    expect(merged).toEqual([]);
    expect(waits).toEqual([2000, 2000, 2000]);
  });

  it.each([2, 3, 4])("merges a guest whose payment lands just before lookup %i", async (lookup) => {
    // The checkout opened as a guest; the person confirms their address before it is paid.
    const guest = await findOrCreateBuyer(EMAIL);
    const userId = await signUp(EMAIL);
    await getDb().update(user).set({ emailVerified: true }).where(eq(user.id, userId));
    let next = 1;
    const merged = await mergeGuestAccountsFor({
      userId,
      sleep: async () => {
        next += 1;
        // The payment recorded by another server, whose own merge lost the race.
        if (next === lookup)
          await getDb()
            .insert(purchases)
            .values({
              userId: guest.userId,
              productType: "addon",
              productId: "ebooks:typing-without-pain",
              amountCents: 999,
              status: "completed",
              provider: "local",
              providerRef: `pi_race_${lookup}`,
              completedAt: new Date(),
            });
      },
    });
    expect(merged).toEqual([guest.userId]);
    // It stops looking once it has found one.
    expect(next).toBe(lookup);
    expect(await purchasesOf(userId)).toHaveLength(1);
  });

  it("leaves a guest whose payment has not completed, and merges it when it does", async () => {
    const { url } = await startGuestCheckout({
      email: EMAIL,
      offerId: "learning-bundle",
      headers: headers(),
    });
    const userId = await signUp(EMAIL);
    await getDb().update(user).set({ emailVerified: true }).where(eq(user.id, userId));
    const waits: number[] = [];
    expect(
      await mergeGuestAccountsFor({ userId, sleep: async (ms) => void waits.push(ms) }),
    ).toEqual([]);
    expect(waits).toEqual([2000, 2000, 2000]);
    // The payment completes later: the completion itself brings it to the account.
    const sessionId = new URL(url, "http://x").searchParams.get("session") ?? "";
    await applyProviderEvents([await payLocalCheckout({ userId: null, sessionId, card: CARD })]);
    expect(await purchasesOf(userId)).toHaveLength(5);
  });

  it("finds a guest on the first lookup without waiting", async () => {
    const { guestId } = await buyAsGuest(EMAIL);
    const userId = await signUp(EMAIL);
    await getDb().update(user).set({ emailVerified: true }).where(eq(user.id, userId));
    const waits: number[] = [];
    expect(
      await mergeGuestAccountsFor({
        userId,
        sleep: async (ms) => {
          waits.push(ms);
        },
      }),
    ).toEqual([guestId]);
    expect(waits).toEqual([]);
  });

  it("looks nothing up for an account whose email is not proven", async () => {
    await buyAsGuest(EMAIL);
    const userId = await signUp(EMAIL);
    const waits: number[] = [];
    expect(
      await mergeGuestAccountsFor({ userId, sleep: async (ms) => void waits.push(ms) }),
    ).toEqual([]);
    expect(waits).toEqual([]);
  });
});

describe("POST /api/delete-merged-account's rules", () => {
  async function provenWithGuest() {
    const { guestId } = await buyAsGuest(EMAIL);
    const userId = await signUp(EMAIL);
    await getDb().update(user).set({ emailVerified: true }).where(eq(user.id, userId));
    return { guestId, userId };
  }

  it.each([
    ["another person's account as the new account", "other", EMAIL, "forbidden"],
    ["an email that is not the account's", "self", "someone@example.com", "not-a-twin"],
    ["the account's own email, in any case", "self", "GALE@example.com", "merged"],
  ] as const)("with %s: %s", async (_label, whose, email, expected) => {
    const { guestId, userId } = await provenWithGuest();
    const other = await signUp("other@example.com", "Other");
    const outcome = await deleteMergedAccount({
      sessionUserId: userId,
      oldAccountId: guestId,
      newAccountId: whose === "self" ? userId : other,
      email,
    });
    expect(outcome).toBe(expected);
    const guestLeft = await getDb().select().from(user).where(eq(user.id, guestId));
    expect(guestLeft).toHaveLength(expected === "merged" ? 0 : 1);
  });

  it("refuses while the email is unproven, and a repeat after the merge changes nothing", async () => {
    const { guestId } = await buyAsGuest(EMAIL);
    const userId = await signUp(EMAIL);
    const call = () =>
      deleteMergedAccount({
        sessionUserId: userId,
        oldAccountId: guestId,
        newAccountId: userId,
        email: EMAIL,
      });
    expect(await call()).toBe("not-a-twin");
    expect(await purchasesOf(userId)).toHaveLength(0);
    await getDb().update(user).set({ emailVerified: true }).where(eq(user.id, userId));
    expect(await call()).toBe("merged");
    const after = await purchasesOf(userId);
    expect(after).toHaveLength(5);
    expect(await call()).toBe("already-merged");
    expect(await purchasesOf(userId)).toEqual(after);
  });

  it.each([
    ["a NUL in the guest's id", (guestId: string) => `${guestId}\u0000`],
    ["only a NUL", () => "\u0000"],
  ])("refuses %s, changing nothing", async (_label, oldAccountIdOf) => {
    const { guestId, userId } = await provenWithGuest();
    expect(
      await deleteMergedAccount({
        sessionUserId: userId,
        oldAccountId: oldAccountIdOf(guestId),
        newAccountId: userId,
        email: EMAIL,
      }),
    ).toBe("not-a-twin");
    expect(await getDb().select().from(user).where(eq(user.id, guestId))).toHaveLength(1);
    expect(await purchasesOf(userId)).toHaveLength(0);
  });

  it("refuses a guest id that is a real account, not a guest", async () => {
    const userId = await signUp(EMAIL);
    await getDb().update(user).set({ emailVerified: true }).where(eq(user.id, userId));
    const other = await signUp("other@example.com", "Other");
    expect(
      await deleteMergedAccount({
        sessionUserId: userId,
        oldAccountId: other,
        newAccountId: userId,
        email: EMAIL,
      }),
    ).toBe("not-a-twin");
    expect(await getDb().select().from(user).where(eq(user.id, other))).toHaveLength(1);
  });
});

describe("the guest's confirmation page", () => {
  it("shows a visitor the paid checkout and the email it waits for, then nothing once merged", async () => {
    const { checkoutId } = await buyAsGuest(EMAIL);
    expect(await confirmCheckout({ userId: null, checkoutId })).toMatchObject({
      status: "complete",
      waitingFor: EMAIL,
    });
    const userId = await signUp(EMAIL);
    await getDb().update(user).set({ emailVerified: true }).where(eq(user.id, userId));
    await mergeGuestAccountsFor({ userId, attempts: 1 });
    expect(await confirmCheckout({ userId: null, checkoutId })).toMatchObject({
      status: "complete",
      waitingFor: null,
    });
  });

  it.each([
    ["its own id", (id: string) => id],
    ["a NUL after it", (id: string) => `${id}\u0000`],
    ["upper case", (id: string) => id.toUpperCase()],
    ["only the prefix", () => "cs_local_"],
    ["only a NUL", () => "\u0000"],
    ["empty", () => ""],
  ])(
    "the test checkout page finds a guest's checkout by %s only when it is the id made",
    async (label, idOf) => {
      await buyAsGuest(EMAIL);
      const [made] = await getDb()
        .select({ id: checkoutSessions.providerSessionId })
        .from(checkoutSessions);
      const found = await findLocalCheckout({ userId: null, sessionId: idOf(made?.id ?? "") });
      expect(found?.providerSessionId ?? null).toBe(label === "its own id" ? made?.id : null);
    },
  );

  it("never opens an account's own checkout for a visitor", async () => {
    const userId = await signUp(EMAIL);
    const { checkoutId } = await startCheckout({
      userId,
      offerId: "learning-bundle",
      headers: headers(),
    });
    expect(await confirmCheckout({ userId: null, checkoutId })).toEqual({ status: "not-found" });
    expect(await confirmCheckout({ userId, checkoutId })).toMatchObject({ status: "pending" });
  });
});
