import { describe, expect, it } from "vitest";
import { CLINIC_JOIN_NOTE, CLINIC_SERIES, type TClinicSeries } from "@/content/community/clinics";
import {
  clinicOccurrence,
  formatClinicTime,
  icsOf,
  type TClinicOccurrence,
  upcomingClinics,
} from "./clinics";

const seriesOf = (slug: string): TClinicSeries => {
  const found = CLINIC_SERIES.find((s) => s.slug === slug);
  if (!found) throw new Error(`no series ${slug}`);
  return found;
};
const weeklyQa = seriesOf("weekly-qa");
const formCheck = seriesOf("form-check");
const flareUp = seriesOf("flare-up-clinic");

/** The one occurrence of a series an id names, failing the test when there is none. */
const occurrenceOf = (id: string, series: readonly TClinicSeries[] = CLINIC_SERIES) => {
  const occurrence = clinicOccurrence(series, id);
  if (!occurrence) throw new Error(`no occurrence ${id}`);
  return occurrence;
};

const at = (iso: string) => new Date(iso);
const ids = (occurrences: TClinicOccurrence[]) => occurrences.map((o) => o.id);

describe("CLINIC_SERIES", () => {
  it("has unique, URL-safe slugs", () => {
    const slugs = CLINIC_SERIES.map((s) => s.slug);
    expect(new Set(slugs).size).toBe(slugs.length);
    for (const slug of slugs) expect(slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
  });

  it.each(CLINIC_SERIES.map((s) => [s.slug, s] as const))("%s is well formed", (_, series) => {
    const anchor = new Date(`${series.anchorDate}T12:00:00Z`);
    expect(series.anchorDate).toMatch(/^2026-\d{2}-\d{2}$/);
    expect(anchor.toISOString().slice(0, 10)).toBe(series.anchorDate);
    expect(((anchor.getUTCDay() + 6) % 7) + 1).toBe(series.weekday);
    expect(series.localTime).toMatch(/^([01]\d|2[0-3]):[0-5]\d$/);
    expect(() => new Intl.DateTimeFormat("en-GB", { timeZone: series.timeZone })).not.toThrow();
    expect(series.durationMinutes).toBeGreaterThanOrEqual(45);
    expect(series.durationMinutes).toBeLessThanOrEqual(60);
    // A role, not a person: "A Wristwise physiotherapist".
    expect(series.host).toMatch(/^A Wristwise [a-z ]+$/);
    const sentences = series.description.split(/(?<=\.)\s+/);
    expect(sentences.length).toBeGreaterThanOrEqual(2);
    expect(sentences.length).toBeLessThanOrEqual(3);
  });

  it("has a join note that says where the link comes from and that it is not medical advice", () => {
    expect(CLINIC_JOIN_NOTE).toMatch(/Discord/);
    expect(CLINIC_JOIN_NOTE).toMatch(/email/);
    expect(CLINIC_JOIN_NOTE).toMatch(/not individual medical advice/);
  });
});

describe("upcomingClinics", () => {
  it.each([
    // Europe/London: BST (UTC+1) until the last Sunday of October, GMT after, BST again from the
    // last Sunday of March. The clinic stays at 18:00 local, so its UTC instant moves.
    ["London before October's change", weeklyQa, "2026-10-20", "2026-10-20T17:00:00.000Z"],
    ["London after October's change", weeklyQa, "2026-10-27", "2026-10-27T18:00:00.000Z"],
    ["London before March's change", weeklyQa, "2026-03-24", "2026-03-24T18:00:00.000Z"],
    ["London after March's change", weeklyQa, "2026-03-31", "2026-03-31T17:00:00.000Z"],
    // America/New_York changes on other Sundays (8 March, 1 November 2026).
    ["New York before March's change", formCheck, "2026-03-05", "2026-03-05T17:00:00.000Z"],
    ["New York after March's change", formCheck, "2026-03-19", "2026-03-19T16:00:00.000Z"],
    ["New York before November's change", formCheck, "2026-10-29", "2026-10-29T16:00:00.000Z"],
    ["New York after November's change", formCheck, "2026-11-12", "2026-11-12T17:00:00.000Z"],
    // Australia/Sydney: summer time (UTC+11) ends 5 April and starts 4 October 2026; 10:00 in
    // summer is 23:00 UTC the day before.
    ["Sydney before April's change", flareUp, "2026-04-04", "2026-04-03T23:00:00.000Z"],
    ["Sydney after April's change", flareUp, "2026-04-18", "2026-04-18T00:00:00.000Z"],
    ["Sydney before October's change", flareUp, "2026-10-03", "2026-10-03T00:00:00.000Z"],
    ["Sydney after October's change", flareUp, "2026-10-17", "2026-10-16T23:00:00.000Z"],
  ])("%s: the %s clinic on %s starts at %s", (_, series, date, startIso) => {
    const start = at(startIso);
    const found = upcomingClinics([series], new Date(start.getTime() - 60_000), 1);
    expect(found).toHaveLength(1);
    const [occurrence] = found;
    expect(occurrence?.id).toBe(`${series.slug}-${date}`);
    expect(occurrence?.start.toISOString()).toBe(startIso);
    expect(occurrence?.end.getTime()).toBe(start.getTime() + series.durationMinutes * 60_000);
    expect(occurrence?.series).toBe(series);
  });

  it.each([
    ["weeks before the anchor", "2025-11-20T00:00:00Z", ["2025-11-27", "2025-12-11", "2025-12-25"]],
    ["across the anchor", "2025-12-20T00:00:00Z", ["2025-12-25", "2026-01-08", "2026-01-22"]],
    ["weeks after the anchor", "2026-02-01T00:00:00Z", ["2026-02-05", "2026-02-19", "2026-03-05"]],
  ])("a fortnightly series meets every other week %s", (_, nowIso, dates) => {
    expect(ids(upcomingClinics([formCheck], at(nowIso), 42))).toEqual(
      dates.map((d) => `form-check-${d}`),
    );
  });

  it("a weekly series meets every week, before its anchor too", () => {
    expect(ids(upcomingClinics([weeklyQa], at("2025-12-20T00:00:00Z"), 21))).toEqual([
      "weekly-qa-2025-12-23",
      "weekly-qa-2025-12-30",
      "weekly-qa-2026-01-06",
    ]);
  });

  // weekly-qa on 6 January 2026 runs 18:00-19:00 UTC (GMT); the next is 13 January.
  it.each([
    ["starting exactly now is included", "2026-01-06T18:00:00Z", 7, ["weekly-qa-2026-01-06"]],
    ["in progress now is included", "2026-01-06T18:30:00Z", 1, ["weekly-qa-2026-01-06"]],
    [
      "ending one ms after now is included",
      "2026-01-06T18:59:59.999Z",
      1,
      ["weekly-qa-2026-01-06"],
    ],
    ["ending exactly now is excluded", "2026-01-06T19:00:00Z", 7, ["weekly-qa-2026-01-13"]],
    [
      "starting exactly at now + days is excluded",
      "2026-01-06T18:00:00Z",
      7,
      ["weekly-qa-2026-01-06"],
    ],
    [
      "starting 1 ms before now + days is included",
      "2026-01-06T18:00:00.001Z",
      7,
      ["weekly-qa-2026-01-06", "weekly-qa-2026-01-13"],
    ],
    ["a window that ends before the start holds none", "2026-01-06T12:00:00Z", 0.25, []],
    [
      "in progress is the only one a zero-day window holds",
      "2026-01-06T18:30:00Z",
      0,
      ["weekly-qa-2026-01-06"],
    ],
    ["between meetings, a zero-day window holds none", "2026-01-08T12:00:00Z", 0, []],
    ["a negative window holds none", "2026-01-06T18:30:00Z", -7, []],
  ])("an occurrence %s", (_, nowIso, days, expected) => {
    expect(ids(upcomingClinics([weeklyQa], at(nowIso), days))).toEqual(expected);
  });

  it("sorts every series' occurrences by start", () => {
    const found = upcomingClinics(CLINIC_SERIES, at("2026-06-01T00:00:00Z"), 28);
    const starts = found.map((o) => o.start.getTime());
    expect(starts).toEqual([...starts].sort((a, b) => a - b));
    // Two weekly series over four weeks, two fortnightly ones over two fortnights.
    expect(found).toHaveLength(4 + 4 + 2 + 2);
    expect(new Set(found.map((o) => o.series.slug)).size).toBe(4);
  });

  describe("a wall-clock time a daylight-saving change skips or repeats", () => {
    const nightOwl: TClinicSeries = {
      ...weeklyQa,
      slug: "night-owl",
      weekday: 7,
      anchorDate: "2026-03-29",
      localTime: "01:30",
    };

    it.each([
      // The clock jumps from 01:00 to 02:00 on 29 March: 01:30 never happens, so the clinic
      // starts an hour later on the clock, 02:30 BST, rather than disappearing.
      ["skipped, moves later by the gap", "2026-03-29", "2026-03-29T01:30:00.000Z"],
      // The clock runs 01:00-02:00 twice on 25 October: the clinic is at the first 01:30 (BST).
      ["repeated, takes the first", "2026-10-25", "2026-10-25T00:30:00.000Z"],
      ["an ordinary week before", "2026-03-22", "2026-03-22T01:30:00.000Z"],
      ["an ordinary week after", "2026-11-01", "2026-11-01T01:30:00.000Z"],
    ])("is %s", (_, date, startIso) => {
      const occurrence = occurrenceOf(`night-owl-${date}`, [nightOwl]);
      expect(occurrence.start.toISOString()).toBe(startIso);
      expect(ids(upcomingClinics([nightOwl], at(`${date}T00:00:00Z`), 1))).toEqual([
        `night-owl-${date}`,
      ]);
    });
  });

  it.each([
    ["now is not a date", at("nonsense"), 7],
    ["days is infinite", at("2026-01-06T00:00:00Z"), Number.POSITIVE_INFINITY],
    ["days is not a number", at("2026-01-06T00:00:00Z"), Number.NaN],
  ])("refuses a window where %s", (_, now, days) => {
    expect(() => upcomingClinics(CLINIC_SERIES, now, days)).toThrow(RangeError);
  });
});

describe("clinicOccurrence", () => {
  it("reads back every occurrence's id over a year", () => {
    const year = upcomingClinics(CLINIC_SERIES, at("2026-01-01T00:00:00Z"), 365);
    expect(year.length).toBeGreaterThan(150);
    for (const occurrence of year)
      expect(clinicOccurrence(CLINIC_SERIES, occurrence.id)).toEqual(occurrence);
  });

  it("names the local date in the series' own time zone", () => {
    const occurrence = occurrenceOf("flare-up-clinic-2026-10-17");
    expect(occurrence.start.toISOString()).toBe("2026-10-16T23:00:00.000Z");
  });

  it.each([
    ["a weekly date before the anchor", "weekly-qa-2025-12-30"],
    ["a fortnightly date two weeks before the anchor", "form-check-2025-12-25"],
    ["a fortnightly date two weeks after the anchor", "form-check-2026-01-22"],
    ["the multi-word slug", "desk-and-work-habits-2026-01-14"],
  ])("accepts %s", (_, id) => {
    expect(clinicOccurrence(CLINIC_SERIES, id)?.id).toBe(id);
  });

  it.each([
    ["the wrong weekday", "weekly-qa-2026-01-07"],
    ["the off week of a fortnightly series", "form-check-2026-01-15"],
    ["the off week before the anchor", "form-check-2026-01-01"],
    ["an unknown slug", "yoga-2026-01-06"],
    ["a slug only", "weekly-qa"],
    ["no slug", "-2026-01-06"],
    ["a malformed id", "x"],
    ["an empty id", ""],
    ["month 13", "weekly-qa-2026-13-01"],
    ["30 February", "weekly-qa-2026-02-30"],
    ["a short date", "weekly-qa-2026-1-6"],
    ["trailing text", "weekly-qa-2026-01-06x"],
    ["a slug prefix of another", "weekly-2026-01-06"],
  ])("rejects %s: %j", (_, id) => {
    expect(clinicOccurrence(CLINIC_SERIES, id)).toBeNull();
  });
});

describe("icsOf", () => {
  const occurrence = occurrenceOf("weekly-qa-2026-03-31");
  const options = { appUrl: "https://wristwise.app", now: at("2026-03-20T10:15:30.456Z") };
  const octetsOf = (line: string) => new TextEncoder().encode(line).length;
  /** The content lines of a calendar file, continuation lines joined back on. */
  const unfolded = (ics: string) => ics.replace(/\r\n /g, "").split("\r\n").slice(0, -1);
  const propertyOf = (ics: string, name: string) =>
    unfolded(ics)
      .find((line) => line.startsWith(`${name}:`))
      ?.slice(name.length + 1);
  const withTitle = (title: string) =>
    icsOf({ ...occurrence, series: { ...occurrence.series, title } }, options);
  const summaryLinesOf = (ics: string) => {
    const lines = ics.split("\r\n");
    const first = lines.findIndex((line) => line.startsWith("SUMMARY:"));
    const rest = lines.slice(first + 1);
    const continued = rest.findIndex((line) => !line.startsWith(" "));
    return lines.slice(first, first + 1 + continued);
  };

  it("publishes one event with a reminder, in order", () => {
    const lines = unfolded(icsOf(occurrence, options));
    expect(lines.filter((line) => !line.startsWith("DESCRIPTION:"))).toEqual([
      "BEGIN:VCALENDAR",
      "PRODID:-//Wristwise//Community clinics//EN",
      "VERSION:2.0",
      "CALSCALE:GREGORIAN",
      "METHOD:PUBLISH",
      "BEGIN:VEVENT",
      "UID:weekly-qa-2026-03-31@wristwise.app",
      "DTSTAMP:20260320T101530Z",
      "DTSTART:20260331T170000Z",
      "DTEND:20260331T180000Z",
      "SUMMARY:Wristwise clinic: Weekly Q&A",
      "URL:https://wristwise.app/community-dashboard/clinics",
      "BEGIN:VALARM",
      "ACTION:DISPLAY",
      "TRIGGER:-PT30M",
      "END:VALARM",
      "END:VEVENT",
      "END:VCALENDAR",
    ]);
    expect(lines.filter((line) => line.startsWith("DESCRIPTION:"))).toHaveLength(2);
  });

  it("describes the clinic, its host, how to join and where the schedule is", () => {
    const description = propertyOf(icsOf(occurrence, options), "DESCRIPTION") ?? "";
    expect(description.split("\\n\\n")).toEqual([
      weeklyQa.description.replace(/,/g, "\\,"),
      "Host: A Wristwise physiotherapist.",
      CLINIC_JOIN_NOTE.replace(/,/g, "\\,"),
      "Clinic schedule: https://wristwise.app/community-dashboard/clinics",
    ]);
  });

  it("links the schedule once whether or not the app URL ends in a slash", () => {
    const ics = icsOf(occurrence, { ...options, appUrl: "http://localhost:3000/" });
    expect(propertyOf(ics, "URL")).toBe("http://localhost:3000/community-dashboard/clinics");
  });

  it("refuses an app URL that would break a line", () => {
    expect(() => icsOf(occurrence, { ...options, appUrl: "https://a.example\r\nX:1" })).toThrow(
      RangeError,
    );
  });

  it("ends every line, the last included, with CRLF and has no bare CR or LF", () => {
    const ics = withTitle("Line one\nLine two\r\nLine three\rfour");
    expect(ics.endsWith("END:VCALENDAR\r\n")).toBe(true);
    const pieces = ics.split("\r\n");
    expect(pieces.at(-1)).toBe("");
    for (const piece of pieces) expect(piece).not.toMatch(/[\r\n]/);
  });

  it.each([
    ["Plain words", "Plain words"],
    ["Q&A", "Q&A"],
    ["Ease; rest", "Ease\\; rest"],
    ["Wrists, hands", "Wrists\\, hands"],
    ["C:\\path", "C:\\\\path"],
    ["One\ntwo", "One\\ntwo"],
    ["One\r\ntwo", "One\\ntwo"],
    ["a\\;b,c\nd", "a\\\\\\;b\\,c\\nd"],
  ])("escapes the text %j as %j", (title, escaped) => {
    expect(propertyOf(withTitle(title), "SUMMARY")).toBe(`Wristwise clinic: ${escaped}`);
  });

  // "SUMMARY:Wristwise clinic: " is 26 octets; "é" is 2 octets in UTF-8, "€" 3, "😀" 4.
  it.each([
    ["74 octets", "a".repeat(48), [74]],
    ["exactly 75 octets", "a".repeat(49), [75]],
    ["76 octets", "a".repeat(50), [75, 2]],
    ["a 2-octet character ending at octet 75", `${"a".repeat(47)}é`, [75]],
    ["a 2-octet character across octet 75", `${"a".repeat(48)}é`, [74, 3]],
    ["a 3-octet character across octet 75", `${"a".repeat(47)}€`, [73, 4]],
    ["a 4-octet character across octet 75", `${"a".repeat(46)}😀`, [72, 5]],
  ])("folds a summary of %s into lines of %j octets", (_, title, octets) => {
    const ics = withTitle(title);
    const lines = summaryLinesOf(ics);
    expect(lines.map(octetsOf)).toEqual(octets);
    for (const line of lines.slice(1)) expect(line).toMatch(/^ [^ ]/);
    expect(propertyOf(ics, "SUMMARY")).toBe(`Wristwise clinic: ${title}`);
  });

  it("keeps every physical line within 75 octets and unfolds to the original text", () => {
    const title = "Clinique des poignets – écrire, taper, sourire 😀 ".repeat(6);
    const ics = withTitle(title);
    for (const line of ics.split("\r\n")) expect(octetsOf(line)).toBeLessThanOrEqual(75);
    expect(ics).not.toContain("\uFFFD");
    expect(propertyOf(ics, "SUMMARY")).toBe(`Wristwise clinic: ${title.replace(/,/g, "\\,")}`);
  });
});

describe("formatClinicTime", () => {
  const occurrence = occurrenceOf("weekly-qa-2026-12-01");

  it.each([
    ["Europe/London", "Tuesday 1 December, 18:00–19:00 (Europe/London)"],
    ["America/New_York", "Tuesday 1 December, 13:00–14:00 (America/New_York)"],
    ["Asia/Tokyo", "Wednesday 2 December, 03:00–04:00 (Asia/Tokyo)"],
    ["Asia/Kolkata", "Tuesday 1 December, 23:30 – Wednesday 2 December, 00:30 (Asia/Kolkata)"],
    ["UTC", "Tuesday 1 December, 18:00–19:00 (UTC)"],
    ["Mars/Olympus_Mons", "Tuesday 1 December, 18:00–19:00 (UTC)"],
    ["", "Tuesday 1 December, 18:00–19:00 (UTC)"],
  ])("in %j reads %j", (timeZone, expected) => {
    expect(formatClinicTime(occurrence, timeZone)).toBe(expected);
  });

  it("shows a clinic at its own local time in its own zone, either side of a change", () => {
    expect(formatClinicTime(occurrenceOf("weekly-qa-2026-10-20"), "Europe/London")).toBe(
      "Tuesday 20 October, 18:00–19:00 (Europe/London)",
    );
    expect(formatClinicTime(occurrenceOf("weekly-qa-2026-10-27"), "Europe/London")).toBe(
      "Tuesday 27 October, 18:00–19:00 (Europe/London)",
    );
    // New York has not changed yet on 27 October: the gap to London is four hours that week.
    expect(formatClinicTime(occurrenceOf("weekly-qa-2026-10-27"), "America/New_York")).toBe(
      "Tuesday 27 October, 14:00–15:00 (America/New_York)",
    );
  });
});
