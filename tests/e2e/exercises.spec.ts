import { expect, expectNoA11yViolations, test } from "./fixtures";

test.describe("public exercise pages", () => {
  test("the library and an exercise page open with no account", async ({ page }) => {
    await page.goto("/exercises");
    await expect(page.getByRole("heading", { name: "Exercise library", level: 1 })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Nerve glides" })).toBeVisible();
    await expect(page.locator('a[href^="/exercises/"]')).toHaveCount(45);
    await expectNoA11yViolations(page);

    await page.getByRole("link", { name: /Wrist extension curl/ }).click();
    await expect(page).toHaveURL(/\/exercises\/wrist-extension-curl$/);
    await expect(
      page.getByRole("heading", { name: "Wrist extension curl", level: 1 }),
    ).toBeVisible();
    await expect(page).toHaveTitle(/Wrist extension curl/);
    await expect(page.getByText("3 sets of 15 · 3 s up, 1 s pause, 3 s down")).toBeVisible();
    await expect(page.getByRole("heading", { name: "When to stop" })).toBeVisible();
    const jsonLd = JSON.parse(
      (await page.locator('script[type="application/ld+json"]').textContent()) ?? "",
    );
    expect(jsonLd).toMatchObject({ "@type": "HowTo", name: "Wrist extension curl" });
    expect(await page.locator('meta[name="description"]').getAttribute("content")).toBeTruthy();

    // Easier and harder versions link to each other.
    await page.getByRole("link", { name: /Easier/ }).click();
    await expect(page).toHaveURL(/\/exercises\/isometric-wrist-extension$/);
  });

  test("a demonstration plays, pauses on its start, shows its stills with reduced motion, and a thumbnail plays on hover", async ({
    page,
  }) => {
    const loaded = (img: ReturnType<typeof page.locator>) =>
      img.evaluate(
        (el) => (el as HTMLImageElement).complete && (el as HTMLImageElement).naturalWidth > 0,
      );
    await page.goto("/exercises/wrist-extension-curl");
    const demo = page.locator(".rig").first();
    const play = demo.locator("img.rig-play");
    const start = demo.locator(".rig-panels > :first-child img.rig-pose");
    await expect(play).toBeVisible();
    await expect(play).toHaveAttribute("src", "/demos/wrist-extension-curl.svg");
    await expect.poll(() => loaded(play)).toBe(true);
    await expect(start).toBeHidden();
    await expect(
      page.getByRole("img", { name: /^Start: forearm resting on a table, palm down, holding/ }),
    ).toHaveCount(1);
    // The demonstration's file is an image that carries its own motion.
    const file = await page.request.get("/demos/wrist-extension-curl.svg");
    expect(file.headers()["content-type"]).toContain("image/svg+xml");
    expect(await file.text()).toContain("@keyframes rig-reps");

    await page.getByLabel("Pause the animation").check();
    await expect(play).toBeHidden();
    await expect(start).toBeVisible();
    await expect.poll(() => loaded(start)).toBe(true);
    await page.getByLabel("Pause the animation").uncheck();
    await expect(play).toBeVisible();

    await page.emulateMedia({ reducedMotion: "reduce" });
    await expect(play).toBeHidden();
    await expect(demo.getByText("Start", { exact: true })).toBeVisible();
    await expect(demo.getByText("End", { exact: true })).toBeVisible();
    await expect(demo.locator(".rig-still img")).toBeVisible();
    await expect(page.getByLabel("Pause the animation")).toBeHidden();
    await page.emulateMedia({ reducedMotion: "no-preference" });

    await page.goto("/exercises");
    const card = page.getByRole("link", { name: /Wrist extension curl/ });
    const rest = card.locator("img.rig-pose");
    const thumbPlay = card.locator("img.rig-play");
    await expect(rest).toBeVisible();
    await expect(thumbPlay).toBeHidden();
    await card.hover();
    await expect(thumbPlay).toBeVisible();
    await expect(rest).toBeHidden();
    await expect.poll(() => loaded(thumbPlay)).toBe(true);
  });

  test("an unknown exercise is a 404", async ({ page }) => {
    const response = await page.goto("/exercises/no-such-exercise");
    expect(response?.status()).toBe(404);
  });
});

test("a program preview for each body area opens with no account", async ({ page }) => {
  await page.goto("/preview/exercise-program/Thumb-Extensors");
  await expect(
    page.getByRole("heading", { name: "Sample program: Thumb side of the back of the wrist" }),
  ).toBeVisible();
  await expect(page.getByRole("heading", { name: "Thumb lift hold" })).toBeVisible();
  await expect(
    page.getByRole("region", { name: "See how logging guides your next session" }),
  ).toBeVisible();
  await expectNoA11yViolations(page);
  const others = page.getByRole("navigation", { name: "Other sample programs" }).getByRole("link");
  await expect(others).toHaveCount(7);
  await others.first().click();
  await expect(page).toHaveURL(/\/preview\/exercise-program\/Fingers$/);
  await expect(page.getByRole("heading", { name: "Sample program: Fingers" })).toBeVisible();
});
