import "server-only";
import { desc, eq, sql } from "drizzle-orm";
import type { TAssessmentData, TStoredOutcomeMeasure } from "@/domain/assessment/record";
import { stepFlagsOf, type TStepFlags } from "@/domain/assessment/steps";
import type { TEnduranceTest, TThirtyRM } from "@/domain/assessment/types";
import type { TNerveSymptoms } from "@/lib/schemas/assessment";
import { auditRead } from "../audit/audit-read";
import { preparedQuery } from "../db/prepared";
import { outcomeMeasures, profile, type TLimitations, user } from "../db/schema";

export type TAssessmentRecord = {
  name: string;
  weightUnit: "lbs" | "kg";
  flags: TStepFlags;
  assessmentCompleted: boolean;
  assessmentCompletedAt: Date | null;
  data: TAssessmentData;
  bodyWeightLbs: number | null;
  latestQuickDashScore: number | null;
  limitations: TLimitations | null;
  nerveSymptoms: TNerveSymptoms | null;
  enduranceTest: TEnduranceTest | null;
  enduranceTestDate: Date | null;
  thirtyRM: TThirtyRM | null;
  outcome: TStoredOutcomeMeasure | null;
};

// Read by most signed-in pages: prepared (src/server/db/prepared.ts).
const profileRead = preparedQuery((db) =>
  db
    .select({ profile, name: user.name })
    .from(profile)
    .innerJoin(user, eq(user.id, profile.userId))
    .where(eq(profile.userId, sql.placeholder("userId")))
    .prepare("assessment_profile"),
);
const latestOutcomeRead = preparedQuery((db) =>
  db
    .select()
    .from(outcomeMeasures)
    .where(eq(outcomeMeasures.userId, sql.placeholder("userId")))
    .orderBy(desc(outcomeMeasures.createdAt))
    .limit(1)
    .prepare("assessment_latest_outcome"),
);

/**
 * A person's assessment answers and results, with the audit row every read of health data needs
 * (DESIGN.md; written after the response inside a request, see audit-read.ts). Null when the
 * person has no profile. A caller that already holds the profile row this request read (the
 * access facts) passes it with the name, and only the latest QuickDASH is read.
 */
export async function getAssessment(options: {
  userId: string;
  headers?: Headers;
  known?: { profile: typeof profile.$inferSelect; name: string };
}): Promise<TAssessmentRecord | null> {
  const { userId } = options;
  const [row, [outcome]] = await Promise.all([
    options.known ??
      profileRead()
        .execute({ userId })
        .then((rows) => rows[0]),
    latestOutcomeRead().execute({ userId }),
  ]);
  if (!row) return null;
  await auditRead({
    action: "assessment_read",
    userId,
    resourceType: "assessment",
    resourceId: userId,
    headers: options.headers,
  });
  const p = row.profile;
  return {
    name: row.name,
    weightUnit: p.weightUnit,
    flags: stepFlagsOf((flag) => p[flag]),
    assessmentCompleted: p.assessmentCompleted,
    assessmentCompletedAt: p.assessmentCompletedAt,
    data: p.assessmentData,
    bodyWeightLbs: p.bodyWeightLbs,
    latestQuickDashScore: p.latestQuickDashScore,
    limitations: p.limitations,
    nerveSymptoms: p.nerveSymptoms,
    enduranceTest: p.enduranceTest,
    enduranceTestDate: p.enduranceTestDate,
    thirtyRM: p.thirtyRM,
    outcome: outcome
      ? {
          answers: outcome.answers.items as TStoredOutcomeMeasure["answers"],
          work: outcome.answers.work as TStoredOutcomeMeasure["work"],
          score: outcome.score,
          workModuleScore: outcome.workModuleScore,
          createdAt: outcome.createdAt.toISOString(),
        }
      : null,
  };
}
