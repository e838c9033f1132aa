import "server-only";
import { createHash } from "node:crypto";
import type { TConversionEvent } from "@/domain/conversions/reddit-conversion";
import { normaliseEmail } from "@/lib/schemas/auth";
import { getEnv } from "../env";

/** The person an event is about, as the server knows them: their user id and current email. */
export type TConversionPerson = { userId: string; email: string | null };

/**
 * Sends conversion events to the forum ads network. `enabled` is false for the offline default:
 * nothing is sent, and deliverDueConversions leaves the queue as it is.
 */
export type TConversionsClient = {
  enabled: boolean;
  send: (event: TConversionEvent, person: TConversionPerson) => Promise<void>;
};

/** A refused send: the API's status and the start of its answer (never our request or token). */
export class ConversionSendError extends Error {
  constructor(
    readonly status: number,
    readonly bodyExcerpt: string,
  ) {
    super(`Conversions API answered ${status}${bodyExcerpt ? `: ${bodyExcerpt}` : ""}`);
    this.name = "ConversionSendError";
  }
}

const sha256 = (text: string) => createHash("sha256").update(text).digest("hex");

/** How much of a refusal's body is kept in the error (and so in lastError and the log). */
const BODY_EXCERPT_CHARS = 200;
/** A send that hangs is abandoned and tried again later. */
const SEND_TIMEOUT_MS = 10_000;

/**
 * One event in the Reddit Conversions API v2.0 shape. The match keys are SHA-256 hashes (of the
 * lowercased, trimmed email and of the user id); the raw email never leaves the server.
 */
export function redditEventOf(event: TConversionEvent, person: TConversionPerson) {
  const metadata: Record<string, string | number> = { conversion_id: event.eventId };
  if (event.value !== null) metadata.value_decimal = event.value;
  if (event.currency !== null) metadata.currency = event.currency;
  if (event.itemCount !== null) metadata.item_count = event.itemCount;
  const user: Record<string, string> = { external_id: sha256(person.userId) };
  if (person.email) user.email = sha256(normaliseEmail(person.email));
  return {
    event_at: event.eventAt,
    event_type:
      event.customEventName === null
        ? { tracking_type: event.trackingType }
        : { tracking_type: event.trackingType, custom_event_name: event.customEventName },
    event_metadata: metadata,
    user,
  };
}

/** The real adapter: POST /api/v2.0/conversions/events/{pixelId} with the bearer token. */
export function createRedditConversionsClient(options: {
  fetch: typeof fetch;
  baseUrl: string;
  pixelId: string;
  accessToken: string;
}): TConversionsClient {
  const url = `${options.baseUrl.replace(/\/+$/, "")}/api/v2.0/conversions/events/${encodeURIComponent(options.pixelId)}`;
  return {
    enabled: true,
    async send(event, person) {
      const response = await options.fetch(url, {
        method: "POST",
        headers: {
          authorization: `Bearer ${options.accessToken}`,
          "content-type": "application/json",
        },
        body: JSON.stringify({ events: [redditEventOf(event, person)] }),
        signal: AbortSignal.timeout(SEND_TIMEOUT_MS),
      });
      if (!response.ok) {
        const text = await response.text().catch(() => "");
        throw new ConversionSendError(
          response.status,
          text.replace(/\s+/g, " ").trim().slice(0, BODY_EXCERPT_CHARS),
        );
      }
    },
  };
}

/** The offline default (no pixel id or token): sends nothing; queued rows wait, untouched. */
export const offlineConversionsClient: TConversionsClient = {
  enabled: false,
  async send() {},
};

/** The configured client: the real adapter when REDDIT_PIXEL_ID and the token are both set. */
export function getConversionsClient(): TConversionsClient {
  const env = getEnv();
  if (!env.REDDIT_PIXEL_ID || !env.REDDIT_CONVERSIONS_TOKEN) return offlineConversionsClient;
  return createRedditConversionsClient({
    fetch: globalThis.fetch,
    baseUrl: env.REDDIT_CONVERSIONS_BASE_URL,
    pixelId: env.REDDIT_PIXEL_ID,
    accessToken: env.REDDIT_CONVERSIONS_TOKEN,
  });
}
