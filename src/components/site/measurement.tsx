"use client";

import Link from "next/link";
import { usePathname } from "next/navigation";
import { useEffect, useId, useRef, useState } from "react";
import { recordConsentChoiceAction, recordGaClientIdAction } from "@/actions/tracking";
import { buttonVariants } from "@/components/ui/button-variants";
import {
  hasAnyDestination,
  NO_ANALYTICS,
  parseAnalyticsConfig,
  type TAnalyticsConfig,
} from "@/lib/analytics/config";
import { isMeasuredPath } from "@/lib/analytics/measured-path";
import { registerTrackDestination, track } from "@/lib/analytics/track";
import {
  GA_CLIENT_ID_COOKIE,
  GA_CLIENT_ID_MAX_AGE_SECONDS,
  isGaClientId,
  newGaClientId,
} from "@/lib/analytics/tracking-data";
import { readBrowserCookie, writeBrowserCookie } from "@/lib/browser-cookie";
import {
  CONSENT_COOKIE,
  CONSENT_DOM_EVENT,
  CONSENT_MAX_AGE_SECONDS,
  consentCookieValueOf,
  parseConsentCookie,
  type TConsent,
} from "@/lib/consent";

/** The browser event that opens the choices again (the footer's "Privacy choices"). */
export const OPEN_CONSENT_EVENT = "ww:open-consent";

const CONFIG_CACHE_KEY = "ww_analytics_config";
/** Measured pages that are not content a person chose to look at. */
const NOT_CONTENT = new Set(["/", "/login", "/signup", "/register", "/privacy", "/terms"]);
const GA_SENT_KEY = "ww_ga_cid_sent";

/** The deployment's destinations: fetched once per browser session, none when the fetch fails. */
async function loadAnalyticsConfig(): Promise<TAnalyticsConfig> {
  try {
    const cached = sessionStorage.getItem(CONFIG_CACHE_KEY);
    if (cached) return parseAnalyticsConfig(JSON.parse(cached));
  } catch {
    // Blocked storage: ask the server.
  }
  try {
    const response = await fetch("/api/analytics/config", { credentials: "omit" });
    if (!response.ok) return NO_ANALYTICS;
    const config = parseAnalyticsConfig(await response.json());
    try {
      sessionStorage.setItem(CONFIG_CACHE_KEY, JSON.stringify(config));
    } catch {
      // Not worth failing over.
    }
    return config;
  } catch {
    return NO_ANALYTICS;
  }
}

/** The analytics client id, created on first use (only ever called with analytics consent). */
function gaClientId(): string {
  const existing = readBrowserCookie(GA_CLIENT_ID_COOKIE);
  if (isGaClientId(existing)) return existing;
  const created = newGaClientId(new Date());
  writeBrowserCookie(GA_CLIENT_ID_COOKIE, created, GA_CLIENT_ID_MAX_AGE_SECONDS);
  return created;
}

/**
 * Consent and measurement (issue #18), on every page from the root layout. Asks once, when this
 * deployment has a destination configured, with "Only necessary" as prominent as "Accept all";
 * until a choice is made nothing but strictly necessary cookies exist. With consent, on a
 * measured page (public, never a health page), it registers the chosen destinations with the
 * track() facade and sends the page view; leaving for a health page removes them again.
 */
