import type { Metadata } from "next";
import { headers } from "next/headers";
import { FinishAssessment } from "@/components/assessment/finish-assessment";
import { AboutPlanView } from "@/components/program/about-plan-view";
import { aboutPlanModelOf } from "@/domain/program/about-plan-model";
import type { TSearchParams } from "@/lib/search-of";
import { requirePageAccess } from "@/server/access/require-page-access";
import { getCurrentAssessment } from "@/server/assessment/get-current-assessment";
import { getCurrentProgram } from "@/server/program/get-current-program";

export const metadata: Metadata = { title: "About your plan" };

export default async function AboutPlanPage({
  searchParams,
}: {
  searchParams: Promise<TSearchParams>;
}) {
  await requirePageAccess("/about-plan", searchParams);
  const current = await getCurrentAssessment();
  if (!current) return null;
  const { access, record } = current;
  if (!record.assessmentCompleted) {
    return (
      <FinishAssessment
        title="About your plan"
        body="This page explains your program once your assessment is done."
        flags={record.flags}
      />
    );
  }
  const program = await getCurrentProgram({
    userId: access.session.user.id,
    record,
    headers: await headers(),
  });
  const model = aboutPlanModelOf({
    painRegions: record.data.painRegions,
    nerveSymptoms: record.nerveSymptoms,
    program: program?.program,
  });

  return (
    <AboutPlanView
      model={model}
      educationHref="/wrist-pain-education"
      backLink={{ href: "/exercise-program", label: "Back to your exercises" }}
    />
  );
}
