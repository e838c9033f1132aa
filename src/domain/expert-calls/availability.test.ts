import { describe, expect, it } from "vitest";
import {
  isOpenSlot,
  openSlots,
  slotStartsBetween,
  type TAvailability,
  ZAvailability,
} from "./availability";

/** An availability from a few fields over a plain default: Mondays 09:00 to 12:00 in UTC. */
function availabilityOf(fields: Partial<TAvailability> = {}): TAvailability {
  return ZAvailability.parse({
    timeZone: "UTC",
    slotMinutes: 60,
    weekly: [{ weekday: 1, start: "09:00", end: "12:00" }],
    bookAheadDays: 14,
    minNoticeHours: 0,
    ...fields,
  });
}

const isoOf = (dates: readonly Date[]) => dates.map((d) => d.toISOString());
const at = (iso: string) => new Date(iso);

describe("ZAvailability", () => {
  it("accepts a plain week and fills in no closed dates", () => {
    expect(availabilityOf().closedDates).toEqual([]);
  });

  it.each([
    ["an unknown time zone", { timeZone: "Not/AZone" }],
    ["an empty time zone", { timeZone: "" }],
    ["a window starting at its end", { weekly: [{ weekday: 1, start: "09:00", end: "09:00" }] }],
    ["a window starting after its end", { weekly: [{ weekday: 1, start: "10:00", end: "09:00" }] }],
    ["weekday 0", { weekly: [{ weekday: 0, start: "09:00", end: "10:00" }] }],
    ["weekday 8", { weekly: [{ weekday: 8, start: "09:00", end: "10:00" }] }],
    ["a weekday that is not whole", { weekly: [{ weekday: 1.5, start: "09:00", end: "10:00" }] }],
    ["a time that is not HH:MM", { weekly: [{ weekday: 1, start: "9:00", end: "10:00" }] }],
    ["hour 25", { weekly: [{ weekday: 1, start: "09:00", end: "25:00" }] }],
    ["a start at 24:00", { weekly: [{ weekday: 1, start: "24:00", end: "24:00" }] }],
    ["no windows", { weekly: [] }],
    ["slots under 15 minutes", { slotMinutes: 10 }],
    ["slots over 120 minutes", { slotMinutes: 150 }],
    ["a closed date that is not a date", { closedDates: ["2026-02-30"] }],
    ["booking ahead 0 days", { bookAheadDays: 0 }],
    ["booking ahead 91 days", { bookAheadDays: 91 }],
    ["negative notice", { minNoticeHours: -1 }],
    ["notice over a week", { minNoticeHours: 169 }],
  ])("rejects %s", (_label, fields) => {
    const input = {
      timeZone: "UTC",
      slotMinutes: 60,
      weekly: [{ weekday: 1, start: "09:00", end: "12:00" }],
      bookAheadDays: 14,
      minNoticeHours: 0,
      ...fields,
    };
    expect(ZAvailability.safeParse(input).success).toBe(false);
  });

  it.each([["Europe/London"], ["America/New_York"], ["Asia/Kolkata"]])(
    "accepts the time zone %s",
    (timeZone) => {
      expect(availabilityOf({ timeZone }).timeZone).toBe(timeZone);
    },
  );

  it("accepts a window that ends at midnight", () => {
    const availability = availabilityOf({ weekly: [{ weekday: 1, start: "23:00", end: "24:00" }] });
    expect(
      isoOf(slotStartsBetween(availability, at("2026-03-02T00:00Z"), at("2026-03-03T00:00Z"))),
    ).toEqual(["2026-03-02T23:00:00.000Z"]);
  });
});

