import type { Metadata } from "next";
import { headers } from "next/headers";
import { FinishAssessment } from "@/components/assessment/finish-assessment";
import { ProgressDemo } from "@/components/progress/progress-demo";
import {
  PROGRESS_DISCLAIMER,
  ProgressActions,
  ProgressSummaryRow,
  RetakeCard,
} from "@/components/progress/progress-view";
import { ProgressViewClient } from "@/components/progress/progress-view-client";
import { FirstStep } from "@/components/site/first-step";
import { sampleProgressModel } from "@/content/sample/progress";
import { hasFeature } from "@/domain/access/features";
import { formatQuickDashScore } from "@/domain/assessment/quickdash";
import { progressModelOf } from "@/domain/progress/progress-model";
import { formatDate } from "@/lib/format-date";
import type { TSearchParams } from "@/lib/search-of";
import { requirePageAccess } from "@/server/access/require-page-access";
import { getCurrentAssessment } from "@/server/assessment/get-current-assessment";
import { getRequestTimeZone } from "@/server/get-request-time-zone";
import { getCurrentProgram } from "@/server/program/get-current-program";
import { findProgressData } from "@/server/progress/find-progress-data";

export const metadata: Metadata = { title: "Progress statistics" };

export default async function ProgressStatisticsPage({
  searchParams,
}: {
  searchParams: Promise<TSearchParams>;
}) {
  await requirePageAccess("/progress-statistics", searchParams);
  const current = await getCurrentAssessment();
  if (!current) return null;
  const { access, record } = current;
  const now = new Date();

  if (!record.assessmentCompleted) {
    return (
      <FinishAssessment
        title="Your progress starts with your assessment"
        body="Finish the assessment to get your program; your progress shows here as you log it."
        flags={record.flags}
      />
    );
  }

  const header = (
    <header>
      <h1 className="text-title font-semibold text-ink">Progress statistics</h1>
      <p className="mt-2 text-ink-muted">
        How much you are doing, how your pain is moving, and how your hands cope with daily tasks.
      </p>
    </header>
  );
  const footer = <p className="text-xs text-ink-muted">{PROGRESS_DISCLAIMER}</p>;

  // Everyone's own numbers come from their own logs and QuickDASH scores; the charts are Pro.
  const userId = access.session.user.id;
  const requestHeaders = await headers();
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
  const model = progressModelOf({
    sets: data.sets,
    loads: data.loads,
    measures: data.measures,
    sessionsPerWeek:
      program?.program.groups.flatMap((g) => g.items.map((i) => i.sessionsPerWeek)) ?? [],
    unit: record.weightUnit,
    now,
    timeZone,
  });

  if (!hasFeature(access.tier, "progressStats")) {
    const first = model.quickDash[0];
    return (
      <div className="mx-auto max-w-4xl space-y-8 px-4 py-10 sm:px-6">
        {header}
        <section aria-labelledby="own-progress" className="space-y-4">
          <h2 id="own-progress" className="text-xl font-semibold text-ink">
            Your numbers
          </h2>
          <ProgressSummaryRow model={model} />
          {model.retakeDue ? <RetakeCard /> : null}
          {data.sets.length === 0 && data.loads.length === 0 ? (
            <FirstStep title="Your starting point">
              <p>
                {first
                  ? `Your first QuickDASH, ${formatQuickDashScore(first.score)} on ${formatDate(first.day)}, is where you start.`
                  : "Your QuickDASH is where you start: answer its eleven questions once to set it."}{" "}
                Retaking it every 4 weeks shows how your hands cope with daily tasks, on every plan.
                Logging sets and daily load, which draws charts like the example below, comes with
                Pro.
              </p>
            </FirstStep>
          ) : null}
          <div className="flex flex-wrap gap-3">
            <ProgressActions showSummary={false} />
          </div>
        </section>
        <ProgressDemo model={sampleProgressModel(now)} source="progress-statistics-demo" />
        {footer}
      </div>
    );
  }

  return (
    <div className="mx-auto max-w-4xl space-y-8 px-4 py-10 sm:px-6">
      {header}
      <ProgressViewClient model={model} />
      {footer}
    </div>
  );
}
