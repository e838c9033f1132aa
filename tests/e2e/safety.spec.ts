import type { Page } from "@playwright/test";
import { expect, expectNoA11yViolations, proAccount, test } from "./fixtures";

async function answerAllNo(page: Page) {
  for (const radio of await page.getByRole("radio", { name: "No", exact: true }).all())
    await radio.check();
}

const PAUSED_PAGES = ["/exercise-program", "/dashboard", "/load-tracking", "/progress-statistics"];

test.describe("safety after the assessment", () => {
  test("a red flag reported after the assessment pauses a subscribed person's program until it is lifted", async ({
    page,
    signUpViaApi,
  }) => {
    await proAccount(page, signUpViaApi, "Sam Okafor", "annual");

    // Every tier can re-run the screen from the dashboard and the program.
    await page.goto("/exercise-program");
    await expect(page.getByRole("link", { name: /Something changed\?/ })).toBeVisible();
    await page.goto("/dashboard");
    await page.getByRole("link", { name: /Something changed\?/ }).click();
    await expect(page).toHaveURL(/\/safety-check$/);
    await expect(
      page.getByRole("heading", { name: "Has anything changed?", level: 1 }),
    ).toBeVisible();
    await expectNoA11yViolations(page);

    // A "yes" to a question about sudden change: the urgent level.
    await answerAllNo(page);
    await page
      .getByRole("group", { name: /getting quickly worse/ })
      .getByLabel("Yes")
      .check();
    await page.getByRole("button", { name: "Save my answers" }).click();
    await expect(page).toHaveURL(/\/medical-screen$/);
    await expect(
      page.getByRole("heading", { name: "Your program is paused", level: 1 }),
    ).toBeVisible();
    // The advice leads with the action for its level; clearance is the secondary button.
    await expect(page.getByRole("heading", { level: 2 }).first()).toHaveText(
      "Please see a doctor soon",
    );
    await expect(page.getByRole("link", { name: /Find a doctor near me/ })).toBeVisible();
    await expectNoA11yViolations(page);

    // Every program page sends the person back to the advice, even after a reload.
    for (const path of PAUSED_PAGES) {
      await page.goto(path);
      await expect(page).toHaveURL(/\/medical-screen$/);
    }
    await expect(page.getByRole("heading", { name: "Please see a doctor soon" })).toBeVisible();

    // Changing the answer to "no" lifts the pause.
    await page.getByRole("button", { name: "Change my answers" }).click();
    await expect(page.getByRole("button", { name: "Save my answers" })).toBeVisible();
    await answerAllNo(page);
    await page.getByRole("button", { name: "Save my answers" }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
    for (const path of PAUSED_PAGES) {
      await page.goto(path);
      await expect(page).toHaveURL(new RegExp(`${path}$`));
    }

    // Both answers are kept: the "no" did not erase the earlier "yes".
    await page.goto("/account");
    const history = page.getByRole("list").filter({ hasText: "Safety re-check" });
    await expect(history.getByRole("listitem")).toHaveCount(2);
    await expect(history.getByRole("listitem").nth(0)).toContainText("No warning signs");
    await expect(history.getByRole("listitem").nth(1)).toContainText(
      "Signs for a doctor to check soon",
    );
  });

  test("an emergency answer leads with getting help, and confirming clearance lifts the pause", async ({
    page,
    signUpViaApi,
  }) => {
    // A free person whose assessment is done.
    await signUpViaApi({ name: "Ada Ruiz" });
    const patched = await page.request.post("/api/test/profile", {
      data: { termsAccepted: true, completedAssessment: true },
    });
    expect(patched.ok(), await patched.text()).toBe(true);

    await page.goto("/exercise-program");
    await page.getByRole("link", { name: /Something changed\?/ }).click();
    // The questions are on screen before answering (answerAllNo's .all() does not wait for them).
    await expect(
      page.getByRole("heading", { name: "Has anything changed?", level: 1 }),
    ).toBeVisible();
    await answerAllNo(page);
    await page
      .getByRole("group", { name: /look out of shape/ })
      .getByLabel("Yes")
      .check();
    await page.getByRole("button", { name: "Save my answers" }).click();
    await expect(page).toHaveURL(/\/medical-screen$/);
    await expect(
      page.getByText(
        "Call your local emergency number, or go to an emergency department or urgent care now.",
      ),
    ).toBeVisible();
    await expect(page.getByRole("link", { name: /Find urgent care near me/ })).toBeVisible();
    await expect(page.getByRole("link", { name: /^999/ })).toHaveAttribute("href", "tel:999");
    await page.goto("/dashboard");
    await expect(page).toHaveURL(/\/medical-screen$/);

    // Clearance needs the confirmation box, then reopens everything.
    await page.getByRole("button", { name: "I've been cleared, continue" }).click();
    await expect(
      page.getByText("Please confirm that a clinician has cleared you to exercise."),
    ).toBeVisible();
    await page.getByRole("checkbox").check();
    await page.getByRole("button", { name: "I've been cleared, continue" }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
    await page.goto("/exercise-program");
    await expect(page).toHaveURL(/\/exercise-program$/);
  });
});
