import AxeBuilder from "@axe-core/playwright";
import { type Browser, test as base, expect, type Page } from "@playwright/test";
import { DEMO_PASSWORD } from "../../src/server/db/demo-accounts";
import { a11yStateOf, claimA11yCheck } from "./a11y-record";

/**
 * Runs axe-core (WCAG 2.2 AA rules) on the page as it is now and fails on any violation. A state
 * of a page this run has already checked at this width is not checked again (a11y-record.ts).
 */
export async function expectNoA11yViolations(page: Page): Promise<void> {
  // Bounded: Chromium keeps a prefetch whose 404 body Next never reads open, so a page linking
  // to a missing route would otherwise never count as idle. axe checks the page either way.
  await page.waitForLoadState("networkidle", { timeout: 10_000 }).catch(() => {});
  // Next streams a page's metadata after a client-side navigation; give the title that moment.
  await page.waitForFunction(() => document.title !== "", null, { timeout: 5_000 }).catch(() => {});
  if (!claimA11yCheck(await a11yStateOf(page))) return;
  // A toast fading in or out reads as low contrast, and a success toast (2 s) can start leaving
  // while axe runs. So while axe checks the page, every CSS animation and transition jumps to its
  // end state (a toast entering is fully shown, one leaving is hidden, as a person would see them
  // a moment later), and script-driven finite animations are finished.
  const freeze = await page.addStyleTag({
    content:
      "*,*::before,*::after{animation-duration:0s!important;animation-delay:0s!important;transition-duration:0s!important;transition-delay:0s!important}",
  });
  await page.evaluate(() => {
    for (const a of document.getAnimations()) {
      if (a.effect?.getComputedTiming().iterations !== Number.POSITIVE_INFINITY) {
        try {
          a.finish();
        } catch {
          // An animation with no end (paused with no duration) cannot finish; axe checks it as is.
        }
      }
    }
  });
  const results = await new AxeBuilder({ page })
    .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa", "best-practice"])
    // Only the violations come back (passes and the rest were serialised in full, then unread).
    .options({ resultTypes: ["violations"] })
    // axe.run in the page itself. The default runs axe per frame and then finishes in a new blank
    // page, a renderer started per check: half of axe's time. The app has no cross-origin frames,
    // the one case the default is for.
    .setLegacyMode(true)
    .analyze()
    .finally(() => freeze.evaluate((el) => el.parentNode?.removeChild(el)).catch(() => undefined));
  const summary = results.violations.map(
    (v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(" ")).join(", ")})`,
  );
  expect(summary, `axe violations on ${page.url()}`).toEqual([]);
}

/**
 * Collects every track() call (track() dispatches a ww:track window event) from the next page load
 * on, surviving navigations. Call before page.goto.
 */
export async function recordTracking(page: Page) {
  const events: unknown[] = [];
  await page.exposeFunction("__wwRecordTrack", (detail: unknown) => {
    events.push(detail);
  });
  await page.addInitScript(() => {
    window.addEventListener("ww:track", (e) => {
      (window as unknown as { __wwRecordTrack: (d: unknown) => void }).__wwRecordTrack(
        (e as CustomEvent).detail,
      );
    });
  });
  return events;
}

/** Signs the page's context in as a seeded demo account (README), through the API. */
export async function signInAs(page: Page, email: string, baseURL: string | undefined) {
  const response = await page.request.post("/api/test/sign-in", {
    data: { email, password: DEMO_PASSWORD },
    headers: { origin: baseURL ?? "" },
  });
  expect(response.ok(), await response.text()).toBe(true);
}

/** Past the terms dialog a new account sees first (ENABLE_TEST_ENDPOINTS), so pages show at once. */
export async function acceptTerms(page: Page, baseURL?: string) {
  const response = await page.request.post("/api/test/profile", {
    data: { termsAccepted: true },
    ...(baseURL ? { headers: { origin: baseURL } } : {}),
  });
  expect(response.ok()).toBe(true);
}

/**
 * The page's RSC payload as React reads it: the strings Next's inline scripts push to
 * `self.__next_f`, decoded and joined. The HTML holds them as escaped script strings, so a search
 * of `page.content()` for a serialised element (`["$","td"`) would never match (issue #15).
 */
export async function payloadOf(page: Page): Promise<string> {
  const html = await page.content();
  const payload = [...html.matchAll(/<script[^>]*>self\.__next_f\.push\((.*?)\)<\/script>/gs)]
    .map((m) => JSON.parse(m[1] ?? "[]") as unknown[])
    .map((chunk) => (typeof chunk[1] === "string" ? chunk[1] : ""))
    .join("");
  if (!payload.includes('["$"')) throw new Error("the page has no RSC payload to read");
  return payload;
}

/**
 * A browser in `timezoneId` whose time-zone cookie (components/site/time-zone-cookie.tsx) is
 * already set (unless `zoneCookie` is false: a new device), signed in as `email`, with every
 * console error and uncaught error collected: React reports a page whose server and browser wrote
 * different words as one.
 */
export async function signedInIn(
  browser: Browser,
  timezoneId: string,
  email: string,
  baseURL: string | undefined,
  { zoneCookie = true }: { zoneCookie?: boolean } = {},
) {
  const context = await browser.newContext({ timezoneId });
  if (zoneCookie)
    await context.addCookies([
      { name: "ww_tz", value: encodeURIComponent(timezoneId), url: baseURL ?? "" },
    ]);
  const page = await context.newPage();
  const errors: string[] = [];
  page.on("console", (m) => {
    if (m.type() === "error") errors.push(m.text());
  });
  page.on("pageerror", (e) => errors.push(e.message));
  await signInAs(page, email, baseURL);
  return { context, page, errors };
}

/** "28 November 2026": how the product writes the day `at` falls on in `timeZone`. */
export function longDateIn(at: Date, timeZone: string): string {
  return new Intl.DateTimeFormat("en-GB", {
    day: "numeric",
    month: "long",
    year: "numeric",
    timeZone,
  }).format(at);
}

/**
 * A zone where `at` falls on another day than in UTC, whatever the hour: Kiritimati is UTC+14,
 * Pago Pago UTC-11. Seeded moments carry the hour the seed ran, so tests pick by it.
 */
export function zoneOnAnotherDay(at: Date): string {
  return at.getUTCHours() >= 10 ? "Pacific/Kiritimati" : "Pacific/Pago_Pago";
}

export function uniqueEmail(prefix: string): string {
  return `${prefix}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;
}

