import "server-only";
import { type SQLWrapper, sql } from "drizzle-orm";
import { AUDIT_RETENTION_YEARS } from "@/lib/constants";
import { getDb, type TDb } from "../db/client";
import { isConnectionError, isUniqueViolation } from "../db/connection-errors";
import { auditLog } from "../db/schema";
import { logger } from "../logger";
import { getRequestIp } from "../request-ip";

/** A database handle or an open transaction: audit rows join the caller's transaction. */
type TExecutor = Pick<TDb, "insert" | "transaction">;

export type TAuditEntry = {
  action: string;
  userId: string | null;
  /** Whose health data it is; the acting user unless a clinician or admin acts for someone. */
  patientId?: string | null;
  resourceType: string;
  resourceId?: string | null;
  headers?: Headers;
  at?: Date;
};

/** retentionDate: six years after the entry (spec 9), as calendar years. */
export function retentionDateFor(at: Date): Date {
  const retention = new Date(at);
  retention.setUTCFullYear(retention.getUTCFullYear() + AUDIT_RETENTION_YEARS);
  return retention;
}

/**
 * Writes one row of spec section 3's audit log. Given a transaction, the row is written inside it,
 * in a savepoint, so a failed audit write never aborts the person's own change; any failure is
 * logged and ignored (spec 8).
 */
export async function writeAuditLog(
  entry: TAuditEntry,
  executor: TExecutor = getDb(),
): Promise<void> {
  const values = auditRowOf(entry);
  try {
    await executor.transaction(async (savepoint) => {
      await savepoint.insert(auditLog).values(values);
    });
  } catch (error) {
    logger.error(
      { err: error, action: entry.action, userId: entry.userId },
      "audit log write failed",
    );
  }
}

/**
 * One write and its audit row as a single statement (a data-modifying CTE): one round trip and one
 * commit instead of a transaction with a savepoint (issue #15: logging a set). Both land or
 * neither does. Should the pair fail for any reason but a lost connection, the write is tried
 * alone and the audit failure logged, as writeAuditLog does (spec 8): a failed audit write never
 * costs the person their change, and a write that itself fails throws as before. After a lost
 * connection nobody knows whether the pair landed, so it is not repeated: the caller is told.
 */
export async function writeWithAudit(
  write: SQLWrapper & { execute: () => Promise<unknown> },
  entry: TAuditEntry,
  db: Pick<TDb, "execute" | "insert"> = getDb(),
): Promise<void> {
  const audit = db.insert(auditLog).values(auditRowOf(entry));
  try {
    await db.execute(sql`with written as (${write.getSQL()}) ${audit.getSQL()}`);
  } catch (error) {
    // A lost connection leaves the pair's fate unknown; a unique key the write breaks would break
    // again alone (the caller knows what a duplicate means).
    if (isConnectionError(error) || isUniqueViolation(error)) throw error;
    logger.error(
      { err: error, action: entry.action, userId: entry.userId },
      "write with its audit row failed; trying the write alone",
    );
    await write.execute();
  }
}

/** The row for one entry, worked out when the thing audited happens (its time, its client). */
export function auditRowOf(entry: TAuditEntry): typeof auditLog.$inferInsert {
  const at = entry.at ?? new Date();
  return {
    timestamp: at,
    userId: entry.userId,
    action: entry.action,
    patientId: entry.patientId === undefined ? entry.userId : entry.patientId,
    resourceType: entry.resourceType,
    resourceId: entry.resourceId ?? null,
    details: {
      userAgent: entry.headers?.get("user-agent")?.slice(0, 512) ?? null,
      ipAddress: entry.headers ? getRequestIp(entry.headers) : null,
    },
    hipaaCompliant: true,
    retentionDate: retentionDateFor(at),
  };
}
