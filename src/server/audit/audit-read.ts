import "server-only";
import { sql } from "drizzle-orm";
import { after } from "next/server";
import { cache } from "react";
import { preparedQuery } from "../db/prepared";
import { auditLog } from "../db/schema";
import { logger } from "../logger";
import { auditRowOf, type TAuditEntry } from "./write-audit-log";

type TAuditRow = typeof auditLog.$inferInsert;

// Reads of health data are audited like writes (DESIGN.md), but a read has nothing to roll back:
// its audit row need not hold up the page. Inside a request the row is queued and written after
// the response has gone (Next's `after`), with every other queued row in one insert, so a busy
// moment costs one round trip and one commit instead of one transaction per read (issue #15).
// Outside a request (tests, scripts) it is written at once. The queue lives on globalThis: the
// proxy and the app are separate bundles in one process.
const state = globalThis as unknown as { __wristwiseAuditQueue?: TAuditRow[] };
state.__wristwiseAuditQueue ??= [];
const queue = state.__wristwiseAuditQueue;

const ATTEMPTS = 3;
const BATCH = 500;

// The queued rows as one prepared statement with one parameter, the rows as JSON, which the
// database reads back into columns (json_to_recordset): built once per database instead of per
// flush (drizzle's insert-select names every column, so the id is drawn from its sequence here).
// Built by drizzle per flush, every value of every row went through its query builder,
// about 0.3 ms of a signed-in page's CPU for its two or three read rows (issue #15).
const insertQueued = preparedQuery((db) =>
  db
    .insert(auditLog)
    .select(
      sql`select nextval(pg_get_serial_sequence('audit_log', 'id')), r."timestamp", r.user_id, r.action, r.patient_id, r.resource_type, r.resource_id, r.details, r.hipaa_compliant, r.retention_date from json_to_recordset(${sql.placeholder("rows")}::json) as r("timestamp" timestamptz, user_id text, action text, patient_id text, resource_type text, resource_id text, details jsonb, hipaa_compliant boolean, retention_date timestamptz)`,
    )
    .prepare("audit_queued_insert"),
);

/** The rows as insertQueued's parameter: each column under its name in the database. */
function rowsJsonOf(rows: TAuditRow[]): string {
  return JSON.stringify(
    rows.map((row) => ({
      timestamp: row.timestamp,
      user_id: row.userId,
      action: row.action,
      patient_id: row.patientId,
      resource_type: row.resourceType,
      resource_id: row.resourceId,
      details: row.details,
      hipaa_compliant: row.hipaaCompliant,
      retention_date: row.retentionDate,
    })),
  );
}

async function insertRows(rows: TAuditRow[]): Promise<void> {
  const json = rowsJsonOf(rows);
  for (let attempt = 1; ; attempt += 1) {
    try {
      await insertQueued().execute({ rows: json });
      return;
    } catch (error) {
      if (attempt >= ATTEMPTS) {
        // Never dropped silently: each row goes to the log, from which it can be replayed.
        for (const row of rows)
          logger.error({ err: error, auditRow: row }, "audit log write failed");
        return;
      }
      await new Promise((resolve) => setTimeout(resolve, 50 * attempt));
    }
  }
}

/** Writes every queued row; safe to call when another flush is running (each takes its own). */
export async function flushAuditQueue(): Promise<void> {
  while (queue.length > 0) await insertRows(queue.splice(0, BATCH));
}

/**
 * The queue's flush, scheduled once per page render however many reads it audits: each `after`
 * binds the request's async context anew, about 0.05 ms of CPU apiece, and a page audits two or
 * three reads (issue #15). React's `cache` holds it for one render; elsewhere (a server action, a
 * route handler) it schedules on each call, which flushes the same queue. Throws outside a request.
 */
const flushAfterResponse = cache((): void => {
  after(flushAuditQueue);
});

/** Audits a read of health data: queued for after the response inside a request, else written now. */
export async function auditRead(entry: TAuditEntry): Promise<void> {
  const row = auditRowOf(entry);
  try {
    flushAfterResponse();
  } catch {
    // No request scope to wait for (a test, a script): write it now.
    await insertRows([row]);
    return;
  }
  queue.push(row);
}
