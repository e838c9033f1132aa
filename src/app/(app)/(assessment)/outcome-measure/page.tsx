import type { Metadata } from "next";
import { OutcomeMeasureForm } from "@/components/assessment/forms/outcome-measure-form";
import { StepShell } from "@/components/assessment/step-shell";
import { STEP_COPY } from "@/content/assessment/steps";
import type { TSearchParams } from "@/lib/search-of";
import { requirePageAccess } from "@/server/access/require-page-access";
import { getCurrentAssessment } from "@/server/assessment/get-current-assessment";

export const metadata: Metadata = { title: STEP_COPY["/outcome-measure"].title };

export default async function OutcomeMeasurePage({
  searchParams,
}: {
  searchParams: Promise<TSearchParams>;
}) {
  await requirePageAccess("/outcome-measure", searchParams);
  const current = await getCurrentAssessment();
  if (!current) return null;
  const outcome = current.record.outcome;
  return (
    <StepShell step="/outcome-measure">
      <OutcomeMeasureForm
        initial={outcome ? { answers: outcome.answers, work: outcome.work } : null}
      />
    </StepShell>
  );
}
