import type { z } from "zod";
import { ZPushEndpoint, ZPushSubscription } from "@/domain/push/push-subscription";
import { fieldErrorsOf } from "@/lib/action-result";
import { messageOf } from "@/lib/errors";
import { getCurrentAccess } from "@/server/access/get-current-access";
import { isConnectionError } from "@/server/db/connection-errors";
import { getEnv } from "@/server/env";
import { logger } from "@/server/logger";
import { deletePushSubscription, savePushSubscription } from "@/server/push/web-push";
import { readJsonBody } from "@/server/read-json-body";

export const dynamic = "force-dynamic";

/** A subscription is an endpoint and two short keys: well under 4 KB. */
const MAX_BODY_BYTES = 4096;

const refuse = (status: number, error: string, fieldErrors?: Record<string, string>) =>
  Response.json({ ok: false, error, ...(fieldErrors ? { fieldErrors } : {}) }, { status });

/**
 * What both methods check first: the request came from this site (403), there is a session (401),
 * and the body is JSON within the limit (415, 413, 400) and of the given shape (400).
 */
async function readRequest<T>(request: Request, schema: z.ZodType<T>) {
  const origin = request.headers.get("origin");
  if (origin && origin !== new URL(getEnv().APP_URL).origin)
    return { response: refuse(403, "This request didn't come from Wristwise.") };
  const access = await getCurrentAccess();
  if (!access) return { response: refuse(401, messageOf("session-ended")) };
  const body = await readJsonBody(request, {
    maxBytes: MAX_BODY_BYTES,
    what: "subscription",
    refuse,
  });
  if (!body.ok) return { response: body.response };
  const parsed = schema.safeParse(body.value);
  if (!parsed.success) {
    const fieldErrors = fieldErrorsOf(parsed.error);
    return {
      response: refuse(
        400,
        Object.values(fieldErrors)[0] ?? "Send this browser's push subscription.",
        fieldErrors,
      ),
    };
  }
  return { userId: access.session.user.id, value: parsed.data };
}

function failed(error: unknown): Response {
  // Never the error itself: a database error's message carries the query's parameters, and
  // here those are the device's push address and keys.
  const cause = (error as { cause?: { code?: unknown } } | null)?.cause;
  logger.error(
    { errorName: (error as Error | null)?.name, code: cause?.code },
    "push subscription not changed",
  );
  if (isConnectionError(error)) return refuse(503, messageOf("database-unavailable"));
  return refuse(500, messageOf("save-failed"));
}

/**
 * POST /api/push/subscription: this browser's PushSubscription (its toJSON()), so the daily
 * reminder also arrives here as a notification (issue #19). Only the browsers' own push services
 * are accepted (422), and only while the server has VAPID keys (409).
 */
export async function POST(request: Request): Promise<Response> {
  try {
    const read = await readRequest(request, ZPushSubscription);
    if (read.response) return read.response;
    const saved = await savePushSubscription(
      read.userId,
      read.value,
      request.headers.get("user-agent"),
    );
    if (!saved.ok) {
      if (saved.reason === "push-off")
        return refuse(409, "Notifications aren't available on this Wristwise server.");
      if (saved.reason === "not-this-browser")
        return refuse(409, "That subscription belongs to another browser.");
      return refuse(422, "That push address isn't a browser's push service.");
    }
    return Response.json({ ok: true, device: saved.device }, { status: 201 });
  } catch (error) {
    return failed(error);
  }
}

/** DELETE /api/push/subscription {endpoint}: this device stops getting reminders. */
export async function DELETE(request: Request): Promise<Response> {
  try {
    const read = await readRequest(request, ZPushEndpoint);
    if (read.response) return read.response;
    const removed = await deletePushSubscription(read.userId, read.value.endpoint);
    return Response.json({ ok: true, removed });
  } catch (error) {
    return failed(error);
  }
}