describe("slotStartsBetween: windows and ranges", () => {
  // 2026-03-02 is a Monday.
  const monday = [at("2026-03-02T00:00Z"), at("2026-03-03T00:00Z")] as const;

  it.each([
    [
      "a slot ending exactly at the window's end is included",
      { slotMinutes: 30, weekly: [{ weekday: 1, start: "09:00", end: "10:00" }] },
      ["2026-03-02T09:00:00.000Z", "2026-03-02T09:30:00.000Z"],
    ],
    [
      "a slot running past the window's end is left out",
      { slotMinutes: 30, weekly: [{ weekday: 1, start: "09:00", end: "10:15" }] },
      ["2026-03-02T09:00:00.000Z", "2026-03-02T09:30:00.000Z"],
    ],
    [
      "a window shorter than one slot has none",
      { slotMinutes: 45, weekly: [{ weekday: 1, start: "09:00", end: "09:30" }] },
      [],
    ],
    [
      "a window exactly one slot long has one",
      { slotMinutes: 45, weekly: [{ weekday: 1, start: "09:00", end: "09:45" }] },
      ["2026-03-02T09:00:00.000Z"],
    ],
    [
      "two windows on one day, given in any order, come out sorted",
      {
        weekly: [
          { weekday: 1, start: "14:00", end: "15:00" },
          { weekday: 1, start: "09:00", end: "10:00" },
        ],
      },
      ["2026-03-02T09:00:00.000Z", "2026-03-02T14:00:00.000Z"],
    ],
    [
      "overlapping windows give each slot once",
      {
        weekly: [
          { weekday: 1, start: "09:00", end: "11:00" },
          { weekday: 1, start: "10:00", end: "11:00" },
        ],
      },
      ["2026-03-02T09:00:00.000Z", "2026-03-02T10:00:00.000Z"],
    ],
    [
      "a window on another weekday gives nothing on Monday",
      { weekly: [{ weekday: 2, start: "09:00", end: "12:00" }] },
      [],
    ],
    ["a closed date gives nothing", { closedDates: ["2026-03-02"] }, []],
    [
      "a closed date on another day changes nothing",
      { closedDates: ["2026-03-09"] },
      ["2026-03-02T09:00:00.000Z", "2026-03-02T10:00:00.000Z", "2026-03-02T11:00:00.000Z"],
    ],
  ])("%s", (_label, fields, expected) => {
    expect(isoOf(slotStartsBetween(availabilityOf(fields), ...monday))).toEqual(expected);
  });

  it.each([
    ["from exactly at a slot includes it", "2026-03-02T10:00Z", "2026-03-02T12:00Z", ["10", "11"]],
    [
      "from a millisecond after a slot leaves it out",
      "2026-03-02T10:00:00.001Z",
      "2026-03-02T12:00Z",
      ["11"],
    ],
    ["to exactly at a slot leaves it out", "2026-03-02T09:00Z", "2026-03-02T11:00Z", ["09", "10"]],
    [
      "to a millisecond after a slot includes it",
      "2026-03-02T09:00Z",
      "2026-03-02T11:00:00.001Z",
      ["09", "10", "11"],
    ],
    ["an empty range has nothing", "2026-03-02T10:00Z", "2026-03-02T10:00Z", []],
    ["a backwards range has nothing", "2026-03-02T12:00Z", "2026-03-02T09:00Z", []],
  ])("%s", (_label, from, to, hours) => {
    expect(isoOf(slotStartsBetween(availabilityOf(), at(from), at(to)))).toEqual(
      hours.map((h) => `2026-03-02T${h}:00:00.000Z`),
    );
  });

  it("runs across weeks, one Monday after another", () => {
    const slots = slotStartsBetween(
      availabilityOf(),
      at("2026-03-01T00:00Z"),
      at("2026-03-16T00:00Z"),
    );
    expect(isoOf(slots)).toEqual([
      "2026-03-02T09:00:00.000Z",
      "2026-03-02T10:00:00.000Z",
      "2026-03-02T11:00:00.000Z",
      "2026-03-09T09:00:00.000Z",
      "2026-03-09T10:00:00.000Z",
      "2026-03-09T11:00:00.000Z",
    ]);
  });

  it("reads weekdays and closed dates on the expert's local calendar, not UTC's", () => {
    // Monday 08:00 in Tokyo is Sunday 23:00 UTC.
    const tokyo = availabilityOf({
      timeZone: "Asia/Tokyo",
      weekly: [{ weekday: 1, start: "08:00", end: "09:00" }],
    });
    const range = [at("2026-03-01T00:00Z"), at("2026-03-03T00:00Z")] as const;
    expect(isoOf(slotStartsBetween(tokyo, ...range))).toEqual(["2026-03-01T23:00:00.000Z"]);
    const closed = { ...tokyo, closedDates: ["2026-03-02"] };
    expect(slotStartsBetween(closed, ...range)).toEqual([]);
    const closedUtcDay = { ...tokyo, closedDates: ["2026-03-01"] };
    expect(isoOf(slotStartsBetween(closedUtcDay, ...range))).toEqual(["2026-03-01T23:00:00.000Z"]);
  });
});