export function Measurement() {
  const pathname = usePathname();
  // undefined: not read yet (server render and first paint); null: no choice made.
  const [consent, setConsent] = useState<TConsent | null | undefined>(undefined);
  const [config, setConfig] = useState<TAnalyticsConfig | null>(null);
  const [open, setOpen] = useState(false);

  useEffect(() => {
    setConsent(parseConsentCookie(readBrowserCookie(CONSENT_COOKIE)));
    const reopen = () => setOpen(true);
    window.addEventListener(OPEN_CONSENT_EVENT, reopen);
    return () => window.removeEventListener(OPEN_CONSENT_EVENT, reopen);
  }, []);

  const wantsConfig =
    consent === null || open || consent?.analytics === true || consent?.ads === true;
  useEffect(() => {
    if (!wantsConfig || config) return;
    let live = true;
    void loadAnalyticsConfig().then((loaded) => {
      if (live) setConfig(loaded);
    });
    return () => {
      live = false;
    };
  }, [wantsConfig, config]);

  // spec 3's gaClientId: on the profile of a signed-in person who agreed to analytics, once a
  // session (a visitor's call is refused by the server and changes nothing).
  useEffect(() => {
    if (!consent?.analytics || !config?.ga) return;
    const id = gaClientId();
    try {
      if (sessionStorage.getItem(GA_SENT_KEY) === id) return;
      sessionStorage.setItem(GA_SENT_KEY, id);
    } catch {
      return;
    }
    void recordGaClientIdAction(id).catch(() => {});
  }, [consent, config]);

  useEffect(() => {
    if (!consent || !config || !isMeasuredPath(pathname)) return;
    const ga = consent.analytics ? config.ga : null;
    const meta = consent.ads ? config.meta : null;
    const reddit = consent.ads ? config.reddit : null;
    if (!ga && !meta && !reddit) return;
    let cancelled = false;
    const removers: (() => void)[] = [];
    void import("@/lib/analytics/destinations").then((d) => {
      if (cancelled) return;
      const base = (c: { baseUrl: string | null }) => c.baseUrl ?? undefined;
      if (ga)
        removers.push(
          registerTrackDestination(
            d.ga4Destination({ id: ga.id, baseUrl: base(ga), clientId: gaClientId() }),
          ),
        );
      if (meta)
        removers.push(
          registerTrackDestination(d.metaDestination({ ...meta, baseUrl: base(meta) })),
        );
      if (reddit)
        removers.push(
          registerTrackDestination(d.redditDestination({ ...reddit, baseUrl: base(reddit) })),
        );
      track("PageView");
      // A product, offer, guide or pricing page is content a person looked at (spec 7).
      if (!NOT_CONTENT.has(pathname)) track("ViewContent", { content_name: pathname });
    });
    return () => {
      cancelled = true;
      for (const remove of removers) remove();
    };
  }, [consent, config, pathname]);

  function choose(next: TConsent) {
    writeBrowserCookie(CONSENT_COOKIE, consentCookieValueOf(next), CONSENT_MAX_AGE_SECONDS);
    // Withdrawing analytics forgets the client id in this browser too.
    if (!next.analytics) writeBrowserCookie(GA_CLIENT_ID_COOKIE, "", 0);
    // For a signed-in person, the server forgets what the withdrawn consent allowed.
    if (!next.analytics || !next.ads) void recordConsentChoiceAction(next).catch(() => {});
    setConsent(next);
    setOpen(false);
    window.dispatchEvent(new CustomEvent(CONSENT_DOM_EVENT, { detail: next }));
  }

  const asking = consent === null && config !== null && hasAnyDestination(config);
  if (!open && !asking) return null;
  return (
    <ConsentBanner
      config={config}
      current={consent ?? null}
      focusOnOpen={open}
      onChoose={choose}
      onClose={open ? () => setOpen(false) : null}
    />
  );
}

