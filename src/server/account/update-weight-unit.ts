import "server-only";
import { eq } from "drizzle-orm";
import { AppError } from "@/lib/errors";
import { writeAuditLog } from "../audit/write-audit-log";
import { getDb } from "../db/client";
import { profile } from "../db/schema";

/**
 * The person's weightUnit (spec 3, lbs by default), used wherever weights show; audited as
 * weight_unit_changed in the same transaction.
 */
export async function updateWeightUnit(
  userId: string,
  weightUnit: "lbs" | "kg",
  headers?: Headers,
): Promise<void> {
  await getDb().transaction(async (tx) => {
    const updated = await tx
      .update(profile)
      .set({ weightUnit })
      .where(eq(profile.userId, userId))
      .returning({ userId: profile.userId });
    if (updated.length === 0) throw new AppError("profile-not-found");
    await writeAuditLog(
      {
        action: "weight_unit_changed",
        userId,
        resourceType: "profile",
        resourceId: userId,
        headers,
      },
      tx,
    );
  });
}
