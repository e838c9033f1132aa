import type { Metadata } from "next";
import { NerveMobilityForm } from "@/components/assessment/forms/nerve-mobility-form";
import { StepShell } from "@/components/assessment/step-shell";
import { testIllustrations } from "@/components/assessment/test-illustrations";
import { STEP_COPY } from "@/content/assessment/steps";
import { NERVES } from "@/domain/assessment/vocabulary";
import type { TSearchParams } from "@/lib/search-of";
import { requirePageAccess } from "@/server/access/require-page-access";
import { getCurrentAssessment } from "@/server/assessment/get-current-assessment";

export const metadata: Metadata = { title: STEP_COPY["/nerve-mobility-test"].title };

export default async function NerveMobilityTestPage({
  searchParams,
}: {
  searchParams: Promise<TSearchParams>;
}) {
  await requirePageAccess("/nerve-mobility-test", searchParams);
  const current = await getCurrentAssessment();
  if (!current) return null;
  return (
    <StepShell step="/nerve-mobility-test">
      <NerveMobilityForm
        initial={current.record.data.nerveMobility ?? {}}
        illustrations={testIllustrations(NERVES)}
      />
    </StepShell>
  );
}
