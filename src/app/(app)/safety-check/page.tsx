import type { Metadata } from "next";
import { redirect } from "next/navigation";
import { MedicalScreenForm } from "@/components/assessment/forms/medical-screen-form";
import { SafetyCheckShell } from "@/components/assessment/safety-check-shell";
import { SAFETY_CHECK_COPY } from "@/content/assessment/medical-screen";
import { MEDICAL_SCREEN_PATH } from "@/domain/assessment/route-decision";
import type { TSearchParams } from "@/lib/search-of";
import { requirePageAccess } from "@/server/access/require-page-access";
import { getCurrentAssessment } from "@/server/assessment/get-current-assessment";

export const metadata: Metadata = { title: "Safety check" };

/**
 * "Something changed?": the ten red-flag questions again, for anyone whose assessment is done, at
 * any tier (issue #14). Not an assessment path, so the assessment gating never bounces it. The
 * answers start blank: each question deserves a fresh look, and the earlier ones are kept.
 */
export default async function SafetyCheckPage({
  searchParams,
}: {
  searchParams: Promise<TSearchParams>;
}) {
  await requirePageAccess("/safety-check", searchParams);
  const current = await getCurrentAssessment();
  if (!current) return null;
  // Before the assessment is done, the screen is its step 2.
  if (!current.record.assessmentCompleted) redirect(MEDICAL_SCREEN_PATH);
  return (
    <SafetyCheckShell title={SAFETY_CHECK_COPY.title} intro={SAFETY_CHECK_COPY.intro}>
      <MedicalScreenForm initial={{}} pendingLevel={null} recheck />
    </SafetyCheckShell>
  );
}
