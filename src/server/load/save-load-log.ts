import "server-only";
import { and, eq } from "drizzle-orm";
import type { TLoadLogInput } from "@/lib/schemas/load";
import { requireFeature } from "../access/require-feature";
import { writeAuditLog } from "../audit/write-audit-log";
import { getDb } from "../db/client";
import { clientSaves, loadLogs } from "../db/schema";

/**
 * Saves the person's log for one day, with its audit row, in one transaction. Logging a day that
 * already has a log replaces it (one log per day). The acting person's plan must include
 * loadManagement.
 *
 * A save carrying the browser's `clientId` (issue #19) is applied once per id, recorded in
 * client_saves: sent again (after a lost answer, or from the offline queue), even after later
 * saves replaced the day's log, it changes nothing and answers `duplicate`.
 */
export async function saveLoadLog(options: {
  userId: string;
  input: TLoadLogInput;
  headers?: Headers;
}): Promise<{ id: string; updated: boolean; duplicate?: true }> {
  const { userId, input } = options;
  const values = {
    keyboardHours: input.keyboardHours,
    gamingHours: input.gamingHours,
    otherHandHours: input.otherHandHours,
    breaks: input.breaks,
    morningPain: input.morningPain,
    eveningPain: input.eveningPain,
    stiffness: input.stiffness,
    workMinutesBeforePain: input.workMinutesBeforePain,
    hobbyMinutesBeforePain: input.hobbyMinutesBeforePain,
    note: input.note,
    clientId: input.clientId ?? null,
  };
  await requireFeature(userId, "loadManagement");
  return getDb().transaction(async (tx) => {
    if (input.clientId) {
      // Claimed under its id first: a repeat (or a racing twin) finds the claim and changes nothing.
      const claimed = await tx
        .insert(clientSaves)
        .values({ userId, clientId: input.clientId, kind: "load" })
        .onConflictDoNothing()
        .returning({ clientId: clientSaves.clientId });
      if (claimed.length === 0) {
        const [day] = await tx
          .select({ id: loadLogs.id })
          .from(loadLogs)
          .where(and(eq(loadLogs.userId, userId), eq(loadLogs.day, input.day)));
        return { id: day?.id ?? "", updated: false, duplicate: true as const };
      }
    }
    const [row] = await tx
      .insert(loadLogs)
      .values({ userId, day: input.day, ...values })
      .onConflictDoUpdate({
        target: [loadLogs.userId, loadLogs.day],
        set: { ...values, updatedAt: new Date() },
      })
      .returning({ id: loadLogs.id, createdAt: loadLogs.createdAt, updatedAt: loadLogs.updatedAt });
    if (!row) throw new Error("The load log could not be saved");
    const updated = row.updatedAt.getTime() !== row.createdAt.getTime();
    await writeAuditLog(
      {
        action: updated ? "load_log_updated" : "load_logged",
        userId,
        resourceType: "loadLog",
        resourceId: row.id,
        headers: options.headers,
      },
      tx,
    );
    return { id: row.id, updated };
  });
}
