import "server-only";
import { and, eq, inArray, notInArray, sql } from "drizzle-orm";
import {
  isGuestTwinOf,
  lookupDelaysMs,
  lookupEmailOf,
  mergedFromOf,
  type TGuestProfile,
  type TMergeTarget,
  wasMergedFrom,
} from "@/domain/account/guest-merge";
import { productOfKey } from "@/domain/billing/catalogue";
import { MERGE_LOOKUP_ATTEMPTS, MERGE_LOOKUP_INTERVAL_MS } from "@/lib/constants";
import { runAfterResponse } from "../after-response";
import { writeAuditLog } from "../audit/write-audit-log";
import { refreshProfileBilling, type TTx } from "../billing/billing-records";
import { getDb } from "../db/client";
import {
  addons,
  billingCustomers,
  checkoutSessions,
  educationReads,
  exerciseLogs,
  exercisePrescriptions,
  loadLogs,
  localSubscriptions,
  medicalScreenings,
  notifications,
  outcomeMeasures,
  profile,
  purchases,
  subscriptions,
  trialClaims,
  user,
} from "../db/schema";
import { logger } from "../logger";

export type TMergeOutcome = "merged" | "already-merged" | "not-a-twin";

const GUEST_COLUMNS = {
  userId: profile.userId,
  isGuestAccount: profile.isGuestAccount,
  pendingMergeWithAuthUser: profile.pendingMergeWithAuthUser,
  guestEmail: profile.guestEmail,
};

/** The account a guest would merge into, as the merge rule reads it; null when there is none. */
async function readTarget(
  db: TTx,
  userId: string,
): Promise<(TMergeTarget & { mergedFrom: string | null }) | null> {
  const [row] = await db
    .select({
      id: user.id,
      email: user.email,
      emailVerified: user.emailVerified,
      isGuestAccount: profile.isGuestAccount,
      mergedFrom: profile.mergedFrom,
    })
    .from(user)
    .innerJoin(profile, eq(profile.userId, user.id))
    .where(eq(user.id, userId))
    .for("update", { of: [profile] });
  return row ?? null;
}

/**
 * The guests still waiting for an account with this email (spec 7: the lookup lowercases it) that
 * hold something paid. A guest whose checkout is still open is not ready: the lookup tries again
 * (spec 9), and the payment's completion merges it if the lookup has given up by then.
 */
async function findGuestTwins(db: Pick<TTx, "select">, email: string): Promise<TGuestProfile[]> {
  return db
    .select(GUEST_COLUMNS)
    .from(profile)
    .where(
      and(
        eq(profile.guestEmail, lookupEmailOf(email)),
        eq(profile.isGuestAccount, true),
        eq(profile.pendingMergeWithAuthUser, true),
        sql`exists (select 1 from ${purchases} where ${purchases.userId} = ${profile.userId})`,
      ),
    );
}

/**
 * Moves every record the guest owns to the account (spec 4: notifications, exercise prescriptions,
 * outcome measures and purchases are copied; the billing records that keep a paid plan running go
 * with them). A record the account already has its own of (a day's load log, a customer at the
 * same provider, a trial claim) stays with the guest and goes when the guest is deleted.
 */
