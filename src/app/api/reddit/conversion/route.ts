import { after } from "next/server";
import { CONVERSION_EVENT_TYPES, ZConversionRequest } from "@/domain/conversions/reddit-conversion";
import { getCurrentAccess } from "@/server/access/get-current-access";
import { deliverDueConversions, recordConversion } from "@/server/conversions/record-conversion";
import { getConversionsClient } from "@/server/conversions/reddit-client";
import { logger } from "@/server/logger";
import { readJsonBody } from "@/server/read-json-body";

export const dynamic = "force-dynamic";

/** Far above spec 7's body; a larger one is refused unparsed. */
const MAX_BODY_BYTES = 4096;
/** How many due events one request's background delivery sends at most. */
const DELIVER_AFTER_REQUEST = 10;

const refuse = (status: number, error: string, headers?: HeadersInit) =>
  Response.json({ success: false, error }, { status, headers });

/**
 * POST /api/reddit/conversion {eventType, userData, eventData} (spec 7, issue #18): queues one of
 * the nine conversion events for the signed-in person, with its values worked out on the server,
 * and sends it to the forum ads network after the response (the periodic sweep retries). Only
 * with the person's advertising consent; JSON only; limited per person. A failure is logged and
 * answered {success:false, error} (spec 8).
 */
export async function POST(request: Request): Promise<Response> {
  try {
    const access = await getCurrentAccess();
    if (!access) return refuse(401, "Please sign in again.");
    const read = await readJsonBody(request, {
      maxBytes: MAX_BODY_BYTES,
      what: "request",
      refuse: (status, error) => refuse(status, error),
    });
    if (!read.ok) return read.response;
    const raw = read.value;
    const body = ZConversionRequest.safeParse(raw);
    if (!body.success)
      return refuse(
        400,
        `Send eventType (one of ${CONVERSION_EVENT_TYPES.join(", ")}) with optional userData {userId, email, method} and eventData of simple values, and nothing else.`,
      );
    const result = await recordConversion({
      sessionUserId: access.session.user.id,
      request: body.data,
      headers: request.headers,
    });
    switch (result.outcome) {
      case "forbidden":
        return refuse(403, "You can only record events for your own account.");
      case "rate-limited":
        return refuse(429, "Too many events. Please try again later.", {
          "retry-after": String(result.retryAfterSeconds),
        });
      case "no-consent":
        return Response.json({ success: true, queued: false, reason: "no-consent" });
      case "health-event":
        // Accepted as spec 7 names it, but about the person's health: never sent to an advertiser.
        return Response.json({ success: true, queued: false, reason: "health-event" });
      case "not-eligible":
        return refuse(422, "Your account has no plan that this event could be about.");
      case "queued": {
        if (result.queued) {
          const client = getConversionsClient();
          after(() =>
            deliverDueConversions({ client, limit: DELIVER_AFTER_REQUEST }).catch((error) =>
              logger.error({ err: error }, "conversion delivery after a request failed"),
            ),
          );
        }
        return Response.json({ success: true, eventId: result.eventId, queued: result.queued });
      }
    }
  } catch (error) {
    logger.error({ err: error }, "conversion could not be recorded");
    return refuse(500, "We couldn't record that event.");
  }
}
