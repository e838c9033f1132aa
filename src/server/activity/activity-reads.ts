import "server-only";
import { and, desc, eq, gte, sql } from "drizzle-orm";
import { LOAD_DAY_COLUMNS } from "../db/columns";
import { preparedQuery } from "../db/prepared";
import { exerciseLogs, loadLogs } from "../db/schema";

// The recent-activity reads of the dashboard and the load page, prepared
// (src/server/db/prepared.ts). The callers audit them.

/** A person's sets since an instant (`since`, an ISO string), newest first. */
export const setsSinceRead = preparedQuery((db) =>
  db
    .select({
      slug: exerciseLogs.slug,
      reps: exerciseLogs.reps,
      pain: exerciseLogs.pain,
      loggedAt: exerciseLogs.loggedAt,
    })
    .from(exerciseLogs)
    .where(
      and(
        eq(exerciseLogs.userId, sql.placeholder("userId")),
        gte(exerciseLogs.loggedAt, sql.placeholder("since")),
      ),
    )
    .orderBy(desc(exerciseLogs.loggedAt))
    .prepare("sets_since"),
);

/** A person's daily load logs from a "YYYY-MM-DD" day (`sinceDay`) on, newest first. */
export const loadDaysSinceRead = preparedQuery((db) =>
  db
    .select({ ...LOAD_DAY_COLUMNS, updatedAt: loadLogs.updatedAt })
    .from(loadLogs)
    .where(
      and(
        eq(loadLogs.userId, sql.placeholder("userId")),
        gte(loadLogs.day, sql.placeholder("sinceDay")),
      ),
    )
    .orderBy(desc(loadLogs.day))
    .prepare("load_days_since"),
);
