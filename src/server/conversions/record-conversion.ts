import "server-only";
import { randomUUID } from "node:crypto";
import { and, asc, eq, inArray, isNull, lt, lte, sql } from "drizzle-orm";
import {
  conversionOf,
  dedupKeyOf,
  HEALTH_EVENT_TYPES,
  isEligible,
  type TConversionFacts,
  type TConversionRequest,
} from "@/domain/conversions/reddit-conversion";
import { CONSENT_COOKIE, hasConsent } from "@/lib/consent";
import { getAccessFacts } from "../access/get-access-facts";
import { consumeRateLimit, type TRateRule } from "../auth/consume-rate-limit";
import { readCookie } from "../auth/session-cookie";
import { getDb } from "../db/client";
import { conversionOutbox, user } from "../db/schema";
import { logger } from "../logger";
import type { TConversionsClient } from "./reddit-client";

/** Conversion events one person may send: 30 per 10 minutes (DESIGN.md: the conversion route). */
export const CONVERSION_RATE_RULE: TRateRule = { windowSeconds: 10 * 60, max: 30 };

/** After each failed send, the wait before the next: 1 min, 5 min, 30 min, 2 h, 12 h. */
export const CONVERSION_BACKOFF_MS = [
  60_000,
  5 * 60_000,
  30 * 60_000,
  2 * 60 * 60_000,
  12 * 60 * 60_000,
] as const;
/** The sixth failed send is the last: the row stays, unsent, with its last error. */
export const MAX_CONVERSION_ATTEMPTS = CONVERSION_BACKOFF_MS.length + 1;
/** A claimed row is another sender's again after this, if its sender died mid-send. */
const CLAIM_LEASE_MS = 10 * 60_000;
/** Rows one delivery claims at most: with a 10 s timeout each, well inside the lease. */
const DELIVERY_BATCH = 20;
/** Reddit refuses events older than 7 days: an unsent row past that is deleted, never sent. */
export const CONVERSION_MAX_AGE_MS = 7 * 24 * 60 * 60_000;
/** The longest lastError kept. */
const MAX_ERROR_CHARS = 500;

export type TRecordConversionResult =
  | { outcome: "queued"; eventId: string; queued: boolean }
  | { outcome: "no-consent" }
  | { outcome: "health-event" }
  | { outcome: "not-eligible" }
  | { outcome: "forbidden" }
  | { outcome: "rate-limited"; retryAfterSeconds: number };

/**
 * Queues a conversion event of spec 7 for the signed-in person (issue #18). Refused for another
 * person's userId; nothing is stored without their advertising consent (the consent cookie);
 * limited to CONVERSION_RATE_RULE. The event's values come from the person's own rows
 * (conversionOf), and a replay of the same event id queues nothing more.
 */
export async function recordConversion(input: {
  sessionUserId: string;
  request: TConversionRequest;
  headers: Headers;
  now?: Date;
}): Promise<TRecordConversionResult> {
  const { sessionUserId: userId, request } = input;
  const now = input.now ?? new Date();
  const claimed = request.userData?.userId;
  if (claimed !== undefined && claimed !== userId) return { outcome: "forbidden" };
  if (!hasConsent(readCookie(input.headers, CONSENT_COOKIE), "ads"))
    return { outcome: "no-consent" };
  if (HEALTH_EVENT_TYPES.includes(request.eventType)) return { outcome: "health-event" };
  const limit = await consumeRateLimit(`conversion:${userId}`, CONVERSION_RATE_RULE);
  if (!limit.allowed)
    return { outcome: "rate-limited", retryAfterSeconds: limit.retryAfterSeconds };

  const access = await getAccessFacts(userId, now);
  const facts: TConversionFacts = {
    userId,
    // The plan they have or last had: a cancelled or expired trial keeps its tier here.
    planTier: access.profile?.subscription?.tier ?? (access.tier === "free" ? null : access.tier),
    subscriptionId: access.profile?.subscription?.id ?? null,
  };
  if (!isEligible(request.eventType, facts)) return { outcome: "not-eligible" };
  const event = conversionOf({ request, facts, now, newId: randomUUID });
  const inserted = await getDb()
    .insert(conversionOutbox)
    .values({
      userId,
      destination: "reddit",
      eventType: event.eventType,
      eventId: event.eventId,
      dedupKey: dedupKeyOf(event),
      payload: event,
      nextAttemptAt: now,
      createdAt: now,
    })
    // A replayed event id, or a once-only event already queued: nothing more.
    .onConflictDoNothing()
    .returning({ id: conversionOutbox.id });
  return { outcome: "queued", eventId: event.eventId, queued: inserted.length > 0 };
}

