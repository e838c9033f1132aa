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
 * The address a notification click may open: a path on this site only, read the way the browser
 * will read it (so a tab or a newline can't turn "/\t/host" into another site). Anything else
 * opens the program instead.
 */
export function notificationPathOf(url: unknown): string {
  const fallback = "/exercise-program";
  if (typeof url !== "string" || !url.startsWith("/")) return fallback;
  const here = "https://wristwise.invalid";
  let parsed: URL;
  try {
    parsed = new URL(url, here);
  } catch {
    return fallback;
  }
  return parsed.origin === here ? `${parsed.pathname}${parsed.search}${parsed.hash}` : fallback;
}
