import type { Metadata } from "next";
import { EnduranceResumeDialog } from "@/components/assessment/endurance-resume-dialog";
import { EnduranceForm } from "@/components/assessment/forms/endurance-form";
import { StepShell } from "@/components/assessment/step-shell";
import { testIllustrations } from "@/components/assessment/test-illustrations";
import { STEP_COPY } from "@/content/assessment/steps";
import { ENDURANCE_KEYS } from "@/domain/assessment/endurance";
import type { TSearchParams } from "@/lib/search-of";
import { requirePageAccess } from "@/server/access/require-page-access";
import { getCurrentAssessment } from "@/server/assessment/get-current-assessment";

export const metadata: Metadata = { title: STEP_COPY["/endurance-test"].title };

export default async function EnduranceTestPage({
  searchParams,
}: {
  searchParams: Promise<TSearchParams>;
}) {
  await requirePageAccess("/endurance-test", searchParams);
  const current = await getCurrentAssessment();
  if (!current) return null;
  const { record } = current;
  const saved = record.enduranceTest;
  const initial = Object.fromEntries(
    ENDURANCE_KEYS.map((k) => [k, { seconds: saved?.[k], weightLbs: saved?.weightsLbs?.[k] }]),
  );
  const savedCount = ENDURANCE_KEYS.filter((k) => typeof saved?.[k] === "number").length;
  // Partial results saved earlier: the spec's intermediate state, explained in a modal.
  const resuming = !record.flags.enduranceTestCompleted && savedCount > 0;
  return (
    <StepShell step="/endurance-test">
      {resuming ? <EnduranceResumeDialog saved={savedCount} total={ENDURANCE_KEYS.length} /> : null}
      <EnduranceForm
        initial={initial}
        weightUnit={record.weightUnit}
        illustrations={testIllustrations(ENDURANCE_KEYS)}
      />
    </StepShell>
  );
}
