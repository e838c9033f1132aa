import Link from "next/link";
import { PAIN_TREND_TONE, type TTone } from "@/components/tone/tone";
import { ToneBadge } from "@/components/tone/tone-badge";
import { MaskIcon } from "@/components/ui/mask-icon";
import { formatQuickDashScore } from "@/domain/assessment/quickdash";
import type { TProgressModel } from "@/domain/progress/progress-model";
import { MEANINGFUL_CHANGE } from "@/domain/progress/quickdash-history";
import { countOf } from "@/lib/count-of";
import { formatDate } from "@/lib/format-date";
import { AdherenceCalendar } from "./adherence-calendar";
import {
  PAIN_DIRECTION_WORD,
  painSentence,
  shortDate,
  signedChange,
  sinceSentence,
} from "./format";
import { PainChart, ProgressionChart, QuickDashChart, VolumeChart } from "./lazy-charts";
import { NumbersTable } from "./numbers-table";

export const MEANINGFUL_WORDS = `A change of ${MEANINGFUL_CHANGE} points or more is one most people notice.`;

function Section({
  id,
  title,
  intro,
  children,
}: {
  id: string;
  title: string;
  intro?: React.ReactNode;
  children: React.ReactNode;
}) {
  return (
    <section
      aria-labelledby={id}
      className="rounded-[var(--radius-card)] border border-line bg-surface p-5 sm:p-6"
    >
      <h2 id={id} className="text-lg font-semibold text-ink">
        {title}
      </h2>
      {intro ? <div className="mt-1 text-sm text-ink-muted">{intro}</div> : null}
      <div className="mt-4 space-y-4">{children}</div>
    </section>
  );
}

function Stat({
  label,
  value,
  note,
  tone,
}: {
  label: string;
  value: string;
  note?: string;
  /** The value's meaning, when it has one (pain easing or rising). */
  tone?: TTone;
}) {
  return (
    <div className="rounded-[var(--radius-card)] border border-line bg-surface p-4">
      <dt className="text-sm text-ink-muted">{label}</dt>
      <dd className="mt-1 text-2xl font-semibold text-ink">
        {tone ? (
          <ToneBadge tone={tone} size="lg">
            {value}
          </ToneBadge>
        ) : (
          value
        )}
      </dd>
      {note ? <dd className="mt-0.5 text-sm text-ink-muted">{note}</dd> : null}
    </div>
  );
}

const dash = "–";
const unitWord = (unit: "lbs" | "kg") => (unit === "kg" ? "kg" : "lb");

export function ProgressSummaryRow({ model }: { model: TProgressModel }) {
  const { summary } = model;
  const target = model.targetDaysPerWeek;
  const latest = summary.latestQuickDash;
  return (
    <dl className="grid gap-3 sm:grid-cols-3">
      <Stat
        label="Days active this week"
        value={
          target ? `${summary.daysActiveThisWeek} of ${target}` : String(summary.daysActiveThisWeek)
        }
        note={target ? `The program asks for ${target} days a week` : undefined}
      />
      <Stat
        label="Pain, last 2 weeks"
        value={summary.pain.direction ? PAIN_DIRECTION_WORD[summary.pain.direction] : dash}
        tone={summary.pain.direction ? PAIN_TREND_TONE[summary.pain.direction] : undefined}
        note={
          summary.pain.recent === null
            ? "Nothing logged yet"
            : summary.pain.earlier === null
              ? `Average ${summary.pain.recent}/10`
              : `Average ${summary.pain.recent}/10, was ${summary.pain.earlier}/10`
        }
      />
      <Stat
        label="Latest QuickDASH"
        value={latest ? formatQuickDashScore(latest.score) : dash}
        note={latest ? `${formatDate(latest.day)} · lower is better` : "No score yet"}
      />
    </dl>
  );
}

export function RetakeCard() {
  return (
    <div className="flex flex-col gap-3 rounded-[var(--radius-card)] bg-brand-soft p-5 sm:flex-row sm:items-center sm:justify-between">
      <div>
        <h2 className="font-semibold text-ink">Time to retake the QuickDASH</h2>
        <p className="mt-1 text-sm text-ink">
          It has been 4 weeks or more since your last one. Eleven quick questions show how your
          hands are coping with daily tasks now.
        </p>
      </div>
      <Link
        href="/progress-statistics/quickdash"
        className="inline-flex h-11 shrink-0 items-center gap-2 rounded-[var(--radius-control)] bg-brand px-5 font-medium text-white hover:bg-brand-strong"
      >
        <MaskIcon name="rotate-ccw" className="size-4" />
        Retake the QuickDASH
      </Link>
    </div>
  );
}

