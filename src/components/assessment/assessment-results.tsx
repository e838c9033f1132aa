import { ArrowRight } from "lucide-react";
import Link from "next/link";
import {
  HEALTH_TONE,
  RISK_TONE,
  STAMINA_TONE,
  sentenceCaseOf,
  type TTone,
} from "@/components/tone/tone";
import { ToneBadge } from "@/components/tone/tone-badge";
import { Card, CardDescription, CardTitle } from "@/components/ui/card";
import { ENDURANCE_TEST_CONTENT } from "@/content/assessment/endurance";
import { MOBILITY_RATING_CONTENT, MOBILITY_TEST_CONTENT } from "@/content/assessment/mobility";
import { NERVE_GLIDE_CONTENT, NERVE_RESPONSE_CONTENT } from "@/content/assessment/nerve-mobility";
import {
  QUICKDASH_COPYRIGHT,
  QUICKDASH_NO_SCORE_EXPLANATION,
} from "@/content/assessment/quickdash";
import { NERVE_SYMPTOM_CONTENT } from "@/content/assessment/steps";
import { BODY_AREA_NAMES } from "@/domain/assessment/body-areas";
import { ENDURANCE_KEYS } from "@/domain/assessment/endurance";
import { MOBILITY_TESTS } from "@/domain/assessment/mobility";
import { formatQuickDashScore } from "@/domain/assessment/quickdash";
import { NERVES } from "@/domain/assessment/vocabulary";
import { assessmentMetricsOf, type TAssessmentMetrics } from "@/domain/metrics/assessment-metrics";
import type { TRiskLevel } from "@/domain/metrics/labels";
import { cn } from "@/lib/cn";
import { formatDate } from "@/lib/format-date";
import { formatWeight } from "@/lib/units";
import type { TAssessmentRecord } from "@/server/assessment/get-assessment";

const RISK_TEXT: Record<TRiskLevel, { label: string; body: string }> = {
  high: {
    label: "High",
    body: "Your muscles tire quickly for now, so everyday load can outpace them. Short, frequent breaks and a gentle start matter most.",
  },
  moderate: {
    label: "Moderate",
    body: "Your muscles cope with some load but tire before they should. Building endurance step by step lowers this.",
  },
  low: {
    label: "Low",
    body: "Your muscles hold up well to load. The focus is on keeping that capacity while symptoms settle.",
  },
};

function Score({
  value,
  label,
}: {
  value: number | null;
  label: { text: string; tone: TTone } | null;
}) {
  return (
    <p className="mt-3 flex flex-wrap items-baseline gap-x-2 gap-y-1">
      <span className="text-4xl font-semibold tabular-nums text-ink">{value ?? "–"}</span>
      {value !== null ? <span className="whitespace-nowrap text-ink-muted">/ 100</span> : null}
      {label ? (
        <ToneBadge tone={label.tone} value={label.text} className="ml-auto self-center">
          {sentenceCaseOf(label.text)}
        </ToneBadge>
      ) : null}
    </p>
  );
}

function Meter({ value, label }: { value: number; label: string }) {
  return (
    <div className="mt-3 h-2 rounded-full bg-line" aria-hidden>
      <div
        className="h-2 rounded-full bg-brand"
        style={{ width: `${Math.max(2, Math.min(100, value))}%` }}
        title={label}
      />
    </div>
  );
}

/**
 * Spec 5's four figures: stamina and health with their labels, overload risk and estimated
 * improvement time. `compact` leaves out the explanations (the dashboard links to the results).
 */
