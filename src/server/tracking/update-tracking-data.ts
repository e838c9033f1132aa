import "server-only";
import { eq } from "drizzle-orm";
import { nextTrackingData, type TTrackingFields } from "@/lib/analytics/tracking-data";
import { getDb } from "../db/client";
import { profile } from "../db/schema";

/**
 * A later visit's marketing parameters on the person's trackingData (spec 3, issue #18): written
 * only when they bring something new, in one statement with the profile row locked against a
 * second tab doing the same. Answers whether anything changed.
 */
export async function updateTrackingData(
  userId: string,
  incoming: TTrackingFields,
  now = new Date(),
): Promise<boolean> {
  return getDb().transaction(async (tx) => {
    const [row] = await tx
      .select({ trackingData: profile.trackingData })
      .from(profile)
      .where(eq(profile.userId, userId))
      .for("update");
    if (!row) return false;
    const next = nextTrackingData(row.trackingData, incoming, now);
    if (!next) return false;
    await tx.update(profile).set({ trackingData: next }).where(eq(profile.userId, userId));
    return true;
  });
}
