// Issue #19: the getting-started guide after the assessment. Four steps read in order, picked up
// where they were left, finished into the program, or put aside; linked from the welcome.
import type { Page } from "@playwright/test";
import { expect, expectNoA11yViolations, test } from "./fixtures";

async function assessedPerson(page: Page, signUpViaApi: () => Promise<unknown>) {
  await signUpViaApi();
  const patched = await page.request.post("/api/test/profile", {
    data: { termsAccepted: true, completedAssessment: true },
  });
  expect(patched.ok(), await patched.text()).toBe(true);
}

const steps = (page: Page) => page.getByRole("navigation", { name: "Getting started" });

test("the guide is read step by step, picked up where it was left, and finished into the program", async ({
  page,
  signUpViaApi,
}) => {
  await assessedPerson(page, signUpViaApi);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto("/onboarding");
  await expect(page.getByRole("heading", { name: "Getting started", level: 1 })).toBeVisible();
  await expectNoA11yViolations(page);
  await page.getByRole("link", { name: "Start" }).click();

  await expect(page).toHaveURL(/\/onboarding\/your-program$/);
  await expect(page.getByText("Step 1 of 4")).toBeVisible();
  await expect(page.getByRole("heading", { name: "What your program is", level: 1 })).toBeVisible();
  await expect(steps(page).getByRole("link", { name: "What your program is" })).toHaveAttribute(
    "aria-current",
    "step",
  );
  await expectNoA11yViolations(page);
  await page.getByRole("button", { name: "Continue" }).click();

  await expect(page).toHaveURL(/\/onboarding\/logging$/);
  // Without Pro, said plainly.
  await expect(page.getByText("Logging sets and your day's load are part of Pro.")).toBeVisible();
  await expect(
    steps(page).getByRole("link", { name: "What your program is (read)" }),
  ).toBeVisible();

  // Left and picked up again at the first unread step.
  await page.goto("/dashboard");
  await page.goto("/onboarding");
  await page.getByRole("link", { name: "Continue where you left off" }).click();
  await expect(page).toHaveURL(/\/onboarding\/logging$/);
  await page.getByRole("link", { name: "Back" }).click();
  await expect(page).toHaveURL(/\/onboarding\/your-program$/);
  await page.goto("/onboarding/logging");
  await page.getByRole("button", { name: "Continue" }).click();

  await expect(page).toHaveURL(/\/onboarding\/pain-and-dose$/);
  await expect(
    page.getByRole("heading", { name: "Up to 5 out of 10 during an exercise is acceptable" }),
  ).toBeVisible();
  await page.getByRole("button", { name: "Continue" }).click();

  await expect(page).toHaveURL(/\/onboarding\/reminder$/);
  await expect(page.getByLabel("Email me a reminder to do my exercises")).toBeVisible();
  await expectNoA11yViolations(page);
  await page.getByRole("button", { name: "Finish and go to my program" }).click();
  await expect(page).toHaveURL(/\/exercise-program$/);

  await page.goto("/onboarding");
  await expect(page.getByText("You've read the whole guide.", { exact: false })).toBeVisible();
  await expect(page.getByRole("link", { name: "Go to my program" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Skip for now" })).toHaveCount(0);
});

test("the guide can be put aside, and stays open to read", async ({ page, signUpViaApi }) => {
  await assessedPerson(page, signUpViaApi);
  await page.goto("/onboarding");
  await page.getByRole("button", { name: "Skip for now" }).click();
  await expect(page).toHaveURL(/\/exercise-program$/);
  await page.goto("/onboarding");
  await expect(page.getByText("You put this guide aside", { exact: false })).toBeVisible();
  await expect(page.getByRole("button", { name: "Skip for now" })).toHaveCount(0);
  await page.goto("/onboarding/pain-and-dose");
  await expect(page.getByRole("heading", { name: "How pain guides the dose" })).toBeVisible();
});

test("an unknown step is not found, and the guide waits for a finished assessment", async ({
  page,
  signUpViaApi,
}) => {
  await signUpViaApi();
  await page.request.post("/api/test/profile", { data: { termsAccepted: true } });
  await page.goto("/onboarding");
  // Without a finished assessment the route decision sends a free person to the assessment.
  await expect(page).toHaveURL(/\/user-details$/);
  await page.request.post("/api/test/profile", { data: { completedAssessment: true } });
  const missing = await page.goto("/onboarding/not-a-step");
  expect(missing?.status()).toBe(404);
  await expect(page.getByRole("heading", { name: "We couldn't find that page" })).toBeVisible();
});