async function moveRecords(tx: TTx, guestId: string, userId: string): Promise<void> {
  const to = { userId };
  await tx.update(notifications).set(to).where(eq(notifications.userId, guestId));
  await tx.update(exercisePrescriptions).set(to).where(eq(exercisePrescriptions.userId, guestId));
  await tx.update(outcomeMeasures).set(to).where(eq(outcomeMeasures.userId, guestId));
  await tx.update(purchases).set(to).where(eq(purchases.userId, guestId));
  await tx.update(subscriptions).set(to).where(eq(subscriptions.userId, guestId));
  await tx.update(addons).set(to).where(eq(addons.userId, guestId));
  await tx.update(checkoutSessions).set(to).where(eq(checkoutSessions.userId, guestId));
  await tx.update(localSubscriptions).set(to).where(eq(localSubscriptions.userId, guestId));
  await tx.update(exerciseLogs).set(to).where(eq(exerciseLogs.userId, guestId));
  await tx.update(medicalScreenings).set(to).where(eq(medicalScreenings.userId, guestId));
  await tx
    .update(loadLogs)
    .set(to)
    .where(
      and(
        eq(loadLogs.userId, guestId),
        notInArray(
          loadLogs.day,
          tx.select({ day: loadLogs.day }).from(loadLogs).where(eq(loadLogs.userId, userId)),
        ),
      ),
    );
  await tx
    .update(educationReads)
    .set(to)
    .where(
      and(
        eq(educationReads.userId, guestId),
        notInArray(
          educationReads.slug,
          tx
            .select({ slug: educationReads.slug })
            .from(educationReads)
            .where(eq(educationReads.userId, userId)),
        ),
      ),
    );
  await tx
    .update(billingCustomers)
    .set(to)
    .where(
      and(
        eq(billingCustomers.userId, guestId),
        notInArray(
          billingCustomers.provider,
          tx
            .select({ provider: billingCustomers.provider })
            .from(billingCustomers)
            .where(eq(billingCustomers.userId, userId)),
        ),
      ),
    );
  await tx
    .update(trialClaims)
    .set(to)
    .where(
      and(
        eq(trialClaims.userId, guestId),
        sql`not exists (select 1 from ${trialClaims} where ${trialClaims.userId} = ${userId})`,
      ),
    );
}

/** What the guest bought, in words, for the notification that tells the person it arrived. */
async function purchaseNamesOf(tx: TTx, userId: string, checkoutIds: string[]): Promise<string[]> {
  if (checkoutIds.length === 0) return [];
  const rows = await tx
    .select({ productKey: checkoutSessions.productKey })
    .from(checkoutSessions)
    .where(and(eq(checkoutSessions.userId, userId), inArray(checkoutSessions.id, checkoutIds)));
  return rows.flatMap((r) => productOfKey(r.productKey)?.name ?? []);
}

/**
 * Merges one guest into the account, in one transaction (spec 4): the records move, the guest is
 * deleted, and the account is flagged accountMerged with mergedFrom and mergedAt. A failure leaves
 * both accounts as they were. Merging a guest that was already merged into this account changes
 * nothing ("already-merged"); any other account, or one whose email is not proven, is refused.
 */
export async function mergeGuestAccount(options: {
  userId: string;
  guestId: string;
  headers?: Headers;
  now?: Date;
}): Promise<TMergeOutcome> {
  const now = options.now ?? new Date();
  return getDb().transaction(async (tx) => {
    const target = await readTarget(tx, options.userId);
    if (!target) return "not-a-twin";
    const [guest] = await tx
      .select(GUEST_COLUMNS)
      .from(profile)
      .where(eq(profile.userId, options.guestId))
      .for("update");
    if (!guest)
      return wasMergedFrom(target.mergedFrom, options.guestId) ? "already-merged" : "not-a-twin";
    if (!isGuestTwinOf(guest, target)) return "not-a-twin";

    const checkoutIds = (
      await tx
        .select({ id: checkoutSessions.id })
        .from(checkoutSessions)
        .where(
          and(eq(checkoutSessions.userId, guest.userId), eq(checkoutSessions.status, "complete")),
        )
    ).map((r) => r.id);
    await moveRecords(tx, guest.userId, target.id);
    await tx.delete(user).where(eq(user.id, guest.userId));
    await tx
      .update(profile)
      .set({
        accountMerged: true,
        mergedFrom: mergedFromOf(target.mergedFrom, [guest.userId]),
        mergedAt: now,
      })
      .where(eq(profile.userId, target.id));
    await refreshProfileBilling(tx, target.id, now);
    const names = await purchaseNamesOf(tx, target.id, checkoutIds);
    if (names.length > 0)
      await tx.insert(notifications).values({
        userId: target.id,
        type: "purchase_added",
        title: "Your purchase is in your account",
        message: `What you bought with this email before you had an account is now yours: ${names.join(", ")}.`,
        link: "/account",
        priority: "high",
        timestamp: now,
      });
    await writeAuditLog(
      {
        action: "account_merged",
        userId: target.id,
        resourceType: "user",
        resourceId: guest.userId,
        headers: options.headers,
        at: now,
      },
      tx,
    );
    return "merged";
  });
}

