"use client";

import { useEffect } from "react";
import { readBrowserCookie, writeBrowserCookie } from "@/lib/browser-cookie";
import { TIME_ZONE_COOKIE } from "@/lib/day";

/**
 * Tells the server the browser's time zone, so "today" on the dashboard is the person's today.
 * Renders nothing; writes the cookie only when it is missing or the zone changed (travel).
 */
export function TimeZoneCookie() {
  useEffect(() => {
    const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
    if (!zone) return;
    const current = readBrowserCookie(TIME_ZONE_COOKIE);
    if (current && decodeURIComponent(current) === zone) return;
    writeBrowserCookie(TIME_ZONE_COOKIE, encodeURIComponent(zone), 31_536_000);
  }, []);
  return null;
}
