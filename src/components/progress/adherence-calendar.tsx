import { Check } from "lucide-react";
import { daysActiveIn, type TCalendarWeek } from "@/domain/progress/adherence";
import { cn } from "@/lib/cn";
import { longDate, shortDate } from "./format";

/** The last 8 weeks, Monday to Sunday: a tick on each day with at least one set logged. */
export function AdherenceCalendar({
  calendar,
  today,
}: {
  calendar: readonly TCalendarWeek[];
  today: string;
}) {
  return (
    <div className="overflow-x-auto">
      <table className="w-full min-w-[19rem] table-fixed border-separate border-spacing-0.5 text-center text-sm sm:border-spacing-1">
        <caption className="sr-only">
          Days with at least one exercise set logged, last 8 weeks, Monday to Sunday
        </caption>
        <thead>
          <tr>
            <th scope="col" className="w-14 text-left font-medium text-ink-muted sm:w-20">
              Week of
            </th>
            {["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"].map((d) => (
              <th key={d} scope="col" className="font-medium text-ink-muted">
                {d}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {calendar.map((week) => (
            <tr key={week.weekStart}>
              <th
                scope="row"
                className="text-left text-xs font-normal whitespace-nowrap text-ink sm:text-sm"
              >
                {shortDate(week.weekStart)}
                <span className="sr-only">: {daysActiveIn(week)} days active</span>
              </th>
              {week.days.map((d) => {
                const dayNumber = Number(d.day.slice(8));
                const words = d.isFuture
                  ? "still to come"
                  : d.sets > 0
                    ? `${d.sets} ${d.sets === 1 ? "set" : "sets"} logged`
                    : "no exercise logged";
                return (
                  <td
                    key={d.day}
                    className={cn(
                      "h-11 rounded-md align-middle text-xs sm:text-sm",
                      d.sets > 0
                        ? "bg-brand font-semibold text-white"
                        : d.isFuture
                          ? // Still to come: an outline, not faded text (faded text failed contrast).
                            "border border-dashed border-line-strong text-ink-muted"
                          : "bg-canvas text-ink-muted",
                      d.day === today && "ring-2 ring-ink ring-offset-1",
                    )}
                  >
                    <span
                      aria-hidden
                      className="inline-flex flex-col items-center leading-none sm:flex-row sm:gap-0.5"
                    >
                      {d.sets > 0 ? <Check className="size-3" strokeWidth={3} /> : null}
                      {dayNumber}
                    </span>
                    <span className="sr-only">
                      {longDate(d.day)}
                      {d.day === today ? " (today)" : ""}: {words}
                    </span>
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
      <p className="mt-2 flex items-center gap-2 text-sm text-ink-muted">
        <span className="inline-flex size-5 items-center justify-center rounded bg-brand text-white">
          <Check className="size-3" strokeWidth={3} aria-hidden />
        </span>
        A tick marks a day with at least one set logged.
      </p>
    </div>
  );
}
