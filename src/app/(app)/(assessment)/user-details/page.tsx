import type { Metadata } from "next";
import { UserDetailsForm } from "@/components/assessment/forms/user-details-form";
import { StepShell } from "@/components/assessment/step-shell";
import { STEP_COPY } from "@/content/assessment/steps";
import type { TSearchParams } from "@/lib/search-of";
import { requirePageAccess } from "@/server/access/require-page-access";
import { getCurrentAssessment } from "@/server/assessment/get-current-assessment";

export const metadata: Metadata = { title: STEP_COPY["/user-details"].title };

export default async function UserDetailsPage({
  searchParams,
}: {
  searchParams: Promise<TSearchParams>;
}) {
  await requirePageAccess("/user-details", searchParams);
  const current = await getCurrentAssessment();
  if (!current) return null;
  const { record } = current;
  const details = record.data.userDetails;
  return (
    <StepShell step="/user-details">
      <UserDetailsForm
        initial={{
          ...details,
          name: record.name,
          weightUnit: details?.weightUnit ?? record.weightUnit,
        }}
      />
    </StepShell>
  );
}
