// What a web push notification carries (issue #19). No imports: the service worker (src/sw/sw.ts)
// reads messages with this module too, and it is built on its own.

/** What a reminder notification says; the service worker shows it (src/sw/sw.ts). */
export type TPushMessage = { title: string; body: string; url: string; tag: string };

/** The daily reminder as a notification: short, calm, and opening the program. */
export const REMINDER_PUSH_MESSAGE: TPushMessage = {
  title: "Time for your wrist and hand exercises",
  body: "A few minutes of steady, comfortable work is what counts. If today hurts more, ease off: a lighter day is still a day done.",
  url: "/exercise-program",
  tag: "exercise-reminder",
};

/**
 * The address a notification click may open: a path on this site only. Anything else (another
 * site, a scheme, a protocol-relative "//host") opens the program instead.
 */
export function notificationPathOf(url: unknown): string {
  if (typeof url !== "string" || !url.startsWith("/") || url.startsWith("//") || url.includes("\\"))
    return "/exercise-program";
  return url;
}
