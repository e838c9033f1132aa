import { MaskIcon } from "@/components/ui/mask-icon";
import type { TActivitySummary } from "@/domain/dashboard/activity";
import type { TLoadStats } from "@/domain/load/load-summary";
import { cn } from "@/lib/cn";

const weekday = new Intl.DateTimeFormat("en-GB", { weekday: "short", timeZone: "UTC" });
const longDay = new Intl.DateTimeFormat("en-GB", {
  weekday: "long",
  day: "numeric",
  month: "long",
  timeZone: "UTC",
});
const dateOf = (day: string) => new Date(`${day}T12:00:00Z`);

function Stat({ label, value, note }: { label: string; value: string; note?: string }) {
  return (
    <div className="rounded-[var(--radius-control)] bg-canvas p-3 sm:p-4">
      <dt className="text-sm text-ink-muted">{label}</dt>
      <dd className="mt-1 text-2xl font-semibold tabular-nums text-ink">{value}</dd>
      {note ? <dd className="mt-1 text-sm text-ink-muted">{note}</dd> : null}
    </div>
  );
}

function painNote(now: number | null, before: number | null): string | undefined {
  if (now === null) return undefined;
  if (before === null) return "No sets the week before to compare";
  const change = Math.round((now - before) * 10) / 10;
  if (Math.abs(change) < 0.5) return `About the same as the week before (${before})`;
  return change < 0 ? `Down from ${before} the week before` : `Up from ${before} the week before`;
}

/** The last 7 days of exercise and load logging: a day strip and a few figures. */
export function ActivitySummary({
  activity,
  load,
}: {
  activity: TActivitySummary;
  load: TLoadStats;
}) {
  return (
    <div className="space-y-5">
      <ol className="grid grid-cols-7 gap-1.5 sm:gap-2" aria-label="The last 7 days">
        {activity.week.map((d, i) => {
          const active = d.sets > 0;
          const isToday = i === activity.week.length - 1;
          const words = `${longDay.format(dateOf(d.day))}${isToday ? " (today)" : ""}: ${
            active ? `${d.sets} ${d.sets === 1 ? "set" : "sets"}` : "no exercise"
          }, ${d.loadLogged ? "load logged" : "load not logged"}`;
          return (
            <li
              key={d.day}
              className={cn(
                "flex flex-col items-center gap-1 rounded-[var(--radius-control)] border px-1 py-2 text-center",
                isToday ? "border-brand" : "border-line",
                active ? "bg-brand-soft" : "bg-surface",
              )}
            >
              <span className="sr-only">{words}</span>
              <span aria-hidden className="text-xs font-medium text-ink-muted">
                {weekday.format(dateOf(d.day))}
              </span>
              <span
                aria-hidden
                className={cn(
                  "inline-flex size-7 items-center justify-center rounded-full",
                  active ? "bg-brand text-white" : "bg-line/60 text-ink-muted",
                )}
              >
                <MaskIcon name={active ? "check" : "minus"} className="size-4" />
              </span>
              <span aria-hidden className="text-xs tabular-nums text-ink-muted">
                {active ? `${d.sets} ${d.sets === 1 ? "set" : "sets"}` : "–"}
              </span>
              <span
                aria-hidden
                className={cn(
                  "size-1.5 rounded-full",
                  d.loadLogged ? "bg-brand-strong" : "bg-transparent",
                )}
              />
            </li>
          );
        })}
      </ol>
      <p className="text-xs text-ink-muted" aria-hidden>
        A tick marks a day with exercise; a dot underneath marks a day with its load logged.
      </p>
      <dl className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        <Stat
          label="Active days since Monday"
          value={String(activity.activeDaysThisWeek)}
          note={`${activity.setsLast7Days} ${activity.setsLast7Days === 1 ? "set" : "sets"} in the last 7 days`}
        />
        <Stat
          label="Average pain during sets"
          value={activity.averageSetPain === null ? "–" : `${activity.averageSetPain}/10`}
          note={
            painNote(activity.averageSetPain, activity.previousAverageSetPain) ??
            "No sets logged in the last 7 days"
          }
        />
        <Stat
          label="Hand-heavy hours a day"
          value={load.averageHandHours === null ? "–" : `${load.averageHandHours} h`}
          note={
            load.daysLogged
              ? `Average of ${load.daysLogged} logged ${load.daysLogged === 1 ? "day" : "days"}${
                  load.averageBreaks === null ? "" : `, ${load.averageBreaks} breaks a day`
                }`
              : "No days logged in the last 7"
          }
        />
        <Stat
          label="Evening pain"
          value={load.averageEveningPain === null ? "–" : `${load.averageEveningPain}/10`}
          note={load.daysLogged ? "Average over the logged days" : "Log a day to see it"}
        />
      </dl>
    </div>
  );
}
