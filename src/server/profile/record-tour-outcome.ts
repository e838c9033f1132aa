import "server-only";
import { and, eq } from "drizzle-orm";
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
  // The conditions are checked again in the update itself, so a skip and a completion arriving
  // at once from two tabs can't both stand: a sync writes only while the profile holds no
  // outcome, and a skip (a tour taken again with ?startTour=true) never covers a completion.
  const guard = sync
    ? and(
        eq(profile.userId, userId),
        eq(profile.guidedTourCompleted, false),
        eq(profile.guidedTourSkipped, false),
      )
    : "guidedTourSkipped" in patch
      ? and(eq(profile.userId, userId), eq(profile.guidedTourCompleted, false))
      : eq(profile.userId, userId);
  // A completion is the last word: it clears an earlier skip, so the two never stand together.
  const set =
    "guidedTourCompleted" in patch
      ? {
          ...patch,
          guidedTourSkipped: false,
          guidedTourSkippedAt: null,
          guidedTourSkippedReason: null,
        }
      : patch;
  const updated = await db
    .update(profile)
    .set(set)
    .where(guard)
    .returning({ userId: profile.userId });
  return { changed: updated.length > 0 };
}
