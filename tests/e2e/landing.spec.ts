// Issue #18: the content-driven landing pages, and the free guide that counts as a Lead.
import {
  expect,
  expectNoA11yViolations,
  payloadOf,
  recordTracking,
  test,
  uniqueEmail,
} from "./fixtures";

const PAGES = [
  "v2",
  "wristpain",
  "carpaltunnel",
  "wristflexors",
  "freeguides",
  "signupguide",
  "giveaway",
] as const;

test.describe("landing pages", () => {
  test("each is a finished page with its own title and description, axe-clean at both widths", async ({
    page,
  }) => {
    const titles = new Set<string>();
    for (const slug of PAGES) {
      for (const width of [390, 1280]) {
        await page.setViewportSize({ width, height: 900 });
        const response = await page.goto(`/${slug}`);
        expect(response?.status(), slug).toBe(200);
        await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
        await expect(
          page.getByRole("heading", { name: "When to see a clinician first" }),
        ).toBeVisible();
        await expect(page.getByRole("heading", { name: "What it costs" })).toBeVisible();
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
          width,
        );
        await expectNoA11yViolations(page);
      }
      titles.add(await page.title());
      const description = await page.locator('meta[name="description"]').getAttribute("content");
      expect(description?.length ?? 0, slug).toBeGreaterThanOrEqual(80);
    }
    expect(titles.size).toBe(PAGES.length);
  });

  test("a signup page leads to sign-up with its source, and prices come from the catalogue", async ({
    page,
  }) => {
    await page.goto("/carpaltunnel");
    await expect(page.getByText("$14.99").first()).toBeVisible();
    await page.getByRole("link", { name: "Start your free assessment" }).first().click();
    await expect(page).toHaveURL(/\/signup\?source=carpaltunnel$/);
  });

  test("the free guide: a bad email is refused, a good one gets the guide by email and counts as a Lead", async ({
    page,
    readOutbox,
  }) => {
    const events = await recordTracking(page);
    await page.goto("/freeguides");
    const form = page.locator("main header");
    await form.getByLabel("Your email").fill("not-an-email");
    await form.getByRole("button", { name: "Email me the free guide" }).click();
    await expect(form.getByText("Please enter a valid email address")).toBeVisible();
    await expect(form.getByLabel("Your email")).toHaveValue("not-an-email");

    const email = uniqueEmail("lead");
    await form.getByLabel("Your email").fill(email);
    await form.getByRole("button", { name: "Email me the free guide" }).click();
    await expect(form.getByText(`We've sent the guide to ${email}.`)).toBeVisible();
    await expect
      .poll(() => events.some((e) => (e as { event?: string }).event === "Lead"))
      .toBe(true);
    const mail = await readOutbox(email);
    expect(mail.subject).toBe("Your free Wristwise starter guide");
    expect(mail.text).toContain("/api/guides/starter");
    const pdf = await page.request.get("/api/guides/starter");
    expect(pdf.headers()["content-type"]).toBe("application/pdf");
    expect((await pdf.body()).subarray(0, 5).toString()).toBe("%PDF-");
  });
});

const PRODUCTS = [
  ["core", "planId=core"],
  ["pro-monthly", "planId=1month"],
  ["pro-3-months", "planId=3month"],
  ["pro-6-months", "planId=6month"],
  ["pro-annual", "planId=annual"],
  ["pro-lifetime", "planId=lifetime"],
  ["lifetime-community", "planId=lifetime_community"],
  ["community-chat", "addonType=discordRole"],
  ["expert-calls", "addonType=expertVideoCalls"],
  ["mini-courses", "addonType=miniCourses"],
  ["ebooks", "addonType=ebooks"],
] as const;

test("each product of the catalogue has its own finished page, leading to its checkout", async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 900 });
  for (const [slug, query] of PRODUCTS) {
    const response = await page.goto(`/${slug}`);
    expect(response?.status(), slug).toBe(200);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(
      page.getByRole("heading", { name: "When to see a clinician first" }),
    ).toBeVisible();
    await expect(page.getByRole("link", { name: /^Choose / })).toHaveAttribute(
      "href",
      `/go-pro?${query}&source=${slug}`,
    );
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      390,
    );
    await expectNoA11yViolations(page);
  }
  // A visitor choosing one signs up first, and comes back to buy it.
  await page.goto("/pro-annual");
  await page.getByRole("link", { name: /^Choose / }).click();
  await expect(page).toHaveURL(/\/(signup|login)\?returnTo=/);
});

test("marketing parameters reach the profile at sign-up, and a later visit with new ones updates them", async ({
  page,
  signUpViaApi,
}) => {
  await page.goto("/carpaltunnel?utm_source=newsletter&utm_campaign=spring&evil=1");
  await expect
    .poll(async () => (await page.context().cookies()).some((c) => c.name === "ww_track"))
    .toBe(true);
  await signUpViaApi({ name: "Tam" });
  const exported = async () => {
    const response = await page.request.get("/api/account/export");
    expect(response.ok()).toBe(true);
    return (await response.json()).profile.trackingData as Record<string, string>;
  };
  const first = await exported();
  expect(first).toMatchObject({ utm_source: "newsletter", utm_campaign: "spring" });
  expect(first).not.toHaveProperty("evil");
  expect(first.capturedAt).toBe(first.lastUpdated);

  await page.goto("/pricing?utm_source=reddit");
  await expect.poll(async () => (await exported()).utm_source).toBe("reddit");
  const second = await exported();
  expect(second.capturedAt).toBe(first.capturedAt);
  expect(second.utm_campaign).toBe("spring");
});

// Issue #15: the public pages' fixed words and cards are drawn by client components, so each
// page's payload carries the data they are drawn from and not the markup a second time; the page
// a person sees, and hydrates, is the same.
test("the home page, pricing and the library send their data, not their markup twice", async ({
  page,
}) => {
  const errors: string[] = [];
  page.on("console", (m) => {
    if (m.type() === "error") errors.push(m.text());
  });
  page.on("pageerror", (e) => errors.push(String(e)));

  await page.goto("/pricing");
  await expect(page.getByRole("heading", { name: "Pro annual", level: 3 })).toBeVisible();
  await expect(page.getByRole("table", { name: "What each plan includes" })).toBeVisible();
  let payload = await payloadOf(page);
  expect(payload).toContain('"tier":"annual"');
  expect(payload).not.toContain('"aria-labelledby":"plan-annual"');
  expect(payload).not.toContain('"aria-label":"Not included"');
  expect(payload).not.toContain("Can I cancel any time?");
  await page.getByText("Can I cancel any time?").click();
  await expect(page.getByText(/Cancel from your account page in two clicks/)).toBeVisible();

  await page.goto("/exercises");
  await expect(page.locator('a.exercise-card[href^="/exercises/"]')).toHaveCount(45);
  payload = await payloadOf(page);
  expect(payload).toContain('"slug":"wrist-extension-curl"');
  expect(payload).not.toContain('"className":"exercise-card"');

  await page.goto("/");
  await expect(page.getByRole("heading", { name: "How the assessment works" })).toBeVisible();
  payload = await payloadOf(page);
  expect(payload).not.toContain("How the assessment works");
  expect(payload).toContain('"exerciseCount":45');
  await page.getByRole("link", { name: "See plans and prices" }).click();
  await expect(page).toHaveURL(/\/pricing$/);
  await expect(page.getByRole("heading", { name: "Plans and pricing", level: 1 })).toBeVisible();
  expect(errors).toEqual([]);
});