describe("slotStartsBetween: daylight-saving changes", () => {
  // Every change below falls on a Sunday (weekday 7): hourly slots from 00:00 to 04:00 local.
  const sundayNight = (timeZone: string, slotMinutes = 60) =>
    availabilityOf({
      timeZone,
      slotMinutes,
      weekly: [{ weekday: 7, start: "00:00", end: "04:00" }],
    });

  it.each([
    [
      // 01:00 GMT jumps to 02:00 BST: local 01:00 never happens and is skipped.
      "Europe/London, spring forward",
      "Europe/London",
      "2026-03-29",
      ["2026-03-29T00:00:00.000Z", "2026-03-29T01:00:00.000Z", "2026-03-29T02:00:00.000Z"],
    ],
    [
      // 02:00 BST falls back to 01:00 GMT: local 01:00 happens twice; the first one is the slot.
      "Europe/London, fall back",
      "Europe/London",
      "2026-10-25",
      [
        "2026-10-24T23:00:00.000Z",
        "2026-10-25T00:00:00.000Z",
        "2026-10-25T02:00:00.000Z",
        "2026-10-25T03:00:00.000Z",
      ],
    ],
    [
      // 02:00 EST jumps to 03:00 EDT: local 02:00 never happens and is skipped.
      "America/New_York, spring forward",
      "America/New_York",
      "2026-03-08",
      ["2026-03-08T05:00:00.000Z", "2026-03-08T06:00:00.000Z", "2026-03-08T07:00:00.000Z"],
    ],
    [
      // 02:00 EDT falls back to 01:00 EST: local 01:00 happens twice; the first one is the slot.
      "America/New_York, fall back",
      "America/New_York",
      "2026-11-01",
      [
        "2026-11-01T04:00:00.000Z",
        "2026-11-01T05:00:00.000Z",
        "2026-11-01T07:00:00.000Z",
        "2026-11-01T08:00:00.000Z",
      ],
    ],
  ])("%s", (_label, timeZone, day, expected) => {
    const from = new Date(Date.parse(`${day}T00:00Z`) - 86_400_000);
    const to = new Date(Date.parse(`${day}T00:00Z`) + 2 * 86_400_000);
    expect(isoOf(slotStartsBetween(sundayNight(timeZone), from, to))).toEqual(expected);
  });

  it("skips every slot in the spring-forward gap, not only the hour", () => {
    const slots = slotStartsBetween(
      sundayNight("Europe/London", 30),
      at("2026-03-29T00:00Z"),
      at("2026-03-30T00:00Z"),
    );
    // Local 00:00, 00:30, [01:00 and 01:30 do not exist], 02:00, 02:30, 03:00, 03:30.
    expect(isoOf(slots)).toEqual([
      "2026-03-29T00:00:00.000Z",
      "2026-03-29T00:30:00.000Z",
      "2026-03-29T01:00:00.000Z",
      "2026-03-29T01:30:00.000Z",
      "2026-03-29T02:00:00.000Z",
      "2026-03-29T02:30:00.000Z",
    ]);
  });

  it.each([
    // Monday 09:00 London: GMT the week before the change, BST the week after.
    ["Europe/London", "2026-03-23", "2026-03-23T09:00:00.000Z"],
    ["Europe/London", "2026-03-30", "2026-03-30T08:00:00.000Z"],
    ["Europe/London", "2026-10-19", "2026-10-19T08:00:00.000Z"],
    ["Europe/London", "2026-10-26", "2026-10-26T09:00:00.000Z"],
    ["America/New_York", "2026-03-02", "2026-03-02T14:00:00.000Z"],
    ["America/New_York", "2026-03-09", "2026-03-09T13:00:00.000Z"],
    ["America/New_York", "2026-10-26", "2026-10-26T13:00:00.000Z"],
    ["America/New_York", "2026-11-02", "2026-11-02T14:00:00.000Z"],
  ])("Monday 09:00 in %s on %s is %s", (timeZone, day, expected) => {
    const availability = availabilityOf({
      timeZone,
      weekly: [{ weekday: 1, start: "09:00", end: "10:00" }],
    });
    const from = at(`${day}T00:00Z`);
    const to = new Date(from.getTime() + 86_400_000);
    expect(isoOf(slotStartsBetween(availability, from, to))).toEqual([expected]);
  });
});

