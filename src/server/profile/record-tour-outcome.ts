import "server-only";
import { eq } from "drizzle-orm";
import {
  mergeTourCompletion,
  type TLocalTourRecord,
  tourProfilePatchOf,
} from "@/domain/tour/tour-record";
import { AppError } from "@/lib/errors";
import { getDb } from "../db/client";
import { profile } from "../db/schema";

/**
 * Stores how the guided tour ended for the acting person (spec 4, Guided tour): completed, or
 * skipped with its reason, and the steps moved through. `sync` is browser storage catching the
 * profile up (a tour finished while a save failed, or in another tab): it writes only when the
 * profile holds no outcome yet, marked syncedFromLocalStorage. Answers whether anything changed.
 */
export async function recordTourOutcome(options: {
  userId: string;
  record: TLocalTourRecord;
  sync: boolean;
  now?: Date;
}): Promise<{ changed: boolean }> {
  const { userId, record, sync } = options;
  const now = options.now ?? new Date();
  const db = getDb();
  const [current] = await db
    .select({
      guidedTourCompleted: profile.guidedTourCompleted,
      guidedTourSkipped: profile.guidedTourSkipped,
    })
    .from(profile)
    .where(eq(profile.userId, userId));
  if (!current) throw new AppError("profile-not-found");
  const patch = sync ? mergeTourCompletion(record, current, now) : tourProfilePatchOf(record, now);
  if (!patch) return { changed: false };
  // A tour taken again and skipped (?startTour=true) leaves an earlier completion standing.
  if (!sync && "guidedTourSkipped" in patch && current.guidedTourCompleted)
    return { changed: false };
  await db.update(profile).set(patch).where(eq(profile.userId, userId));
  return { changed: true };
}
