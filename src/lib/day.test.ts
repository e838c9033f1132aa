import { describe, expect, it } from "vitest";
import { addDays, dayKeyOf, hourOf, timeZoneOr, weekStartOf } from "./day";

describe("dayKeyOf", () => {
  it.each([
    ["2026-11-23T06:30:00Z", "UTC", "2026-11-23"],
    // 22:30 on the 22nd in Los Angeles is already the 23rd in UTC.
    ["2026-11-23T06:30:00Z", "America/Los_Angeles", "2026-11-22"],
    ["2026-11-22T23:30:00Z", "Europe/Berlin", "2026-11-23"],
    ["2026-11-22T23:30:00Z", "Asia/Tokyo", "2026-11-23"],
  ])("%s in %s is %s", (at, zone, day) => {
    expect(dayKeyOf(new Date(at), zone)).toBe(day);
  });

  it("answers again for one Date asked in another zone, or changed since", () => {
    const at = new Date("2026-11-23T06:30:00Z");
    expect(dayKeyOf(at, "UTC")).toBe("2026-11-23");
    expect(dayKeyOf(at, "America/Los_Angeles")).toBe("2026-11-22");
    expect(dayKeyOf(at, "UTC")).toBe("2026-11-23");
    at.setTime(Date.parse("2026-11-24T06:30:00Z"));
    expect(dayKeyOf(at, "UTC")).toBe("2026-11-24");
  });
});

describe("timeZoneOr", () => {
  it.each([
    ["Europe/London", "Europe/London"],
    ["America/New_York", "America/New_York"],
    ["Not/AZone", "UTC"],
    ["", "UTC"],
    [undefined, "UTC"],
    ["x".repeat(65), "UTC"],
  ])("%s gives %s", (value, zone) => {
    expect(timeZoneOr(value)).toBe(zone);
  });
});

describe("calendar arithmetic", () => {
  it.each([
    ["2026-11-22", 1, "2026-11-23"],
    ["2026-11-30", 1, "2026-12-01"],
    ["2026-03-01", -1, "2026-02-28"],
    ["2024-03-01", -1, "2024-02-29"],
    ["2026-12-31", 1, "2027-01-01"],
  ])("%s plus %i day is %s", (day, n, expected) => {
    expect(addDays(day, n)).toBe(expected);
  });

  it.each([
    ["2026-11-23", "2026-11-23"], // Monday
    ["2026-11-25", "2026-11-23"], // Wednesday
    ["2026-11-29", "2026-11-23"], // Sunday
    ["2026-11-22", "2026-11-16"], // Sunday before
  ])("the week of %s starts on Monday %s", (day, monday) => {
    expect(weekStartOf(day)).toBe(monday);
  });

  it("reads the local hour", () => {
    expect(hourOf(new Date("2026-11-23T06:30:00Z"), "America/Los_Angeles")).toBe(22);
    expect(hourOf(new Date("2026-11-23T06:30:00Z"), "UTC")).toBe(6);
  });
});
