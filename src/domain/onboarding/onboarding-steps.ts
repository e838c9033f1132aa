// The first-run guide after the assessment (issue #19): four short steps, read in order, that can
// be left and picked up again, or put aside. /onboarding resumes at the first step not yet read.

export const ONBOARDING_STEPS = [
  { slug: "your-program", title: "What your program is" },
  { slug: "logging", title: "How logging works" },
  { slug: "pain-and-dose", title: "How pain guides the dose" },
  { slug: "reminder", title: "A reminder that suits you" },
] as const;

export type TOnboardingSlug = (typeof ONBOARDING_STEPS)[number]["slug"];

export const ONBOARDING_PATH = "/onboarding";

export function isOnboardingSlug(value: string): value is TOnboardingSlug {
  return ONBOARDING_STEPS.some((step) => step.slug === value);
}

/** The step's position, 1 to 4. */
export function onboardingNumberOf(slug: TOnboardingSlug): number {
  return ONBOARDING_STEPS.findIndex((step) => step.slug === slug) + 1;
}

/** The step after `slug`, or null after the last. */
export function nextOnboardingStep(slug: TOnboardingSlug): TOnboardingSlug | null {
  return ONBOARDING_STEPS[onboardingNumberOf(slug)]?.slug ?? null;
}

/** The step before `slug`, or null before the first. */
export function previousOnboardingStep(slug: TOnboardingSlug): TOnboardingSlug | null {
  const index = onboardingNumberOf(slug) - 2;
  return index < 0 ? null : (ONBOARDING_STEPS[index]?.slug ?? null);
}

/** Where a person picks up: the first step not read, or null when all four are. */
export function resumeOnboardingStep(done: readonly string[]): TOnboardingSlug | null {
  return ONBOARDING_STEPS.find((step) => !done.includes(step.slug))?.slug ?? null;
}

/** The steps read after reading `slug`: each once, in the guide's order; unknown ones dropped. */
export function withStepDone(done: readonly string[], slug: TOnboardingSlug): TOnboardingSlug[] {
  return ONBOARDING_STEPS.map((step) => step.slug).filter((s) => s === slug || done.includes(s));
}

/** Whether the guide is still waiting for the person: neither finished nor put aside. */
export function isOnboardingOpen(profile: {
  onboardingFinishedAt: Date | null;
  onboardingSkippedAt: Date | null;
}): boolean {
  return profile.onboardingFinishedAt === null && profile.onboardingSkippedAt === null;
}
