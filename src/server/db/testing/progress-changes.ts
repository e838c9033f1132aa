import { eq } from "drizzle-orm";
import { getDb } from "../client";
import { exerciseLogs, loadLogs, outcomeMeasures, profile } from "../schema";

/** A person's profile.progressVersion as it stands, for tests; throws when there is no profile. */
export async function versionOf(userId: string): Promise<number> {
  const [row] = await getDb()
    .select({ version: profile.progressVersion })
    .from(profile)
    .where(eq(profile.userId, userId));
  if (!row) throw new Error(`no profile for ${userId}`);
  return row.version;
}

/** A set of a person's, logged the evening before the tests' "now" (2026-11-22T10:00Z). */
export const aSet = (userId: string, reps = 12) => ({
  userId,
  exerciseId: "wrist-extension-curl",
  slug: "wrist-extension-curl",
  reps,
  weightLbs: 3,
  restBreaks: 0,
  pain: 2,
  loggedAt: new Date("2026-11-21T18:00:00.000Z"),
});

/** A day of a person's daily load (the tests' "now" is a day monthly@demo has not logged). */
const aLoadDay = (userId: string, day = "2026-11-22") => ({
  userId,
  day,
  keyboardHours: 6,
  gamingHours: 0,
  otherHandHours: 1,
  breaks: 4,
  morningPain: 3,
  eveningPain: 4,
  stiffness: "none" as const,
});

const aScore = (userId: string) => ({
  userId,
  instrument: "quickdash" as const,
  score: 20.45,
  answers: { items: [2, 2, 2, 2, 2, 2, 1, 1, 1, 1, 1], work: null },
});

type TChange = [name: string, change: (userId: string) => Promise<unknown>];

/** Each way a person's sets change. */
export const SET_CHANGES: TChange[] = [
  ["a set logged", (u) => getDb().insert(exerciseLogs).values(aSet(u))],
  [
    "a set edited",
    (u) => getDb().update(exerciseLogs).set({ reps: 99 }).where(eq(exerciseLogs.userId, u)),
  ],
  ["a set deleted", (u) => getDb().delete(exerciseLogs).where(eq(exerciseLogs.userId, u))],
];

/** Each way a person's daily load changes. */
export const LOAD_DAY_CHANGES: TChange[] = [
  ["a load day logged", (u) => getDb().insert(loadLogs).values(aLoadDay(u))],
  [
    "a load day edited",
    (u) => getDb().update(loadLogs).set({ breaks: 9 }).where(eq(loadLogs.userId, u)),
  ],
  ["a load day deleted", (u) => getDb().delete(loadLogs).where(eq(loadLogs.userId, u))],
];

/** Each way a person's QuickDASH scores change. */
export const SCORE_CHANGES: TChange[] = [
  ["a QuickDASH taken", (u) => getDb().insert(outcomeMeasures).values(aScore(u))],
  [
    "a QuickDASH changed",
    (u) => getDb().update(outcomeMeasures).set({ score: 10 }).where(eq(outcomeMeasures.userId, u)),
  ],
  [
    "a QuickDASH deleted",
    (u) => getDb().delete(outcomeMeasures).where(eq(outcomeMeasures.userId, u)),
  ],
];

/** Each way a person's progress data changes, on each of its three tables. */
export const PROGRESS_CHANGES: TChange[] = [...SET_CHANGES, ...LOAD_DAY_CHANGES, ...SCORE_CHANGES];
