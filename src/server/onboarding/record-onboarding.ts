import "server-only";
import { eq } from "drizzle-orm";
import {
  resumeOnboardingStep,
  type TOnboardingSlug,
  withStepDone,
} from "@/domain/onboarding/onboarding-steps";
import { AppError } from "@/lib/errors";
import { getDb } from "../db/client";
import { profile } from "../db/schema";

/**
 * Marks one onboarding step read for the acting person (issue #19); reading the last unread one
 * finishes the guide. Answers the steps read and whether the guide is now finished.
 */
export async function markOnboardingStepDone(options: {
  userId: string;
  slug: TOnboardingSlug;
  now?: Date;
}): Promise<{ done: TOnboardingSlug[]; finished: boolean }> {
  const { userId, slug } = options;
  const now = options.now ?? new Date();
  return getDb().transaction(async (tx) => {
    const [row] = await tx
      .select({
        done: profile.onboardingStepsDone,
        finishedAt: profile.onboardingFinishedAt,
      })
      .from(profile)
      .where(eq(profile.userId, userId))
      .for("update");
    if (!row) throw new AppError("profile-not-found");
    const done = withStepDone(row.done, slug);
    const finished = resumeOnboardingStep(done) === null;
    await tx
      .update(profile)
      .set({
        onboardingStepsDone: done,
        ...(finished && !row.finishedAt ? { onboardingFinishedAt: now } : {}),
      })
      .where(eq(profile.userId, userId));
    return { done, finished };
  });
}

/** Puts the guide aside ("Skip for now"): it stops being offered; its pages stay open to read. */
export async function skipOnboarding(userId: string, now = new Date()): Promise<void> {
  const updated = await getDb()
    .update(profile)
    .set({ onboardingSkippedAt: now })
    .where(eq(profile.userId, userId))
    .returning({ userId: profile.userId });
  if (updated.length === 0) throw new AppError("profile-not-found");
}
