// The browser's side of spec 7's conversion events (POST /api/reddit/conversion, issue #18): sent
// only when the person agreed to advertising measurement (the server checks again), with the same
// event id the forum ads pixel got, so the network counts the pixel's event and the server's once.
import type { TConversionEventType } from "@/domain/conversions/reddit-conversion";
import { readBrowserCookie } from "../browser-cookie";
import { CONSENT_COOKIE, hasConsent } from "../consent";
import { isMeasuredPath } from "./measured-path";

/** A new event id: 32 hex digits. */
export function newEventId(): string {
  const bytes = new Uint8Array(16);
  crypto.getRandomValues(bytes);
  return Array.from(bytes, (b) => b.toString(16).padStart(2, "0")).join("");
}

/**
 * A new event id when a conversion can be sent from here (advertising consent, a measured page),
 * else null: the pixels' event then carries no id, and no conversion is sent.
 */
export function conversionEventId(): string | null {
  try {
    if (!hasConsent(readBrowserCookie(CONSENT_COOKIE), "ads")) return null;
    return isMeasuredPath(location.pathname) ? newEventId() : null;
  } catch {
    return null;
  }
}

/**
 * Queues a conversion for the signed-in person, from a measured (public) page only; never throws
 * (spec 8: logged and ignored).
 */
export function sendConversion(eventType: TConversionEventType, eventId: string): void {
  try {
    if (!hasConsent(readBrowserCookie(CONSENT_COOKIE), "ads")) return;
    // Never caused by a health page: a "Go Pro" on the dashboard tells no advertiser anything.
    if (!isMeasuredPath(location.pathname)) return;
    void fetch("/api/reddit/conversion", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ eventType, eventData: { eventId } }),
      keepalive: true,
    })
      .then(async (response) => {
        if (!response.ok) console.warn("conversion not recorded", await response.text());
      })
      .catch(() => {});
  } catch {
    // No cookies or no fetch: nothing to record.
  }
}