describe("openSlots", () => {
  // Every day 09:00 to 12:00 UTC, two hours' notice, one day ahead.
  const everyDay = availabilityOf({
    weekly: [1, 2, 3, 4, 5, 6, 7].map((weekday) => ({ weekday, start: "09:00", end: "12:00" })),
    minNoticeHours: 2,
    bookAheadDays: 1,
  });

  it.each([
    [
      "notice ends exactly at a slot: it is open",
      "2026-03-02T07:00Z",
      ["2026-03-02T09", "2026-03-02T10", "2026-03-02T11"],
    ],
    [
      "notice ends a millisecond after a slot: it is not",
      "2026-03-02T07:00:00.001Z",
      ["2026-03-02T10", "2026-03-02T11"],
    ],
    [
      "booking ahead ends exactly at a slot: it is not open",
      "2026-03-02T09:00Z",
      ["2026-03-02T11"],
    ],
    [
      "booking ahead ends a minute after a slot: it is open",
      "2026-03-02T09:01Z",
      ["2026-03-03T09"],
    ],
    [
      "late in the day, only tomorrow's slots are open",
      "2026-03-02T20:00Z",
      ["2026-03-03T09", "2026-03-03T10", "2026-03-03T11"],
    ],
  ])("%s", (_label, now, expected) => {
    expect(isoOf(openSlots(everyDay, at(now), []))).toEqual(expected.map((h) => `${h}:00:00.000Z`));
  });

  it.each([
    ["a taken slot is removed", ["2026-03-02T10:00Z"], ["09", "11"]],
    ["every taken slot is removed", ["2026-03-02T09:00Z", "2026-03-02T11:00Z"], ["10"]],
    ["a taken time that is not a slot changes nothing", ["2026-03-02T10:30Z"], ["09", "10", "11"]],
  ])("%s", (_label, taken, hours) => {
    expect(isoOf(openSlots(everyDay, at("2026-03-02T07:00Z"), taken.map(at)))).toEqual(
      hours.map((h) => `2026-03-02T${h}:00:00.000Z`),
    );
  });

  it("with no notice, a slot starting now is open", () => {
    const availability = { ...everyDay, minNoticeHours: 0 };
    expect(isoOf(openSlots(availability, at("2026-03-02T11:00Z"), []))[0]).toBe(
      "2026-03-02T11:00:00.000Z",
    );
  });

  it("covers the whole 90 days ahead, Monday after Monday", () => {
    const availability = availabilityOf({ bookAheadDays: 90 });
    const slots = openSlots(availability, at("2026-03-01T00:00Z"), []);
    // 13 Mondays from 2 March to 25 May, 3 slots each; 30 May is the 90th day.
    expect(slots).toHaveLength(39);
    expect(slots.at(-1)?.toISOString()).toBe("2026-05-25T11:00:00.000Z");
  });
});

describe("isOpenSlot", () => {
  const availability = availabilityOf({
    timeZone: "Europe/London",
    weekly: [
      { weekday: 1, start: "09:00", end: "12:00" },
      { weekday: 7, start: "00:00", end: "04:00" },
    ],
    closedDates: ["2026-03-16"],
    minNoticeHours: 24,
    bookAheadDays: 30,
  });
  // Saturday noon: the notice runs to Sunday noon, booking ahead to Monday 6 April at noon.
  const now = at("2026-03-07T12:00Z");
  const taken = [at("2026-03-09T10:00Z")];

  it.each([
    ["an open slot", "2026-03-09T11:00Z", true],
    ["a minute after an open slot", "2026-03-09T11:01Z", false],
    ["a minute before an open slot", "2026-03-09T10:59Z", false],
    ["a second after an open slot", "2026-03-09T11:00:01Z", false],
    ["a taken slot", "2026-03-09T10:00Z", false],
    ["a slot inside the notice period", "2026-03-08T02:00Z", false],
    ["a slot on a closed date", "2026-03-16T09:00Z", false],
    ["a slot after daylight saving starts, at its new UTC time", "2026-03-30T08:00Z", true],
    ["the old UTC time of the last Monday slot", "2026-03-30T11:00Z", false],
    ["the first slot after the spring-forward gap", "2026-03-29T01:00Z", true],
    ["a slot outside every window", "2026-03-10T09:00Z", false],
    ["a slot on the last day of booking ahead", "2026-04-06T10:00Z", true],
    ["a slot beyond booking ahead", "2026-04-13T08:00Z", false],
    ["a slot in the past", "2026-03-02T09:00Z", false],
    ["not a date at all", "not a date", false],
  ])("%s: %s is %s", (_label, start, expected) => {
    expect(isOpenSlot(availability, now, taken, at(start))).toBe(expected);
  });

  it("answers the notice boundary to the millisecond", () => {
    const start = at("2026-03-09T09:00Z");
    expect(isOpenSlot(availability, at("2026-03-08T09:00Z"), [], start)).toBe(true);
    expect(isOpenSlot(availability, at("2026-03-08T09:00:00.001Z"), [], start)).toBe(false);
  });

  it("agrees with openSlots on every slot of a month", () => {
    const open = openSlots(availability, now, taken);
    expect(open.length).toBeGreaterThan(0);
    for (const start of open) expect(isOpenSlot(availability, now, taken, start)).toBe(true);
  });
});
