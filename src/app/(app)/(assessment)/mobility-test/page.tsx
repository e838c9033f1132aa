import type { Metadata } from "next";
import { MobilityForm } from "@/components/assessment/forms/mobility-form";
import { StepShell } from "@/components/assessment/step-shell";
import { testIllustrations } from "@/components/assessment/test-illustrations";
import { STEP_COPY } from "@/content/assessment/steps";
import { MOBILITY_TESTS } from "@/domain/assessment/mobility";
import type { TSearchParams } from "@/lib/search-of";
import { requirePageAccess } from "@/server/access/require-page-access";
import { getCurrentAssessment } from "@/server/assessment/get-current-assessment";

export const metadata: Metadata = { title: STEP_COPY["/mobility-test"].title };

export default async function MobilityTestPage({
  searchParams,
}: {
  searchParams: Promise<TSearchParams>;
}) {
  await requirePageAccess("/mobility-test", searchParams);
  const current = await getCurrentAssessment();
  if (!current) return null;
  return (
    <StepShell step="/mobility-test">
      <MobilityForm
        initial={current.record.limitations?.ratings ?? {}}
        illustrations={testIllustrations(MOBILITY_TESTS)}
      />
    </StepShell>
  );
}
