import type { Metadata } from "next";
import { headers } from "next/headers";
import { FinishAssessment } from "@/components/assessment/finish-assessment";
import { ProgressDemo } from "@/components/progress/progress-demo";
import {
  PROGRESS_DISCLAIMER,
  ProgressActions,
  ProgressView,
} from "@/components/progress/progress-view";
import { sampleProgressModel } from "@/content/sample/progress";
import { hasFeature } from "@/domain/access/features";
import { progressModelOf } from "@/domain/progress/progress-model";
import { getCurrentAssessment } from "@/server/assessment/get-current-assessment";
import { getCurrentProgram } from "@/server/program/get-current-program";
import { findProgressData } from "@/server/progress/find-progress-data";

export const metadata: Metadata = { title: "Progress statistics" };

export default async function ProgressStatisticsPage() {
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

  if (!hasFeature(access.tier, "progressStats")) {
    return (
      <div className="mx-auto max-w-4xl space-y-8 px-4 py-10 sm:px-6">
        {header}
        <ProgressDemo model={sampleProgressModel(now)} source="progress-statistics-demo" />
        <section aria-labelledby="own-data-heading" className="space-y-3">
          <h2 id="own-data-heading" className="text-lg font-semibold text-ink">
            Your own data
          </h2>
          <p className="text-sm text-ink">
            Your answers and logs are yours on any plan: retake the QuickDASH every 4 weeks, and
            download everything you have logged.
          </p>
          <div className="flex flex-wrap gap-3">
            <ProgressActions showSummary={false} />
          </div>
        </section>
        {footer}
      </div>
    );
  }

  const userId = access.session.user.id;
  const requestHeaders = await headers();
  const [program, data] = await Promise.all([
    getCurrentProgram({ userId, record, headers: requestHeaders }),
    findProgressData({ userId, purpose: "progress_read", headers: requestHeaders }),
  ]);
  const model = progressModelOf({
    sets: data.sets,
    loads: data.loads,
    measures: data.measures,
    sessionsPerWeek:
      program?.program.groups.flatMap((g) => g.items.map((i) => i.sessionsPerWeek)) ?? [],
    unit: record.weightUnit,
    now,
  });
  return (
    <div className="mx-auto max-w-4xl space-y-8 px-4 py-10 sm:px-6">
      {header}
      <ProgressView model={model} />
      {footer}
    </div>
  );
}
