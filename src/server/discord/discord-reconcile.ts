import "server-only";
import { and, eq } from "drizzle-orm";
import { getDb } from "../db/client";
import { profile, scheduledRuns } from "../db/schema";
import { logger } from "../logger";
import {
  DiscordRefreshError,
  getDiscordConfig,
  listRoleHolders,
  setMemberRole,
} from "./discord-api";
import { getDiscordAccessToken, syncDiscordRole } from "./discord-link";

/** The reconcile runs once a UTC day, from this hour, on whichever server claims the day first. */
export const RECONCILE_HOUR_UTC = 3;
/** Tokens expiring within a day are refreshed at the reconcile, so a revoked link shows itself. */
const REFRESH_AHEAD_MS = 24 * 60 * 60_000;

export type TReconcileReport = {
  checked: number;
  granted: number;
  removed: number;
  unlinked: number;
  failed: number;
  strayRemoved: number;
};

/**
 * The nightly reconcile (issue #20): every linked person's role is synced with their plan (no one
 * who left the server is pulled back in), tokens
 * near expiry are refreshed (a refused refresh unlinks, spec 8), and the role is taken from
 * anyone in the server who holds it without a linked, entitled Wristwise account: drift from a
 * missed webhook, a failed removal or a hand-given role. People whose sync failed keep what they
 * have until the next night.
 */
export async function reconcileDiscordRoles(now = new Date()): Promise<TReconcileReport | null> {
  const config = getDiscordConfig();
  if (!config?.bot) return null;
  const report: TReconcileReport = {
    checked: 0,
    granted: 0,
    removed: 0,
    unlinked: 0,
    failed: 0,
    strayRemoved: 0,
  };
  const db = getDb();
  const linked = await db
    .select({
      userId: profile.userId,
      discordId: profile.discordId,
      tokenExpiry: profile.discordTokenExpiry,
    })
    .from(profile)
    .where(eq(profile.discordLinked, true));
  /** Discord ids whose state we couldn't check tonight: they keep what they have. */
  const unchecked = new Set<string>();
  const refreshBefore = now.getTime() + REFRESH_AHEAD_MS;
  for (const person of linked) {
    // A token that would lapse before tomorrow's run is refreshed now.
    if (person.tokenExpiry && person.tokenExpiry.getTime() < refreshBefore) {
      const refused = await getDiscordAccessToken(person.userId, {
        now,
        refreshWithinMs: REFRESH_AHEAD_MS,
      }).then(
        () => false,
        (error) => {
          // Refused: unlinked (spec 8), which took the role back. Not answered: the link
          // stands, tried again tomorrow.
          if (error instanceof DiscordRefreshError && error.refused) return true;
          report.failed += 1;
          return false;
        },
      );
      if (refused) {
        report.unlinked += 1;
        continue;
      }
    }
    report.checked += 1;
    try {
      const outcome = await syncDiscordRole(person.userId, { now, join: false });
      if (outcome === "granted") report.granted += 1;
      if (outcome === "removed") report.removed += 1;
      if (outcome === "unlinked") report.unlinked += 1;
    } catch (error) {
      report.failed += 1;
      if (person.discordId) unchecked.add(person.discordId);
      logger.warn({ err: error, userId: person.userId }, "Discord role not reconciled");
    }
  }
  const holders = await listRoleHolders(config);
  // Who holds the role by right, read after the listing: someone who linked while the
  // reconcile ran is in it.
  const granted = new Set(
    (
      await db
        .select({ discordId: profile.discordId })
        .from(profile)
        .where(and(eq(profile.discordLinked, true), eq(profile.discordRoleGranted, true)))
    ).map((r) => r.discordId),
  );
  for (const holder of holders) {
    if (granted.has(holder) || unchecked.has(holder)) continue;
    try {
      await setMemberRole(config, holder, false);
      report.strayRemoved += 1;
    } catch (error) {
      report.failed += 1;
      logger.warn({ err: error, discordId: holder }, "a stray Discord role not removed");
    }
  }
  logger.info(report, "Discord roles reconciled");
  return report;
}

/**
 * Runs the reconcile if it is due: at or after RECONCILE_HOUR_UTC, once per UTC day across all
 * servers (the day's row in scheduled_runs is claimed by one insert).
 */
export async function reconcileDiscordRolesIfDue(now = new Date()): Promise<boolean> {
  if (!getDiscordConfig()?.bot || now.getUTCHours() < RECONCILE_HOUR_UTC) return false;
  const claimed = await getDb()
    .insert(scheduledRuns)
    .values({ job: "discord-reconcile", runKey: now.toISOString().slice(0, 10), startedAt: now })
    .onConflictDoNothing()
    .returning({ job: scheduledRuns.job });
  if (claimed.length === 0) return false;
  await reconcileDiscordRoles(now);
  return true;
}
