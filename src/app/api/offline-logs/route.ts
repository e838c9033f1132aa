import { z } from "zod";
import { fieldErrorsOf } from "@/lib/action-result";
import { isAppError, messageOf } from "@/lib/errors";
import { ZOfflineEntry } from "@/lib/schemas/offline-entry";
import { unsafeInputPathOf } from "@/lib/unsafe-input";
import { withActionFacts } from "@/server/access/action-scope";
import { getCurrentAccess } from "@/server/access/get-current-access";
import { lockedCodeOf } from "@/server/access/require-feature";
import { isConnectionError } from "@/server/db/connection-errors";
import { getEnv } from "@/server/env";
import { logger } from "@/server/logger";
import { saveOfflineEntry } from "@/server/offline/save-offline-entry";
import { readJsonBody } from "@/server/read-json-body";

export const dynamic = "force-dynamic";

/** Far above one log's fields (a load log with a 500-character note is under 1 KB). */
const MAX_BODY_BYTES = 8192;

const refuse = (status: number, error: string, fieldErrors?: Record<string, string>) =>
  Response.json({ ok: false, error, ...(fieldErrors ? { fieldErrors } : {}) }, { status });

/**
 * POST /api/offline-logs {clientId, kind: "set" | "load", data} (issue #19): one log that waited
 * in the browser's offline queue. A route, not a server action, so a log queued before a new
 * version of the app was deployed still finds its way in. The same checks as the log forms'
 * actions: a session (401, the browser keeps the entry until the person signs in again), the
 * plan's feature (403), JSON from this site only (415, 403), the forms' own schemas (400), each
 * client id applied once (200 with status "duplicate" for a repeat).
 */
export async function POST(request: Request): Promise<Response> {
  try {
    // Against the configured address, not the request's: behind a proxy that rewrites the host,
    // the request's own URL is not what the browser sent from.
    const origin = request.headers.get("origin");
    if (origin && origin !== new URL(getEnv().APP_URL).origin)
      return refuse(403, "This request didn't come from Wristwise.");
    const access = await getCurrentAccess();
    if (!access) return refuse(401, messageOf("session-ended"));
    const body = await readJsonBody(request, { maxBytes: MAX_BODY_BYTES, what: "entry", refuse });
    if (!body.ok) return body.response;
    const raw = body.value;
    const unsafe = unsafeInputPathOf(raw);
    if (unsafe) return refuse(400, messageOf("unsafe-characters"), { [unsafe]: "unsafe" });
    const entry = ZOfflineEntry.safeParse(raw);
    if (!entry.success)
      return refuse(
        400,
        "Send clientId, kind and data, and nothing else.",
        fieldErrorsOf(entry.error),
      );
    // Another person's entry: theirs to send once they sign in again (401 keeps it waiting).
    if (entry.data.userId !== access.session.user.id)
      return refuse(401, "This entry belongs to someone else signed in on this device.");
    const locked = lockedCodeOf(
      access.tier,
      entry.data.kind === "set" ? "tracking" : "loadManagement",
    );
    if (locked) return refuse(403, messageOf(locked));
    // The server functions' own plan checks take the facts read above, as an action's do: a route
    // handler has no per-request cache, so each would read the session again.
    const result = await withActionFacts(access.session.user.id, access, () =>
      saveOfflineEntry({ access, entry: entry.data, headers: request.headers }),
    );
    return Response.json(result);
  } catch (error) {
    if (error instanceof z.ZodError) {
      const fieldErrors = fieldErrorsOf(error);
      return refuse(400, Object.values(fieldErrors)[0] ?? messageOf("invalid-input"), fieldErrors);
    }
    if (isAppError(error)) return refuse(422, error.message);
    logger.error({ err: error }, "offline entry could not be saved");
    if (isConnectionError(error)) return refuse(503, messageOf("database-unavailable"));
    return refuse(500, messageOf("save-failed"));
  }
}
