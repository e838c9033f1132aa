import "server-only";
import { asc, eq } from "drizzle-orm";
import type { TLoadDay, TQuickDashMeasure, TSetLog } from "@/domain/progress/types";
import type { TWeightUnit } from "@/lib/units";
import { auditRead } from "../audit/audit-read";
import { getDb } from "../db/client";
import { LOAD_DAY_COLUMNS, SET_LOG_COLUMNS } from "../db/columns";
import { exerciseLogs, loadLogs, outcomeMeasures, profile } from "../db/schema";

export type TProgressData = {
  sets: (TSetLog & { id: string })[];
  loads: (TLoadDay & { id: string })[];
  measures: TQuickDashMeasure[];
  /** The person's weight unit (spec 3), for the CSV's weights. */
  unit: TWeightUnit;
};

/**
 * Every exercise set, daily load log and QuickDASH of `userId`, oldest first, read in parallel
 * with one audit row: "progress_read" for the statistics pages, "logs_exported" for
 * the CSV download. The caller checks the person may see them (their own data).
 */
export async function findProgressData(options: {
  userId: string;
  purpose: "progress_read" | "logs_exported";
  headers?: Headers;
}): Promise<TProgressData> {
  const { userId } = options;
  const db = getDb();
  const [sets, loads, measures, [person]] = await Promise.all([
    db
      .select(SET_LOG_COLUMNS)
      .from(exerciseLogs)
      .where(eq(exerciseLogs.userId, userId))
      .orderBy(asc(exerciseLogs.loggedAt)),
    db
      .select(LOAD_DAY_COLUMNS)
      .from(loadLogs)
      .where(eq(loadLogs.userId, userId))
      .orderBy(asc(loadLogs.day)),
    db
      .select({ score: outcomeMeasures.score, createdAt: outcomeMeasures.createdAt })
      .from(outcomeMeasures)
      .where(eq(outcomeMeasures.userId, userId))
      .orderBy(asc(outcomeMeasures.createdAt)),
    db.select({ unit: profile.weightUnit }).from(profile).where(eq(profile.userId, userId)),
  ]);
  await auditRead({
    action: options.purpose,
    userId,
    resourceType: "progress",
    resourceId: userId,
    headers: options.headers,
  });
  return { sets, loads, measures, unit: person?.unit ?? "lbs" };
}
