import "server-only";
import { after } from "next/server";
import { getDb } from "../db/client";
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

async function insertRows(rows: TAuditRow[]): Promise<void> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      await getDb().insert(auditLog).values(rows);
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

/** Audits a read of health data: queued for after the response inside a request, else written now. */
export async function auditRead(entry: TAuditEntry): Promise<void> {
  const row = auditRowOf(entry);
  try {
    after(flushAuditQueue);
  } catch {
    // No request scope to wait for (a test, a script): write it now.
    await insertRows([row]);
    return;
  }
  queue.push(row);
}
