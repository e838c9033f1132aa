import type { Metadata } from "next";
import { MedicalScreenForm } from "@/components/assessment/forms/medical-screen-form";
import { SafetyCheckShell } from "@/components/assessment/safety-check-shell";
import { StepShell } from "@/components/assessment/step-shell";
import { SAFETY_CHECK_COPY } from "@/content/assessment/medical-screen";
import { STEP_COPY } from "@/content/assessment/steps";
import { isSafetyPaused } from "@/domain/assessment/safety-pause";
import type { TSearchParams } from "@/lib/search-of";
import { requirePageAccess } from "@/server/access/require-page-access";
import { getCurrentAssessment } from "@/server/assessment/get-current-assessment";

export const metadata: Metadata = { title: STEP_COPY["/medical-screen"].title };

export default async function MedicalScreenPage({
  searchParams,
}: {
  searchParams: Promise<TSearchParams>;
}) {
  await requirePageAccess("/medical-screen", searchParams);
  const current = await getCurrentAssessment();
  if (!current) return null;
  const screen = current.record.data.medicalScreen;
  // A red flag with no clearance yet: the advice page comes first, during the assessment or after.
  const pendingLevel = isSafetyPaused(screen) ? (screen?.level ?? null) : null;
  // Keyed by the level, so a save that raises a flag remounts into the advice page.
  const form = (recheck: boolean) => (
    <MedicalScreenForm
      key={pendingLevel ?? "clear"}
      initial={screen?.answers ?? {}}
      pendingLevel={pendingLevel}
      recheck={recheck}
    />
  );
  if (current.record.assessmentCompleted)
    return (
      <SafetyCheckShell
        title={pendingLevel ? "Your program is paused" : SAFETY_CHECK_COPY.title}
        intro={
          pendingLevel
            ? "Your latest safety check has an answer that a clinician should look at first. Your program, progress and load tracking will be here when you come back."
            : SAFETY_CHECK_COPY.intro
        }
      >
        {form(true)}
      </SafetyCheckShell>
    );
  return <StepShell step="/medical-screen">{form(false)}</StepShell>;
}
