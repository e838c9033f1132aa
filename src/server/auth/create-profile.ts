import "server-only";
import type { TLanding } from "@/lib/landing";
import { getDb } from "../db/client";
import { profile, type TSignupMethod } from "../db/schema";

/** Creates the profile row of a newly signed-up user with the signup fields of spec section 3. */
export async function createProfile(options: {
  userId: string;
  signupMethod: TSignupMethod;
  landing: TLanding | null;
  now?: Date;
}): Promise<void> {
  const now = options.now ?? new Date();
  await getDb()
    .insert(profile)
    .values({
      userId: options.userId,
      createdAt: now,
      updatedAt: now,
      signupSource: options.landing?.source ?? "direct",
      signupTimestamp: now,
      signupMethod: options.signupMethod,
      sessionData: { initial_page: options.landing?.page ?? "/" },
      authMethods: [options.signupMethod],
    })
    .onConflictDoNothing();
}