function ConsentBanner({
  config,
  current,
  focusOnOpen,
  onChoose,
  onClose,
}: {
  config: TAnalyticsConfig | null;
  current: TConsent | null;
  focusOnOpen: boolean;
  onChoose: (consent: TConsent) => void;
  onClose: (() => void) | null;
}) {
  const titleId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const [details, setDetails] = useState(false);
  const [analytics, setAnalytics] = useState(current?.analytics ?? false);
  const [ads, setAds] = useState(current?.ads ?? false);
  const nothingToAsk = config !== null && !hasAnyDestination(config);
  const hasAnalytics = config?.ga != null;
  const hasAds = config?.meta != null || config?.reddit != null;

  useEffect(() => {
    if (focusOnOpen) heading.current?.focus();
  }, [focusOnOpen]);

  const secondary = buttonVariants({ variant: "secondary", size: "sm" });
  const primary = buttonVariants({ variant: "primary", size: "sm" });
  return (
    <section
      aria-labelledby={titleId}
      className="fixed inset-x-0 bottom-0 z-40 p-3 sm:p-4"
      data-testid="consent-banner"
    >
      <div className="mx-auto max-w-3xl rounded-xl border border-line-strong bg-surface p-4 shadow-lg sm:p-5">
        <h2
          id={titleId}
          ref={heading}
          tabIndex={-1}
          className="font-semibold text-base text-ink outline-none"
        >
          Your privacy choices
        </h2>
        {nothingToAsk ? (
          <p className="mt-1 text-ink-muted text-sm">
            Wristwise uses only the cookies it needs to work, such as keeping you signed in. This
            site measures nothing else, so there is nothing to choose.{" "}
            <Link href="/privacy" className="text-brand underline underline-offset-2">
              Privacy notice
            </Link>
          </p>
        ) : (
          <p className="mt-1 text-ink-muted text-sm">
            We use only the cookies Wristwise needs to work. With your permission we would also
            count visits to our public pages and see which of our ads bring people here. Nothing is
            ever measured on your assessment, program, progress or other health pages, and no health
            information is shared.{" "}
            <Link href="/privacy" className="text-brand underline underline-offset-2">
              Privacy notice
            </Link>
          </p>
        )}
        {details && !nothingToAsk ? (
          <fieldset className="mt-3 space-y-2">
            <legend className="sr-only">Optional measurement</legend>
            {hasAnalytics ? (
              <label className="flex items-start gap-2 text-ink text-sm">
                <input
                  type="checkbox"
                  className="mt-1 size-4"
                  checked={analytics}
                  onChange={(e) => setAnalytics(e.target.checked)}
                />
                <span>
                  <strong className="font-medium">Visit statistics.</strong> Which public pages are
                  read, counted with an anonymous id.
                </span>
              </label>
            ) : null}
            {hasAds ? (
              <label className="flex items-start gap-2 text-ink text-sm">
                <input
                  type="checkbox"
                  className="mt-1 size-4"
                  checked={ads}
                  onChange={(e) => setAds(e.target.checked)}
                />
                <span>
                  <strong className="font-medium">Advertising measurement.</strong> Whether a visit
                  or a sign-up came from one of our ads, told to that ad service.
                </span>
              </label>
            ) : null}
          </fieldset>
        ) : null}
        <div className="mt-3 flex flex-wrap gap-2">
          {nothingToAsk ? null : details ? (
            <button type="button" className={primary} onClick={() => onChoose({ analytics, ads })}>
              Save my choices
            </button>
          ) : (
            <>
              <button
                type="button"
                className={secondary}
                onClick={() => onChoose({ analytics: false, ads: false })}
              >
                Only necessary
              </button>
              <button
                type="button"
                className={secondary}
                onClick={() => onChoose({ analytics: hasAnalytics, ads: hasAds })}
              >
                Accept all
              </button>
              <button
                type="button"
                className={buttonVariants({ variant: "link", size: "sm" })}
                onClick={() => setDetails(true)}
              >
                Choose
              </button>
            </>
          )}
          {onClose ? (
            <button type="button" className={secondary} onClick={onClose}>
              Close
            </button>
          ) : null}
        </div>
      </div>
    </section>
  );
}

/** The footer's way back to the choices. */
export function PrivacyChoicesButton({ className }: { className?: string }) {
  return (
    <button
      type="button"
      className={className}
      onClick={() => window.dispatchEvent(new Event(OPEN_CONSENT_EVENT))}
    >
      Privacy choices
    </button>
  );
}
