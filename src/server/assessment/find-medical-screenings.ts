import "server-only";
import { desc, eq } from "drizzle-orm";
import type { TRedFlagLevel } from "@/domain/assessment/red-flags";
import { writeAuditLog } from "../audit/write-audit-log";
import { getDb } from "../db/client";
import { medicalScreenings } from "../db/schema";

export type TScreeningEntry = {
  id: string;
  level: TRedFlagLevel | null;
  source: "assessment" | "recheck";
  answeredAt: Date;
  clearedAt: Date | null;
  /** How many questions were answered yes. */
  yesCount: number;
};

/** A person's safety screenings, newest first, read with the audit row health data needs. */
export async function findMedicalScreenings(options: {
  userId: string;
  headers?: Headers;
}): Promise<TScreeningEntry[]> {
  const { userId } = options;
  return getDb().transaction(async (tx) => {
    const rows = await tx
      .select()
      .from(medicalScreenings)
      .where(eq(medicalScreenings.userId, userId))
      .orderBy(desc(medicalScreenings.answeredAt));
    await writeAuditLog(
      {
        action: "medical_screenings_read",
        userId,
        resourceType: "medical_screening",
        resourceId: userId,
        headers: options.headers,
      },
      tx,
    );
    return rows.map((r) => ({
      id: r.id,
      level: r.level,
      source: r.source,
      answeredAt: r.answeredAt,
      clearedAt: r.clearedAt,
      yesCount: Object.values(r.answers).filter((v) => v === true).length,
    }));
  });
}
