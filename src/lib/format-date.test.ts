import { afterAll, describe, expect, it, vi } from "vitest";

const ZONES = [
  "UTC",
  "America/Los_Angeles",
  "Pacific/Honolulu",
  "Asia/Tokyo",
  "Pacific/Kiritimati",
];
const originalTz = process.env.TZ;
afterAll(() => {
  process.env.TZ = originalTz;
});

/** The module as a browser or server in `zone` would load it (its formatters are module-level). */
async function formatDateModuleIn(zone: string) {
  process.env.TZ = zone;
  vi.resetModules();
  return import("./format-date");
}
const formatDateIn = async (zone: string) => (await formatDateModuleIn(zone)).formatDate;

describe("formatDayTime", () => {
  it.each([
    ["UTC", "Fri 27 Nov, 23:30"],
    ["Europe/London", "Fri 27 Nov, 23:30"],
    ["America/Los_Angeles", "Fri 27 Nov, 15:30"],
    ["Asia/Kolkata", "Sat 28 Nov, 05:00"],
    ["Asia/Tokyo", "Sat 28 Nov, 08:30"],
  ])("a log's time on the clock of %s, on any machine", async (person, expected) => {
    for (const machine of ZONES) {
      const { formatDayTime } = await formatDateModuleIn(machine);
      expect.soft(formatDayTime(new Date("2026-11-27T23:30:00Z"), person), machine).toBe(expected);
      expect.soft(formatDayTime("2026-11-27T23:30:00.000Z", person), machine).toBe(expected);
    }
  });
});

describe("formatClockTime", () => {
  it.each([
    ["2026-11-30T09:00:00Z", "Europe/London", "09:00"],
    ["2026-11-30T09:00:00Z", "America/New_York", "04:00"],
    ["2026-11-30T09:00:00Z", "Asia/Kathmandu", "14:45"],
    // Midnight is 00:00 on the 24-hour clock, never 24:00; a minute before it is 23:59.
    ["2026-11-30T05:00:00Z", "America/New_York", "00:00"],
    ["2026-11-30T04:59:00Z", "America/New_York", "23:59"],
  ])("%s in %s is %s, on any machine", async (iso, person, expected) => {
    for (const machine of ZONES) {
      const { formatClockTime } = await formatDateModuleIn(machine);
      expect.soft(formatClockTime(new Date(iso), person), machine).toBe(expected);
      // Asked again in another zone: one formatter per zone, never another zone's.
      expect.soft(formatClockTime(new Date(iso), "UTC"), machine).toBe(iso.slice(11, 16));
    }
  });
});

describe("formatDate", () => {
  it.each(ZONES)("a calendar day reads as that day in %s", async (zone) => {
    const formatDate = await formatDateIn(zone);
    expect.soft(formatDate("2026-11-23")).toBe("23 November 2026");
    expect.soft(formatDate("2026-01-01")).toBe("1 January 2026");
    expect.soft(formatDate("2028-02-29")).toBe("29 February 2028");
    expect.soft(formatDate("2026-12-31")).toBe("31 December 2026");
  });

  it.each([
    ["UTC", "23 November 2026"],
    ["America/Los_Angeles", "22 November 2026"],
    ["Asia/Tokyo", "23 November 2026"],
  ])("an instant reads as the day it falls on in %s", async (zone, expected) => {
    const formatDate = await formatDateIn(zone);
    expect(formatDate(new Date("2026-11-23T03:00:00Z"))).toBe(expected);
    expect(formatDate("2026-11-23T03:00:00.000Z")).toBe(expected);
  });

  it.each([
    ["UTC", "23 November 2026"],
    ["America/Los_Angeles", "22 November 2026"],
    ["Pacific/Honolulu", "22 November 2026"],
    ["Asia/Tokyo", "23 November 2026"],
    ["Pacific/Kiritimati", "23 November 2026"],
  ])(
    "an instant given the person's zone, %s, reads the same on any machine",
    async (person, expected) => {
      for (const machine of ZONES) {
        const formatDate = await formatDateIn(machine);
        expect.soft(formatDate(new Date("2026-11-23T03:00:00Z"), person), machine).toBe(expected);
        expect.soft(formatDate("2026-11-23T03:00:00.000Z", person), machine).toBe(expected);
      }
    },
  );

  it("an instant just before and at midnight in the person's zone", async () => {
    const formatDate = await formatDateIn("UTC");
    // Tokyo is UTC+9: 14:59:59 UTC is 23:59:59 there, 15:00 UTC the next day's midnight.
    expect(formatDate(new Date("2026-11-23T14:59:59Z"), "Asia/Tokyo")).toBe("23 November 2026");
    expect(formatDate(new Date("2026-11-23T15:00:00Z"), "Asia/Tokyo")).toBe("24 November 2026");
  });

  it("a calendar day ignores the zone it is given", async () => {
    const formatDate = await formatDateIn("UTC");
    expect(formatDate("2026-11-23", "Pacific/Honolulu")).toBe("23 November 2026");
  });
});
