// Each calendar day as drawn (issue #15 wrote the cells' classes and words without helpers): its
// class says active, future or neither, plus today; its hidden words say the date and what was
// logged, as one sentence for a screen reader.
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { AdherenceCalendar } from "./adherence-calendar";

const week = {
  weekStart: "2026-11-30",
  days: [
    { day: "2026-11-30", sets: 0, isFuture: false },
    { day: "2026-12-01", sets: 1, isFuture: false },
    { day: "2026-12-02", sets: 3, isFuture: false },
    { day: "2026-12-03", sets: 2, isFuture: false },
    { day: "2026-12-04", sets: 0, isFuture: false },
    { day: "2026-12-05", sets: 0, isFuture: true },
    { day: "2026-12-06", sets: 0, isFuture: true },
  ],
};

function cellsOn(today: string) {
  const html = renderToStaticMarkup(<AdherenceCalendar calendar={[week]} today={today} />);
  return [
    ...html.matchAll(/<td( class="([^"]*)")?>.*?<span class="sr-only">([^<]*)<\/span><\/td>/g),
  ].map((m) => ({ className: m[2] || null, words: m[3] }));
}

describe("AdherenceCalendar cells", () => {
  const cells = cellsOn("2026-12-03");
  it.each([
    [0, null, "Monday 30 November: no exercise logged"],
    [1, "day-active", "Tuesday 1 December: 1 set logged"],
    [2, "day-active", "Wednesday 2 December: 3 sets logged"],
    [3, "day-active day-today", "Thursday 3 December (today): 2 sets logged"],
    [4, null, "Friday 4 December: no exercise logged"],
    [5, "day-future", "Saturday 5 December: still to come"],
    [6, "day-future", "Sunday 6 December: still to come"],
  ])("day %i has class %s and says %s", (index, className, words) => {
    expect(cells[index]).toEqual({ className, words });
  });

  it("marks today with no set as today alone", () => {
    expect(cellsOn("2026-11-30")[0]).toEqual({
      className: "day-today",
      words: "Monday 30 November (today): no exercise logged",
    });
  });

  it("counts the week's active days for its row heading", () => {
    const html = renderToStaticMarkup(<AdherenceCalendar calendar={[week]} today="2026-12-03" />);
    expect(html).toContain('<span class="sr-only">: 3 days active</span>');
  });
});
