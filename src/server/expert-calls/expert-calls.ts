import "server-only";
import { and, asc, eq, gte, isNull, lt, ne, sql } from "drizzle-orm";
import { EXPERT_AVAILABILITY } from "@/content/expert-availability";
import { isOpenSlot, openSlots } from "@/domain/expert-calls/availability";
import { canChangeBooking, grantKeysFor } from "@/domain/expert-calls/ledger";
import { AppError } from "@/lib/errors";
import { findAccessFacts } from "../access/require-feature";
import { writeAuditLog } from "../audit/write-audit-log";
import { refreshProfileBilling, type TTx } from "../billing/billing-records";
import { getDb } from "../db/client";
import { isUniqueViolation } from "../db/connection-errors";
import { expertCallBookings, expertCallCredits, profile, subscriptions, user } from "../db/schema";
import { sendEmail } from "../email/send-email";
import { getEnv } from "../env";
import { logger } from "../logger";
import { expertCallEmail, type TExpertCallEmailKind } from "./expert-call-email";

export type TBooking = typeof expertCallBookings.$inferSelect;

/** The call's video room: the configured address with the booking's id in it. */
export function roomUrlOf(bookingId: string): string {
  return getEnv().EXPERT_CALL_ROOM_URL.replaceAll("{id}", bookingId);
}

/** Whether the person's plan or add-on gives them calls now (spec 6's expertConsults, or the add-on). */
async function entitlementOf(userId: string) {
  const facts = await findAccessFacts(userId);
  return {
    tier: facts.tier as string,
    addonActive: facts.profile?.addons?.expertVideoCalls?.active === true,
  };
}

/**
 * Opens the person's ledger for a change: their profile row is locked until the transaction ends,
 * so two bookings at once are counted one after the other; the month's grants are written (once
 * per key, whoever asks first); answers with the balance.
 */
async function openLedger(
  tx: TTx,
  userId: string,
  entitlement: { tier: string; addonActive: boolean },
  now: Date,
): Promise<number> {
  await tx
    .select({ id: profile.userId })
    .from(profile)
    .where(eq(profile.userId, userId))
    .for("update");
  for (const grant of grantKeysFor({ ...entitlement, now, timeZone: "UTC" }))
    await tx
      .insert(expertCallCredits)
      .values({ userId, kind: "grant", amount: grant.amount, grantKey: grant.key })
      .onConflictDoNothing();
  return balanceIn(tx, userId);
}

async function balanceIn(tx: TTx, userId: string): Promise<number> {
  const [row] = await tx
    .select({ total: sql<number>`coalesce(sum(${expertCallCredits.amount}), 0)::int` })
    .from(expertCallCredits)
    .where(eq(expertCallCredits.userId, userId));
  return row?.total ?? 0;
}

/**
 * The add-on's callsRemaining on the profile (spec 3) follows the ledger: a copy for the account
 * page, written in the same transaction as the entry that changed it, never counted down itself.
 */
async function syncCallsRemaining(tx: TTx, userId: string, now: Date): Promise<void> {
  const balance = await balanceIn(tx, userId);
  const updated = await tx
    .update(subscriptions)
    .set({ callsRemaining: balance })
    .where(and(eq(subscriptions.userId, userId), eq(subscriptions.addonType, "expertVideoCalls")))
    .returning({ id: subscriptions.id });
  if (updated.length > 0) await refreshProfileBilling(tx, userId, now);
}

/** The starts of every booked call from `from` on, whoever booked it: the slots that are taken. */
async function takenStarts(tx: TTx, from: Date, exceptId?: string): Promise<Date[]> {
  const rows = await tx
    .select({ startsAt: expertCallBookings.startsAt })
    .from(expertCallBookings)
    .where(
      and(
        eq(expertCallBookings.status, "booked"),
        gte(expertCallBookings.startsAt, from),
        exceptId ? ne(expertCallBookings.id, exceptId) : undefined,
      ),
    );
  return rows.map((r) => r.startsAt);
}

