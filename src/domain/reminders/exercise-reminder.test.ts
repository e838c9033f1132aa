// The daily exercise reminder's rules (issue #19): due from its minute for two hours, on the chosen
// days, in the person's zone, once per local day, across clock changes.
import { describe, expect, it } from "vitest";
import {
  DEFAULT_REMINDER,
  describeDays,
  localClockOf,
  REMINDER_LATE_WINDOW_MINUTES,
  reminderDueDay,
  type TReminderSettings,
  ZReminderSettings,
} from "./exercise-reminder";

const ON: TReminderSettings = {
  enabled: true,
  time: "18:00",
  days: [1, 2, 3, 4, 5, 6, 7],
  timeZone: "Europe/London",
};

describe("when a reminder is due", () => {
  // Wednesday 25 November 2026: London is on GMT (UTC+0).
  it.each([
    ["a minute before", "2026-11-25T17:59:00Z", null],
    ["on the minute", "2026-11-25T18:00:00Z", "2026-11-25"],
    ["119 minutes late", "2026-11-25T19:59:00Z", "2026-11-25"],
    ["120 minutes late", "2026-11-25T20:00:00Z", null],
    ["the next morning", "2026-11-26T08:00:00Z", null],
  ])("%s: %s", (_label, at, expected) => {
    expect(reminderDueDay(ON, null, new Date(at))).toBe(expected);
  });

  it("is the late window of two hours", () => {
    expect(REMINDER_LATE_WINDOW_MINUTES).toBe(120);
  });

  it.each([
    ["off", { ...ON, enabled: false }, null, null],
    ["already sent today", ON, "2026-11-25", null],
    ["sent yesterday", ON, "2026-11-24", "2026-11-25"],
    ["a Wednesday, weekdays chosen", { ...ON, days: [1, 2, 3, 4, 5] }, null, "2026-11-25"],
    ["a Wednesday, weekends chosen", { ...ON, days: [6, 7] }, null, null],
    ["a Wednesday, Wednesday only", { ...ON, days: [3] }, null, "2026-11-25"],
  ] as const)("%s", (_label, settings, lastSentOn, expected) => {
    expect(
      reminderDueDay(
        { ...settings, days: [...settings.days] },
        lastSentOn,
        new Date("2026-11-25T18:30:00Z"),
      ),
    ).toBe(expected);
  });

  it.each([
    // 18:00 in New York (UTC-5 in November) is 23:00 UTC: the local day is still the 25th.
    ["America/New_York", "2026-11-25T23:00:00Z", "2026-11-25"],
    ["America/New_York", "2026-11-25T18:00:00Z", null],
    // 18:00 in Tokyo (UTC+9) is 09:00 UTC.
    ["Asia/Tokyo", "2026-11-25T09:00:00Z", "2026-11-25"],
    // 18:00 in Kolkata (UTC+5:30) is 12:30 UTC.
    ["Asia/Kolkata", "2026-11-25T12:29:00Z", null],
    ["Asia/Kolkata", "2026-11-25T12:30:00Z", "2026-11-25"],
  ])("in %s at %s: %s", (timeZone, at, expected) => {
    expect(reminderDueDay({ ...ON, timeZone }, null, new Date(at))).toBe(expected);
  });

  it("goes at the local time on both sides of a clock change", () => {
    // London moves to BST (UTC+1) on 29 March 2026: 18:00 local is 18:00 UTC before, 17:00 after.
    expect(reminderDueDay(ON, null, new Date("2026-03-28T18:00:00Z"))).toBe("2026-03-28");
    expect(reminderDueDay(ON, null, new Date("2026-03-29T17:00:00Z"))).toBe("2026-03-29");
    expect(reminderDueDay(ON, null, new Date("2026-03-29T16:59:00Z"))).toBeNull();
  });

  it("goes once on the night the clocks go back, though 01:30 happens twice", () => {
    const early = { ...ON, time: "01:30" };
    // 25 October 2026, London: 01:30 BST is 00:30 UTC, and 01:30 GMT is 01:30 UTC.
    const first = reminderDueDay(early, null, new Date("2026-10-25T00:30:00Z"));
    expect(first).toBe("2026-10-25");
    expect(reminderDueDay(early, first, new Date("2026-10-25T01:30:00Z"))).toBeNull();
  });

  it("reads the local weekday and minutes", () => {
    expect(localClockOf(new Date("2026-11-25T18:05:00Z"), "Europe/London")).toEqual({
      weekday: 3,
      minutes: 1085,
    });
    expect(localClockOf(new Date("2026-11-29T23:30:00Z"), "Asia/Tokyo")).toEqual({
      weekday: 1,
      minutes: 510,
    });
  });
});

describe("the settings a person can save", () => {
  it.each([
    ["the default", DEFAULT_REMINDER, true],
    ["00:00", { ...ON, time: "00:00" }, true],
    ["23:59", { ...ON, time: "23:59" }, true],
    ["24:00", { ...ON, time: "24:00" }, false],
    ["7:30 without a leading zero", { ...ON, time: "7:30" }, false],
    ["18:60", { ...ON, time: "18:60" }, false],
    ["no days", { ...ON, days: [] }, false],
    ["day 0", { ...ON, days: [0] }, false],
    ["day 8", { ...ON, days: [8] }, false],
    ["a day twice", { ...ON, days: [1, 1] }, false],
    ["an unknown time zone", { ...ON, timeZone: "Mars/Olympus" }, false],
    ["an extra field", { ...ON, email: "x@example.com" }, false],
  ])("%s: valid %s", (_label, value, valid) => {
    expect(ZReminderSettings.safeParse(value).success).toBe(valid);
  });

  it("sorts the days", () => {
    expect(ZReminderSettings.parse({ ...ON, days: [7, 1, 3] }).days).toEqual([1, 3, 7]);
  });
});

describe("how the days read", () => {
  it.each([
    [[1, 2, 3, 4, 5, 6, 7], "every day"],
    [[1, 2, 3, 4, 5], "on weekdays"],
    [[6, 7], "at weekends"],
    [[3], "on Wednesdays"],
    [[1, 3, 5], "on Monday, Wednesday and Friday"],
  ])("%j: %s", (days, text) => {
    expect(describeDays(days)).toBe(text);
  });
});
