import type { Metadata } from "next";
import { headers } from "next/headers";
import Link from "next/link";
import { redirect } from "next/navigation";
import { doseText } from "@/components/program/dose";
import { painSentence, signedChange } from "@/components/progress/format";
import { PainChart } from "@/components/progress/lazy-charts";
import { PrintButton } from "@/components/progress/print-button";
import { MEANINGFUL_WORDS, PROGRESS_DISCLAIMER } from "@/components/progress/progress-view";
import { sentenceCaseOf } from "@/components/tone/tone";
import { findExercise } from "@/content/exercises";
import { frequencyText } from "@/content/exercises/labels";
import { hasFeature } from "@/domain/access/features";
import { formatQuickDashScore } from "@/domain/assessment/quickdash";
import { assessmentMetricsOf } from "@/domain/metrics/assessment-metrics";
import { progressModelOf } from "@/domain/progress/progress-model";
import { formatDate } from "@/lib/format-date";
import type { TSearchParams } from "@/lib/search-of";
import { requirePageAccess } from "@/server/access/require-page-access";
import { getCurrentAssessment } from "@/server/assessment/get-current-assessment";
import { getRequestTimeZone } from "@/server/get-request-time-zone";
import { getCurrentProgram } from "@/server/program/get-current-program";
import { findProgressData } from "@/server/progress/find-progress-data";

export const metadata: Metadata = { title: "Progress summary for your clinician" };

const RISK_WORDS = { high: "High", moderate: "Moderate", low: "Low" } as const;

function Block({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <section className="break-inside-avoid">
      <h2 className="border-b border-line pb-1 text-base font-semibold text-ink print:text-[12px]">
        {title}
      </h2>
      <div className="mt-2 text-sm text-ink print:text-[11px]">{children}</div>
    </section>
  );
}

/**
 * A one-page summary a person can print and hand to a clinician (issue #6): who, when, the
 * assessment figures, QuickDASH history, pain, adherence and the current program. Pro only, like
 * the statistics it summarises.
 */
