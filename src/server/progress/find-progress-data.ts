import "server-only";
import { asc, eq, sql } from "drizzle-orm";
import type { TLoadDay, TQuickDashMeasure, TSetLog } from "@/domain/progress/types";
import { auditRead } from "../audit/audit-read";
import { LOAD_DAY_FIELDS, SET_LOG_FIELDS } from "../db/columns";
import { jsonRowsOf } from "../db/json-rows";
import { preparedQuery } from "../db/prepared";
import { exerciseLogs, loadLogs, outcomeMeasures, user } from "../db/schema";
import { keepProgressData, keptProgressData } from "./progress-cache";

/** Read-only: a view may be handed the data an earlier one read (progress-cache.ts). */
export type TProgressData = {
  readonly sets: readonly Readonly<TSetLog>[];
  readonly loads: readonly Readonly<TLoadDay>[];
  readonly measures: readonly Readonly<TQuickDashMeasure>[];
};

// The statistics pages' and the CSV's read: prepared (src/server/db/prepared.ts). Every log the
// person has, so only the fields they use: no row ids (nothing here changes a row), which were a
// third of a set's bytes. One statement and one row: each history is one JSON cell (jsonRowsOf),
// which the embedded database hands over in a third of the CPU of one row per log (issue #15).
const MEASURE_FIELDS = { score: outcomeMeasures.score, createdAt: outcomeMeasures.createdAt };
const progressRead = preparedQuery((db) =>
  db
    .select({
      sets: jsonRowsOf(SET_LOG_FIELDS, {
        from: exerciseLogs,
        where: eq(exerciseLogs.userId, user.id),
        orderBy: asc(exerciseLogs.loggedAt),
      }),
      loads: jsonRowsOf(LOAD_DAY_FIELDS, {
        from: loadLogs,
        where: eq(loadLogs.userId, user.id),
        orderBy: asc(loadLogs.day),
      }),
      measures: jsonRowsOf(MEASURE_FIELDS, {
        from: outcomeMeasures,
        where: eq(outcomeMeasures.userId, user.id),
        orderBy: asc(outcomeMeasures.createdAt),
      }),
    })
    .from(user)
    .where(eq(user.id, sql.placeholder("userId")))
    .prepare("progress_read"),
);

/**
 * Every exercise set, daily load log and QuickDASH of `userId`, oldest first, read in one
 * statement, with one audit row: "progress_read" for the statistics pages, "logs_exported" for
 * the CSV download. The caller checks the person may see them (their own data).
 *
 * A statistics page passes `version`, the person's profile.progressVersion as this request read
 * it: the data read under that version is kept in this process (progress-cache.ts), and a later
 * view under the same version is given it without reading it again. Every view is audited all
 * the same. The CSV is always read afresh.
 */
export async function findProgressData(options: {
  userId: string;
  purpose: "progress_read" | "logs_exported";
  headers?: Headers;
  version?: number | null;
}): Promise<TProgressData> {
  const { userId } = options;
  const version = options.purpose === "progress_read" ? options.version : undefined;
  let data = keptProgressData(userId, version);
  if (!data) {
    const [person] = await progressRead().execute({ userId });
    data = person ?? { sets: [], loads: [], measures: [] };
    keepProgressData(userId, version, data);
  }
  await auditRead({
    action: options.purpose,
    userId,
    resourceType: "progress",
    resourceId: userId,
    headers: options.headers,
  });
  return data;
}