/** What /talk-to-expert shows: calls left, the person's calls, and the open slots. */
export async function findExpertCalls(userId: string, now = new Date()) {
  const entitlement = await entitlementOf(userId);
  return getDb().transaction(async (tx) => {
    const callsRemaining = await openLedger(tx, userId, entitlement, now);
    const bookings = await tx
      .select()
      .from(expertCallBookings)
      .where(eq(expertCallBookings.userId, userId))
      .orderBy(asc(expertCallBookings.startsAt));
    const slots = openSlots(EXPERT_AVAILABILITY, now, await takenStarts(tx, now));
    const endOf = (b: TBooking) => b.startsAt.getTime() + b.minutes * 60_000;
    return {
      callsRemaining,
      entitled:
        entitlement.addonActive ||
        grantKeysFor({ ...entitlement, now, timeZone: "UTC" }).length > 0,
      upcoming: bookings.filter((b) => b.status === "booked" && endOf(b) > now.getTime()),
      past: bookings.filter((b) => b.status === "booked" && endOf(b) <= now.getTime()).reverse(),
      slots,
    };
  });
}

async function personOf(userId: string): Promise<{ email: string; name: string }> {
  const [row] = await getDb()
    .select({ email: user.email, name: user.name })
    .from(user)
    .where(eq(user.id, userId));
  if (!row) throw new AppError("session-ended");
  return row;
}

/** Sends a call's email with its calendar file; a failure is logged, the booking stands. */
async function notify(kind: TExpertCallEmailKind, booking: TBooking, now: Date): Promise<void> {
  try {
    const person = await personOf(booking.userId);
    await sendEmail(
      expertCallEmail({ kind, booking, person, roomUrl: roomUrlOf(booking.id), now }),
    );
  } catch (error) {
    logger.error({ err: error, bookingId: booking.id, kind }, "expert call email failed");
  }
}

/** A booking request whose slot another request took first is refused as taken, never doubled. */
async function mapSlotClash<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError("slot-unavailable");
    throw error;
  }
}

/**
 * Books a call in an open slot for one credit (issue #17). Refused with nothing changed when the
 * person has no credit left or the slot is not open (taken, past the notice, or not a slot).
 */
export async function bookCall(input: {
  userId: string;
  startsAt: Date;
  timeZone: string;
  topic?: string | null;
  headers?: Headers;
  now?: Date;
}): Promise<TBooking> {
  const now = input.now ?? new Date();
  const entitlement = await entitlementOf(input.userId);
  const booking = await mapSlotClash(() =>
    getDb().transaction(async (tx) => {
      const balance = await openLedger(tx, input.userId, entitlement, now);
      if (balance < 1) throw new AppError("no-calls-left");
      if (!isOpenSlot(EXPERT_AVAILABILITY, now, await takenStarts(tx, now), input.startsAt))
        throw new AppError("slot-unavailable");
      const [row] = await tx
        .insert(expertCallBookings)
        .values({
          userId: input.userId,
          startsAt: input.startsAt,
          minutes: EXPERT_AVAILABILITY.slotMinutes,
          timeZone: input.timeZone,
          topic: input.topic?.trim() || null,
        })
        .returning();
      if (!row) throw new Error("expert calls: the booking was not written");
      await tx
        .insert(expertCallCredits)
        .values({ userId: input.userId, kind: "book", amount: -1, bookingId: row.id });
      await syncCallsRemaining(tx, input.userId, now);
      await writeAuditLog(
        {
          action: "expert_call_booked",
          userId: input.userId,
          resourceType: "expert_call",
          resourceId: row.id,
          headers: input.headers,
          at: now,
        },
        tx,
      );
      return row;
    }),
  );
  await notify("booked", booking, now);
  return booking;
}

async function lockBooking(tx: TTx, userId: string, bookingId: string): Promise<TBooking> {
  const [row] = await tx
    .select()
    .from(expertCallBookings)
    .where(and(eq(expertCallBookings.id, bookingId), eq(expertCallBookings.userId, userId)))
    .for("update");
  if (!row) throw new AppError("booking-not-found");
  return row;
}

