import { ArrowRight } from "lucide-react";
import Link from "next/link";
import { Card, CardTitle } from "@/components/ui/card";
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
import { assessmentMetricsOf } from "@/domain/metrics/assessment-metrics";
import { cn } from "@/lib/cn";
import { formatDate } from "@/lib/format-date";
import { formatWeight } from "@/lib/units";
import type { TAssessmentRecord } from "@/server/assessment/get-assessment";
import { AssessmentFigures } from "./assessment-figures";

/** The summary shown after the eighth step: the spec 5 figures, then the answers behind them. */
export function AssessmentResults({
  record,
  timeZone,
}: {
  record: TAssessmentRecord;
  /** The person's time zone: a clearance is dated by their own day. */
  timeZone: string;
}) {
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
            You confirmed on {formatDate(clearance.confirmedAt, timeZone)} that a clinician has
            cleared you to exercise. If anything changes, please check with them again.
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