export function AssessmentFigures({
  metrics,
  healthFromMovement,
  compact = false,
}: {
  metrics: TAssessmentMetrics;
  healthFromMovement: boolean;
  compact?: boolean;
}) {
  // In compact form the figures sit under the dashboard's own h2, so their titles are h3.
  const Title = compact ? "h3" : "h2";
  const titleClass = "text-lg font-semibold text-ink";
  const note = (text: string) =>
    compact ? null : <CardDescription className="mt-3">{text}</CardDescription>;
  return (
    <div className={cn("grid gap-4 sm:grid-cols-2", compact && "lg:grid-cols-4")}>
      <Card className={cn(compact && "p-5")}>
        <Title className={titleClass}>Stamina</Title>
        <Score
          value={metrics.stamina}
          label={{ text: metrics.staminaLabel, tone: STAMINA_TONE[metrics.staminaLabel] }}
        />
        <Meter value={metrics.stamina} label={`${metrics.stamina} of 100`} />
        {note(
          "How long your forearm and thumb muscles held a light load, against a target of about 5% of your body weight. Your weakest test sets the figure.",
        )}
      </Card>
      <Card className={cn(compact && "p-5")}>
        <Title className={titleClass}>Health</Title>
        <Score
          value={metrics.health}
          label={
            metrics.healthLabel && {
              text: metrics.healthLabel,
              tone: HEALTH_TONE[metrics.healthLabel],
            }
          }
        />
        {metrics.health !== null ? (
          <Meter value={metrics.health} label={`${metrics.health} of 100`} />
        ) : null}
        {note(
          healthFromMovement
            ? "100 minus how much your movement checks were limited, because there is no QuickDASH score."
            : "100 minus your QuickDASH score: higher means your hands are getting in the way of daily life less.",
        )}
      </Card>
      <Card className={cn(compact && "p-5")}>
        <Title className={titleClass}>Overload risk</Title>
        <p className="mt-3">
          <ToneBadge tone={RISK_TONE[metrics.riskLevel]} value={metrics.riskLevel} size="lg">
            {RISK_TEXT[metrics.riskLevel].label}
          </ToneBadge>
        </p>
        {compact ? null : (
          <CardDescription className="mt-2">{RISK_TEXT[metrics.riskLevel].body}</CardDescription>
        )}
      </Card>
      <Card className={cn(compact && "p-5")}>
        <Title className={titleClass}>
          {compact ? "Improvement time" : "Estimated improvement time"}
        </Title>
        <p className="mt-3 text-2xl font-semibold text-ink">
          About {metrics.improvementWeeks} weeks
        </p>
        {compact ? null : (
          <CardDescription className="mt-2">
            With regular exercise, this is roughly when people with similar results tend to notice a
            real change. It is an estimate to plan by, not a promise.
          </CardDescription>
        )}
      </Card>
    </div>
  );
}