export default async function ProgressSummaryPage({
  searchParams,
}: {
  searchParams: Promise<TSearchParams>;
}) {
  await requirePageAccess("/progress-statistics/summary", searchParams);
  const current = await getCurrentAssessment();
  if (!current) return null;
  const { access, record } = current;
  if (!record.assessmentCompleted || !hasFeature(access.tier, "progressStats"))
    redirect("/progress-statistics");

  const userId = access.session.user.id;
  const requestHeaders = await headers();
  const now = new Date();
  const [program, data, timeZone] = await Promise.all([
    getCurrentProgram({ userId, record, headers: requestHeaders }),
    findProgressData({
      userId,
      purpose: "progress_read",
      headers: requestHeaders,
      version: access.profile?.progressVersion,
    }),
    getRequestTimeZone(),
  ]);
  const items = program?.program.groups.flatMap((g) => g.items) ?? [];
  const model = progressModelOf({
    sets: data.sets,
    loads: data.loads,
    measures: data.measures,
    sessionsPerWeek: items.map((i) => i.sessionsPerWeek),
    unit: record.weightUnit,
    now,
    timeZone,
  });
  const metrics = assessmentMetricsOf(record);
  const starts = [
    record.assessmentCompletedAt,
    data.measures[0]?.createdAt,
    data.sets[0]?.loggedAt,
  ].filter((d): d is Date => d instanceof Date);
  const from = new Date(Math.min(now.getTime(), ...starts.map((d) => d.getTime())));
  const recentSets = model.volume.slice(-4).reduce((n, w) => n + w.sets, 0);

  return (
    <div
      data-print-summary
      className="mx-auto max-w-3xl space-y-5 px-4 py-10 sm:px-6 print:max-w-none print:space-y-3 print:p-0"
    >
      <div data-print-hide className="flex flex-wrap items-center justify-between gap-3">
        <Link href="/progress-statistics" className="font-medium text-brand hover:underline">
          Back to progress statistics
        </Link>
        <PrintButton />
      </div>

      <div>
        <h1 className="text-title font-semibold text-ink print:text-[18px]">
          Wristwise progress summary
        </h1>
        <p className="mt-1 text-ink print:text-[12px]">
          <span className="font-semibold">{record.name}</span> · {formatDate(from, timeZone)} to{" "}
          {formatDate(now, timeZone)}
        </p>
        <p className="mt-2 text-sm text-ink-muted print:text-[10px]">
          What this is: a summary the person made from their own Wristwise self-assessment,
          QuickDASH questionnaires and exercise logs, to share with a clinician. The figures are
          self-reported and educational; they are not a diagnosis.
        </p>
      </div>

      <div className="grid gap-5 sm:grid-cols-2 print:grid-cols-2 print:gap-4">
        <Block title="Assessment figures">
          <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1">
            <dt className="text-ink-muted">Stamina</dt>
            <dd>
              {metrics.stamina} of 100 · {sentenceCaseOf(metrics.staminaLabel)}
            </dd>
            <dt className="text-ink-muted">Health</dt>
            <dd>
              {metrics.health === null
                ? "No score"
                : `${metrics.health} of 100 · ${sentenceCaseOf(metrics.healthLabel ?? "")}`}
            </dd>
            <dt className="text-ink-muted">Overload risk</dt>
            <dd>{RISK_WORDS[metrics.riskLevel]}</dd>
            <dt className="text-ink-muted">Estimated improvement</dt>
            <dd>{metrics.improvementWeeks} weeks</dd>
          </dl>
        </Block>

        <Block title="Pain and adherence">
          <p>{painSentence(model.summary.pain)}</p>
          <p className="mt-1">
            {model.daysActiveInCalendar} days with exercise in the last 8 weeks
            {model.adherencePercent === null
              ? "."
              : `: ${model.adherencePercent}% of the ${model.targetDaysPerWeek} days a week the program asks for, on complete weeks since logging began.`}{" "}
            {recentSets} sets logged in the last 4 weeks.
          </p>
        </Block>
      </div>

      <Block title="QuickDASH (0 = no difficulty, 100 = most; lower is better)">
        {model.quickDash.length === 0 ? (
          <p>No QuickDASH score yet.</p>
        ) : (
          <table className="w-full text-left">
            <thead className="text-ink-muted">
              <tr>
                <th scope="col" className="py-0.5 pr-3 font-medium">
                  Date
                </th>
                <th scope="col" className="py-0.5 pr-3 font-medium">
                  Score
                </th>
                <th scope="col" className="py-0.5 pr-3 font-medium">
                  Change from previous
                </th>
                <th scope="col" className="py-0.5 pr-3 font-medium">
                  Change from first
                </th>
              </tr>
            </thead>
            <tbody>
              {model.quickDash.map((q) => (
                <tr key={q.at} className="border-t border-line">
                  <th scope="row" className="py-0.5 pr-3 font-normal">
                    {formatDate(q.day)}
                  </th>
                  <td className="py-0.5 pr-3 font-semibold tabular-nums">
                    {formatQuickDashScore(q.score)}
                  </td>
                  <td className="py-0.5 pr-3 tabular-nums">
                    {signedChange(q.changeFromPrevious)}
                    {q.meaningfulFromPrevious ? " · noticeable" : ""}
                  </td>
                  <td className="py-0.5 pr-3 tabular-nums">
                    {q.changeFromFirst === null ? "–" : signedChange(q.changeFromFirst)}
                    {q.meaningfulFromFirst ? " · noticeable" : ""}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
        <p className="mt-1 text-ink-muted">{MEANINGFUL_WORDS}</p>
      </Block>

      <Block title="Current exercise program">
        <table className="w-full text-left">
          <thead className="text-ink-muted">
            <tr>
              <th scope="col" className="py-0.5 pr-3 font-medium">
                Exercise
              </th>
              <th scope="col" className="py-0.5 pr-3 font-medium">
                Dose
              </th>
              <th scope="col" className="py-0.5 pr-3 font-medium">
                How often
              </th>
            </tr>
          </thead>
          <tbody>
            {items.map((item) => (
              <tr key={item.slug} className="border-t border-line">
                <th scope="row" className="py-0.5 pr-3 font-normal">
                  {findExercise(item.slug)?.name ?? item.slug}
                </th>
                <td className="py-0.5 pr-3">{doseText(item, record.weightUnit)}</td>
                <td className="py-0.5 pr-3">{frequencyText(item.sessionsPerWeek)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </Block>

      {model.dailyPain.length > 0 ? (
        <div data-print-hide className="space-y-2">
          <h2 className="text-base font-semibold text-ink">Pain by day (0 to 10)</h2>
          <PainChart model={model} label="Pain from 0 to 10 by day for the last 8 weeks" />
        </div>
      ) : null}

      <p className="text-xs text-ink-muted print:text-[9px]">
        {PROGRESS_DISCLAIMER} Generated by Wristwise on {formatDate(now, timeZone)}.
      </p>
    </div>
  );
}
