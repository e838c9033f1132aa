// The one tracking facade of DESIGN.md. Destinations (GA4, Meta Pixel, Reddit Pixel, in
// destinations.ts) are registered by <Measurement> when their ID is configured, consent is given
// and the page is measured; otherwise a call goes nowhere. On a health page nothing is sent even
// if a destination is still registered (measured-path.ts). Tracking never breaks the product: a
// destination that throws is logged and skipped (spec 8: analytics errors are logged and ignored).
import type { TTrackEvent } from "./events";
import { isMeasuredPath } from "./measured-path";
import { parseTrackedPrice } from "./parse-price";
import { readStoredUtm } from "./utm";

export type TTrackProps = Record<string, string | number | boolean | null | undefined>;

export type TTrackDestination = {
  name: string;
  send: (event: TTrackEvent, props: TTrackProps) => void;
};

const destinations = new Set<TTrackDestination>();

/** Adds a destination; returns the function that removes it again. */
export function registerTrackDestination(destination: TTrackDestination): () => void {
  destinations.add(destination);
  return () => {
    destinations.delete(destination);
  };
}

/** The browser event every track() call also dispatches, so tests and tag managers can see it. */
export const TRACK_DOM_EVENT = "ww:track";

export function track(event: TTrackEvent, own: TTrackProps = {}): void {
  // Every event carries the stored UTM fields (spec 7); the event's own properties win.
  const props: TTrackProps = { ...readStoredUtm(), ...own };
  // A price is a number by the time it leaves (spec 5): "$1,299.00" is 1299, "free" is 0.
  if ("value" in own) props.value = parseTrackedPrice(own.value);
  if (typeof window !== "undefined") {
    window.dispatchEvent(new CustomEvent(TRACK_DOM_EVENT, { detail: { event, props } }));
  }
  if (typeof location !== "undefined" && !isMeasuredPath(location.pathname)) return;
  for (const destination of destinations) {
    try {
      destination.send(event, props);
    } catch (error) {
      console.warn(`tracking: ${destination.name} failed to send ${event}`, error);
    }
  }
}
