import "server-only";
import { eq } from "drizzle-orm";
import { AppError } from "@/lib/errors";
import { getDb } from "../db/client";
import { profile } from "../db/schema";

/** Stores termsAccepted and termsAcceptedAt (spec 4, Terms). */
export async function acceptTerms(userId: string, now = new Date()): Promise<void> {
  const updated = await getDb()
    .update(profile)
    .set({ termsAccepted: true, termsAcceptedAt: now })
    .where(eq(profile.userId, userId))
    .returning({ userId: profile.userId });
  if (updated.length === 0) throw new AppError("profile-not-found");
}
