import "server-only";
import { headers } from "next/headers";
import { cache } from "react";
import { hasFeature, type TFeature } from "@/domain/access/features";
import { AppError, type TAppErrorCode } from "@/lib/errors";
import { getCurrentSignedIn } from "../auth/get-current-session";
import { actionFactsFor } from "./action-scope";
import { getAccessFacts, type TAccessFacts } from "./get-access-facts";

/** The code a person without `feature` gets: each names what their plan lacks. */
const FEATURE_LOCKED: Record<TFeature, TAppErrorCode> = {
  tracking: "tracking-locked",
  multiplePrograms: "multiple-programs-locked",
  loadManagement: "load-management-locked",
  progressStats: "progress-stats-locked",
  expertConsults: "expert-consults-locked",
  communityDashboard: "community-locked",
  exerciseLibrary: "exercise-library-locked",
  basicExercises: "basic-exercises-locked",
};

/**
 * A person's access facts, read once per request however many server functions ask (React
 * `cache`; outside a request, as in tests, every call reads afresh). On a page, the signed-in
 * person's own facts were read with their session (getCurrentSignedIn): those are used. Inside a
 * server action, the ones the action read at its start (action-scope.ts).
 */
export const findAccessFacts = cache(async (userId: string): Promise<TAccessFacts> => {
  const inAction = actionFactsFor(userId);
  if (inAction) return inAction;
  const signedIn = await requestSignedIn();
  return signedIn?.session.user.id === userId ? signedIn.facts : getAccessFacts(userId);
});

/** This request's signed-in person, or null (none, or no request scope, as in tests). */
async function requestSignedIn() {
  try {
    await headers();
  } catch {
    return null;
  }
  return getCurrentSignedIn();
}

/** The code to refuse `tier` with, or null when its row of spec 6's table includes `feature`. */
export function lockedCodeOf(
  tier: TAccessFacts["tier"] | null,
  feature: TFeature,
): TAppErrorCode | null {
  return hasFeature(tier, feature) ? null : FEATURE_LOCKED[feature];
}

/**
 * Authorization inside a server function (DESIGN.md): throws AppError unless `userId`'s plan
 * includes `feature` now. Route gating is navigation; this is the check that holds for every
 * caller, the action, a route handler or a test.
 */
export async function requireFeature(userId: string, feature: TFeature): Promise<TAccessFacts> {
  const facts = await findAccessFacts(userId);
  const locked = lockedCodeOf(facts.tier, feature);
  if (locked) throw new AppError(locked);
  return facts;
}
