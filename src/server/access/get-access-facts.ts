import "server-only";
import { eq } from "drizzle-orm";
import type { TAccessProfile } from "@/domain/access/access-profile";
import { accessTierOf } from "@/domain/access/features";
import { isPremium } from "@/domain/access/premium";
import { isSubscribedForRouting } from "@/domain/access/subscribed";
import type { TSubscriptionTier } from "@/domain/access/tiers";
import { assessmentCompletionOf } from "@/domain/assessment/completion";
import type { TRouteUser } from "@/domain/assessment/route-decision";
import { isSafetyPaused } from "@/domain/assessment/safety-pause";
import { stepFlagsOf } from "@/domain/assessment/steps";
import { isSnapshotDue } from "@/domain/billing/billing-snapshot";
import { getDb } from "../db/client";
import { profile, purchases } from "../db/schema";
import { logger } from "../logger";

export type TProfileRow = typeof profile.$inferSelect;

export type TAccessFacts = {
  profile: TProfileRow | null;
  premium: boolean;
  tier: TSubscriptionTier;
  route: TRouteUser;
};

function toAccessProfile(
  row: TProfileRow,
  purchaseRows: { grantsPremium: boolean; status: string }[],
): TAccessProfile {
  return {
    isPro: row.isPro,
    planType: row.planType ?? null,
    subscriptionStatus: row.subscriptionStatus ?? null,
    subscription: row.subscription
      ? {
          status: row.subscription.status,
          tier: row.subscription.tier,
          expiresAt: row.subscription.expiresAt,
        }
      : null,
    purchases: purchaseRows,
  };
}

const NO_FLAGS = stepFlagsOf(() => false);

/** Facts for a person whose profile could not be read: nothing done, nothing paid. */
function noFacts(completion: "incomplete" | "error"): TAccessFacts {
  return {
    profile: null,
    premium: false,
    tier: "free",
    route: {
      subscribed: false,
      flags: NO_FLAGS,
      completion,
      guidedTourCompleted: false,
      safetyPaused: false,
    },
  };
}

async function readAccessRows(userId: string) {
  const db = getDb();
  const [profileRows, purchaseRows] = await Promise.all([
    db.select().from(profile).where(eq(profile.userId, userId)),
    db
      .select({ grantsPremium: purchases.grantsPremium, status: purchases.status })
      .from(purchases)
      .where(eq(purchases.userId, userId)),
  ]);
  return [profileRows[0] ?? null, purchaseRows] as const;
}

/**
 * What the access rules need to know about a signed-in person, from one round of queries (the
 * profile and purchases in parallel). A failed read gives completion "error", which the route
 * decision turns into the spec's redirect to /user-details.
 */
export async function getAccessFacts(userId: string, now = new Date()): Promise<TAccessFacts> {
  try {
    let [row, purchaseRows] = await readAccessRows(userId);
    if (row && isSnapshotDue(row, now)) {
      // A renewal, a trial's end or a plan's end has come: ask the provider before deciding
      // (rare: once per period). Loaded only then, so the common path carries no billing code.
      const { refreshBilling } = await import("../billing/manage-subscription");
      await refreshBilling(userId);
      [row, purchaseRows] = await readAccessRows(userId);
    }
    if (!row) {
      // Missing document means incomplete (spec 4).
      return noFacts("incomplete");
    }
    const access = toAccessProfile(row, purchaseRows);
    const premium = isPremium(access, now);
    const flags = stepFlagsOf((flag) => row[flag]);
    return {
      profile: row,
      premium,
      tier: accessTierOf(access, now),
      route: {
        subscribed: isSubscribedForRouting(access),
        flags,
        completion: assessmentCompletionOf(row, { isPro: premium }),
        guidedTourCompleted: row.guidedTourCompleted,
        safetyPaused: isSafetyPaused(row.assessmentData?.medicalScreen),
      },
    };
  } catch (error) {
    logger.error({ err: error, userId }, "assessment completion check failed");
    return noFacts("error");
  }
}
