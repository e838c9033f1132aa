import type { Metadata } from "next";
import { AssessmentResults, ResultsNextStep } from "@/components/assessment/assessment-results";
import { FinishAssessment } from "@/components/assessment/finish-assessment";
import { ASSESSMENT_DISCLAIMER } from "@/content/assessment/steps";
import { formatDate } from "@/lib/format-date";
import type { TSearchParams } from "@/lib/search-of";
import { requirePageAccess } from "@/server/access/require-page-access";
import { getCurrentAssessment } from "@/server/assessment/get-current-assessment";
import { getRequestTimeZone } from "@/server/get-request-time-zone";

export const metadata: Metadata = { title: "Your assessment results" };

export default async function AssessmentResultsPage({
  searchParams,
}: {
  searchParams: Promise<TSearchParams>;
}) {
  await requirePageAccess("/assessment-results", searchParams);
  const [current, timeZone] = await Promise.all([getCurrentAssessment(), getRequestTimeZone()]);
  if (!current) return null;
  const { record } = current;

  if (!record.assessmentCompleted) {
    return (
      <FinishAssessment
        title="Your results are nearly ready"
        body="They appear once all eight steps of the assessment are done. Your answers so far are saved."
        flags={record.flags}
      />
    );
  }

  return (
    <div className="mx-auto max-w-3xl space-y-8 px-4 py-10 sm:px-6">
      <header>
        <h1 className="text-title font-semibold text-ink">Your assessment results</h1>
        <p className="mt-1 text-ink-muted">
          {record.name ? `${record.name}, here` : "Here"} is what your answers show
          {record.assessmentCompletedAt
            ? `, from the assessment you finished on ${formatDate(record.assessmentCompletedAt, timeZone)}`
            : ""}
          .
        </p>
      </header>
      <ResultsNextStep />
      <AssessmentResults record={record} timeZone={timeZone} />
      <p className="text-xs text-ink-muted">{ASSESSMENT_DISCLAIMER}</p>
    </div>
  );
}
