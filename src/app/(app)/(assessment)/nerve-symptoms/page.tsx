import type { Metadata } from "next";
import { NerveSymptomsForm } from "@/components/assessment/forms/nerve-symptoms-form";
import { StepShell } from "@/components/assessment/step-shell";
import { STEP_COPY } from "@/content/assessment/steps";
import type { TSearchParams } from "@/lib/search-of";
import { requirePageAccess } from "@/server/access/require-page-access";
import { getCurrentAssessment } from "@/server/assessment/get-current-assessment";

export const metadata: Metadata = { title: STEP_COPY["/nerve-symptoms"].title };

export default async function NerveSymptomsPage({
  searchParams,
}: {
  searchParams: Promise<TSearchParams>;
}) {
  await requirePageAccess("/nerve-symptoms", searchParams);
  const current = await getCurrentAssessment();
  if (!current) return null;
  return (
    <StepShell step="/nerve-symptoms">
      <NerveSymptomsForm initial={current.record.nerveSymptoms} />
    </StepShell>
  );
}
