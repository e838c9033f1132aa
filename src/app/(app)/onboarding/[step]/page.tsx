import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { ReminderForm } from "@/components/account/reminder-form";
import { OnboardingControls } from "@/components/onboarding/onboarding-controls";
import { OnboardingNeedsAssessment } from "@/components/onboarding/onboarding-needs-assessment";
import { OnboardingStepsNav } from "@/components/onboarding/onboarding-steps-nav";
import { Card } from "@/components/ui/card";
import { ONBOARDING_COPY } from "@/content/onboarding";
import { hasFeature } from "@/domain/access/features";
import {
  isOnboardingSlug,
  ONBOARDING_PATH,
  ONBOARDING_STEPS,
  onboardingNumberOf,
  previousOnboardingStep,
} from "@/domain/onboarding/onboarding-steps";
import type { TSearchParams } from "@/lib/search-of";
import { requirePageAccess } from "@/server/access/require-page-access";
import { getCurrentAssessment } from "@/server/assessment/get-current-assessment";
import { pushSetupFor } from "@/server/push/web-push";
import { getReminderSettings } from "@/server/reminders/exercise-reminders";

type TProps = { params: Promise<{ step: string }> };

export async function generateMetadata({ params }: TProps): Promise<Metadata> {
  const { step } = await params;
  const found = ONBOARDING_STEPS.find((s) => s.slug === step);
  return { title: found ? `${found.title} · Getting started` : "Page not found" };
}

/** One step of the first-run guide (issue #19): /onboarding/{your-program|logging|...}. */
export default async function OnboardingStepPage({
  params,
  searchParams,
}: TProps & { searchParams: Promise<TSearchParams> }) {
  const { step } = await params;
  await requirePageAccess(`/onboarding/${step}`, searchParams);
  if (!isOnboardingSlug(step)) notFound();
  const current = await getCurrentAssessment();
  if (!current) return null;
  const { access, record } = current;
  if (!record.assessmentCompleted) return <OnboardingNeedsAssessment flags={record.flags} />;
  const userId = access.session.user.id;
  const copy = ONBOARDING_COPY[step];
  const n = onboardingNumberOf(step);
  const previous = previousOnboardingStep(step);
  const title = ONBOARDING_STEPS[n - 1]?.title ?? "";
  const canTrack = hasFeature(access.tier, "tracking");
  const [reminder, push] =
    step === "reminder"
      ? await Promise.all([getReminderSettings(userId), pushSetupFor(userId)])
      : [null, null];
  return (
    <div className="mx-auto max-w-3xl space-y-8 px-4 py-10 sm:px-6">
      <OnboardingStepsNav done={access.profile?.onboardingStepsDone ?? []} current={step} compact />
      <header>
        <p className="text-sm font-medium text-ink-muted">
          Step {n} of {ONBOARDING_STEPS.length}
        </p>
        <h1 className="mt-1 text-title font-semibold text-ink">{title}</h1>
        <p className="mt-3 text-lg text-ink">{copy.lead}</p>
      </header>
      {copy.points.length > 0 ? (
        <div className="space-y-4">
          {copy.points.map((point) => (
            <Card key={point.title} className="p-5">
              <h2 className="font-semibold text-ink">{point.title}</h2>
              <p className="mt-1 text-ink">{point.body}</p>
            </Card>
          ))}
          {step === "logging" && !canTrack ? (
            <p className="rounded-[var(--radius-card)] bg-brand-soft p-4 text-ink">
              Logging sets and your day's load are part of Pro. Your program, its instructions and
              the pain rule work without it, and the program page has a demo to try.
            </p>
          ) : null}
        </div>
      ) : null}
      {reminder ? (
        <Card id="reminders">
          <h2 className="font-semibold text-ink">Exercise reminder</h2>
          <ReminderForm initial={reminder} email={access.session.user.email} push={push} />
        </Card>
      ) : null}
      <OnboardingControls
        slug={step}
        previousHref={previous ? `${ONBOARDING_PATH}/${previous}` : null}
        last={n === ONBOARDING_STEPS.length}
      />
    </div>
  );
}
