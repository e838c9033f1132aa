"use client";

import { useEffect } from "react";

/**
 * Registers the service worker (spec 4; issue #19) once the page has loaded, in a production
 * build only (`serwist build` writes /sw.js after `next build`). The worker shows the offline page
 * when there is no connection and keeps the build's files; it never keeps a signed-in page.
 */
export function ServiceWorker() {
  useEffect(() => {
    if (process.env.NODE_ENV !== "production" || !("serviceWorker" in navigator)) return;
    const register = () => {
      navigator.serviceWorker.register("/sw.js", { scope: "/" }).catch(() => {
        // No worker (a private window, blocked by policy): the app works the same online.
      });
    };
    if (document.readyState === "complete") register();
    else {
      window.addEventListener("load", register, { once: true });
      return () => window.removeEventListener("load", register);
    }
  }, []);
  return null;
}
