// Issue #18: the partner and promo landing pages and their pro variants, and each public page's
// own Open Graph image.
import { expect, expectNoA11yViolations, test } from "./fixtures";

const PAGES = [
  "/partners/physio",
  "/partners/workplace",
  "/partners/musicians",
  "/partners/climbers",
  "/partners/gamers",
  "/promos/winter-reset",
  "/promos/lifetime-launch",
] as const;

test("every partner and promo page and its pro variant is a finished page, axe-clean at both widths", async ({
  page,
}) => {
  test.setTimeout(300_000);
  const titles = new Set<string>();
  for (const base of PAGES) {
    for (const path of [base, `${base}/pro`]) {
      for (const width of [390, 1280]) {
        await page.setViewportSize({ width, height: 900 });
        const response = await page.goto(path);
        expect(response?.status(), path).toBe(200);
        await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
        await expect(
          page.getByRole("heading", { name: "When to see a clinician first" }),
        ).toBeVisible();
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
          width,
        );
        await expectNoA11yViolations(page);
      }
      titles.add(await page.title());
      // Its own picture for a shared link, served as a real PNG.
      const image = await page.locator('meta[property="og:image"]').getAttribute("content");
      expect(image, path).toMatch(/\/og\/(partner|promo)-[a-z-]+(-pro)?\.png$/);
      const png = await page.request.get(new URL(image ?? "", page.url()).pathname);
      expect(png.status(), image ?? "").toBe(200);
      expect(png.headers()["content-type"]).toBe("image/png");
    }
  }
  expect(titles.size).toBe(PAGES.length * 2);
});

test("a partner page leads to the free assessment with its source; its pro variant to Pro", async ({
  page,
}) => {
  await page.goto("/partners/musicians");
  await page.getByRole("link", { name: "Start your free assessment" }).first().click();
  await expect(page).toHaveURL(/\/signup\?source=partners-musicians$/);

  await page.goto("/partners/musicians");
  await page.getByRole("link", { name: "What Pro adds" }).first().click();
  await expect(page).toHaveURL(/\/partners\/musicians\/pro$/);
  await expect(page.getByText("$14.99").first()).toBeVisible();
  await expect(page.getByRole("link", { name: "Choose a Pro plan" }).first()).toHaveAttribute(
    "href",
    "/go-pro?source=partners-musicians-pro",
  );
});

test("a promo page shows its offer's price and end date from the catalogue and leads to it", async ({
  page,
}) => {
  await page.goto("/promos/winter-reset");
  const offer = page.getByRole("region", { name: "Six months of Pro, sale price" });
  await expect(offer).toContainText("$44.99");
  await expect(offer).toContainText(/On sale until .*2027/);
  await offer.getByRole("link", { name: "See the offer" }).click();
  await expect(page).toHaveURL(/\/prosale$/);
});

test("an unknown partner or promo is a 404, and the sitemap lists every variant", async ({
  page,
}) => {
  expect((await page.goto("/partners/nobody"))?.status()).toBe(404);
  expect((await page.goto("/promos/nothing/pro"))?.status()).toBe(404);
  const sitemap = await (await page.request.get("/sitemap.xml")).text();
  for (const base of PAGES) {
    expect(sitemap).toContain(`${base}</loc>`);
    expect(sitemap).toContain(`${base}/pro</loc>`);
  }
});

test("the home page links to the landing and partner pages", async ({ page }) => {
  await page.goto("/");
  const start = page.getByRole("navigation", { name: "By what you do" });
  await start.getByRole("link", { name: "Climbing and hangboarding" }).click();
  await expect(page).toHaveURL(/\/partners\/climbers$/);
  await page.goto("/");
  await page
    .getByRole("navigation", { name: "By where it hurts" })
    .getByRole("link", { name: /carpal tunnel/ })
    .click();
  await expect(page).toHaveURL(/\/carpaltunnel$/);
});

test("the public site's other pages have their own Open Graph pictures too", async ({ page }) => {
  const images = new Set<string>();
  for (const path of [
    "/",
    "/terms",
    "/privacy",
    "/login",
    "/signup",
    "/free-trial",
    "/exercises",
    "/exercises/band-wrist-flexion",
    "/preview/dashboard",
    "/preview/exercise-program/Fingers",
    "/preview/wrist-pain-education",
    "/preview/wrist-pain-education/flare-ups",
  ]) {
    await page.goto(path);
    const image = await page.locator('meta[property="og:image"]').getAttribute("content");
    expect(image, path).toMatch(/\/og\/[a-z0-9-]+\.png$/);
    const response = await page.request.get(new URL(image ?? "", page.url()).pathname);
    expect(response.status(), image ?? "").toBe(200);
    images.add(image ?? "");
  }
  expect(images.size).toBe(12);
});
