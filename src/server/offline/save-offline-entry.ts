import "server-only";
import { and, eq } from "drizzle-orm";
import { AppError } from "@/lib/errors";
import { ZLoadLog } from "@/lib/schemas/load";
import type { TOfflineEntry, TOfflineEntryResult } from "@/lib/schemas/offline-entry";
import { ZExerciseLog } from "@/lib/schemas/program";
import type { TCurrentAccess } from "../access/get-current-access";
import { getDb } from "../db/client";
import { clientSaves, loadLogs } from "../db/schema";
import { saveLoadLog } from "../load/save-load-log";
import { findSetByClientId, logExerciseSet } from "../program/log-exercise-set";

/**
 * Saves one entry from the browser's offline queue for the signed-in person (issue #19), through
 * the same server functions as the log forms, so every rule of theirs holds: the plan's feature,
 * the safety pause, the input's bounds. Each client id is applied once, however often it is sent.
 * Throws a ZodError for bad data and an AppError for a rule the entry breaks.
 */
export async function saveOfflineEntry(options: {
  access: TCurrentAccess;
  entry: TOfflineEntry;
  headers: Headers;
}): Promise<TOfflineEntryResult> {
  const { access, entry, headers } = options;
  const userId = access.session.user.id;
  // Saved already (its answer was lost): that stands, whatever has changed since (a safety pause,
  // a new program version, the days passed), so it is never reported "not saved".
  const earlier = await findSavedEntry(userId, entry);
  if (earlier) return { ok: true, status: "duplicate", id: earlier };
  const data = { ...entry.data, clientId: entry.clientId };
  if (entry.kind === "set") {
    if (access.route.safetyPaused) throw new AppError("safety-paused");
    const input = ZExerciseLog.parse(data);
    const outcome = await logExerciseSet({ userId, input, headers });
    return { ok: true, status: outcome.duplicate ? "duplicate" : "saved", id: outcome.logId };
  }
  const input = ZLoadLog.parse(data);
  const saved = await saveLoadLog({ userId, input, headers });
  return { ok: true, status: saved.duplicate ? "duplicate" : "saved", id: saved.id };
}

/**
 * The id of what an entry already saved (for a day's log replaced since, its client id), or null
 * when its client id is new.
 */
async function findSavedEntry(userId: string, entry: TOfflineEntry): Promise<string | null> {
  const db = getDb();
  if (entry.kind === "set") return findSetByClientId(userId, entry.clientId);
  const [claim] = await db
    .select({ clientId: clientSaves.clientId })
    .from(clientSaves)
    .where(and(eq(clientSaves.userId, userId), eq(clientSaves.clientId, entry.clientId)));
  if (!claim) return null;
  // The day's log it wrote, unless a later save has replaced it since.
  const [row] = await db
    .select({ id: loadLogs.id })
    .from(loadLogs)
    .where(and(eq(loadLogs.userId, userId), eq(loadLogs.clientId, entry.clientId)));
  return row?.id ?? entry.clientId;
}
