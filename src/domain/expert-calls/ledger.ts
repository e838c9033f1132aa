// Call credits are a ledger, never a counter: each grant, booking and returned credit is its own
// entry, and the balance is their sum. A grant's key makes it happen once a month however many
// times the grant runs (one key per person, unique in the database).
import type { TSubscriptionTier } from "../access/tiers";

const HOUR_MS = 60 * 60_000;

/** What a ledger entry records: credits granted, one spent on a booking, one given back. */
export const CREDIT_KINDS = ["grant", "book", "return"] as const;
export type TCreditKind = (typeof CREDIT_KINDS)[number];

/**
 * One line of a person's call-credit ledger. A grant adds its amount and carries its key; a
 * booking takes one (-1) and a cancellation before the cut-off returns one (+1), both naming the
 * booking.
 */
export type TCreditEntry = {
  kind: TCreditKind;
  amount: number;
  grantKey: string | null;
  bookingId: string | null;
};

/** A person's call credits: the sum of every entry, shown as it is even if it is below zero. */
export function balanceOf(entries: readonly TCreditEntry[]): number {
  return entries.reduce((sum, entry) => sum + entry.amount, 0);
}

/** Calls a month that come with a plan: the plans that include expert consultations. */
export const CALLS_PER_MONTH_BY_TIER: Readonly<Partial<Record<TSubscriptionTier, number>>> = {
  annual: 1,
  lifetime: 1,
  lifetime_community: 1,
};

/** Calls a month the expertVideoCalls add-on adds, on top of any the plan gives. */
export const ADDON_CALLS_PER_MONTH = 1;

/** A grant due: its idempotency key ("plan:2026-03", "addon:2026-03") and how many calls. */
export type TCreditGrant = { key: string; amount: number };

/** The calendar month of an instant in UTC, "YYYY-MM". */
function utcMonthOf(at: Date): string {
  return `${at.getUTCFullYear()}-${String(at.getUTCMonth() + 1).padStart(2, "0")}`;
}

/**
 * The grants due for the current calendar month (in UTC): one for the plan if it includes calls,
 * one for the add-on if it is active, or both, or none.
 */
export function grantKeysFor(input: {
  tier: string;
  addonActive: boolean;
  now: Date;
  timeZone: "UTC";
}): TCreditGrant[] {
  const month = utcMonthOf(input.now);
  const grants: TCreditGrant[] = [];
  const planCalls = Object.hasOwn(CALLS_PER_MONTH_BY_TIER, input.tier)
    ? (CALLS_PER_MONTH_BY_TIER[input.tier as TSubscriptionTier] ?? 0)
    : 0;
  if (planCalls > 0) grants.push({ key: `plan:${month}`, amount: planCalls });
  if (input.addonActive) grants.push({ key: `addon:${month}`, amount: ADDON_CALLS_PER_MONTH });
  return grants;
}

/** How many hours before a call it can still be moved or cancelled. */
export const CHANGE_CUTOFF_HOURS = 24;

/** Whether a booking can be rescheduled or cancelled: only 24 hours or more before it starts. */
export function canChangeBooking(start: Date, now: Date): boolean {
  return start.getTime() - now.getTime() >= CHANGE_CUTOFF_HOURS * HOUR_MS;
}

/** Whether cancelling now gives the credit back: the same 24-hour cut-off as any change. */
export function creditReturnedOnCancel(start: Date, now: Date): boolean {
  return canChangeBooking(start, now);
}