/** Moves a booked call to another open slot, up to 24 hours before it; the credit stays spent. */
export async function rescheduleCall(input: {
  userId: string;
  bookingId: string;
  startsAt: Date;
  headers?: Headers;
  now?: Date;
}): Promise<TBooking> {
  const now = input.now ?? new Date();
  const booking = await mapSlotClash(() =>
    getDb().transaction(async (tx) => {
      const row = await lockBooking(tx, input.userId, input.bookingId);
      if (row.status !== "booked") throw new AppError("booking-not-found");
      if (!canChangeBooking(row.startsAt, now)) throw new AppError("call-change-too-late");
      const taken = await takenStarts(tx, now, row.id);
      if (!isOpenSlot(EXPERT_AVAILABILITY, now, taken, input.startsAt))
        throw new AppError("slot-unavailable");
      const [moved] = await tx
        .update(expertCallBookings)
        .set({ startsAt: input.startsAt, sequence: row.sequence + 1, reminderSentAt: null })
        .where(eq(expertCallBookings.id, row.id))
        .returning();
      await writeAuditLog(
        {
          action: "expert_call_rescheduled",
          userId: input.userId,
          resourceType: "expert_call",
          resourceId: row.id,
          headers: input.headers,
          at: now,
        },
        tx,
      );
      return moved as TBooking;
    }),
  );
  await notify("rescheduled", booking, now);
  return booking;
}

/**
 * Cancels a booked call up to 24 hours before it, and the credit comes back (a ledger entry, once
 * per booking). A repeat on a cancelled call changes nothing.
 */
export async function cancelCall(input: {
  userId: string;
  bookingId: string;
  headers?: Headers;
  now?: Date;
}): Promise<TBooking> {
  const now = input.now ?? new Date();
  let changed = false;
  const booking = await getDb().transaction(async (tx) => {
    const row = await lockBooking(tx, input.userId, input.bookingId);
    if (row.status === "cancelled") return row;
    if (!canChangeBooking(row.startsAt, now)) throw new AppError("call-change-too-late");
    await tx
      .select({ id: profile.userId })
      .from(profile)
      .where(eq(profile.userId, input.userId))
      .for("update");
    const [cancelled] = await tx
      .update(expertCallBookings)
      .set({ status: "cancelled", cancelledAt: now, sequence: row.sequence + 1 })
      .where(eq(expertCallBookings.id, row.id))
      .returning();
    await tx
      .insert(expertCallCredits)
      .values({ userId: input.userId, kind: "return", amount: 1, bookingId: row.id })
      .onConflictDoNothing();
    await syncCallsRemaining(tx, input.userId, now);
    await writeAuditLog(
      {
        action: "expert_call_cancelled",
        userId: input.userId,
        resourceType: "expert_call",
        resourceId: row.id,
        headers: input.headers,
        at: now,
      },
      tx,
    );
    changed = true;
    return cancelled as TBooking;
  });
  if (changed) await notify("cancelled", booking, now);
  return booking;
}

/** How far ahead a reminder goes out: the day before. */
export const REMINDER_BEFORE_MS = 24 * 60 * 60 * 1000;

/**
 * Sends the reminder for each booked call starting within the next 24 hours that has not had one
 * (each claimed by one update, so two runs at once never send twice). Answers with how many.
 */
export async function sendDueReminders(now = new Date()): Promise<number> {
  const due = await getDb()
    .update(expertCallBookings)
    .set({ reminderSentAt: now })
    .where(
      and(
        eq(expertCallBookings.status, "booked"),
        isNull(expertCallBookings.reminderSentAt),
        gte(expertCallBookings.startsAt, now),
        lt(expertCallBookings.startsAt, new Date(now.getTime() + REMINDER_BEFORE_MS)),
      ),
    )
    .returning();
  for (const booking of due) await notify("reminder", booking, now);
  return due.length;
}
