import "server-only";
import { asc, eq, sql } from "drizzle-orm";
import type { TLoadDay, TQuickDashMeasure, TSetLog } from "@/domain/progress/types";
import { auditRead } from "../audit/audit-read";
import { LOAD_DAY_FIELDS, SET_LOG_FIELDS } from "../db/columns";
import { preparedQuery } from "../db/prepared";
import { exerciseLogs, loadLogs, outcomeMeasures } from "../db/schema";

export type TProgressData = {
  sets: TSetLog[];
  loads: TLoadDay[];
  measures: TQuickDashMeasure[];
};

// The statistics pages' and the CSV's reads: prepared (src/server/db/prepared.ts). Every log the
// person has, so only the fields they use: no row ids (nothing here changes a row), which were a
// third of a set's bytes (issue #15).
const byUser = sql.placeholder("userId");
const setsRead = preparedQuery((db) =>
  db
    .select(SET_LOG_FIELDS)
    .from(exerciseLogs)
    .where(eq(exerciseLogs.userId, byUser))
    .orderBy(asc(exerciseLogs.loggedAt))
    .prepare("progress_sets"),
);
const loadsRead = preparedQuery((db) =>
  db
    .select(LOAD_DAY_FIELDS)
    .from(loadLogs)
    .where(eq(loadLogs.userId, byUser))
    .orderBy(asc(loadLogs.day))
    .prepare("progress_loads"),
);
const measuresRead = preparedQuery((db) =>
  db
    .select({ score: outcomeMeasures.score, createdAt: outcomeMeasures.createdAt })
    .from(outcomeMeasures)
    .where(eq(outcomeMeasures.userId, byUser))
    .orderBy(asc(outcomeMeasures.createdAt))
    .prepare("progress_measures"),
);
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
  const [sets, loads, measures] = await Promise.all([
    setsRead().execute({ userId }),
    loadsRead().execute({ userId }),
    measuresRead().execute({ userId }),
  ]);
  await auditRead({
    action: options.purpose,
    userId,
    resourceType: "progress",
    resourceId: userId,
    headers: options.headers,
  });
  return { sets, loads, measures };
}
