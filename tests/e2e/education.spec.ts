import { expect, expectNoA11yViolations, test } from "./fixtures";

// The pain-education library (issue #16).
const TOPIC_SLUGS = [
  "medication-injections",
  "imaging-results",
  "exercise-pain",
  "pain-education",
  "bracing",
  "flare-ups",
  "case-study-1",
  "case-study-2",
  "case-study-3",
  "pain-beliefs",
  "kinesiophobia",
  "posture-ergonomics",
  "carpal-tunnel",
  "tendon-response",
  "tendon-loading",
  "pain-science",
];

test.describe("the pain-education library", () => {
  test("a visitor reads the library: groups, a topic with its drawing, clinician advice, exercises, sources and review date", async ({
    page,
  }) => {
    await page.goto("/preview/wrist-pain-education");
    await expect(
      page.getByRole("heading", { name: "Pain-education library", level: 1 }),
    ).toBeVisible();
    for (const group of [
      "Understanding pain",
      "Your tendons and nerves",
      "Living with it",
      "Stories",
    ])
      await expect(page.getByRole("heading", { name: group, level: 2 })).toBeVisible();
    const main = page.getByRole("main");
    for (const slug of TOPIC_SLUGS)
      await expect(main.locator(`a[href="/preview/wrist-pain-education/${slug}"]`)).toHaveCount(1);
    await expect(main.getByText(/\d+ min read/)).toHaveCount(16);
    await expectNoA11yViolations(page);

    await main.getByRole("link", { name: /The carpal tunnel/ }).click();
    await expect(page).toHaveURL(/\/preview\/wrist-pain-education\/carpal-tunnel$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      "The carpal tunnel: tingling fingers and what helps",
    );
    // Key takeaways come first, before the text.
    const headings = await page.getByRole("heading", { level: 2 }).allTextContents();
    expect(headings[0]).toBe("Key takeaways");
    expect(headings).toContain("When to see a clinician");
    expect(headings).toContain("Sources");
    // The drawing has a text alternative.
    await expect(page.getByRole("img", { name: /carpal tunnel/i })).toBeVisible();
    const sources = page.getByRole("region", { name: "Sources" }).getByRole("listitem");
    expect(await sources.count()).toBeGreaterThanOrEqual(3);
    for (const item of await sources.all())
      await expect(
        item
          .locator('a[href^="https://doi.org/10."], a[href^="https://pubmed.ncbi.nlm.nih.gov/"]')
          .first(),
      ).toBeVisible();
    await expect(page.getByText(/^Last reviewed \d{1,2} \w+ 20\d\d$/)).toBeVisible();
    await expect(
      page
        .getByText(/educational only and not a substitute for professional medical advice/)
        .first(),
    ).toBeVisible();
    await expect(
      page.getByRole("region", { name: "Exercises that go with this" }).getByRole("link").first(),
    ).toHaveAttribute("href", /^\/exercises\//);
    await expectNoA11yViolations(page);

    // Read next stays in the previews.
    const next = page.getByRole("navigation", { name: "Read next" }).getByRole("link").first();
    await expect(next).toHaveAttribute("href", /^\/preview\/wrist-pain-education\/[a-z0-9-]+$/);
    const nextHref = await next.getAttribute("href");
    await next.click();
    // Every topic has "Key takeaways": wait for the next one's address and title, so the page
    // axe checks at the end is the next topic, not the last one half replaced.
    await expect(page).toHaveURL(new RegExp(`${nextHref}$`));
    await expect(page).toHaveTitle(/ · Wristwise$/, { timeout: 15_000 });
    await expect(page.getByRole("heading", { name: "Key takeaways" })).toBeVisible();
  });

  test("a case study says it is illustrative; an unknown topic is a 404", async ({ page }) => {
    await page.goto("/preview/wrist-pain-education/case-study-2");
    await expect(page.getByText("An illustrative story.", { exact: true })).toBeVisible();
    await page.goto("/preview/wrist-pain-education/carpal-tunnel");
    await expect(page.getByText("An illustrative story.", { exact: true })).toHaveCount(0);
    const missing = await page.goto("/preview/wrist-pain-education/not-a-topic");
    expect(missing?.status()).toBe(404);
  });

  test("every topic fits a phone and passes axe", async ({ page }) => {
    test.slow();
    await page.setViewportSize({ width: 390, height: 844 });
    for (const slug of TOPIC_SLUGS) {
      const response = await page.goto(`/preview/wrist-pain-education/${slug}`);
      expect(response?.status(), slug).toBe(200);
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(overflow, `${slug} scrolls sideways`).toBeLessThanOrEqual(0);
      await expectNoA11yViolations(page);
    }
  });

  test("a signed-in person reads a topic, sees their own plan, and the library marks it read", async ({
    page,
    signUpViaApi,
  }) => {
    await signUpViaApi({ name: "Lee Reader" });
    const patched = await page.request.post("/api/test/profile", {
      data: { termsAccepted: true, completedAssessment: true },
    });
    expect(patched.ok(), await patched.text()).toBe(true);

    // The dashboard's Learn card leads here.
    await page.goto("/dashboard");
    await page.getByRole("link", { name: /Learn about your pain/ }).click();
    await expect(page).toHaveURL(/\/wrist-pain-education$/);
    await expect(page.getByText("You've read 0 of 16 topics.")).toBeVisible();
    await expectNoA11yViolations(page);

    // Spec 2's five sub-pages open inside the app.
    for (const slug of [
      "imaging-results",
      "medication-injections",
      "exercise-pain",
      "flare-ups",
      "carpal-tunnel",
    ]) {
      const response = await page.goto(`/wrist-pain-education/${slug}`);
      expect(response?.status(), slug).toBe(200);
      await expect(page.getByRole("heading", { name: "Key takeaways" })).toBeVisible();
    }
    expect((await page.goto("/wrist-pain-education/not-a-topic"))?.status()).toBe(404);

    await page.goto("/wrist-pain-education");
    await page
      .getByRole("link", { name: /Is it OK if exercise hurts/ })
      .first()
      .click();
    await expect(page).toHaveURL(/\/wrist-pain-education\/exercise-pain$/);
    const plan = page.getByRole("region", { name: "In your plan" });
    await expect(plan.getByRole("link", { name: "Open your exercise program" })).toHaveAttribute(
      "href",
      "/exercise-program",
    );
    await expectNoA11yViolations(page);
    // Reaching the end marks it read, once.
    await page.getByRole("heading", { name: "Sources" }).scrollIntoViewIfNeeded();
    await expect(page.getByText("Marked as read in your library.")).toBeVisible();

    await page.goto("/wrist-pain-education");
    await expect(page.getByText("You've read 1 of 16 topics.")).toBeVisible();
    const card = page.getByRole("link", { name: /Is it OK if exercise hurts/ }).first();
    await expect(card.getByText("Read", { exact: true })).toBeVisible();
    await page.goto("/wrist-pain-education/exercise-pain");
    await expect(page.getByText(/^You read this on \d{1,2} \w+ 20\d\d\.$/)).toBeVisible();

    // A forged slug changes nothing.
    await page.goto("/wrist-pain-education");
    await expect(page.getByText("You've read 1 of 16 topics.")).toBeVisible();
  });

  test("the sitemap lists the library and every page in it opens", async ({ page, request }) => {
    test.slow();
    const xml = await (await request.get("/sitemap.xml")).text();
    const paths = [...xml.matchAll(/<loc>https?:\/\/[^/]+([^<]*)<\/loc>/g)].map((m) => m[1] ?? "");
    expect(paths).toContain("/preview/wrist-pain-education");
    for (const slug of TOPIC_SLUGS)
      expect(paths).toContain(`/preview/wrist-pain-education/${slug}`);
    expect(paths).toContain("/preview/about-plan");
    expect(paths).toContain("/preview/account");
    for (const path of paths) {
      const response = await page.request.get(path || "/", { maxRedirects: 0 });
      expect(response.status(), path).toBe(200);
    }
  });

  test("the plan explanation leads to the library, signed in and in the preview", async ({
    page,
  }) => {
    await page.goto("/preview/about-plan");
    await expect(page.getByRole("heading", { name: "About your plan", level: 1 })).toBeVisible();
    await expect(page.getByRole("heading", { name: "How pain works" })).toBeVisible();
    await expectNoA11yViolations(page);
    await page.getByRole("link", { name: "Read more in the pain-education library" }).click();
    await expect(page).toHaveURL(/\/preview\/wrist-pain-education$/);
  });

  test("a visitor sees a sample account page that changes nothing", async ({ page }) => {
    const posts: string[] = [];
    page.on("request", (r) => {
      if (r.method() !== "GET") posts.push(r.url());
    });
    await page.goto("/preview/account");
    await expect(page.getByRole("heading", { name: "Your account", level: 1 })).toBeVisible();
    await expect(page.getByText("sam@example.com")).toBeVisible();
    await expect(page.getByRole("table", { name: "Payment history" })).toContainText("$14.99");
    // Nothing to submit: no form fields, no buttons that post.
    await expect(page.getByRole("main").getByRole("textbox")).toHaveCount(0);
    await expect(page.getByRole("main").getByRole("button")).toHaveCount(0);
    await expectNoA11yViolations(page);
    expect(posts).toEqual([]);
  });
});
