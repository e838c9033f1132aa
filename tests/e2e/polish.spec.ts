import type { Locator, Page } from "@playwright/test";
import { expect, expectNoA11yViolations, signInAs, test } from "./fixtures";

/** Every element the locator matches is at least 44 x 44 px, a thumb's target (WCAG 2.5.5). */
async function expectThumbSized(targets: Locator, what: string) {
  const all = await targets.all();
  expect(all.length, `${what}: nothing found`).toBeGreaterThan(0);
  for (const target of all) {
    const box = await target.boundingBox();
    const name = (await target.getAttribute("aria-label")) ?? (await target.textContent())?.trim();
    expect(box, `${what} "${name}" has no box`).not.toBeNull();
    expect(box?.width, `${what} "${name}" width`).toBeGreaterThanOrEqual(44);
    expect(box?.height, `${what} "${name}" height`).toBeGreaterThanOrEqual(44);
  }
}

/** A fresh account whose assessment is one step from done: only the nerve glides are left. */
async function oneStepFromDone(page: Page) {
  const patched = await page.request.post("/api/test/profile", {
    data: {
      termsAccepted: true,
      userDetailsCompleted: true,
      medicalScreeningCompleted: true,
      outcomeMeasureCompleted: true,
      painRegionsCompleted: true,
      nerveSymptomsCompleted: true,
      mobilityTestCompleted: true,
      enduranceTestCompleted: true,
    },
  });
  expect(patched.ok(), await patched.text()).toBe(true);
}

test.describe("notifications", () => {
  test("finishing the assessment announces the four onboarding notifications once, as a count, with no toasts over the results", async ({
    page,
    signUpViaApi,
  }) => {
    await signUpViaApi({ name: "Noor Haddad" });
    await oneStepFromDone(page);
    await page.goto("/nerve-mobility-test");
    const header = page.getByRole("banner");
    const announcer = header.getByRole("status");
    await expect(announcer).toHaveText("");
    for (const radio of await page.locator('input[type="radio"][value="none"]').all())
      await radio.check();
    await page.getByRole("button", { name: "See my results" }).click();

    await expect(page).toHaveURL(/\/assessment-results$/);
    await expect(header.getByRole("button", { name: "Notifications, 4 unread" })).toBeVisible();
    // One summary, not four announcements; and nothing pops up over the results.
    await expect(announcer).toHaveText("4 new notifications");
    await expect(page.getByRole("status").filter({ hasText: "Welcome to Wristwise" })).toHaveCount(
      0,
    );
    await expect(page.getByText("Why your plan works")).toHaveCount(0);

    // Each notification says when it came, with the exact moment in the <time> element.
    await header.getByRole("button", { name: "Notifications, 4 unread" }).click();
    const panel = page.getByRole("dialog", { name: "Notifications" });
    const times = panel.locator("time");
    await expect(times).toHaveCount(4);
    for (const time of await times.all()) {
      await expect(time).toHaveText("just now");
      expect(Date.parse((await time.getAttribute("datetime")) ?? "")).not.toBeNaN();
      await expect(time).toHaveAttribute("title", /\d{4}/);
    }

    // Following a notification to the page already open still closes the panel.
    await panel.getByRole("link", { name: /Your results are in/ }).click();
    await expect(panel).toBeHidden();
    await expect(header.getByRole("button", { name: "Notifications, 3 unread" })).toBeVisible();

    // Following one to another page closes it and lands there.
    await header.getByRole("button", { name: "Notifications, 3 unread" }).click();
    await panel.getByRole("link", { name: /Why your plan works/ }).click();
    await expect(page).toHaveURL(/\/about-plan$/);
    await expect(panel).toBeHidden();

    // A page change by other means (the browser's Back) closes an open panel too.
    await header.getByRole("button", { name: /^Notifications/ }).click();
    await expect(panel).toBeVisible();
    await page.goBack();
    await expect(page).toHaveURL(/\/assessment-results$/);
    await expect(panel).toBeHidden();
    // Reading them announces nothing new.
    await expect(announcer).toHaveText("4 new notifications");
  });
});

