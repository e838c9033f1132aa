import "server-only";
import { and, desc, eq, gte, sql } from "drizzle-orm";
import { versionedCache } from "../cache/versioned-cache";
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

/** A person's sets since an instant and load days from a day on, each newest first. */
export type TActivity = {
  readonly sets: readonly TRecentSet[];
  readonly days: readonly TLoadLogRow[];
};

/** A read kept with the window it covers: its sets from `since` (ms) on, its days from `sinceDay`. */
type TKeptActivity = { read: TActivity; since: number; sinceDay: string };

/** The most rows (sets and load days, all people together) kept: a few MB. */
export const ACTIVITY_CACHE_MAX_ROWS = 50_000;

// The read kept under the person's progressVersion (src/server/cache/versioned-cache.ts): the
// dashboard's 15 days and the load page's 60 come from one entry while the person's logs stand
// still. A kept read that covers the asked-for window answers it, cut to that window, which is
// what reading it again would give; one that does not is read afresh and kept in its place.
const activityCache = versionedCache<TKeptActivity>({
  maxRows: ACTIVITY_CACHE_MAX_ROWS,
  rowsOf: (kept) => kept.read.sets.length + kept.read.days.length,
});

/** How many people's reads and rows are kept: for tests. */
export const activityCacheSize = activityCache.size;
/** Forgets everything kept: for tests. */
export const clearActivityCache = activityCache.clear;

/**
 * A person's sets since an instant and daily load logs from a "YYYY-MM-DD" day on, each newest
 * first. The callers audit the read. With `version` (the person's profile.progressVersion as
 * this request read it) a read kept under it that covers the window answers without the database.
 */
export async function findActivitySince(options: {
  userId: string;
  since: Date;
  sinceDay: string;
  version?: number | null;
}): Promise<TActivity> {
  const { userId, sinceDay, version } = options;
  const since = options.since.getTime();
  const kept = activityCache.kept(userId, version);
  if (kept && kept.since <= since && kept.sinceDay <= sinceDay) {
    if (kept.since === since && kept.sinceDay === sinceDay) return kept.read;
    return {
      sets: kept.read.sets.filter((s) => s.loggedAt.getTime() >= since),
      days: kept.read.days.filter((d) => d.day >= sinceDay),
    };
  }
  const [person] = await activityRead().execute({
    userId,
    since: options.since.toISOString(),
    sinceDay,
  });
  const read = person ?? { sets: [], days: [] };
  activityCache.keep(userId, version, { read, since, sinceDay });
  return read;
}
