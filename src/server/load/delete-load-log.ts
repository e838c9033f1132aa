import "server-only";
import { and, eq } from "drizzle-orm";
import { writeAuditLog } from "../audit/write-audit-log";
import { getDb } from "../db/client";
import { loadLogs } from "../db/schema";

export class LoadLogNotFoundError extends Error {
  constructor() {
    super("That day's log could not be found.");
  }
}

/** Deletes one of the person's own daily logs; anyone else's id is "not found". Audited. */
export async function deleteLoadLog(options: {
  userId: string;
  id: string;
  headers?: Headers;
}): Promise<void> {
  await getDb().transaction(async (tx) => {
    const deleted = await tx
      .delete(loadLogs)
      .where(and(eq(loadLogs.id, options.id), eq(loadLogs.userId, options.userId)))
      .returning({ id: loadLogs.id });
    if (deleted.length === 0) throw new LoadLogNotFoundError();
    await writeAuditLog(
      {
        action: "load_log_deleted",
        userId: options.userId,
        resourceType: "loadLog",
        resourceId: options.id,
        headers: options.headers,
      },
      tx,
    );
  });
}