/** The summary shown after the eighth step: the spec 5 figures, then the answers behind them. */
export function AssessmentResults({ record }: { record: TAssessmentRecord }) {
  const metrics = assessmentMetricsOf(record);
  const unit = record.weightUnit;
  const quickDash = record.outcome;
  const regions = record.data.painRegions ?? [];
  const nerve = record.nerveSymptoms;
  const clearance = record.data.medicalScreen?.clearance;
  const healthFromMovement = record.latestQuickDashScore === null && metrics.health !== null;

  return (
    <div className="space-y-8">
      <section aria-labelledby="figures" className="space-y-4">
        <h2 id="figures" className="sr-only">
          Your figures
        </h2>
        <AssessmentFigures metrics={metrics} healthFromMovement={healthFromMovement} />
      </section>

      <Card>
        <CardTitle>QuickDASH</CardTitle>
        {quickDash?.score != null ? (
          <>
            <p className="mt-3 text-ink">
              Your score is{" "}
              <strong className="text-xl tabular-nums">
                {formatQuickDashScore(quickDash.score)}
              </strong>{" "}
              out of 100, where 0 means no difficulty and 100 means the most. Retaking it every few
              weeks shows how things are changing.
            </p>
            {quickDash.workModuleScore != null ? (
              <p className="mt-2 text-ink">
                Work module:{" "}
                <strong className="tabular-nums">
                  {formatQuickDashScore(quickDash.workModuleScore)}
                </strong>{" "}
                out of 100.
              </p>
            ) : null}
          </>
        ) : (
          <p className="mt-3 text-ink">
            No score this time: you answered{" "}
            {quickDash?.answers.filter((a) => a !== null).length ?? 0} of 11 questions.{" "}
            {QUICKDASH_NO_SCORE_EXPLANATION}
          </p>
        )}
        <p className="mt-3 text-xs text-ink-muted">{QUICKDASH_COPYRIGHT}</p>
      </Card>

      <Card>
        <CardTitle>What you told us</CardTitle>
        <dl className="mt-4 divide-y divide-line">
          <div className="grid gap-1 py-3 sm:grid-cols-[12rem_1fr]">
            <dt className="font-medium text-ink">Pain areas</dt>
            <dd className="text-ink-muted">
              {regions.length > 0 ? (
                <ul className="space-y-1">
                  {regions.map((r) => (
                    <li key={r.area}>
                      {BODY_AREA_NAMES[r.area]}: {r.intensity} out of 10
                    </li>
                  ))}
                </ul>
              ) : (
                "None recorded"
              )}
            </dd>
          </div>
          <div className="grid gap-1 py-3 sm:grid-cols-[12rem_1fr]">
            <dt className="font-medium text-ink">Numbness or tingling</dt>
            <dd className="text-ink-muted">
              {nerve?.present
                ? `${nerve.locations.map((l) => NERVE_SYMPTOM_CONTENT.locations[l].label).join("; ")}. At night: ${NERVE_SYMPTOM_CONTENT.night[nerve.atNight].toLowerCase()}.`
                : "None"}
            </dd>
          </div>
          <div className="grid gap-1 py-3 sm:grid-cols-[12rem_1fr]">
            <dt className="font-medium text-ink">Movement</dt>
            <dd className="text-ink-muted">
              <ul className="space-y-1">
                {MOBILITY_TESTS.map((t) => {
                  const rating = record.limitations?.ratings?.[t];
                  return (
                    <li key={t}>
                      {MOBILITY_TEST_CONTENT[t].title}:{" "}
                      {rating ? MOBILITY_RATING_CONTENT[rating].label.toLowerCase() : "not rated"}
                    </li>
                  );
                })}
              </ul>
            </dd>
          </div>
          <div className="grid gap-1 py-3 sm:grid-cols-[12rem_1fr]">
            <dt className="font-medium text-ink">Endurance holds</dt>
            <dd className="text-ink-muted">
              <ul className="space-y-1">
                {ENDURANCE_KEYS.map((k) => {
                  const seconds = record.enduranceTest?.[k];
                  const weight = record.enduranceTest?.weightsLbs?.[k];
                  return (
                    <li key={k}>
                      {ENDURANCE_TEST_CONTENT[k].title}:{" "}
                      {typeof seconds === "number"
                        ? `${seconds} s${weight ? ` at ${formatWeight(weight, unit)}` : ""}`
                        : "not done"}
                    </li>
                  );
                })}
              </ul>
            </dd>
          </div>
          <div className="grid gap-1 py-3 sm:grid-cols-[12rem_1fr]">
            <dt className="font-medium text-ink">Nerve glides</dt>
            <dd className="text-ink-muted">
              <ul className="space-y-1">
                {NERVES.map((n) => {
                  const response = record.data.nerveMobility?.[n];
                  return (
                    <li key={n}>
                      {NERVE_GLIDE_CONTENT[n].title}:{" "}
                      {response
                        ? NERVE_RESPONSE_CONTENT[response].label.toLowerCase()
                        : "not recorded"}
                    </li>
                  );
                })}
              </ul>
            </dd>
          </div>
        </dl>
        {clearance ? (
          <p className="mt-4 rounded-[var(--radius-control)] bg-calm px-4 py-3 text-sm text-ink">
            You confirmed on {formatDate(clearance.confirmedAt)} that a clinician has cleared you to
            exercise. If anything changes, please check with them again.
          </p>
        ) : null}
      </Card>
    </div>
  );
}

export function ResultsNextStep({ className }: { className?: string }) {
  return (
    <div
      className={cn(
        "rounded-[var(--radius-card)] bg-brand p-6 text-white sm:flex sm:items-center sm:justify-between sm:gap-6",
        className,
      )}
    >
      <div>
        <h2 className="text-lg font-semibold">Next: your exercise program</h2>
        <p className="mt-1 text-white/90">
          Built from these results: the right areas, a safe starting load, and how to progress.
        </p>
      </div>
      <Link
        href="/exercise-program"
        className="mt-4 inline-flex h-11 shrink-0 items-center gap-2 rounded-[var(--radius-control)] bg-white px-5 font-semibold text-brand-strong hover:bg-brand-soft sm:mt-0"
      >
        See my program
        <ArrowRight className="size-4" aria-hidden />
      </Link>
    </div>
  );
}
