import { IRRITABILITY_TONE, PATTERN_TONE } from "@/components/tone/tone";
import { ToneBadge } from "@/components/tone/tone-badge";
import { Card, CardDescription, CardTitle } from "@/components/ui/card";
import type { TIrritabilityLabel, TIrritabilityResult } from "@/domain/load/irritability-index";
import type { TPattern } from "@/domain/load/patterns";

const PATTERN_WORDS = {
  lower: "Seems to help",
  higher: "Seems to hurt",
  same: "No clear difference",
} as const;

export const IRRITABILITY_TEXT: Record<TIrritabilityLabel, { label: string; advice: string }> = {
  settled: {
    label: "Settled",
    advice:
      "Everyday load is within what the hands can take. Keep the breaks, and keep building the exercises step by step.",
  },
  moderate: {
    label: "Moderately irritable",
    advice:
      "Symptoms build up through the day. Break long stretches into blocks of 30 to 45 minutes, and change grip or position before symptoms start rather than after.",
  },
  "easily-irritated": {
    label: "Easily irritated",
    advice:
      "Symptoms start early and linger. For now, shorter blocks (15 to 25 minutes) with a real pause in between, gentle holds rather than heavier loading, and the flare-up plan on bad days. If it stays this way for more than two weeks, check in with a clinician.",
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
            <ToneBadge tone={IRRITABILITY_TONE[result.label]} className="self-center">
              {IRRITABILITY_TEXT[result.label].label}
            </ToneBadge>
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
export function PatternList({
  patterns,
  sample = false,
}: {
  patterns: readonly TPattern[];
  /** The example fortnight's patterns, not the person's. */
  sample?: boolean;
}) {
  const ready = patterns.filter((p) => p.ready);
  const waiting = patterns.filter((p) => !p.ready);
  return (
    <Card>
      <CardTitle>What helps, what hurts</CardTitle>
      <CardDescription className="mt-1">
        {sample
          ? "Evening pain on days with and without each habit, in the example's two weeks of logs. Patterns, not proof of cause: other things change from day to day too."
          : "Your evening pain on days with and without each habit. These are patterns in your own logs, not proof of cause: other things change from day to day too."}
      </CardDescription>
      {ready.length ? (
        <ul className="mt-4 space-y-3">
          {ready.map((p) => (
            <li
              key={p.factor}
              className="rounded-[var(--radius-control)] bg-canvas px-4 py-3 text-ink"
            >
              <ToneBadge tone={PATTERN_TONE[p.direction]} size="sm" className="mb-1.5 flex">
                {PATTERN_WORDS[p.direction]}
              </ToneBadge>
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
