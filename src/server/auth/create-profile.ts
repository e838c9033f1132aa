import "server-only";
import { nextTrackingData, type TTrackingFields } from "@/lib/analytics/tracking-data";
import type { TLanding } from "@/lib/landing";
import { getDb, type TDb } from "../db/client";
import { profile, type TSignupMethod } from "../db/schema";

/**
 * Creates the profile row of a newly signed-up user with the signup fields of spec section 3. A
 * guest created by checkout (issue #17) has no signup method: nobody has signed up yet.
 */
export async function createProfile(
  options: {
    userId: string;
    signupMethod: TSignupMethod | null;
    landing: TLanding | null;
    /** The marketing parameters the browser kept (issue #18): trackingData with capturedAt. */
    tracking?: TTrackingFields;
    /** The analytics client id, only when the person agreed to analytics (spec 3, issue #18). */
    gaClientId?: string | null;
    now?: Date;
  },
  executor: Pick<TDb, "insert"> = getDb(),
): Promise<void> {
  const now = options.now ?? new Date();
  await executor
    .insert(profile)
    .values({
      userId: options.userId,
      createdAt: now,
      updatedAt: now,
      signupSource: options.landing?.source ?? "direct",
      signupTimestamp: now,
      signupMethod: options.signupMethod,
      sessionData: { initial_page: options.landing?.page ?? "/" },
      authMethods: options.signupMethod ? [options.signupMethod] : [],
      trackingData: nextTrackingData({}, options.tracking ?? {}, now) ?? {},
      ...(options.gaClientId ? { gaClientId: options.gaClientId, gaClientIdUpdated: now } : {}),
    })
    .onConflictDoNothing();
}
