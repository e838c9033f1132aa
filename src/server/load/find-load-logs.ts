import "server-only";
import type { TLoadDay } from "@/domain/load/types";
import { findActivitySince } from "../activity/activity-reads";
import { auditRead } from "../audit/audit-read";

/** A day's load log as the page reads it, and when it last changed. */
export type TLoadLogRow = TLoadDay & { id: string; updatedAt: Date };

/**
 * The person's daily load logs from `sinceDay` on, newest first, and the instants of their
 * exercise sets since then (for "what helps, what hurts"), in one audited read. `version` is
 * their profile.progressVersion as the request read it (findActivitySince keeps the read under it).
 */
export async function findLoadLogs(options: {
  userId: string;
  sinceDay: string;
  version?: number | null;
  headers?: Headers;
}): Promise<{ logs: readonly TLoadLogRow[]; setTimes: Date[] }> {
  const { userId } = options;
  // A day's margin: the caller sorts set times into the person's own days.
  const since = new Date(`${options.sinceDay}T00:00:00Z`);
  since.setUTCDate(since.getUTCDate() - 1);
  const { days: logs, sets } = await findActivitySince({
    userId,
    since,
    sinceDay: options.sinceDay,
    version: options.version,
  });
  await auditRead({
    action: "load_logs_read",
    userId,
    resourceType: "loadLog",
    headers: options.headers,
  });
  return { logs, setTimes: sets.map((s) => s.loggedAt) };
}
