// Calendar days as "YYYY-MM-DD" strings. Exercise logs are timestamps and are grouped by their UTC
// day (the server does not know the person's time zone); load logs already carry the person's day.

// One calendar arithmetic for the whole app: src/lib/day.ts.
export { addDays, daysBetween, weekStartOf as mondayOf } from "@/lib/day";

import { remembered } from "@/lib/remembered";

export const DAY_MS = 24 * 60 * 60 * 1000;

// Remembered by whole days since 1970: the statistics ask for the day of every logged set,
// several times (issue #15), and a division and a lookup cost far less than formatting a date.
const dayOfIndex = remembered((index: number) =>
  new Date(index * DAY_MS).toISOString().slice(0, 10),
);

/** The UTC calendar day of a moment: "2026-11-22". */
export function dayOf(date: Date): string {
  const ms = date.getTime();
  // An invalid date is formatted as it is, and throws.
  return Number.isNaN(ms) ? date.toISOString() : dayOfIndex(Math.floor(ms / DAY_MS));
}

/** The start (00:00 UTC) of a day string, as a Date. */
export function startOfDay(day: string): Date {
  return new Date(`${day}T00:00:00.000Z`);
}

export function round1(value: number): number {
  return Math.round(value * 10) / 10;
}

export function round2(value: number): number {
  return Math.round(value * 100) / 100;
}
