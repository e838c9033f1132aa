import "server-only";
import { eq } from "drizzle-orm";
import { AppError } from "@/lib/errors";
import { getDb } from "../db/client";
import { profile } from "../db/schema";

/** The person's weightUnit (spec 3, lbs by default), used wherever weights show. */
export async function updateWeightUnit(userId: string, weightUnit: "lbs" | "kg"): Promise<void> {
  const updated = await getDb()
    .update(profile)
    .set({ weightUnit })
    .where(eq(profile.userId, userId))
    .returning({ userId: profile.userId });
  if (updated.length === 0) throw new AppError("profile-not-found");
}
