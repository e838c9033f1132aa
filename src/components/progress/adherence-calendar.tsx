"use client";

import { MaskIcon } from "@/components/ui/mask-icon";
import { ScrollBox } from "@/components/ui/scroll-box";
import { daysActiveIn, type TCalendarWeek } from "@/domain/progress/adherence";
import { longDate, shortDate } from "./format";

/**
 * The last 8 weeks, Monday to Sunday: a tick on each day with at least one set logged. The 56
 * days are styled by `.adherence-calendar` in globals.css, one short class each.
 *
 * A client component so that the page's payload carries the calendar's data (already there for
 * the charts) rather than its 220 elements, which the server would otherwise serialise and parse
 * again on every view (issue #15, decision 0021). Its words are the same on the server and in
 * the browser: every date is formatted in UTC.
 */
export function AdherenceCalendar({
  calendar,
  today,
}: {
  calendar: readonly TCalendarWeek[];
  today: string;
}) {
  return (
    <div>
      <ScrollBox label="Adherence calendar">
        <table className="adherence-calendar">
          <caption className="sr-only">
            Days with at least one exercise set logged, last 8 weeks, Monday to Sunday
          </caption>
          <thead>
            <tr>
              <th
                scope="col"
                className="w-14 text-left text-xs font-medium text-ink-muted sm:w-20 sm:text-sm"
              >
                Week of
              </th>
              {["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"].map((d) => (
                <th key={d} scope="col" className="text-xs font-medium text-ink-muted sm:text-sm">
                  {d}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {calendar.map((week) => (
              <tr key={week.weekStart}>
                <th scope="row">
                  {shortDate(week.weekStart)}
                  <span className="sr-only">{`: ${daysActiveIn(week)} days active`}</span>
                </th>
                {week.days.map((d) => {
                  const dayNumber = Number(d.day.slice(8));
                  const words = d.isFuture
                    ? "still to come"
                    : d.sets > 0
                      ? `${d.sets} ${d.sets === 1 ? "set" : "sets"} logged`
                      : "no exercise logged";
                  // Each cell's words as one string, and its classes without merging: 56 cells
                  // (issue #15).
                  return (
                    <td
                      key={d.day}
                      className={cellClassOf(d.sets > 0, d.isFuture, d.day === today)}
                    >
                      <span aria-hidden>
                        {d.sets > 0 ? <MaskIcon name="check-bold" className="size-3" /> : null}
                        {dayNumber}
                      </span>
                      <span className="sr-only">
                        {`${longDate(d.day)}${d.day === today ? " (today)" : ""}: ${words}`}
                      </span>
                    </td>
                  );
                })}
              </tr>
            ))}
          </tbody>
        </table>
      </ScrollBox>
      <p className="mt-2 flex items-center gap-2 text-sm text-ink-muted">
        <span className="inline-flex size-5 items-center justify-center rounded bg-brand text-white">
          <MaskIcon name="check-bold" className="size-3" />
        </span>
        A tick marks a day with at least one set logged.
      </p>
    </div>
  );
}

/** A day's classes (`.adherence-calendar` in globals.css), or none for a past day with no set. */
function cellClassOf(active: boolean, future: boolean, today: boolean): string | undefined {
  const kind = active ? "day-active" : future ? "day-future" : "";
  const classes = today ? `${kind} day-today`.trim() : kind;
  return classes || undefined;
}
