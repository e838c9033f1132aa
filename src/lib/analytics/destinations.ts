// The three destinations of spec 7's client events (issue #18): the analytics service (GA4), the
// social-ads pixel (Meta) and the forum-ads pixel (Reddit). Each is an adapter with an injectable
// fetch and base URL, sending one small request per event (the services' own image/collect
// endpoints). No vendor script is ever loaded: no third-party code runs on our pages, no
// third-party cookie is sent (credentials are omitted), and the first-load JavaScript stays ours.
// Only the allowlisted properties leave the browser, so no health data can ride along by mistake.
import type { TTrackEvent } from "./events";
import { cleanUrlOf, looksLikeEmail } from "./local-tracking";
import type { TTrackDestination, TTrackProps } from "./track";
import { UTM_KEYS } from "./utm";

export type TFetch = (input: string, init?: RequestInit) => Promise<unknown>;

/** Where an adapter sends, and how: injectable so tests run without the network. */
export type TDestinationOptions = {
  id: string;
  baseUrl?: string;
  fetch?: TFetch;
  /** The page's address and the referrer, read when the event is sent. */
  page?: () => { href: string; referrer: string; title: string };
  now?: () => number;
};

/** The only event properties any destination receives. */
export const ALLOWED_PROPS = [
  ...UTM_KEYS,
  "value",
  "currency",
  "content_name",
  "content_type",
  "content_ids",
  "tier",
  "plan",
  "method",
  "event_id",
] as const;

/** The allowlisted properties of an event, strings cut to 100 characters; nothing else. */
export function allowedPropsOf(props: TTrackProps): Record<string, string | number | boolean> {
  const kept: Record<string, string | number | boolean> = {};
  for (const key of ALLOWED_PROPS) {
    const value = props[key];
    if (value === null || value === undefined || value === "") continue;
    // A campaign tag a mail tool filled with the reader's address goes nowhere.
    if (typeof value === "string" && looksLikeEmail(value)) continue;
    kept[key] = typeof value === "string" ? value.slice(0, 100) : value;
  }
  return kept;
}

const browserPage = () => ({
  href: typeof location === "undefined" ? "" : location.href,
  referrer: typeof document === "undefined" ? "" : document.referrer,
  title: typeof document === "undefined" ? "" : document.title,
});

/**
 * The referrer worth sending: another site's address only. Our own pages' addresses (a library
 * topic, an assessment step the person came from) are never told to anyone.
 */
export function externalReferrerOf(page: { href: string; referrer: string }): string {
  try {
    const referrer = new URL(page.referrer);
    return referrer.host === new URL(page.href).host ? "" : cleanUrlOf(page.referrer);
  } catch {
    return "";
  }
}

function send(options: TDestinationOptions, url: string): void {
  const doFetch = options.fetch ?? ((input, init) => fetch(input, init));
  // Fire and forget: an ad blocker or a dead network is logged by the facade's caller at most.
  void Promise.resolve(
    doFetch(url, { method: "GET", mode: "no-cors", credentials: "omit", keepalive: true }),
  ).catch(() => {});
}

function trimmedBase(baseUrl: string | undefined, fallback: string): string {
  return (baseUrl ?? fallback).replace(/\/+$/, "");
}

// --- GA4 (Measurement Protocol's browser collect endpoint) ---------------------------------------

export const GA4_EVENT_NAMES: Record<TTrackEvent, string> = {
  PageView: "page_view",
  CompleteRegistration: "sign_up",
  Login: "login",
  Lead: "generate_lead",
  Purchase: "purchase",
  Subscribe: "subscribe",
  InitiateCheckout: "begin_checkout",
  AddPaymentInfo: "add_payment_info",
  ViewContent: "view_item",
  AssessmentStarted: "assessment_started",
  AssessmentCompleted: "assessment_completed",
  ExerciseCompleted: "exercise_completed",
  GoProClicked: "go_pro_clicked",
  StartTrial: "trial_started",
};

export function ga4Destination(
  options: TDestinationOptions & { clientId: string },
): TTrackDestination {
  const base = trimmedBase(options.baseUrl, "https://www.google-analytics.com");
  return {
    name: "ga4",
    send(event, props) {
      const page = (options.page ?? browserPage)();
      const params = new URLSearchParams({
        v: "2",
        tid: options.id,
        cid: options.clientId,
        en: GA4_EVENT_NAMES[event],
        dl: cleanUrlOf(page.href),
        dt: page.title.slice(0, 100),
        _p: String(options.now?.() ?? Date.now()),
      });
      const referrer = externalReferrerOf(page);
      if (referrer) params.set("dr", referrer);
      for (const [key, value] of Object.entries(allowedPropsOf(props))) {
        if (key === "currency") params.set("cu", String(value));
        else if (typeof value === "number") params.set(`epn.${key}`, String(value));
        else params.set(`ep.${key}`, String(value));
      }
      send(options, `${base}/g/collect?${params}`);
    },
  };
}

// --- Meta Pixel (the pixel's image endpoint) ------------------------------------------------------

/** Meta's standard events keep their names; the others go as custom events under their own. */
export function metaDestination(options: TDestinationOptions): TTrackDestination {
  const base = trimmedBase(options.baseUrl, "https://www.facebook.com");
  return {
    name: "meta",
    send(event, props) {
      const page = (options.page ?? browserPage)();
      const params = new URLSearchParams({
        id: options.id,
        ev: event,
        dl: cleanUrlOf(page.href),
        rl: externalReferrerOf(page),
        if: "false",
        ts: String(options.now?.() ?? Date.now()),
        noscript: "1",
      });
      for (const [key, value] of Object.entries(allowedPropsOf(props))) {
        if (key === "event_id") params.set("eid", String(value));
        else params.set(`cd[${key}]`, String(value));
      }
      send(options, `${base}/tr?${params}`);
    },
  };
}

// --- Reddit Pixel (the pixel's image endpoint) ----------------------------------------------------

/** Spec 7's forum-ads events: SignUp, Purchase, Lead, ViewContent and Custom (plus PageVisit). */
export const REDDIT_EVENT_NAMES: Record<TTrackEvent, string> = {
  PageView: "PageVisit",
  CompleteRegistration: "SignUp",
  Login: "Custom",
  Lead: "Lead",
  Purchase: "Purchase",
  Subscribe: "Purchase",
  InitiateCheckout: "Custom",
  AddPaymentInfo: "Custom",
  ViewContent: "ViewContent",
  AssessmentStarted: "Custom",
  AssessmentCompleted: "Custom",
  ExerciseCompleted: "Custom",
  GoProClicked: "Custom",
  StartTrial: "Custom",
};

export function redditDestination(options: TDestinationOptions): TTrackDestination {
  const base = trimmedBase(options.baseUrl, "https://alb.reddit.com");
  return {
    name: "reddit",
    send(event, props) {
      const page = (options.page ?? browserPage)();
      const name = REDDIT_EVENT_NAMES[event];
      const params = new URLSearchParams({
        id: options.id,
        event: name,
        ts: String(options.now?.() ?? Date.now()),
        dl: cleanUrlOf(page.href),
      });
      if (name === "Custom") params.set("m.customEventName", event);
      const kept = allowedPropsOf(props);
      if (kept.value !== undefined) params.set("m.value", String(kept.value));
      if (kept.currency !== undefined) params.set("m.currency", String(kept.currency));
      if (kept.event_id !== undefined) params.set("m.conversionId", String(kept.event_id));
      for (const key of UTM_KEYS) if (kept[key] !== undefined) params.set(key, String(kept[key]));
      send(options, `${base}/rp.gif?${params}`);
    },
  };
}
