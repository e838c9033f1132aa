import "server-only";
import { z } from "zod";
import { getDb } from "../db/client";
import { profile, type TSignupMethod } from "../db/schema";

export const LANDING_COOKIE = "ww_landing";

/** The first-visit record the proxy keeps in a cookie: where a person arrived and from where. */
export const ZLanding = z.object({
  page: z.string().max(512),
  source: z.string().max(128),
});
export type TLanding = z.infer<typeof ZLanding>;

export function parseLandingCookie(raw: string | undefined): TLanding | null {
  if (!raw) return null;
  try {
    const parsed = ZLanding.safeParse(JSON.parse(decodeURIComponent(raw)));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

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
