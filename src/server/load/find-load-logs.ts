import "server-only";
import { and, desc, eq, gte } from "drizzle-orm";
import type { TLoadDay } from "@/domain/load/types";
import { auditRead } from "../audit/audit-read";
import { getDb } from "../db/client";
import { LOAD_DAY_COLUMNS } from "../db/columns";
import { exerciseLogs, loadLogs } from "../db/schema";

/** A day's load log as the page reads it, and when it last changed. */
export type TLoadLogRow = TLoadDay & { id: string; updatedAt: Date };

/**
 * The person's daily load logs from `sinceDay` on, newest first, and the instants of their
 * exercise sets since then (for "what helps, what hurts"), in one audited read.
 */
export async function findLoadLogs(options: {
  userId: string;
  sinceDay: string;
  headers?: Headers;
}): Promise<{ logs: TLoadLogRow[]; setTimes: Date[] }> {
  const { userId } = options;
  // A day's margin: the caller sorts set times into the person's own days.
  const since = new Date(`${options.sinceDay}T00:00:00Z`);
  since.setUTCDate(since.getUTCDate() - 1);
  const db = getDb();
  const [logs, sets] = await Promise.all([
    db
      .select({ ...LOAD_DAY_COLUMNS, updatedAt: loadLogs.updatedAt })
      .from(loadLogs)
      .where(and(eq(loadLogs.userId, userId), gte(loadLogs.day, options.sinceDay)))
      .orderBy(desc(loadLogs.day)),
    db
      .select({ loggedAt: exerciseLogs.loggedAt })
      .from(exerciseLogs)
      .where(and(eq(exerciseLogs.userId, userId), gte(exerciseLogs.loggedAt, since))),
  ]);
  await auditRead({
    action: "load_logs_read",
    userId,
    resourceType: "loadLog",
    headers: options.headers,
  });
  return { logs, setTimes: sets.map((s) => s.loggedAt) };
}
