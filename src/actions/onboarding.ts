"use server";

import { z } from "zod";
import {
  isOnboardingSlug,
  nextOnboardingStep,
  ONBOARDING_PATH,
} from "@/domain/onboarding/onboarding-steps";
import { defineAction } from "@/server/action";
import { markOnboardingStepDone, skipOnboarding } from "@/server/onboarding/record-onboarding";

const ZSlug = z.string().refine(isOnboardingSlug, { error: "That step could not be found." });

/**
 * "Continue": the step is read. Answers where to go: the next step, or the program after the
 * last (the client navigates; a redirect inside an action called from code is not awaited).
 */
export const completeOnboardingStepAction = defineAction({
  name: "complete-onboarding-step",
  input: z.strictObject({ slug: ZSlug }),
  needsProfile: true,
  handler: async ({ slug }, { userId }) => {
    if (!isOnboardingSlug(slug)) return "/exercise-program";
    await markOnboardingStepDone({ userId, slug });
    const next = nextOnboardingStep(slug);
    return next ? `${ONBOARDING_PATH}/${next}` : "/exercise-program";
  },
});

/** "Skip for now": the guide is put aside; the person goes to their program. */
export const skipOnboardingAction = defineAction({
  name: "skip-onboarding",
  input: z.strictObject({}),
  needsProfile: true,
  handler: async (_input, { userId }) => {
    await skipOnboarding(userId);
    return "/exercise-program";
  },
});
