import { ArrowRight } from "lucide-react";
import type { Metadata } from "next";
import Link from "next/link";
import { SkipOnboardingButton } from "@/components/onboarding/onboarding-controls";
import { OnboardingNeedsAssessment } from "@/components/onboarding/onboarding-needs-assessment";
import { OnboardingStepsNav } from "@/components/onboarding/onboarding-steps-nav";
import { buttonVariants } from "@/components/ui/button-variants";
import {
  isOnboardingOpen,
  ONBOARDING_PATH,
  ONBOARDING_STEPS,
  resumeOnboardingStep,
} from "@/domain/onboarding/onboarding-steps";
import type { TSearchParams } from "@/lib/search-of";
import { requirePageAccess } from "@/server/access/require-page-access";
import { getCurrentAssessment } from "@/server/assessment/get-current-assessment";

export const metadata: Metadata = { title: "Getting started" };

/**
 * /onboarding (issue #19): the first-run guide after the assessment, linked from the welcome
 * notification. Four short steps; this page picks up at the first one not yet read, and the
 * guide can be put aside. Its steps stay open to read again after.
 */
export default async function OnboardingPage({
  searchParams,
}: {
  searchParams: Promise<TSearchParams>;
}) {
  await requirePageAccess("/onboarding", searchParams);
  const current = await getCurrentAssessment();
  if (!current) return null;
  const { access, record } = current;
  if (!record.assessmentCompleted) return <OnboardingNeedsAssessment flags={record.flags} />;
  const profile = access.profile;
  const done = profile?.onboardingStepsDone ?? [];
  const resume = resumeOnboardingStep(done);
  const open = profile ? isOnboardingOpen(profile) : true;
  const started = done.length > 0;
  return (
    <div className="mx-auto max-w-3xl space-y-8 px-4 py-10 sm:px-6">
      <header>
        <h1 className="text-title font-semibold text-ink">Getting started</h1>
        <p className="mt-2 text-ink-muted">
          {resume
            ? `${ONBOARDING_STEPS.length} short steps, about three minutes: what your program is, how logging works, how pain guides the dose, and a reminder if you'd like one.`
            : "You've read the whole guide. Each step is here whenever you want to look again."}
        </p>
      </header>
      <OnboardingStepsNav done={done} />
      <div className="flex flex-wrap items-center gap-3">
        {resume ? (
          <Link href={`${ONBOARDING_PATH}/${resume}`} className={buttonVariants()}>
            {started ? "Continue where you left off" : "Start"}
            <ArrowRight aria-hidden />
          </Link>
        ) : (
          <Link href="/exercise-program" className={buttonVariants()}>
            Go to my program
            <ArrowRight aria-hidden />
          </Link>
        )}
        {resume && open ? <SkipOnboardingButton /> : null}
      </div>
      {resume && !open ? (
        <p className="text-sm text-ink-muted">
          You put this guide aside; it won't be offered again, but you can read it any time.
        </p>
      ) : null}
    </div>
  );
}
