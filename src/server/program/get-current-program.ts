import "server-only";
import { generateProgram, type TProgram } from "@/domain/program/generate-program";
import type { TAssessmentRecord } from "../assessment/get-assessment";
import { auditRead } from "../audit/audit-read";
import { writeAuditLog } from "../audit/write-audit-log";
import { getDb } from "../db/client";
import { exercisePrescriptions } from "../db/schema";
import { findLatestPrescription } from "./find-latest-prescription";
import { programInputOf } from "./program-input-of";

export type TCurrentProgram = { id: string; version: number; createdAt: Date; program: TProgram };

/**
 * The person's current program: the newest exercisePrescriptions version, or, the first time
 * after a finished assessment, one generated from it and stored as version 1. Null before the
 * assessment is complete. A read is audited (after the response); generating is audited in the
 * transaction that stores it.
 */
export async function getCurrentProgram(options: {
  userId: string;
  record: TAssessmentRecord;
  headers?: Headers;
}): Promise<TCurrentProgram | null> {
  const { userId, record } = options;
  const latest = await findLatestPrescription(userId);
  if (latest) {
    await auditRead({
      action: "program_read",
      userId,
      resourceType: "exercisePrescription",
      resourceId: latest.id,
      headers: options.headers,
    });
    return {
      id: latest.id,
      version: latest.version,
      createdAt: latest.createdAt,
      program: latest.program,
    };
  }
  if (!record.assessmentCompleted) return null;
  // The first time: generated and stored with its audit row in one transaction.
  return getDb().transaction(async (tx) => {
    const input = programInputOf(record);
    const program = generateProgram(input);
    const [created] = await tx
      .insert(exercisePrescriptions)
      .values({ userId, version: 1, program, basis: input })
      .returning();
    if (!created) throw new Error("The program could not be saved");
    await writeAuditLog(
      {
        action: "program_generated",
        userId,
        resourceType: "exercisePrescription",
        resourceId: created.id,
        headers: options.headers,
      },
      tx,
    );
    return { id: created.id, version: 1, createdAt: created.createdAt, program };
  });
}
