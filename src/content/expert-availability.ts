import { type TAvailability, ZAvailability } from "@/domain/expert-calls/availability";

/**
 * When the clinic's hand therapists take expert video calls (issue #17), in the clinic's own time
 * zone: the booking page turns these hours into slots in the person's time zone. Checked at load,
 * like the catalogue: a mistyped hour fails the build, not a booking.
 */
export const EXPERT_AVAILABILITY: TAvailability = ZAvailability.parse({
  timeZone: "Europe/London",
  slotMinutes: 30,
  weekly: [
    { weekday: 1, start: "09:00", end: "12:00" },
    { weekday: 2, start: "13:00", end: "16:00" },
    { weekday: 2, start: "18:00", end: "20:00" },
    { weekday: 3, start: "09:00", end: "12:00" },
    { weekday: 4, start: "13:00", end: "16:00" },
    { weekday: 4, start: "18:00", end: "20:00" },
    { weekday: 5, start: "09:00", end: "12:00" },
  ],
  closedDates: ["2026-12-24", "2026-12-25", "2026-12-26", "2026-12-31", "2027-01-01"],
  bookAheadDays: 28,
  minNoticeHours: 24,
});
