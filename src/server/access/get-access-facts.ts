import "server-only";
import { eq, sql } from "drizzle-orm";
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
import type { TAccessRows } from "../auth/get-active-session";
import { preparedQuery } from "../db/prepared";
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

// Prepared (src/server/db/prepared.ts): asked for a person other than the request's own, or
// afresh after a write (findAccessFacts, manage-subscription).
const profileRead = preparedQuery((db) =>
  db
    .select()
    .from(profile)
    .where(eq(profile.userId, sql.placeholder("userId")))
    .prepare("access_profile"),
);
const purchasesRead = preparedQuery((db) =>
  db
    .select({ grantsPremium: purchases.grantsPremium, status: purchases.status })
    .from(purchases)
    .where(eq(purchases.userId, sql.placeholder("userId")))
    .prepare("access_purchases"),
);

async function readAccessRows(userId: string): Promise<TAccessRows> {
  const [profileRows, purchaseRows] = await Promise.all([
    profileRead().execute({ userId }),
    purchasesRead().execute({ userId }),
  ]);
  return { profile: profileRows[0] ?? null, purchases: purchaseRows };
}

/**
 * A person's tier from rows already read, without asking the billing provider (a snapshot past its
 * date counts as it stands): for listings of other people, such as the community directory, where
 * one page view must not refresh everyone's billing.
 */
export function tierOfRows(rows: TAccessRows, now: Date): TAccessFacts["tier"] {
  return rows.profile ? accessTierOf(toAccessProfile(rows.profile, rows.purchases), now) : "free";
}

/**
 * What the access rules need to know about a signed-in person, from one round of queries (the
 * profile and purchases in parallel), or from `known` rows read with the session
 * (get-signed-in.ts). A failed read gives completion "error", which the route decision turns into
 * the spec's redirect to /user-details.
 */
export async function getAccessFacts(
  userId: string,
  now = new Date(),
  known?: TAccessRows,
): Promise<TAccessFacts> {
  try {
    return await accessFactsOf(userId, known ?? (await readAccessRows(userId)), now);
  } catch (error) {
    logger.error({ err: error, userId }, "assessment completion check failed");
    return noFacts("error");
  }
}

/**
 * The access facts from rows already read. When a renewal, a trial's end or a plan's end has
 * come, the provider is asked and the rows read again before deciding (rare: once per period).
 */
async function accessFactsOf(
  userId: string,
  rows: TAccessRows,
  now = new Date(),
): Promise<TAccessFacts> {
  let { profile: row, purchases: purchaseRows } = rows;
  if (row && isSnapshotDue(row, now)) {
    // Loaded only then, so the common path carries no billing code.
    const { refreshBilling } = await import("../billing/manage-subscription");
    await refreshBilling(userId);
    ({ profile: row, purchases: purchaseRows } = await readAccessRows(userId));
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
      // Skipping the tour (Skip Tour, or a phone: mobile_device) ends it too (spec 4).
      guidedTourCompleted: row.guidedTourCompleted || row.guidedTourSkipped,
      safetyPaused: isSafetyPaused(row.assessmentData?.medicalScreen),
    },
  };
}
