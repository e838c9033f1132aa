import "server-only";
import { desc, eq } from "drizzle-orm";
import type { TAssessmentData, TStoredOutcomeMeasure } from "@/domain/assessment/record";
import { stepFlagsOf, type TStepFlags } from "@/domain/assessment/steps";
import type { TEnduranceTest, TThirtyRM } from "@/domain/assessment/types";
import type { TNerveSymptoms } from "@/lib/schemas/assessment";
import { writeAuditLog } from "../audit/write-audit-log";
import { getDb } from "../db/client";
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

/**
 * A person's assessment answers and results, read in one transaction that also writes the audit
 * row every read of health data needs (DESIGN.md). Null when the person has no profile.
 */
export async function getAssessment(options: {
  userId: string;
  headers?: Headers;
}): Promise<TAssessmentRecord | null> {
  const { userId } = options;
  return getDb().transaction(async (tx) => {
    const [row] = await tx
      .select({ profile, name: user.name })
      .from(profile)
      .innerJoin(user, eq(user.id, profile.userId))
      .where(eq(profile.userId, userId));
    if (!row) return null;
    const [outcome] = await tx
      .select()
      .from(outcomeMeasures)
      .where(eq(outcomeMeasures.userId, userId))
      .orderBy(desc(outcomeMeasures.createdAt))
      .limit(1);
    await writeAuditLog(
      {
        action: "assessment_read",
        userId,
        resourceType: "assessment",
        resourceId: userId,
        headers: options.headers,
      },
      tx,
    );
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
  });
}
