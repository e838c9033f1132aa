"use client";

import { useEffect } from "react";
import { storeUtmFrom } from "@/lib/analytics/utm";
import { readBrowserCookie, writeBrowserCookie } from "@/lib/browser-cookie";
import {
  LANDING_COOKIE,
  LANDING_MAX_AGE_SECONDS,
  landingCookieValueOf,
  landingOf,
} from "@/lib/landing";

/**
 * Remembers the first page a person landed on, and where from, for their profile's signup fields.
 * Written here in the browser so no cached page ever carries a Set-Cookie. Renders nothing.
 */
export function LandingRecorder() {
  useEffect(() => {
    storeUtmFrom(location.search);
    if (readBrowserCookie(LANDING_COOKIE) !== undefined) return;
    const landing = landingOf({
      pathname: location.pathname,
      search: location.search,
      referrer: document.referrer,
      host: location.host,
    });
    writeBrowserCookie(LANDING_COOKIE, landingCookieValueOf(landing), LANDING_MAX_AGE_SECONDS);
  }, []);
  return null;
}
