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
