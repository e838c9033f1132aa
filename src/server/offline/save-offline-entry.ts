import "server-only";
import { AppError } from "@/lib/errors";
import { ZLoadLog } from "@/lib/schemas/load";
import type { TOfflineEntry, TOfflineEntryResult } from "@/lib/schemas/offline-entry";
import { ZExerciseLog } from "@/lib/schemas/program";
import type { TCurrentAccess } from "../access/get-current-access";
import { saveLoadLog } from "../load/save-load-log";
import { logExerciseSet } from "../program/log-exercise-set";

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