/** A new person with a finished assessment who has just bought Pro on the test checkout. */
export async function proAccount(
  page: Page,
  signUpViaApi: (o?: { name?: string; email?: string }) => Promise<{ email: string }>,
  name: string,
  plan: "monthly" | "annual" = "monthly",
) {
  await signUpViaApi({ name, email: uniqueEmail("pro") });
  const patched = await page.request.post("/api/test/profile", {
    data: { termsAccepted: true, completedAssessment: true },
  });
  expect(patched.ok(), await patched.text()).toBe(true);
  await page.goto("/go-pro?source=exercise-program");
  await page
    .getByRole("article", { name: `Pro ${plan}` })
    .getByRole("button", { name: `Choose Pro ${plan}` })
    .click();
  await expect(page).toHaveURL(/\/test-checkout\?session=cs_local_/);
  await page.getByLabel("Name on card").fill(name);
  await page.getByLabel("Card number").fill("4242 4242 4242 4242");
  await page.getByLabel("Expiry (MM / YY)").fill("12 / 30");
  await page.getByLabel("Security code").fill("123");
  await page.getByRole("button", { name: /^Pay / }).click();
  await expect(page).toHaveURL(/\/payment-success\?checkout=/);
}

export const test = base.extend<{
  /**
   * Whether the guided tour (issue #19) may start. Off for every journey but the tour's own: the
   * page starts with the tour put away for the session, as Escape would leave it.
   */
  tourAllowed: boolean;
  /**
   * Every test's page; axe-core checks the page each test ends on, on top of explicit checks,
   * unless this run has checked that state of the page already.
   */
  page: Page;
  /** Creates an account through the API; the browser context is then signed in. */
  signUpViaApi: (options?: {
    name?: string;
    email?: string;
    password?: string;
  }) => Promise<{ email: string; password: string; name: string }>;
  /** The newest outbox email sent to an address (ENABLE_TEST_ENDPOINTS). */
  readOutbox: (to: string) => Promise<{ subject: string; text: string }>;
}>({
  tourAllowed: [false, { option: true }],
  page: async ({ page, tourAllowed }, use, testInfo) => {
    if (!tourAllowed)
      await page.addInitScript(() =>
        window.sessionStorage.setItem("wristwise.guidedTour.session", "dismissed"),
      );
    await use(page);
    if (testInfo.status === testInfo.expectedStatus && page.url().startsWith("http")) {
      await expectNoA11yViolations(page);
    }
  },
  signUpViaApi: async ({ page, baseURL }, use) => {
    await use(async (options = {}) => {
      const account = {
        name: options.name ?? "Jordan Lee",
        email: options.email ?? uniqueEmail("api"),
        password: options.password ?? "steady-hands-24",
      };
      const response = await page.request.post("/api/test/sign-up", {
        data: account,
        headers: { origin: baseURL ?? "" },
      });
      expect(response.ok(), await response.text()).toBe(true);
      return account;
    });
  },
  readOutbox: async ({ request }, use) => {
    await use(async (to) => {
      const response = await request.get(`/api/test/outbox?to=${encodeURIComponent(to)}`);
      expect(response.ok(), `no outbox email for ${to}`).toBe(true);
      return response.json();
    });
  },
});

export { expect };
