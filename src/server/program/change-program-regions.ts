import "server-only";
import { eq, sql } from "drizzle-orm";
import { generateProgram } from "@/domain/program/generate-program";
import { AppError } from "@/lib/errors";
import type { TPainRegions } from "@/lib/schemas/assessment";
import { requireFeature } from "../access/require-feature";
import { getAssessment } from "../assessment/get-assessment";
import { writeAuditLog } from "../audit/write-audit-log";
import { getDb } from "../db/client";
import { exercisePrescriptions, profile } from "../db/schema";
import { findLatestPrescription } from "./find-latest-prescription";
import { programInputOf } from "./program-input-of";

/**
 * Pro: replaces the person's pain regions and stores a regenerated program as the next
 * exercisePrescriptions version, keeping the earlier ones. One transaction, audited. The acting
 * person's plan must include multiplePrograms.
 */
export async function changeProgramRegions(options: {
  userId: string;
  regions: TPainRegions["regions"];
  headers?: Headers;
}): Promise<{ id: string; version: number }> {
  const { userId, regions } = options;
  await requireFeature(userId, "multiplePrograms");
  const record = await getAssessment({ userId, headers: options.headers });
  if (!record?.assessmentCompleted) throw new AppError("assessment-not-finished");
  const input = programInputOf({ ...record, data: { ...record.data, painRegions: regions } });
  const program = generateProgram(input);
  return getDb().transaction(async (tx) => {
    await tx
      .update(profile)
      .set({
        assessmentData: sql`${profile.assessmentData} || ${JSON.stringify({ painRegions: regions })}::jsonb`,
      })
      .where(eq(profile.userId, userId));
    const version = ((await findLatestPrescription(userId, tx))?.version ?? 0) + 1;
    const [created] = await tx
      .insert(exercisePrescriptions)
      .values({ userId, version, program, basis: input })
      .returning({ id: exercisePrescriptions.id });
    if (!created) throw new Error("The program could not be saved");
    await writeAuditLog(
      {
        action: "program_regenerated",
        userId,
        resourceType: "exercisePrescription",
        resourceId: created.id,
        headers: options.headers,
      },
      tx,
    );
    return { id: created.id, version };
  });
}
