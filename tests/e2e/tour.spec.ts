// Issue #19: the guided tour of spec 2 and 4. On a desktop it runs its 13 steps across the
// program, About Plan and the dashboard and is kept as completed on the profile; Escape puts it
// away for the session, ?startTour=true brings it back, Skip Tour ends it; on a phone it is marked
// skipped (mobile_device) and never shown.
import type { Browser, Page } from "@playwright/test";
import { expect, expectNoA11yViolations, test } from "./fixtures";

/** A new person past the terms with a finished assessment: the tour's audience. */
async function assessedPerson(
  page: Page,
  signUpViaApi: () => Promise<{ email: string; password: string }>,
) {
  const account = await signUpViaApi();
  const patched = await page.request.post("/api/test/profile", {
    data: { termsAccepted: true, completedAssessment: true },
  });
  expect(patched.ok(), await patched.text()).toBe(true);
  return account;
}

test.use({ tourAllowed: true });

const tourStep = (page: Page) => page.getByRole("dialog");

async function profileOf(page: Page) {
  const data = await (await page.request.get("/api/account/export")).json();
  return data.profile as Record<string, unknown>;
}

/** The same person in a fresh browser: no browser storage, so only the profile can say "done". */
async function freshSession(browser: Browser, baseURL: string, email: string, password: string) {
  const context = await browser.newContext({ baseURL, serviceWorkers: "block" });
  const page = await context.newPage();
  const signedIn = await page.request.post("/api/test/sign-in", {
    data: { email, password },
    headers: { origin: baseURL },
  });
  expect(signedIn.ok()).toBe(true);
  return { page, context };
}

test("the tour runs its 13 steps across three pages on a desktop and is kept as completed", async ({
  page,
  browser,
  baseURL,
  signUpViaApi,
}) => {
  const { email, password } = await assessedPerson(page, signUpViaApi);
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto("/exercise-program");

  const dialog = tourStep(page);
  await expect(dialog).toHaveAccessibleName(/Your program is ready/);
  await expect(dialog.getByRole("button", { name: "Start tour" })).toBeFocused();
  await expectNoA11yViolations(page);
  await dialog.getByRole("button", { name: "Start tour" }).click();

  const expectStep = async (n: number, title: string) => {
    await expect(dialog.getByText(`Step ${n} of 13`)).toBeVisible();
    await expect(dialog).toHaveAccessibleName(new RegExp(title));
  };
  await expectStep(1, "Your strength exercises");
  await expect(dialog.getByRole("button", { name: "Previous" })).toHaveCount(0);
  await dialog.getByRole("button", { name: "Next" }).click();
  await expectStep(2, "Log a set");
  // A Pro feature, said plainly.
  await expect(dialog.getByText("Logging is part of Pro.", { exact: false })).toBeVisible();
  await dialog.getByRole("button", { name: "Previous" }).click();
  await expectStep(1, "Your strength exercises");
  // By keyboard: the step's own button has the focus.
  await expect(dialog.getByRole("button", { name: "Next" })).toBeFocused();
  await page.keyboard.press("Enter");
  await expectStep(2, "Log a set");
  await dialog.getByRole("button", { name: "Next" }).click();
  await expectStep(3, "More about each exercise");
  await dialog.getByRole("button", { name: "Skip", exact: true }).click();
  await expectStep(4, "Quick log");
  await dialog.getByRole("button", { name: "Next" }).click();
  await expectStep(5, "How Pro tracking works");
  await dialog.getByRole("button", { name: "Next" }).click();
  await expectStep(6, "Why your plan looks like this");
  // This step moves on only by the page's own button.
  await expect(dialog.getByRole("button", { name: "Next" })).toHaveCount(0);
  await page.getByRole("link", { name: "Continue to About Plan" }).click();
  await expect(page).toHaveURL(/\/about-plan$/);
  await expectStep(7, "Your pain regions");
  await expect(dialog.getByText("Adding or removing pain regions", { exact: false })).toBeVisible();
  for (const [n, title] of [
    [8, "What this page covers"],
    [9, "Exercise guidelines"],
    [10, "Understanding pain"],
    [11, "Learn more about wrist pain"],
  ] as const) {
    await dialog.getByRole("button", { name: "Next" }).click();
    await expectStep(n, title);
  }
  await dialog.getByRole("button", { name: "Next" }).click();
  await expect(page).toHaveURL(/\/dashboard\?continueFromStep=12$/);
  await expectStep(12, "Your dashboard");
  await dialog.getByRole("button", { name: "Next" }).click();
  await expectStep(13, "Tracking your daily load");
  await dialog.getByRole("button", { name: "Complete" }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(dialog).toHaveCount(0);

  await expect.poll(async () => (await profileOf(page)).guidedTourCompleted).toBe(true);
  const profile = await profileOf(page);
  expect(profile.guidedTourCompletedAt).toBeTruthy();
  // Moved past by Next, the button, the auto-advance and Complete; Skip (step 3) not counted.
  expect(profile.guidedTourStepsCompleted).toEqual([0, 1, 2, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13]);

  // Another browser: the profile alone says it's done.
  const other = await freshSession(browser, baseURL ?? "", email, password);
  await other.page.goto("/exercise-program");
  await expect(other.page.getByRole("heading", { name: "Your exercise program" })).toBeVisible();
  await other.page.waitForTimeout(1500);
  await expect(tourStep(other.page)).toHaveCount(0);
  await other.context.close();
});

test("Escape puts the tour away for the session, ?startTour=true brings it back, Skip Tour ends it", async ({
  page,
  signUpViaApi,
}) => {
  await assessedPerson(page, signUpViaApi);
  await page.goto("/exercise-program");
  await expect(tourStep(page)).toHaveAccessibleName(/Your program is ready/);
  await page.keyboard.press("Escape");
  await expect(tourStep(page)).toHaveCount(0);
  await page.reload();
  await expect(page.getByRole("heading", { name: "Your exercise program" })).toBeVisible();
  await page.waitForTimeout(1500);
  await expect(tourStep(page)).toHaveCount(0);
  expect((await profileOf(page)).guidedTourSkipped).toBe(false);

  await page.goto("/exercise-program?startTour=true");
  await expect(tourStep(page)).toHaveAccessibleName(/Your program is ready/);
  await tourStep(page).getByRole("button", { name: "Skip Tour" }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect
    .poll(async () => (await profileOf(page)).guidedTourSkippedReason)
    .toBe("user_skipped");
});

test.describe("on a phone", () => {
  test.use({
    viewport: { width: 390, height: 844 },
    hasTouch: true,
    isMobile: true,
    userAgent:
      "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Mobile Safari/537.36",
  });

  test("the tour is marked skipped as mobile_device and never shown", async ({
    page,
    signUpViaApi,
  }) => {
    await assessedPerson(page, signUpViaApi);
    await page.goto("/exercise-program");
    await expect(page.getByRole("heading", { name: "Your exercise program" })).toBeVisible();
    await expect
      .poll(async () => (await profileOf(page)).guidedTourSkippedReason)
      .toBe("mobile_device");
    expect((await profileOf(page)).guidedTourSkipped).toBe(true);
    await expect(tourStep(page)).toHaveCount(0);
  });
});
