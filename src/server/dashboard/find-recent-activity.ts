import "server-only";
import { findActivitySince, type TRecentSet } from "../activity/activity-reads";
import { auditRead } from "../audit/audit-read";
import type { TLoadLogRow } from "../load/find-load-logs";

/** Long enough for this week and last, so the dashboard can compare them. */
export const RECENT_ACTIVITY_DAYS = 15;

export type TRecentActivity = {
  exerciseLogs: readonly TRecentSet[];
  loadLogs: readonly TLoadLogRow[];
};

/**
 * The person's exercise sets and daily load logs of the last 15 days, for the dashboard, read in
 * one statement and audited. `sinceDay` is the person's own calendar day 15 days ago; `version`
 * their profile.progressVersion as the request read it (findActivitySince keeps the read under it).
 */
export async function findRecentActivity(options: {
  userId: string;
  now: Date;
  sinceDay: string;
  version?: number | null;
  headers?: Headers;
}): Promise<TRecentActivity> {
  const { userId } = options;
  // A day's margin on the timestamp side: the caller sorts sets into the person's own days.
  const since = new Date(options.now.getTime() - (RECENT_ACTIVITY_DAYS + 1) * 86_400_000);
  const { sets, days } = await findActivitySince({
    userId,
    since,
    sinceDay: options.sinceDay,
    version: options.version,
  });
  await auditRead({
    action: "activity_read",
    userId,
    resourceType: "activity",
    headers: options.headers,
  });
  return { exerciseLogs: sets, loadLogs: days };
}
