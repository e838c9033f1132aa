import "server-only";
import { and, desc, eq, gte, sql } from "drizzle-orm";
import { LOAD_DAY_COLUMNS } from "../db/columns";
import { jsonRowsOf } from "../db/json-rows";
import { preparedQuery } from "../db/prepared";
import { exerciseLogs, loadLogs, user } from "../db/schema";
import type { TLoadLogRow } from "../load/find-load-logs";

/** A set as the dashboard and the load page read it. */
export type TRecentSet = { slug: string; reps: number; pain: number; loggedAt: Date };

// The recent-activity read of the dashboard and the load page, prepared
// (src/server/db/prepared.ts): one statement and one row, each list one JSON cell (jsonRowsOf),
// which the embedded database hands over in a fraction of the CPU of one row per log (issue #15).
const activityRead = preparedQuery((db) =>
  db
    .select({
      sets: jsonRowsOf(
        {
          slug: exerciseLogs.slug,
          reps: exerciseLogs.reps,
          pain: exerciseLogs.pain,
          loggedAt: exerciseLogs.loggedAt,
        },
        {
          from: exerciseLogs,
          where: and(
            eq(exerciseLogs.userId, user.id),
            gte(exerciseLogs.loggedAt, sql.placeholder("since")),
          ),
          orderBy: desc(exerciseLogs.loggedAt),
        },
      ),
      days: jsonRowsOf(
        { ...LOAD_DAY_COLUMNS, updatedAt: loadLogs.updatedAt },
        {
          from: loadLogs,
          where: and(eq(loadLogs.userId, user.id), gte(loadLogs.day, sql.placeholder("sinceDay"))),
          orderBy: desc(loadLogs.day),
        },
      ),
    })
    .from(user)
    .where(eq(user.id, sql.placeholder("userId")))
    .prepare("activity_since"),
);

/**
 * A person's sets since an instant and daily load logs from a "YYYY-MM-DD" day on, each newest
 * first. The callers audit the read.
 */
export async function findActivitySince(options: {
  userId: string;
  since: Date;
  sinceDay: string;
}): Promise<{ sets: TRecentSet[]; days: TLoadLogRow[] }> {
  const [person] = await activityRead().execute({
    userId: options.userId,
    since: options.since.toISOString(),
    sinceDay: options.sinceDay,
  });
  return person ?? { sets: [], days: [] };
}
