// The service worker (issue #19), built by `serwist build` (serwist.config.js) into public/sw.js.
//
// - Navigations always go to the network: a signed-in page holds health data and is never kept in
//   the browser's caches. With no connection, the offline page answers instead.
// - The build's scripts and styles (immutable, hashed names) are kept as they are used, so the page
//   the person is on keeps working when the connection drops; pictures likewise, refreshed in the
//   background.
// - A push message (the daily reminder, src/server/push/web-push.ts) is shown as a notification;
//   clicking it focuses an open Wristwise tab on the message's page, or opens one.
// - Nothing else is touched: server actions, the API and the pages' data requests go straight to
//   the network, and the log forms keep what could not be sent in the offline queue
//   (src/lib/offline/log-queue.ts).
import {
  CacheFirst,
  ExpirationPlugin,
  NetworkOnly,
  type PrecacheEntry,
  Serwist,
  type SerwistGlobalConfig,
  StaleWhileRevalidate,
} from "serwist";
import { notificationPathOf, type TPushMessage } from "../domain/push/push-message";

declare global {
  interface WorkerGlobalScope extends SerwistGlobalConfig {
    __SW_MANIFEST: (PrecacheEntry | string)[] | undefined;
  }
}

declare const self: ServiceWorkerGlobalScope;

const DAY_SECONDS = 24 * 60 * 60;

const serwist = new Serwist({
  precacheEntries: self.__SW_MANIFEST,
  skipWaiting: true,
  clientsClaim: true,
  runtimeCaching: [
    {
      matcher: ({ url, sameOrigin }) => sameOrigin && url.pathname.startsWith("/_next/static/"),
      handler: new CacheFirst({
        cacheName: "ww-build-files",
        plugins: [new ExpirationPlugin({ maxEntries: 300, maxAgeSeconds: 30 * DAY_SECONDS })],
      }),
    },
    {
      matcher: ({ url, sameOrigin }) =>
        sameOrigin && /^\/(demos|icons)\//.test(url.pathname) && !url.search,
      handler: new StaleWhileRevalidate({
        cacheName: "ww-pictures",
        plugins: [new ExpirationPlugin({ maxEntries: 400, maxAgeSeconds: 30 * DAY_SECONDS })],
      }),
    },
    {
      matcher: ({ request }) => request.mode === "navigate",
      handler: new NetworkOnly(),
    },
  ],
  fallbacks: {
    entries: [
      {
        url: "/offline",
        matcher: ({ request }) => request.destination === "document",
      },
    ],
  },
});

serwist.addEventListeners();

/** The message as sent, or null for anything else (an empty or foreign push shows nothing). */
function messageOf(event: PushEvent): TPushMessage | null {
  try {
    const data = event.data?.json() as Partial<TPushMessage> | undefined;
    if (typeof data?.title !== "string" || typeof data.body !== "string") return null;
    return {
      title: data.title,
      body: data.body,
      url: notificationPathOf(data.url),
      tag: typeof data.tag === "string" ? data.tag : "wristwise",
    };
  } catch {
    return null;
  }
}

self.addEventListener("push", (event) => {
  const message = messageOf(event);
  if (!message) return;
  event.waitUntil(
    self.registration.showNotification(message.title, {
      body: message.body,
      tag: message.tag,
      icon: "/icons/192.png",
      badge: "/icons/192.png",
      data: { url: message.url },
    }),
  );
});

self.addEventListener("notificationclick", (event) => {
  event.notification.close();
  const path = notificationPathOf((event.notification.data as { url?: unknown } | null)?.url);
  const target = new URL(path, self.location.origin).href;
  event.waitUntil(
    (async () => {
      const windows = await self.clients.matchAll({ type: "window", includeUncontrolled: true });
      const open = windows.find((client) => new URL(client.url).origin === self.location.origin);
      if (open) {
        await open.focus();
        if (open.url !== target) await open.navigate(target);
        return;
      }
      await self.clients.openWindow(target);
    })(),
  );
});
