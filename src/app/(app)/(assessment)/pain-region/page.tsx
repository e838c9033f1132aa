import type { Metadata } from "next";
import { PainRegionForm } from "@/components/assessment/forms/pain-region-form";
import { StepShell } from "@/components/assessment/step-shell";
import { STEP_COPY } from "@/content/assessment/steps";
import type { TSearchParams } from "@/lib/search-of";
import { requirePageAccess } from "@/server/access/require-page-access";
import { getCurrentAssessment } from "@/server/assessment/get-current-assessment";

export const metadata: Metadata = { title: STEP_COPY["/pain-region"].title };

export default async function PainRegionPage({
  searchParams,
}: {
  searchParams: Promise<TSearchParams>;
}) {
  await requirePageAccess("/pain-region", searchParams);
  const current = await getCurrentAssessment();
  if (!current) return null;
  return (
    <StepShell step="/pain-region">
      <PainRegionForm initial={current.record.data.painRegions ?? []} />
    </StepShell>
  );
}
