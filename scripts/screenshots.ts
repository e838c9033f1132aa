// Screenshots of pages at phone (390 px) and desktop (1280 px) widths, for checking by eye.
// Usage: npm run screenshots -- [baseURL] — signs up a throwaway account for signed-in pages.
// The server must run with ENABLE_TEST_ENDPOINTS=true: it signs in through /api/test/sign-in
// (Better Auth's own sign-in route is closed, decision 0015).
import { mkdirSync } from "node:fs";
import { chromium } from "@playwright/test";
import { CHROMIUM_ARGS, resolveChromium } from "../tests/e2e/browser";

const base = process.argv[2] ?? "http://localhost:3000";
const out = "screenshots";
mkdirSync(out, { recursive: true });
const browser = await chromium.launch({ executablePath: resolveChromium(), args: CHROMIUM_ARGS });

const publicPages = [
  "/",
  "/exercises",
  "/exercises/wrist-extension-curl",
  "/exercises/median-nerve-glide-level-1",
  "/exercises/median-nerve-glide-level-2",
  "/exercises/isometric-wrist-extension",
  "/preview/exercise-program/Wrist-Flexors",
  "/preview/dashboard",
  "/preview/load-tracking",
  "/preview/progress-statistics",
  "/login",
  "/signup",
  "/register",
  "/reset-password",
  "/reset-password?token=example",
  "/terms",
  "/privacy",
  "/debug-auth",
  "/login?returnTo=%2Faccount",
  "/pricing",
  "/free-trial",
  "/freetrialstart?planId=annual",
  "/appcheckout?planId=annual",
  "/enhanced-checkout?planId=3month",
  "/appcheckout?planId=platinum",
  "/preview/go-pro",
  "/preview/switch-plan",
  "/community-dashboard",
  "/community-dashboard/clinics",
];
/** The community dashboard as community@demo sees it (issue #20). */
const communityPages = [
  "/community-dashboard",
  "/community-dashboard/curriculum",
  "/community-dashboard/clinics",
  "/community-dashboard/resources",
  "/community-dashboard/bonus",
  "/community-dashboard/members",
  "/community-dashboard/help",
  "/community-dashboard/settings",
];
const signedInPages = [
  "/account",
  "/debug-auth",
  "/no-such-page",
  "/go-pro",
  "/go-pro?planId=annual",
];
const assessmentPages = [
  "/user-details",
  "/medical-screen",
  "/outcome-measure",
  "/pain-region",
  "/nerve-symptoms",
  "/mobility-test",
  "/endurance-test",
  "/nerve-mobility-test",
  "/assessment-results",
  "/exercise-program",
  "/about-plan",
  "/dashboard",
  "/load-tracking",
  // Without progressStats: the demo on sample data, and the retake open to everyone.
  "/progress-statistics",
  "/progress-statistics/quickdash",
  "/safety-check",
];

