import "server-only";
import { and, eq } from "drizzle-orm";
import { AppError } from "@/lib/errors";
import { requireFeature } from "../access/require-feature";
import { writeAuditLog } from "../audit/write-audit-log";
import { getDb } from "../db/client";
import { loadLogs } from "../db/schema";

/** Deletes one of the person's own daily logs; anyone else's id is "not found". Audited. */
export async function deleteLoadLog(options: {
  userId: string;
  id: string;
  headers?: Headers;
}): Promise<void> {
  await requireFeature(options.userId, "loadManagement");
  await getDb().transaction(async (tx) => {
    const deleted = await tx
      .delete(loadLogs)
      .where(and(eq(loadLogs.id, options.id), eq(loadLogs.userId, options.userId)))
      .returning({ id: loadLogs.id });
    if (deleted.length === 0) throw new AppError("load-log-not-found");
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
