import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  addDays,
  dayKeyOf,
  daysBetween,
  hourOf,
  timeZoneOfCookie,
  timeZoneOr,
  weekStartOf,
  zoneOffsetAt,
} from "./day";

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

describe("timeZoneOfCookie: the zone a page is drawn in for the cookie as sent", () => {
  it.each([
    ["Europe%2FLondon", "Europe/London"],
    ["America/New_York", "America/New_York"],
    ["America%2FArgentina%2FBuenos_Aires", "America/Argentina/Buenos_Aires"],
    ["Asia%2FKathmandu", "Asia/Kathmandu"],
    [undefined, "UTC"],
    ["", "UTC"],
    // A cookie is input like any other: a forged one draws the page in UTC, never fails it.
    ["Mars%2FOlympus_Mons", "UTC"],
    ["%E0%A4%A", "UTC"],
    ["%", "UTC"],
    [encodeURIComponent("x".repeat(65)), "UTC"],
  ])("%s is drawn in %s", (value, zone) => {
    expect(timeZoneOfCookie(value)).toBe(zone);
  });
});

describe("calendar arithmetic", () => {
  it.each([
    ["2026-11-22", 1, "2026-11-23"],
    ["2026-11-30", 1, "2026-12-01"],
    ["2026-03-01", -1, "2026-02-28"],
    ["2024-03-01", -1, "2024-02-29"],
    ["2026-12-31", 1, "2027-01-01"],
    ["2026-02-28", 1, "2026-03-01"],
    ["2024-02-28", 1, "2024-02-29"],
    ["2000-02-28", 1, "2000-02-29"], // divisible by 400: a leap year
    ["1900-02-28", 1, "1900-03-01"], // divisible by 100 only: not one
    ["2100-02-28", 1, "2100-03-01"],
    ["2027-01-01", -1, "2026-12-31"],
    ["2026-12-01", 0, "2026-12-01"],
    ["2026-12-01", -365, "2025-12-01"],
    ["2026-12-01", 365, "2027-12-01"],
    ["2027-12-01", 366, "2028-12-01"], // across 29 February 2028
    ["1970-01-01", -1, "1969-12-31"],
    ["0000-01-01", 0, "0000-01-01"],
    ["9999-12-31", 0, "9999-12-31"],
    ["2026-02-31", 0, "2026-03-03"], // past a month's end runs on, as Date does
    ["2026-12-01", 1.9, "2026-12-02"], // a fraction is dropped, as Date does
    ["2026-12-01", -1.9, "2026-11-30"],
  ])("%s plus %i day is %s", (day, n, expected) => {
    expect(addDays(day, n)).toBe(expected);
  });

  it("agrees with Date on any day and any number of days, 1900 to 2200", () => {
    const dayArb = fc.integer({ min: Date.UTC(1900, 0, 1), max: Date.UTC(2200, 0, 1) });
    fc.assert(
      fc.property(dayArb, fc.integer({ min: -40_000, max: 40_000 }), (ms, n) => {
        const day = new Date(ms).toISOString().slice(0, 10);
        const date = new Date(`${day}T12:00:00Z`);
        date.setUTCDate(date.getUTCDate() + n);
        expect(addDays(day, n)).toBe(date.toISOString().slice(0, 10));
        const monday = new Date(`${day}T12:00:00Z`);
        monday.setUTCDate(monday.getUTCDate() - ((monday.getUTCDay() + 6) % 7));
        expect(weekStartOf(day)).toBe(monday.toISOString().slice(0, 10));
      }),
      { numRuns: 2000 },
    );
  });

  it.each([
    ["", 1],
    ["2026-1-01", 1],
    ["2026-13-01", 1],
    ["2026-00-01", 1],
    ["2026-12-00", 1],
    ["2026-12-32", 1],
    ["2026-12-01T00:00", 1],
    ["2026-12-01", Number.NaN],
    ["2026-12-01", Number.POSITIVE_INFINITY],
    ["9999-12-31", 1],
    ["0000-01-01", -1],
  ])("refuses %j plus %d", (day, n) => {
    expect(() => addDays(day, n)).toThrow(RangeError);
  });

  it.each([
    ["2026-11-22", "2026-11-22", 0],
    ["2026-10-25", "2026-11-22", 28],
    ["2026-11-22", "2026-10-25", -28],
    ["2024-02-28", "2024-03-01", 2], // through 29 February
    ["2026-02-28", "2026-03-01", 1],
    ["2026-12-31", "2027-01-01", 1],
    ["1969-12-31", "1970-01-01", 1],
    ["2000-01-01", "2100-01-01", 36_525],
  ])("from %s to %s is %i days", (from, to, days) => {
    expect(daysBetween(from, to)).toBe(days);
    expect(addDays(from, days)).toBe(to);
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

describe("dayKeyOf, remembered per zone and minute (issue #15)", () => {
  const fresh = (at: Date, timeZone: string) =>
    new Intl.DateTimeFormat("en-CA", {
      timeZone,
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
    }).format(at);

  it.each([
    ["America/Los_Angeles", "2026-03-06T00:00:00Z"], // clocks go forward on 8 March
    ["America/Los_Angeles", "2026-10-30T00:00:00Z"], // and back on 1 November
    ["Europe/London", "2026-10-23T00:00:00Z"],
    ["Asia/Kathmandu", "2026-11-20T00:00:00Z"], // +5:45
    ["Australia/Lord_Howe", "2026-04-01T00:00:00Z"], // a half-hour daylight saving change
    ["Pacific/Chatham", "2026-09-24T00:00:00Z"], // +12:45 and +13:45
    ["UTC", "2026-11-20T00:00:00Z"],
  ])(
    "agrees with formatting each instant afresh in %s, every 7 minutes for 4 days from %s",
    (timeZone, from) => {
      const start = new Date(from).getTime();
      for (let m = 0; m < 4 * 24 * 60; m += 7) {
        // Seconds into the minute too: every instant of one minute shares its day.
        const at = new Date(start + m * 60_000 + (m % 60) * 1000);
        expect(dayKeyOf(at, timeZone)).toBe(fresh(at, timeZone));
      }
    },
  );

  it.each([
    ["the minute before local midnight", "2026-11-23T07:59:59.999Z", "2026-11-22"],
    ["local midnight", "2026-11-23T08:00:00.000Z", "2026-11-23"],
    ["the minute before local midnight, asked again", "2026-11-23T07:59:00.000Z", "2026-11-22"],
  ])("Los Angeles: %s", (_label, iso, day) => {
    expect(dayKeyOf(new Date(iso), "America/Los_Angeles")).toBe(day);
  });

  it.each([
    ["1970-06-01T00:44:00Z", "1970-05-31"],
    ["1970-06-01T00:44:45Z", "1970-06-01"],
    // Its last week on that offset: 1 to 7 January 1972.
    ["1972-01-03T00:44:00Z", "1972-01-02"],
    ["1972-01-03T00:44:45Z", "1972-01-03"],
  ])(
    "works out instants before 1973 afresh: Monrovia's offset had seconds (-0:44:30), %s",
    (iso, day) => {
      // Each pair is one UTC minute straddling Monrovia's midnight, asked twice.
      expect(dayKeyOf(new Date(iso), "Africa/Monrovia")).toBe(day);
      expect(dayKeyOf(new Date(iso), "Africa/Monrovia")).toBe(day);
    },
  );

  it("keeps a zone name's own letter case apart, and answers as Intl does for each", () => {
    const at = new Date("2026-11-23T07:30:00Z");
    expect(dayKeyOf(at, "America/Los_Angeles")).toBe("2026-11-22");
    expect(dayKeyOf(at, "america/los_angeles")).toBe("2026-11-22");
    expect(dayKeyOf(at, "UTC")).toBe("2026-11-23");
  });

  it("refuses an invalid date and an unknown zone", () => {
    expect(() => dayKeyOf(new Date("not a date"), "UTC")).toThrow(RangeError);
    expect(() => dayKeyOf(new Date(), "Mars/Olympus_Mons")).toThrow(RangeError);
    expect(timeZoneOr("Mars/Olympus_Mons")).toBe("UTC");
  });
});

describe("zoneOffsetAt, remembered per zone and minute (issue #15)", () => {
  const HOUR = 3_600_000;
  const formats = new Map<string, Intl.DateTimeFormat>();
  /** The offset worked out afresh, another way: Intl's own "GMT-08:00" for the instant. */
  const fresh = (ms: number, timeZone: string) => {
    const format =
      formats.get(timeZone) ??
      new Intl.DateTimeFormat("en-US", { timeZone, timeZoneName: "longOffset" });
    formats.set(timeZone, format);
    const name = format.formatToParts(ms).find((p) => p.type === "timeZoneName")?.value ?? "";
    const match = /^GMT(?:([+-])(\d{2}):(\d{2})(?::(\d{2}))?)?$/.exec(name);
    if (!match) throw new Error(`unexpected offset ${name}`);
    const [, sign, hours = "0", minutes = "0", seconds = "0"] = match;
    const magnitude = (Number(hours) * 3600 + Number(minutes) * 60 + Number(seconds)) * 1000;
    return sign === "-" ? -magnitude : magnitude;
  };

  it.each([
    // Europe/London's change back on 25 October 2026 at 01:00 UTC: the minute before, at, after.
    ["Europe/London", "2026-10-25T00:59:59.999Z", 1 * HOUR],
    ["Europe/London", "2026-10-25T01:00:00.000Z", 0],
    ["Europe/London", "2026-10-25T01:00:59.999Z", 0],
    // Los Angeles goes forward on 8 March 2026 at 10:00 UTC.
    ["America/Los_Angeles", "2026-03-08T09:59:30.000Z", -8 * HOUR],
    ["America/Los_Angeles", "2026-03-08T10:00:00.000Z", -7 * HOUR],
    ["Asia/Kathmandu", "2026-11-20T12:00:00.000Z", 5.75 * HOUR],
    ["Pacific/Chatham", "2026-11-20T12:00:00.000Z", 13.75 * HOUR],
    ["UTC", "2026-11-20T12:00:00.000Z", 0],
    // Before 1973 it is worked out each time: Monrovia's -0:44:30 had seconds.
    ["Africa/Monrovia", "1970-06-01T00:44:45.000Z", -(44 * 60 + 30) * 1000],
  ])("%s at %s is %d ms ahead of UTC", (timeZone, iso, offset) => {
    const ms = Date.parse(iso);
    expect(zoneOffsetAt(ms, timeZone)).toBe(offset);
    // Asked again (now remembered), and at another instant of the same minute.
    expect(zoneOffsetAt(ms, timeZone)).toBe(offset);
    expect(zoneOffsetAt(ms - (ms % 60_000), timeZone)).toBe(fresh(ms - (ms % 60_000), timeZone));
  });

  it.each(["America/Los_Angeles", "Europe/London", "Australia/Lord_Howe", "Pacific/Chatham"])(
    "agrees with working it out afresh in %s, every 47 minutes and 7 seconds of 2026",
    (timeZone) => {
      const start = Date.UTC(2026, 0, 1);
      for (let ms = start; ms < Date.UTC(2027, 0, 1); ms += 47 * 60_000 + 7_001) {
        expect(zoneOffsetAt(ms, timeZone)).toBe(fresh(ms, timeZone));
      }
    },
  );

  it("throws for a zone Intl does not know, remembered or not", () => {
    expect(() => zoneOffsetAt(Date.UTC(2026, 0, 1), "Mars/Olympus_Mons")).toThrow(RangeError);
    expect(() => zoneOffsetAt(Number.NaN, "UTC")).toThrow(RangeError);
  });
});