test.describe("a free person's own figures", () => {
  test("the dashboard asks only for exercises the plan opens, as /exercise-program shows them", async ({
    page,
    baseURL,
  }) => {
    await signInAs(page, "free@demo.wristwise.app", baseURL);
    await page.goto("/exercise-program");
    const open = new Set<string>();
    const locked = new Set<string>();
    for (const card of await page
      .locator("div", { has: page.getByRole("heading", { level: 3 }) })
      .filter({ has: page.locator("h3 a") })
      .all()) {
      if ((await card.locator("h3").count()) !== 1) continue;
      const name = ((await card.locator("h3").textContent()) ?? "").trim();
      const isLocked = (await card.getByText("Part of the full exercise library").count()) > 0;
      (isLocked ? locked : open).add(name);
    }
    expect(open.size).toBeGreaterThan(0);
    expect(locked.size, "the free demo's program has library exercises").toBeGreaterThan(0);

    await page.goto("/dashboard");
    const title = `${open.size} ${open.size === 1 ? "exercise" : "exercises"} for today`;
    const next = page.getByRole("region", { name: title, exact: true });
    await expect(next).toBeVisible();
    const card = page.getByRole("list", { name: "What you can do" }).getByRole("link").first();
    await expect(card).toContainText(title);
    for (const name of locked) await expect(card).not.toContainText(name);

    // Their own week (nothing logged), then the example, labelled and apart.
    const activity = page.getByRole("region", { name: "Activity and load" });
    await expect(activity.getByText("Nothing logged in the last 7 days")).toBeVisible();
    await expect(activity.getByText(/\d+ sets? in the last 7 days/)).toHaveCount(0);
    const example = page.getByRole("region", { name: "What Pro shows" });
    await expect(example.getByText("Example figures", { exact: true })).toBeVisible();
    await expect(example.getByText(/\d+ sets in the last 7 days/)).toBeVisible();
  });

  /** Each tone's shape (components/tone/tone-badge.tsx). */
  const TONE_SHAPES: Record<string, string> = {
    positive: "icon-circle-check",
    neutral: "icon-circle-dot",
    caution: "icon-triangle-alert",
  };

  test("the assessment's labels read in sentence case, each with its tone's colour and shape", async ({
    page,
    baseURL,
  }) => {
    await signInAs(page, "free@demo.wristwise.app", baseURL);
    await page.goto("/assessment-results");
    const badges = page.locator("[data-tone]");
    await expect(badges).toHaveCount(3);
    for (const badge of await badges.all()) {
      const text = ((await badge.textContent()) ?? "").trim();
      // Sentence case: only the first letter is a capital.
      expect(text.slice(1)).toBe(text.slice(1).toLowerCase());
      // Its shape, drawn by a mask icon: one for each tone, so the meaning is not colour alone.
      const tone = await badge.getAttribute("data-tone");
      const shape = badge.locator(`.${TONE_SHAPES[tone ?? ""]}`);
      await expect(shape).toHaveCount(1);
      const drawn = await shape.evaluate((el) => {
        const style = getComputedStyle(el);
        const box = el.getBoundingClientRect();
        return style.maskImage.startsWith("url(") && box.width >= 16 && box.height >= 16;
      });
      expect(drawn, `${text}: its shape is drawn`).toBe(true);
    }
    // The seeded assessment: QuickDASH 38.64 gives health 61, Moderate Health.
    await expect(page.getByText("Moderate health", { exact: true })).toHaveAttribute(
      "data-value",
      "Moderate Health",
    );
    await expect(page.getByText("Moderate health", { exact: true })).toHaveAttribute(
      "data-tone",
      "neutral",
    );
  });
});

