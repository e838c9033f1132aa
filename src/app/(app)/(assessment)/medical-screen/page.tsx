import type { Metadata } from "next";
import { MedicalScreenForm } from "@/components/assessment/forms/medical-screen-form";
import { StepShell } from "@/components/assessment/step-shell";
import { STEP_COPY } from "@/content/assessment/steps";
import { getCurrentAssessment } from "@/server/assessment/get-current-assessment";

export const metadata: Metadata = { title: STEP_COPY["/medical-screen"].title };

export default async function MedicalScreenPage() {
  const current = await getCurrentAssessment();
  if (!current) return null;
  const screen = current.record.data.medicalScreen;
  // Saved answers with a red flag and no clearance yet: the advice page comes first.
  const pendingLevel =
    screen?.level && !screen.clearance && !current.record.flags.medicalScreeningCompleted
      ? screen.level
      : null;
  return (
    <StepShell step="/medical-screen">
      {/* Keyed by the level, so a save that raises a flag remounts into the advice page. */}
      <MedicalScreenForm
        key={pendingLevel ?? "clear"}
        initial={screen?.answers ?? {}}
        pendingLevel={pendingLevel}
      />
    </StepShell>
  );
}
