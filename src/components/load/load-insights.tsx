import { Card, CardDescription, CardTitle } from "@/components/ui/card";
import type { TIrritabilityLabel, TIrritabilityResult } from "@/domain/load/irritability-index";
import type { TPattern } from "@/domain/load/patterns";
import { cn } from "@/lib/cn";

export const IRRITABILITY_TEXT: Record<TIrritabilityLabel, { label: string; advice: string }> = {
  settled: {
    label: "Settled",
    advice:
      "Your hands are coping with everyday load. Keep your breaks and keep building your exercises step by step.",
  },
  moderate: {
    label: "Moderately irritable",
    advice:
      "Symptoms build up through the day. Break long stretches into blocks of 30 to 45 minutes, and change grip or position before symptoms start rather than after.",
  },
  "easily-irritated": {
    label: "Easily irritated",
    advice:
      "Symptoms start early and linger. For now, shorter blocks (15 to 25 minutes) with a real pause in between, gentle holds rather than heavier loading, and your flare-up plan on bad days. If it stays this way for more than two weeks, check in with a clinician.",
  },
};

/** The irritability index: 0 to 10, its label and what to do with it. */
export function IrritabilityCard({
  result,
  sample = false,
}: {
  result: TIrritabilityResult;
  sample?: boolean;
}) {
  return (
    <Card>
      <CardTitle>Irritability index</CardTitle>
      <CardDescription className="mt-1">
        How easily everyday load stirs up your symptoms, from 0 (settled) to 10 (stirred up at
        once), over your last 7 logged days.
      </CardDescription>
      {result.ready ? (
        <>
          <p className="mt-4 flex flex-wrap items-baseline gap-x-3 gap-y-1">
            <span className="text-4xl font-semibold tabular-nums text-ink">{result.index}</span>
            <span className="text-ink-muted">/ 10</span>
            <span
              className={cn(
                "rounded-full px-3 py-1 text-sm font-semibold",
                result.label === "easily-irritated"
                  ? "bg-danger-soft text-danger"
                  : "bg-brand-soft text-brand-strong",
              )}
            >
              {IRRITABILITY_TEXT[result.label].label}
            </span>
          </p>
          <p className="mt-3 text-ink">{IRRITABILITY_TEXT[result.label].advice}</p>
          <p className="mt-2 text-sm text-ink-muted">
            {sample ? "In this sample, work" : "Work"} and hobbies lasted on average{" "}
            {Math.round(result.tolerance * 100)}% of a normal day (8 hours of work, 3 of gaming)
            before symptoms began, over {result.days} days.
          </p>
        </>
      ) : (
        <p className="mt-4 text-ink">
          Log {result.daysNeeded} more {result.daysNeeded === 1 ? "day" : "days"} to see your index.
          It needs at least 3 days to be more than a guess.
        </p>
      )}
    </Card>
  );
}

/** "What helps, what hurts": each factor compared on days with and without it. */
export function PatternList({ patterns }: { patterns: readonly TPattern[] }) {
  const ready = patterns.filter((p) => p.ready);
  const waiting = patterns.filter((p) => !p.ready);
  return (
    <Card>
      <CardTitle>What helps, what hurts</CardTitle>
      <CardDescription className="mt-1">
        Your evening pain on days with and without each habit. These are patterns in your own logs,
        not proof of cause: other things change from day to day too.
      </CardDescription>
      {ready.length ? (
        <ul className="mt-4 space-y-3">
          {ready.map((p) => (
            <li
              key={p.factor}
              className={cn(
                "rounded-[var(--radius-control)] border-l-4 bg-canvas px-4 py-3 text-ink",
                p.direction === "lower" && "border-success",
                p.direction === "higher" && "border-danger",
                p.direction === "same" && "border-line-strong",
              )}
            >
              <span className="block text-sm font-semibold">
                {p.direction === "lower"
                  ? "Seems to help"
                  : p.direction === "higher"
                    ? "Seems to hurt"
                    : "No clear difference"}
              </span>
              {p.sentence}{" "}
              <span className="text-sm text-ink-muted">
                ({p.withDays} and {p.withoutDays} days)
              </span>
            </li>
          ))}
        </ul>
      ) : (
        <p className="mt-4 text-ink">
          Patterns show once there are at least 3 days with and 3 days without a habit. Keep
          logging: a couple of weeks usually does it.
        </p>
      )}
      {waiting.length && ready.length ? (
        <p className="mt-3 text-sm text-ink-muted">
          Not enough days yet to compare the rest ({waiting.length} more{" "}
          {waiting.length === 1 ? "habit" : "habits"}).
        </p>
      ) : null}
    </Card>
  );
}
