import type { TBillingEvent } from "@/domain/billing/events";
import { getProviderNamed } from "@/server/billing/get-payment-provider";
import { applyProviderEvents } from "@/server/billing/manage-subscription";
import { getEnv } from "@/server/env";
import { logger } from "@/server/logger";

export const dynamic = "force-dynamic";

/** Stripe's events are a few kilobytes; anything near this is not Stripe. */
const MAX_BODY_BYTES = 512 * 1024;

function isSignatureError(error: unknown): boolean {
  if (typeof error !== "object" || error === null) return false;
  const e = error as { type?: unknown; code?: unknown; name?: unknown };
  return (
    e.type === "StripeSignatureVerificationError" ||
    e.name === "StripeSignatureVerificationError" ||
    e.code === "webhook-signature"
  );
}

/**
 * Stripe's webhook (issue #13). The signature is verified on the raw body with the library's
 * tolerance; each event id is stored once, so a replay changes nothing; the object is re-read from
 * Stripe, so events out of order end in the right state. 400 for a forged or malformed event, 5xx
 * on a failure so Stripe retries, 2xx for event types we ignore, 503 when not configured.
 */
export async function POST(request: Request) {
  const env = getEnv();
  if (!env.STRIPE_SECRET_KEY || !env.STRIPE_WEBHOOK_SECRET)
    return Response.json({ error: "Stripe webhooks are not configured here." }, { status: 503 });
  if (Number(request.headers.get("content-length") ?? 0) > MAX_BODY_BYTES)
    return Response.json({ error: "Request body too large." }, { status: 413 });
  if (!request.headers.get("stripe-signature"))
    return Response.json({ error: "Missing Stripe-Signature header." }, { status: 400 });
  const raw = await request.text();
  if (raw.length > MAX_BODY_BYTES)
    return Response.json({ error: "Request body too large." }, { status: 413 });

  let event: TBillingEvent;
  try {
    event = await (await getProviderNamed("stripe")).parseWebhook(raw, request.headers);
  } catch (error) {
    if (isSignatureError(error) || error instanceof SyntaxError) {
      logger.warn({ err: error }, "stripe webhook refused: signature or body invalid");
      return Response.json({ error: "Invalid signature." }, { status: 400 });
    }
    logger.error({ err: error }, "stripe webhook: could not read the event's object from Stripe");
    return Response.json({ error: "Temporary failure; please retry." }, { status: 500 });
  }
  try {
    await applyProviderEvents([event], request.headers);
  } catch (error) {
    logger.error(
      { err: error, eventId: event.id, type: event.type },
      "stripe webhook: applying the event failed",
    );
    return Response.json({ error: "Temporary failure; please retry." }, { status: 500 });
  }
  return Response.json({ received: true, type: event.type });
}