/** The statistics themselves, from real logs or from the demo's sample data. */
export function ProgressView({ model, demo = false }: { model: TProgressModel; demo?: boolean }) {
  const unit = unitWord(model.unit);
  const volumeLabel =
    "Exercise volume per week for the last 8 weeks: bars for sets, a line for load volume";
  const painLabel = "Pain from 0 to 10 by day for the last 8 weeks";
  const qdLabel = "QuickDASH score over time, from 0 (no difficulty) to 100";
  return (
    <div className="space-y-6">
      <ProgressSummaryRow model={model} />
      {!demo && model.retakeDue ? <RetakeCard /> : null}

      <Section
        id="volume-heading"
        title="Exercise volume"
        intro={`Sets logged each week, and load volume: reps × weight, in ${unit}. Reps are in the table.`}
      >
        <VolumeChart model={model} label={volumeLabel} />
        <NumbersTable
          caption="Exercise volume per week"
          head={["Week of", "Sets", "Reps", `Load volume (${unit})`]}
          rows={model.volume.map((w) => [shortDate(w.weekStart), w.sets, w.reps, w.loadVolume])}
        />
      </Section>

      <Section
        id="progression-heading"
        title="Load progression"
        intro={`The most-logged exercises: the heaviest weight each day, and the best set at it, for the last 8 weeks.${demo ? "" : " Every earlier day is in the CSV download."}`}
      >
        {model.progression.length === 0 ? (
          <p className="text-sm text-ink">Log a set from your exercise program to see it here.</p>
        ) : (
          model.progression.map((p) => (
            <div key={p.slug} className="space-y-3">
              <h3 className="font-semibold text-ink">{p.name}</h3>
              {p.since ? <p className="text-sm text-ink">{sinceSentence(p, unit)}</p> : null}
              {p.sessions.length === 0 ? (
                <p className="text-sm text-ink">Not logged in the last 8 weeks.</p>
              ) : (
                <>
                  <ProgressionChart
                    model={model}
                    slug={p.slug}
                    label={`${p.name}: ${p.weighted ? "heaviest weight and best set" : "best set"} by day`}
                  />
                  <NumbersTable
                    caption={`${p.name} by day`}
                    head={
                      p.weighted
                        ? ["Date", `Heaviest (${unit})`, "Best set (reps)"]
                        : ["Date", "Best set"]
                    }
                    rows={p.sessions.map((s) =>
                      p.weighted
                        ? [shortDate(s.day), s.weight ?? dash, s.bestReps]
                        : [shortDate(s.day), s.bestReps],
                    )}
                  />
                </>
              )}
            </div>
          ))
        )}
      </Section>

      <Section id="pain-heading" title="Pain trend" intro={painSentence(model.summary.pain)}>
        {model.dailyPain.length === 0 ? (
          <p className="text-sm text-ink">No pain recorded in the last 8 weeks.</p>
        ) : (
          <>
            <PainChart model={model} label={painLabel} />
            <NumbersTable
              caption="Pain by day (0 to 10)"
              head={["Date", "During exercise (average)", "Morning", "Evening"]}
              rows={model.dailyPain.map((d) => [
                shortDate(d.day),
                d.exercisePain ?? dash,
                d.morningPain ?? dash,
                d.eveningPain ?? dash,
              ])}
            />
          </>
        )}
        <p className="text-sm text-ink-muted">
          A direction needs a move of 1 point or more between the last 2 weeks and the 2 before.
        </p>
      </Section>

      <Section
        id="quickdash-heading"
        title="QuickDASH over time"
        intro={
          <>
            The QuickDASH measures how much arm, shoulder and hand trouble affects daily tasks, from
            0 (no difficulty) to 100. Lower is better. {MEANINGFUL_WORDS} Those changes are marked
            with a diamond.
          </>
        }
      >
        {model.quickDash.length === 0 ? (
          <p className="text-sm text-ink">No QuickDASH score yet.</p>
        ) : (
          <>
            <QuickDashChart model={model} label={qdLabel} />
            <NumbersTable
              caption="QuickDASH scores"
              head={[
                "Date",
                "Score",
                "Change from previous",
                "Change from first",
                "Noticeable change",
              ]}
              rows={model.quickDash.map((q) => [
                formatDate(q.day),
                formatQuickDashScore(q.score),
                signedChange(q.changeFromPrevious),
                q.changeFromFirst === null ? dash : signedChange(q.changeFromFirst),
                q.meaningfulFromPrevious
                  ? "Yes, since the previous score"
                  : q.meaningfulFromFirst
                    ? "Yes, since the first score"
                    : "No",
              ])}
            />
          </>
        )}
      </Section>

      <Section
        id="adherence-heading"
        title="Adherence"
        intro={
          model.adherencePercent === null
            ? `${model.daysActiveInCalendar} days active in the last 8 weeks.`
            : `${model.daysActiveInCalendar} days active in the last 8 weeks. On the weeks since logging started, ${model.adherencePercent}% of the days the program asks for were active (${model.targetDaysPerWeek} a week).`
        }
      >
        <AdherenceCalendar calendar={model.calendar} today={model.today} />
      </Section>

      {demo ? null : (
        <section aria-labelledby="your-data-heading" className="space-y-3">
          <h2 id="your-data-heading" className="text-lg font-semibold text-ink">
            Your data
          </h2>
          <div className="flex flex-wrap gap-3">
            <ProgressActions />
          </div>
          <p className="text-sm text-ink-muted">
            The CSV holds every log: {countOf(model.totals.sets, "exercise set", "exercise sets")}{" "}
            and {countOf(model.totals.loadDays, "daily load log", "daily load logs")}, one row each,
            with a <code>type</code> column saying which.
          </p>
        </section>
      )}
    </div>
  );
}

const secondary =
  "inline-flex h-11 items-center gap-2 rounded-[var(--radius-control)] border border-line-strong bg-surface px-4 font-medium text-ink hover:bg-brand-soft";

/** Download the CSV, open the printable summary, retake the QuickDASH. */
export function ProgressActions({ showSummary = true }: { showSummary?: boolean }) {
  return (
    <>
      <a href="/api/progress/export" download className={secondary}>
        <MaskIcon name="download" className="size-4" />
        Download all my logs (CSV)
      </a>
      {showSummary ? (
        <Link href="/progress-statistics/summary" className={secondary}>
          <MaskIcon name="file-text" className="size-4" />
          Summary for your clinician
        </Link>
      ) : null}
      <Link href="/progress-statistics/quickdash" className={secondary}>
        <MaskIcon name="rotate-ccw" className="size-4" />
        Retake the QuickDASH
      </Link>
    </>
  );
}

export const PROGRESS_DISCLAIMER =
  "Educational guidance, not medical advice. If pain is severe, keeps rising or comes with new numbness or weakness, stop and check with a clinician.";
