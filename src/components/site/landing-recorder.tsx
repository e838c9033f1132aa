"use client";

import { useEffect } from "react";
import { recordTrackingAction } from "@/actions/tracking";
import { partnerSiteHost, recordLocalTracking } from "@/lib/analytics/local-tracking";
import {
  parseTrackingCookie,
  TRACKING_COOKIE,
  TRACKING_MAX_AGE_SECONDS,
  trackingCookieValueOf,
} from "@/lib/analytics/tracking-data";
import { storeUtmFrom, utmFieldsOf } from "@/lib/analytics/utm";
import { readBrowserCookie, writeBrowserCookie } from "@/lib/browser-cookie";
import {
  LANDING_COOKIE,
  LANDING_MAX_AGE_SECONDS,
  landingCookieValueOf,
  landingOf,
} from "@/lib/landing";

/** Another site's address that brought the person here; null for this site or none. */
function externalReferrer(): string | null {
  try {
    const referrer = document.referrer ? new URL(document.referrer) : null;
    return referrer && referrer.host !== location.host ? referrer.href.slice(0, 200) : null;
  } catch {
    return null;
  }
}

/**
 * Remembers the first page a person landed on, and where from, for their profile's signup fields;
 * and the latest marketing parameters (spec 3's local tracking data, issue #18), which sign-up
 * writes to trackingData and a signed-in visit that brings new ones updates. Written here in the
 * browser so no cached page ever carries a Set-Cookie. Renders nothing.
 */
export function LandingRecorder() {
  useEffect(() => {
    recordLocalTracking();
    storeUtmFrom(location.search);
    const referrer = externalReferrer();
    const fresh = { ...utmFieldsOf(location.search), ...(referrer ? { referrer } : {}) };
    if (Object.keys(fresh).length > 0) {
      const kept = parseTrackingCookie(readBrowserCookie(TRACKING_COOKIE));
      writeBrowserCookie(
        TRACKING_COOKIE,
        trackingCookieValueOf({ ...kept, ...fresh }),
        TRACKING_MAX_AGE_SECONDS,
      );
      // For a signed-in person; a visitor's call is refused and changes nothing.
      void recordTrackingAction(fresh).catch(() => {});
    }
    if (readBrowserCookie(LANDING_COOKIE) !== undefined) return;
    const landing = landingOf({
      pathname: location.pathname,
      search: location.search,
      referrer: document.referrer,
      host: location.host,
      partnerHost: partnerSiteHost(),
    });
    writeBrowserCookie(LANDING_COOKIE, landingCookieValueOf(landing), LANDING_MAX_AGE_SECONDS);
  }, []);
  return null;
}
