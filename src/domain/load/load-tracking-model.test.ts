import { describe, expect, it } from "vitest";
import { addDays } from "@/lib/day";
import {
  LOAD_CHART_DAYS,
  loadDayLabelOf,
  loadTrackingModelOf,
  type TLoadLog,
} from "./load-tracking-model";

const TODAY = "2026-11-23";
const log = (day: string, patch: Partial<TLoadLog> = {}): TLoadLog => ({
  id: day,
  day,
  keyboardHours: 6,
  gamingHours: 1,
  otherHandHours: 0,
  breaks: 3,
  morningPain: 2,
  eveningPain: 4,
  stiffness: "none",
  workMinutesBeforePain: null,
  hobbyMinutesBeforePain: null,
  note: null,
  ...patch,
});

describe("the load-tracking page model", () => {
  it("orders the form's logs newest first, whatever order they were read in", () => {
    const model = loadTrackingModelOf({
      logs: [log("2026-11-20"), log("2026-11-23"), log("2026-11-21")],
      setTimes: [],
      today: TODAY,
      timeZone: "UTC",
    });
    expect(model.logs.map((l) => l.day)).toEqual(["2026-11-23", "2026-11-21", "2026-11-20"]);
  });

  it.each([
    [LOAD_CHART_DAYS - 2, true],
    [LOAD_CHART_DAYS - 1, true], // the 30th day back, counting today, is on the chart
    [LOAD_CHART_DAYS, false],
    [LOAD_CHART_DAYS + 1, false],
  ])("charts a log %i days before today: %s", (daysAgo, charted) => {
    const day = addDays(TODAY, -daysAgo);
    const model = loadTrackingModelOf({
      logs: [log(day), log(TODAY)],
      setTimes: [],
      today: TODAY,
      timeZone: "UTC",
    });
    expect(model.chartDays.some((d) => d.day === day)).toBe(charted);
    expect(model.chartDays.at(-1)?.day).toBe(TODAY);
  });

  it("labels chart days the same in every time zone, oldest first", () => {
    const model = loadTrackingModelOf({
      logs: [log("2026-11-02"), log("2026-11-01")],
      setTimes: [],
      today: "2026-11-02",
      timeZone: "Pacific/Kiritimati",
    });
    expect(model.chartDays.map((d) => d.label)).toEqual(["1 Nov", "2 Nov"]);
    expect(loadDayLabelOf("2028-02-29")).toBe("29 Feb");
  });

  it("gives the chart each day's hours, breaks and pain, and not the note it does not show", () => {
    const model = loadTrackingModelOf({
      logs: [log(TODAY, { note: "Long day at the desk", keyboardHours: 9, eveningPain: 6 })],
      setTimes: [],
      today: TODAY,
      timeZone: "UTC",
    });
    expect(model.chartDays).toEqual([
      {
        day: TODAY,
        keyboardHours: 9,
        gamingHours: 1,
        otherHandHours: 0,
        breaks: 3,
        morningPain: 2,
        eveningPain: 6,
        label: "23 Nov",
      },
    ]);
    // The form still has the whole log, note included.
    expect(model.logs[0]?.note).toBe("Long day at the desk");
  });

  it("needs 3 logged days for the irritability index", () => {
    const two = loadTrackingModelOf({
      logs: [log("2026-11-22"), log("2026-11-23")],
      setTimes: [],
      today: TODAY,
      timeZone: "UTC",
    });
    expect(two.irritability).toEqual({ ready: false, daysNeeded: 1 });
    const three = loadTrackingModelOf({
      logs: [log("2026-11-21"), log("2026-11-22"), log("2026-11-23")],
      setTimes: [],
      today: TODAY,
      timeZone: "UTC",
    });
    expect(three.irritability.ready).toBe(true);
  });

  it("counts a set on the person's own day: 23:30 in New York is the next day in UTC", () => {
    const days = Array.from({ length: 8 }, (_, i) => addDays(TODAY, -i));
    const logs = days.map((d, i) => log(d, { eveningPain: i % 2 ? 2 : 6 }));
    // Sets at 23:30 New York time on the calm days: 04:30 UTC the next morning.
    const setTimes = days
      .filter((_, i) => i % 2)
      .map((d) => new Date(`${addDays(d, 1)}T04:30:00Z`));
    const inNewYork = loadTrackingModelOf({
      logs,
      setTimes,
      today: TODAY,
      timeZone: "America/New_York",
    });
    const inUtc = loadTrackingModelOf({ logs, setTimes, today: TODAY, timeZone: "UTC" });
    const exercise = (m: typeof inUtc) => m.patterns.find((p) => p.factor === "exercises");
    // In New York the sets fall on the calm days (2/10); read as UTC they would fall a day later.
    expect(exercise(inNewYork)).toMatchObject({ ready: true, withAverage: 2, withoutAverage: 6 });
    expect(exercise(inUtc)).not.toMatchObject({ withAverage: 2 });
  });
});