const messageOf = (error: unknown) =>
  (error instanceof Error ? error.message : String(error)).slice(0, MAX_ERROR_CHARS);

/**
 * Sends the queued events that are due (unsent, fewer than six tries, their time come), up to
 * `limit`. Each row is claimed by one update of rows locked with SKIP LOCKED, which also counts the
 * attempt and leases the row for five minutes, so senders running at once never send one twice. A
 * failure is logged (no email, no token) and tried again after the backoff; the sixth is the last.
 * With the offline client nothing is claimed: the queue waits for a configured one.
 */
export async function deliverDueConversions(options: {
  client: TConversionsClient;
  now?: Date;
  limit?: number;
}): Promise<{ sent: number; failed: number }> {
  const now = options.now ?? new Date();
  const db = getDb();
  // Too old to be accepted: deleted unsent, whether or not a client is configured.
  await db
    .delete(conversionOutbox)
    .where(
      and(
        isNull(conversionOutbox.sentAt),
        lt(conversionOutbox.createdAt, new Date(now.getTime() - CONVERSION_MAX_AGE_MS)),
      ),
    );
  if (!options.client.enabled) return { sent: 0, failed: 0 };
  const due = and(
    isNull(conversionOutbox.sentAt),
    lt(conversionOutbox.attempts, MAX_CONVERSION_ATTEMPTS),
    lte(conversionOutbox.nextAttemptAt, now),
  );
  const claimable = db
    .select({ id: conversionOutbox.id })
    .from(conversionOutbox)
    .where(due)
    .orderBy(asc(conversionOutbox.nextAttemptAt))
    .limit(Math.min(options.limit ?? DELIVERY_BATCH, DELIVERY_BATCH))
    .for("update", { skipLocked: true });
  const claimed = await db
    .update(conversionOutbox)
    .set({
      attempts: sql`${conversionOutbox.attempts} + 1`,
      nextAttemptAt: new Date(now.getTime() + CLAIM_LEASE_MS),
    })
    // ARRAY(...) runs the locking select once (an InitPlan); as an IN sub-plan PostgreSQL may run
    // it again per row, each time skipping the rows this update just locked, past the limit.
    .where(and(sql`${conversionOutbox.id} = any(array(${claimable}))`, due))
    .returning();
  if (claimed.length === 0) return { sent: 0, failed: 0 };

  // The email is read now, from the person's row: the queue never holds a copy of it.
  const people = await db
    .select({ id: user.id, email: user.email, emailVerified: user.emailVerified })
    .from(user)
    .where(inArray(user.id, [...new Set(claimed.map((row) => row.userId))]));
  // Only a proven address is matched on: an unverified sign-up may have used a stranger's email.
  const emailOf = new Map(people.map((p) => [p.id, p.emailVerified ? p.email : null]));

  let sent = 0;
  for (const row of claimed) {
    try {
      await options.client.send(row.payload, {
        userId: row.userId,
        email: emailOf.get(row.userId) ?? null,
      });
      await db
        .update(conversionOutbox)
        .set({ sentAt: now, lastError: null })
        .where(eq(conversionOutbox.id, row.id));
      sent += 1;
    } catch (error) {
      const lastError = messageOf(error);
      const wait = CONVERSION_BACKOFF_MS[row.attempts - 1];
      await db
        .update(conversionOutbox)
        .set({
          lastError,
          ...(wait === undefined ? {} : { nextAttemptAt: new Date(now.getTime() + wait) }),
        })
        .where(eq(conversionOutbox.id, row.id));
      const context = {
        conversionId: row.id,
        eventType: row.eventType,
        attempts: row.attempts,
        error: lastError,
      };
      if (wait === undefined) logger.error(context, "conversion send failed; giving up");
      else logger.warn(context, "conversion send failed; will retry");
    }
  }
  return { sent, failed: claimed.length - sent };
}

/**
 * The person took back their advertising consent (issue #18 review): their unsent conversions are
 * deleted, so nothing queued before is sent after. Answers how many were dropped.
 */
export async function dropUnsentConversions(userId: string): Promise<number> {
  const rows = await getDb()
    .delete(conversionOutbox)
    .where(and(eq(conversionOutbox.userId, userId), isNull(conversionOutbox.sentAt)))
    .returning({ id: conversionOutbox.id });
  return rows.length;
}
