// Errors that mean the database connection, not the query, failed: the server was restarted or
// the backend terminated (SQLSTATE class 08 and 57P0x), or the socket dropped.

const CONNECTION_CODES = new Set([
  "57P01", // admin_shutdown: pg_terminate_backend, a restart
  "57P02", // crash_shutdown
  "57P03", // cannot_connect_now
  "08000",
  "08003",
  "08006",
  "08001",
  "08004",
  "ECONNRESET",
  "ECONNREFUSED",
  "EPIPE",
  "ETIMEDOUT",
]);
const CONNECTION_MESSAGES =
  /Connection terminated|connection (is )?closed|Client has encountered a connection error|terminating connection/i;

/** Whether `error` (or the error it wraps, as drizzle does) is a lost database connection. */
export function isConnectionError(error: unknown): boolean {
  for (let e: unknown = error, depth = 0; e && depth < 5; depth++) {
    const { code, message, cause } = e as { code?: unknown; message?: unknown; cause?: unknown };
    if (typeof code === "string" && CONNECTION_CODES.has(code)) return true;
    if (typeof message === "string" && CONNECTION_MESSAGES.test(message)) return true;
    e = cause;
  }
  return false;
}

/** A statement that only reads, so running it again after a dropped connection is safe. */
export function isReadOnlyStatement(text: string): boolean {
  return (
    /^\s*select\b/i.test(text) && !/\bfor\s+(update|share|no key update|key share)\b/i.test(text)
  );
}

/** Whether `error` (or the error it wraps) is a unique-constraint violation (SQLSTATE 23505). */
export function isUniqueViolation(error: unknown): boolean {
  for (let e: unknown = error, depth = 0; e && depth < 5; depth++) {
    if ((e as { code?: unknown }).code === "23505") return true;
    e = (e as { cause?: unknown }).cause;
  }
  return false;
}
