import "server-only";
import { headers } from "next/headers";
import { cache } from "react";
import { hasFeature, type TFeature } from "@/domain/access/features";
import { AppError, type TAppErrorCode } from "@/lib/errors";
import { actionFactsFor } from "./action-scope";
import { getAccessFacts, type TAccessFacts } from "./get-access-facts";
import { takeHandoff } from "./request-handoff";

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
 * `cache`; outside a request, as in tests, every call reads afresh). On a page load the proxy
 * has already read them: those are used (request-handoff.ts). Inside a server action, the ones
 * the action read at its start (action-scope.ts).
 */
export const findAccessFacts = cache(async (userId: string): Promise<TAccessFacts> => {
  const inAction = actionFactsFor(userId);
  if (inAction) return inAction;
  const handed = await handedOff();
  return handed?.session.user.id === userId ? handed.facts : getAccessFacts(userId);
});

/** What the proxy read for this page load, or null (no request scope, as in tests, or none). */
async function handedOff() {
  try {
    return takeHandoff(await headers());
  } catch {
    return null;
  }
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
