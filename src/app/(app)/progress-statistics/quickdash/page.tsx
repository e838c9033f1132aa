import type { Metadata } from "next";
import { QuickDashRetakeForm } from "@/components/progress/quickdash-retake-form";
import { formatQuickDashScore } from "@/domain/assessment/quickdash";
import { formatDate } from "@/lib/format-date";
import type { TSearchParams } from "@/lib/search-of";
import { requirePageAccess } from "@/server/access/require-page-access";
import { getCurrentAssessment } from "@/server/assessment/get-current-assessment";
import { getRequestTimeZone } from "@/server/get-request-time-zone";

export const metadata: Metadata = { title: "Retake the QuickDASH" };

/** The 4-weekly QuickDASH retake (issue #6). Open to anyone signed in: it is their own measure. */
export default async function RetakeQuickDashPage({
  searchParams,
}: {
  searchParams: Promise<TSearchParams>;
}) {
  await requirePageAccess("/progress-statistics/quickdash", searchParams);
  const current = await getCurrentAssessment();
  if (!current) return null;
  const { outcome, latestQuickDashScore } = current.record;
  const timeZone = await getRequestTimeZone();
  return (
    <div className="mx-auto max-w-2xl space-y-8 px-4 py-10 sm:px-6">
      <header>
        <h1 className="text-title font-semibold text-ink">Retake the QuickDASH</h1>
        <p className="mt-2 text-ink-muted">
          The same 11 questions as in your assessment, about the last week. Answer for how things
          are now; your new score is compared with your last one.
          {latestQuickDashScore !== null && outcome
            ? ` Your last score was ${formatQuickDashScore(latestQuickDashScore)}, on ${formatDate(outcome.createdAt, timeZone)}.`
            : ""}
        </p>
      </header>
      <QuickDashRetakeForm />
    </div>
  );
}