for (const width of [390, 1280]) {
  const context = await browser.newContext({ viewport: { width, height: 900 } });
  const page = await context.newPage();
  const shoot = async (path: string, label: string) => {
    await page.goto(base + path, { waitUntil: "load" });
    await page.waitForLoadState("networkidle", { timeout: 5000 }).catch(() => {});
    const name = `${label}-${width}.png`;
    await page.screenshot({ path: `${out}/${name}`, fullPage: true });
    console.log(name);
  };
  for (const path of publicPages)
    await shoot(path, `public${path.replace(/[/?=%&]+/g, "_") || "_home"}`);
  // With reduced motion a demonstration shows its start and end side by side.
  await page.emulateMedia({ reducedMotion: "reduce" });
  await shoot("/exercises/wrist-extension-curl", "state_reduced-motion-demo");
  await page.emulateMedia({ reducedMotion: "no-preference" });
  // Form states: the errors a person sees.
  await page.goto(`${base}/signup`);
  await page.getByLabel("Email").fill("not-an-email");
  await page.getByLabel("Password", { exact: true }).fill("abc");
  await page.getByRole("button", { name: "Create account" }).click();
  await page.getByText("Please tell us your name.").waitFor();
  await page.screenshot({ path: `${out}/state_signup-errors-${width}.png`, fullPage: true });
  await page.goto(`${base}/login`);
  await page.getByLabel("Email").fill("someone@example.com");
  await page.getByLabel("Password", { exact: true }).fill("wrong-password");
  await page.getByRole("button", { name: "Sign in" }).click();
  await page.locator("form [role=alert]").waitFor();
  await page.screenshot({ path: `${out}/state_login-error-${width}.png`, fullPage: true });

  const email = `shots-${width}-${Date.now()}@example.com`;
  const res = await page.request.post(`${base}/api/test/sign-up`, {
    data: { name: "Alex Morgan", email, password: "calm-wrists-88" },
    headers: { origin: base },
  });
  if (!res.ok()) throw new Error(await res.text());
  for (const path of signedInPages) await shoot(path, `signedin${path.replace(/[/?=%&]+/g, "_")}`);
  // An empty first step: the inline errors.
  await context.clearCookies();

  // The assessment, pre-filled: the seeded free demo account has finished it (npm run db:seed).
  const demo = await page.request.post(`${base}/api/test/sign-in`, {
    data: { email: "free@demo.wristwise.app", password: "wristwise-demo" },
    headers: { origin: base },
  });
  if (!demo.ok()) throw new Error(`sign in as the free demo account: ${await demo.text()}`);
  for (const path of assessmentPages)
    await shoot(path, `assessment${path.replace(/[/?=%&]+/g, "_")}`);
  // A paid account: logging, and the feedback after a set.
  await context.clearCookies();
  const paid = await page.request.post(`${base}/api/test/sign-in`, {
    data: { email: "annual@demo.wristwise.app", password: "wristwise-demo" },
    headers: { origin: base },
  });
  if (!paid.ok()) throw new Error(`sign in as the annual demo account: ${await paid.text()}`);
  await shoot("/exercise-program", "paid_exercise-program");
  await page.getByRole("button", { name: "Log a set of Wrist extension curl" }).click();
  await page
    .getByRole("group", { name: "Pain during the set" })
    .first()
    .getByLabel("2", { exact: true })
    .check();
  await page.getByRole("button", { name: "Save set" }).click();
  await page.getByText("Next session:").waitFor();
  await page.screenshot({ path: `${out}/state_logged-set-${width}.png`, fullPage: true });
  // Progress statistics with the seeded history of monthly@demo (8 weeks, two QuickDASH scores).
  await context.clearCookies();
  await page.request.post(`${base}/api/test/sign-in`, {
    data: { email: "monthly@demo.wristwise.app", password: "wristwise-demo" },
    headers: { origin: base },
  });
  await shoot("/progress-statistics", "paid_progress-statistics");
  await shoot("/progress-statistics/quickdash", "paid_progress-statistics_quickdash");
  await shoot("/progress-statistics/summary", "paid_progress-statistics_summary");
  await page.emulateMedia({ media: "print" });
  await page.pdf({
    path: `${out}/paid_progress-statistics_summary-print-${width}.pdf`,
    format: "A4",
  });
  await page.emulateMedia({ media: "screen" });
  await context.clearCookies();
  await page.request.post(`${base}/api/test/sign-in`, {
    data: { email: "free@demo.wristwise.app", password: "wristwise-demo" },
    headers: { origin: base },
  });
  await page.goto(`${base}/user-details`);
  await page.getByLabel(/what you'd like us to call you/).fill("");
  await page.getByLabel("Weight in lbs").fill("9000");
  await page.getByRole("button", { name: "Continue", exact: true }).click();
  await page.getByText("Please tell us your name.").waitFor();
  await page.screenshot({ path: `${out}/state_user-details-errors-${width}.png`, fullPage: true });
  await context.clearCookies();
  await page.request.post(`${base}/api/test/sign-in`, {
    data: { email: "community@demo.wristwise.app", password: "wristwise-demo" },
    headers: { origin: base },
  });
  for (const path of communityPages)
    await shoot(path, `community${path.replace(/[/?=%&]+/g, "_")}`);
  await context.close();
}
await browser.close();
