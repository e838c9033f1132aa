import { expect, it } from "vitest";
import { addDays, dayOf, daysBetween, mondayOf } from "./days";

it.each([
  ["a Monday is its own week's start", "2026-11-16", "2026-11-16"],
  ["a Tuesday", "2026-11-17", "2026-11-16"],
  ["a Sunday belongs to the week before", "2026-11-22", "2026-11-16"],
  ["across a month end", "2026-12-02", "2026-11-30"],
  ["across a year end", "2027-01-01", "2026-12-28"],
])("mondayOf: %s", (_label, day, monday) => expect(mondayOf(day)).toBe(monday));

it.each([
  ["late evening UTC stays on its UTC day", "2026-11-22T23:59:59.999Z", "2026-11-22"],
  ["midnight UTC starts the next day", "2026-11-23T00:00:00.000Z", "2026-11-23"],
])("dayOf: %s", (_label, iso, day) => expect(dayOf(new Date(iso))).toBe(day));

it.each([
  ["2026-02-28", 1, "2026-03-01"],
  ["2026-03-01", -1, "2026-02-28"],
  ["2026-11-22", 0, "2026-11-22"],
])("addDays(%s, %d) is %s", (day, n, result) => expect(addDays(day, n)).toBe(result));

it("daysBetween counts whole days either way", () => {
  expect(daysBetween("2026-10-25", "2026-11-22")).toBe(28);
  expect(daysBetween("2026-11-22", "2026-10-25")).toBe(-28);
});

it.each([
  ["the first millisecond of a day", "2026-11-22T00:00:00.000Z", "2026-11-22"],
  ["the last millisecond of the same day", "2026-11-22T23:59:59.999Z", "2026-11-22"],
  ["the last millisecond before 1970", "1969-12-31T23:59:59.999Z", "1969-12-31"],
  ["the first of 1970", "1970-01-01T00:00:00.000Z", "1970-01-01"],
  ["a leap day", "2028-02-29T12:00:00.000Z", "2028-02-29"],
])("dayOf, asked again after other days: %s", (_label, iso, day) => {
  // Its remembered answers are per whole UTC day, so asking twice, in any order, agrees.
  expect(dayOf(new Date(iso))).toBe(day);
  expect(dayOf(new Date(iso))).toBe(day);
});

it("dayOf and mondayOf stay right after more days than they remember", () => {
  const start = new Date("2020-01-01T06:00:00.000Z").getTime();
  for (let i = 0; i < 5000; i++) {
    const at = new Date(start + i * 24 * 60 * 60 * 1000);
    const day = at.toISOString().slice(0, 10);
    expect(dayOf(at)).toBe(day);
    const weekday = (at.getUTCDay() + 6) % 7;
    expect(mondayOf(day)).toBe(
      new Date(at.getTime() - weekday * 24 * 60 * 60 * 1000).toISOString().slice(0, 10),
    );
  }
});

it("dayOf refuses an invalid date, as formatting it would", () => {
  expect(() => dayOf(new Date("not a date"))).toThrow(RangeError);
});
