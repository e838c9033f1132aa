import "server-only";
import { lt } from "drizzle-orm";
import { getDb } from "../db/client";
import { auditLog } from "../db/schema";

/** Deletes audit rows whose retentionDate has passed, and nothing else. Returns how many. */
export async function purgeExpiredAuditLogs(now = new Date()): Promise<number> {
  const deleted = await getDb()
    .delete(auditLog)
    .where(lt(auditLog.retentionDate, now))
    .returning({ id: auditLog.id });
  return deleted.length;
}
