import "server-only";
import { eq } from "drizzle-orm";
import { sampleSetsOf } from "@/content/sample/history";
import { quickDashScoreOf } from "@/domain/assessment/quickdash";
import { generateProgram } from "@/domain/program/generate-program";
import { DAY_MS } from "@/domain/progress/days";
import { getAssessment } from "../assessment/get-assessment";
import { programInputOf } from "../program/program-input-of";
import { getDb } from "./client";
import { exerciseLogs, exercisePrescriptions, outcomeMeasures, profile, user } from "./schema";

/** The first QuickDASH, at the assessment: answers summing 35, ((35 / 11) - 1) x 25 = 54.55. */
const FIRST_QUICKDASH = [4, 3, 3, 4, 3, 3, 3, 3, 3, 3, 3] as const;
const ASSESSED_DAYS_AGO = 57;
/** The seeded current QuickDASH becomes a 4-week retake, 29 days old: the next one is due. */
const RETAKEN_DAYS_AGO = 29;

/**
 * Gives monthly@demo a history for /progress-statistics: assessed 8 weeks ago (QuickDASH 54.55),
 * retaken 4 weeks later (the seeded 38.64, a meaningful fall), its program stored from then, and
 * 5 weeks of exercise logs from sampleSetsOf: about 4 days a week, the dose creeping up, pain easing.
 */
export async function seedProgressHistory(now: Date): Promise<void> {
  const db = getDb();
  const [demo] = await db
    .select({ id: user.id })
    .from(user)
    .where(eq(user.email, "monthly@demo.wristwise.app"));
  if (!demo) return;
  const userId = demo.id;
  const ago = (days: number) => new Date(now.getTime() - days * DAY_MS);

  await db
    .update(profile)
    .set({
      termsAcceptedAt: ago(ASSESSED_DAYS_AGO + 1),
      assessmentCompletedAt: ago(ASSESSED_DAYS_AGO),
      enduranceTestDate: ago(ASSESSED_DAYS_AGO),
    })
    .where(eq(profile.userId, userId));
  await db
    .update(outcomeMeasures)
    .set({ createdAt: ago(RETAKEN_DAYS_AGO) })
    .where(eq(outcomeMeasures.userId, userId));
  await db.insert(outcomeMeasures).values({
    userId,
    instrument: "quickdash",
    score: quickDashScoreOf(FIRST_QUICKDASH).score,
    answers: { items: [...FIRST_QUICKDASH], work: null },
    createdAt: ago(ASSESSED_DAYS_AGO),
  });

  const record = await getAssessment({ userId });
  if (!record) return;
  const input = programInputOf(record);
  const program = generateProgram(input);
  const [prescription] = await db
    .insert(exercisePrescriptions)
    .values({ userId, version: 1, program, basis: input, createdAt: ago(ASSESSED_DAYS_AGO) })
    .returning({ id: exercisePrescriptions.id });
  const items = program.groups.flatMap((g) => g.items);
  await db.insert(exerciseLogs).values(
    sampleSetsOf(items, now).map((set) => ({
      ...set,
      userId,
      prescriptionId: prescription?.id ?? null,
      updatedAt: set.loggedAt,
    })),
  );
}