/** The guests waiting for this account's email, if its email is proven; none otherwise. */
export async function findPendingGuestTwins(userId: string): Promise<TGuestProfile[]> {
  const db = getDb();
  const [target] = await db
    .select({
      id: user.id,
      email: user.email,
      emailVerified: user.emailVerified,
      isGuestAccount: profile.isGuestAccount,
    })
    .from(user)
    .innerJoin(profile, eq(profile.userId, user.id))
    .where(eq(user.id, userId));
  if (!target || target.isGuestAccount) return [];
  const twins = await findGuestTwins(db, target.email);
  return twins.filter((g) => isGuestTwinOf(g, { ...target, emailVerified: true }));
}

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Looks for guests waiting for this account's (proven) email and merges each. The lookup is tried
 * up to four times, 2 s apart (spec 9), so a guest whose checkout completes a moment after the
 * person verified is still found. Answers with the ids of the guests merged.
 */
export async function mergeGuestAccountsFor(options: {
  userId: string;
  headers?: Headers;
  attempts?: number;
  intervalMs?: number;
  sleep?: (ms: number) => Promise<void>;
}): Promise<string[]> {
  const sleep = options.sleep ?? wait;
  const delays = lookupDelaysMs(
    options.attempts ?? MERGE_LOOKUP_ATTEMPTS,
    options.intervalMs ?? MERGE_LOOKUP_INTERVAL_MS,
  );
  for (const delay of delays) {
    if (delay > 0) await sleep(delay);
    const [target] = await getDb()
      .select({ emailVerified: user.emailVerified })
      .from(user)
      .where(eq(user.id, options.userId));
    // Not proven (yet): nothing is looked up, and nothing can be merged.
    if (!target?.emailVerified) return [];
    const twins = await findPendingGuestTwins(options.userId);
    if (twins.length === 0) continue;
    const merged: string[] = [];
    for (const guest of twins) {
      const outcome = await mergeGuestAccount({
        userId: options.userId,
        guestId: guest.userId,
        headers: options.headers,
      });
      if (outcome === "merged") merged.push(guest.userId);
    }
    return merged;
  }
  return [];
}

/**
 * After a guest's payment is recorded: if the account for its email is already proven (the person
 * confirmed it while paying, and the lookup gave up), the guest joins it now.
 */
export async function mergeGuestIntoProvenAccount(
  guestId: string,
  headers?: Headers,
): Promise<void> {
  const db = getDb();
  const [guest] = await db.select(GUEST_COLUMNS).from(profile).where(eq(profile.userId, guestId));
  if (!guest?.isGuestAccount || !guest.guestEmail) return;
  const [account] = await db
    .select({ id: user.id })
    .from(user)
    .where(and(eq(sql`lower(${user.email})`, guest.guestEmail), eq(user.emailVerified, true)));
  if (account) await mergeGuestAccount({ userId: account.id, guestId, headers });
}

/**
 * Runs the merge for a person whose email was just proven, after the response inside a request
 * (the lookup may wait up to 6 s), or at once outside one. A failure is logged: the person's
 * purchase stays with the guest, and the account page offers to add it.
 */
export async function scheduleGuestMerge(userId: string, headers?: Headers): Promise<void> {
  const run = async () => {
    try {
      await mergeGuestAccountsFor({ userId, headers });
    } catch (error) {
      logger.error({ err: error, userId }, "merging a guest account failed");
    }
  };
  await runAfterResponse(run);
}

/**
 * POST /api/delete-merged-account's rules (spec 4): the new account must be the session's own, the
 * email its own, and the old account a guest waiting for that (proven) email. The merge moves the
 * guest's records and deletes it in one transaction; a repeat finds it merged and changes nothing.
 */
export async function deleteMergedAccount(input: {
  sessionUserId: string;
  oldAccountId: string;
  newAccountId: string;
  email: string;
  headers?: Headers;
}): Promise<TMergeOutcome | "forbidden"> {
  if (input.newAccountId !== input.sessionUserId) return "forbidden";
  // No account's id holds a NUL, and the database would answer one with an error, not a miss.
  if (input.oldAccountId.includes("\u0000")) return "not-a-twin";
  const [target] = await getDb()
    .select({ email: user.email })
    .from(user)
    .where(eq(user.id, input.newAccountId));
  if (!target || lookupEmailOf(target.email) !== lookupEmailOf(input.email)) return "not-a-twin";
  return mergeGuestAccount({
    userId: input.newAccountId,
    guestId: input.oldAccountId,
    headers: input.headers,
  });
}