test.describe("on a phone (390 px)", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("every preview of the app, and the pricing page, passes axe with no sideways scroll of the page", async ({
    page,
  }) => {
    test.slow();
    // The previews show the app's tables and calendars in a frame narrower than the app's own
    // pages: the progress preview's calendar scrolled in its box there, which no keyboard could
    // reach (axe's scrollable-region-focusable), and the account preview's payment table and the
    // pricing page's plan table did.
    const xml = await (await page.request.get("/sitemap.xml")).text();
    const previews = [...xml.matchAll(/<loc>https?:\/\/[^/]+(\/preview\/[^<]*)<\/loc>/g)].map(
      (m) => m[1] ?? "",
    );
    expect(previews).toContain("/preview/progress-statistics");
    expect(previews).toContain("/preview/account");
    for (const path of [...previews, "/pricing"]) {
      await page.goto(path);
      await expectNoA11yViolations(page);
      expect(
        await page.evaluate(() => document.documentElement.scrollWidth),
        `${path} scrolls sideways`,
      ).toBeLessThanOrEqual(390);
    }
  });

  test("the header, section tabs and footer are thumb-sized, and all six sections show", async ({
    page,
    baseURL,
  }) => {
    await signInAs(page, "free@demo.wristwise.app", baseURL);
    await page.goto("/dashboard");
    const header = page.getByRole("banner");
    await expectThumbSized(header.getByRole("button", { name: /^Notifications/ }), "bell");
    await expectThumbSized(header.getByRole("link", { name: "Account" }), "Account");
    await expectThumbSized(header.getByRole("button", { name: "Sign out" }), "Sign out");
    const tabs = page.getByRole("navigation", { name: "Sections" }).getByRole("link");
    await expect(tabs).toHaveCount(6);
    await expect(tabs.last()).toHaveText("Library");
    await expectThumbSized(tabs, "section tab");
    for (const tab of await tabs.all()) await expect(tab).toBeInViewport({ ratio: 1 });
    await expectThumbSized(
      page.getByRole("navigation", { name: "Footer" }).getByRole("link"),
      "footer link",
    );
    // No sideways scroll anywhere on the page.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      390,
    );
    // A smaller phone still shows the whole header and all six sections.
    await page.setViewportSize({ width: 360, height: 740 });
    for (const tab of await tabs.all()) await expect(tab).toBeInViewport({ ratio: 1 });
    await expectThumbSized(tabs, "section tab at 360 px");
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      360,
    );
  });

  test("pain scales are 44 px targets even in the narrowest panel, and the load demo's choices fit", async ({
    page,
    baseURL,
  }) => {
    await signInAs(page, "free@demo.wristwise.app", baseURL);
    await page.goto("/exercise-program");
    await expectThumbSized(
      page.getByRole("group", { name: "Pain during the set" }).locator("label"),
      "Pro demo pain",
    );

    await page.goto("/load-tracking");
    const onset = page.getByRole("group", { name: "Symptoms start" });
    const choices = onset.locator("label");
    await expect(choices).toHaveCount(3);
    await expectThumbSized(choices, "symptoms-start choice");
    for (const choice of await choices.all()) {
      const fits = await choice.evaluate((label) => {
        const box = label.getBoundingClientRect();
        return [...label.querySelectorAll("span")].every((span) => {
          const r = span.getBoundingClientRect();
          return r.right <= box.right + 0.5 && span.scrollWidth <= Math.ceil(r.width) + 0.5;
        });
      });
      expect(fits, `"${await choice.textContent()}" overflows its button`).toBe(true);
    }
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      390,
    );
  });

  test("a paid person's log form and daily log keep every pain number 44 px", async ({
    page,
    baseURL,
  }) => {
    await signInAs(page, "annual@demo.wristwise.app", baseURL);
    await page.goto("/exercise-program");
    const curl = page
      .locator("div", { has: page.getByRole("heading", { name: "Wrist extension curl" }) })
      .last();
    await page.getByRole("button", { name: "Log a set of Wrist extension curl" }).click();
    await expectThumbSized(
      curl.getByRole("group", { name: "Pain during the set" }).locator("label"),
      "log form pain",
    );
    await expectThumbSized(curl.getByRole("button", { name: "Cancel" }), "Cancel");
    await curl.getByRole("button", { name: "Cancel" }).click();

    await page.goto("/load-tracking");
    await expectThumbSized(
      page.getByRole("group", { name: "Pain this evening" }).locator("label"),
      "daily log pain",
    );
    await expectThumbSized(
      page.getByRole("group", { name: "Morning stiffness lasted" }).locator("label"),
      "stiffness choice",
    );
  });
});

test.describe("the home page", () => {
  test("shows the product drawn by its own components, links to the library, previews and pricing, and says who wrote the content", async ({
    page,
  }) => {
    await page.goto("/");
    // Two pictures of the app, each captioned; their insides are real components but inert.
    const pictures = page
      .getByRole("region", { name: "A look inside, before you sign up" })
      .locator("figure");
    await expect(pictures).toHaveCount(2);
    await expect(pictures.nth(0).locator("figcaption")).toContainText("The dashboard");
    await expect(pictures.nth(1).locator("figcaption")).toContainText("The exercise program");
    await expect(pictures.nth(0).locator("[inert]")).toContainText("Good morning, Sam");
    await expect(pictures.nth(1).locator("[inert]")).toContainText("How much pain is OK");
    // A picture, not a page: its headings and links stay out of the accessibility tree and the
    // keyboard order.
    await expect(page.getByRole("heading", { name: "Good morning, Sam" })).toHaveCount(0);
    await expect(page.getByRole("heading", { level: 1 })).toHaveCount(1);
    const focused = await pictures
      .nth(1)
      .locator("[inert] a")
      .first()
      .evaluate((link) => {
        (link as HTMLElement).focus();
        return document.activeElement === link;
      });
    expect(focused).toBe(false);

    await expect(page.getByRole("link", { name: /Browse all \d+ exercises/ })).toHaveAttribute(
      "href",
      "/exercises",
    );
    await expect(page.getByRole("link", { name: "See plans and prices" })).toHaveAttribute(
      "href",
      "/pricing",
    );
    const samples = page.getByRole("navigation", { name: "Sample pages" }).getByRole("link");
    await expect(samples).toHaveCount(4);
    for (const link of await samples.all())
      expect(await link.getAttribute("href")).toMatch(/^\/preview\//);
    await expect(page.getByRole("heading", { name: "Who it is for" })).toBeVisible();
    const about = page.getByRole("region", { name: "About the content" });
    await expect(about).toContainText("written by the Wristwise team");
    await expect(about).toContainText("not a substitute for a clinician");

    // Each sample page opens.
    for (const link of await samples.all()) {
      const href = (await link.getAttribute("href")) ?? "";
      expect((await page.request.get(href)).status(), href).toBe(200);
    }
  });
});
