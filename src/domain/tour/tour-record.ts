// The tour's outcome as browser storage keeps it, and how it reaches the profile (spec:
// "Guided tour": "A completion flag in browser storage is synced up to the profile"). Apart from
// tour-start.ts so the pages' tour code does not carry zod; the server parses with it.
import { z } from "zod";
import { TOUR_SKIP_REASONS, type TTourEffect, type TTourSkipReason } from "./tour-machine";
import { LAST_STEP_INDEX } from "./tour-steps";

/** The tour's outcome as browser storage holds it. */
export const ZLocalTourRecord = z
  .object({
    outcome: z.enum(["completed", "skipped"]),
    reason: z.enum(TOUR_SKIP_REASONS).optional(),
    at: z.iso.datetime({ offset: true }),
    stepsCompleted: z.array(z.number().int().min(0).max(LAST_STEP_INDEX)).max(LAST_STEP_INDEX + 1),
  })
  .strict();
export type TLocalTourRecord = z.infer<typeof ZLocalTourRecord>;

/** What browser storage holds, or null when it holds nothing usable. */
export function parseLocalTourRecord(raw: string | null): TLocalTourRecord | null {
  if (raw === null) return null;
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return null;
  }
  const parsed = ZLocalTourRecord.safeParse(value);
  return parsed.success ? parsed.data : null;
}

/** The record to store for the tour's persist effect. */
export function localTourRecordOf(
  effect: Extract<TTourEffect, { type: "persist" }>,
  now: Date,
): TLocalTourRecord {
  return {
    outcome: effect.outcome,
    ...(effect.reason ? { reason: effect.reason } : {}),
    at: now.toISOString(),
    stepsCompleted: effect.guidedTourStepsCompleted,
  };
}

/** The oldest outcome time a sync believes. */
export const SYNC_MAX_AGE_DAYS = 365;

export type TTourProfilePatch =
  | {
      guidedTourCompleted: true;
      guidedTourCompletedAt: Date;
      guidedTourStepsCompleted: number[];
      syncedFromLocalStorage?: true;
    }
  | {
      guidedTourSkipped: true;
      guidedTourSkippedAt: Date;
      guidedTourSkippedReason: TTourSkipReason | null;
      guidedTourStepsCompleted: number[];
      syncedFromLocalStorage?: true;
    };

/** The profile fields an outcome sets. Steps are made unique and ascending. */
export function tourProfilePatchOf(record: TLocalTourRecord, at: Date): TTourProfilePatch {
  const guidedTourStepsCompleted = [...new Set(record.stepsCompleted)].sort((a, b) => a - b);
  return record.outcome === "completed"
    ? { guidedTourCompleted: true, guidedTourCompletedAt: at, guidedTourStepsCompleted }
    : {
        guidedTourSkipped: true,
        guidedTourSkippedAt: at,
        guidedTourSkippedReason: record.reason ?? null,
        guidedTourStepsCompleted,
      };
}

/**
 * What to sync up: when browser storage says the tour is completed or skipped and the profile says
 * neither, the profile patch, marked syncedFromLocalStorage; otherwise null. The time is the
 * stored one, unless it is in the future (a wrong clock) or more than SYNC_MAX_AGE_DAYS old (no
 * tour is that old: a forged or corrupted record), when it is now.
 */
export function mergeTourCompletion(
  local: TLocalTourRecord | null,
  profile: { guidedTourCompleted: boolean; guidedTourSkipped: boolean },
  now: Date,
): TTourProfilePatch | null {
  if (!local || profile.guidedTourCompleted || profile.guidedTourSkipped) return null;
  const stored = new Date(local.at).getTime();
  const oldest = now.getTime() - SYNC_MAX_AGE_DAYS * 24 * 60 * 60 * 1000;
  const at = stored <= now.getTime() && stored >= oldest ? new Date(stored) : now;
  return { ...tourProfilePatchOf(local, at), syncedFromLocalStorage: true };
}
