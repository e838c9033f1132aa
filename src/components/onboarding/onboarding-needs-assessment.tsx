import { FinishAssessment } from "@/components/assessment/finish-assessment";
import type { TStepFlags } from "@/domain/assessment/steps";

/** The guide explains the program built from the assessment, so it waits for it (issue #19). */
export function OnboardingNeedsAssessment({ flags }: { flags: TStepFlags }) {
  return (
    <FinishAssessment
      title="Getting started comes after your assessment"
      body="Finish the assessment first: the guide explains the program that is built from it."
      flags={flags}
    />
  );
}
