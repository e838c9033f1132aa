import type { Locator, Page } from "@playwright/test";
import { expect, expectNoA11yViolations, test } from "./fixtures";

/** Puts the signed-in test user's profile into a state (ENABLE_TEST_ENDPOINTS). */
async function patchProfile(page: Page, patch: Record<string, unknown>) {
  const response = await page.request.post("/api/test/profile", { data: patch });
  expect(response.ok(), await response.text()).toBe(true);
}

const continueButton = (page: Page) => page.getByRole("button", { name: "Continue", exact: true });

async function answerAllNo(page: Page) {
  for (const radio of await page.getByRole("radio", { name: "No", exact: true }).all())
    await radio.check();
}

test.describe("the eight-step assessment", () => {
  test("a new free user goes through all eight steps and sees their computed results", async ({
    page,
    signUpViaApi,
  }) => {
    test.slow(); // eight steps and the results, with axe on each page
    await signUpViaApi({ name: "Sam" });
    await page.goto("/user-details");
    const terms = page.getByRole("dialog", { name: "Before you continue" });
    await terms.getByRole("checkbox").check();
    await terms.getByRole("button", { name: "Accept" }).click();
    await expectNoA11yViolations(page);

    // 1. About you: an empty form shows errors next to the fields and saves nothing.
    await page.getByLabel(/what you'd like us to call you/).fill("");
    await continueButton(page).click();
    await expect(page.getByText("Please tell us your name.")).toBeVisible();
    await expect(page.getByText("Choose your age range.")).toBeVisible();
    await expect(page).toHaveURL(/\/user-details$/);
    await page.getByLabel(/what you'd like us to call you/).fill("Sam");
    await page.getByRole("group", { name: "Your age" }).getByLabel("35–44").check();
    await page
      .getByRole("group", { name: "Which hand do you use most?" })
      .getByLabel("Right")
      .check();
    await page.getByRole("group", { name: "Which side is painful?" }).getByLabel("Right").check();
    await page.getByLabel("Weight in lbs").fill("150");
    await page
      .getByRole("group", { name: "How did your symptoms start?" })
      .getByRole("radio")
      .nth(1)
      .check();
    await page
      .getByRole("group", { name: "When did they start?" })
      .getByRole("radio")
      .nth(2)
      .check();
    await page.locator("#hours-keyboardMouse").fill("8");
    await continueButton(page).click();

    // 2. Safety check: all no.
    await expect(page).toHaveURL(/\/medical-screen$/);
    await answerAllNo(page);
    await expectNoA11yViolations(page);
    await continueButton(page).click();

    // 3. QuickDASH: every item answered 3 gives ((33 / 11) - 1) x 25 = 50.
    await expect(page).toHaveURL(/\/outcome-measure$/);
    // Answers ticked before hydration are replayed by React (the test below); ticking again until
    // all 11 count keeps this journey independent of that.
    await expect(async () => {
      for (const radio of await page.locator('input[type="radio"][name^="item-"][value="3"]').all())
        await radio.check();
      await expect(page.getByText("Answered 11 of 11")).toBeVisible({ timeout: 1000 });
    }).toPass();
    await page.getByLabel("No, skip this part").check();
    await expect(page.getByText(/© Institute for Work & Health/)).toBeVisible();
    await expectNoA11yViolations(page);
    await continueButton(page).click();

    // 4. Pain regions on the diagram, by keyboard, with an intensity each.
    await expect(page).toHaveURL(/\/pain-region$/);
    await continueButton(page).click();
    await expect(page.getByText("Choose at least one area where you feel pain.")).toBeVisible();
    const palm = page.getByRole("group", { name: "Palm side of the right hand and forearm" });
    const wrist = palm.getByRole("checkbox", { name: "Palm side of the wrist and forearm" });
    await wrist.focus();
    await page.keyboard.press("Space");
    await expect(wrist).toHaveAttribute("aria-checked", "true");
    await page
      .getByRole("group", { name: "Palm side of the wrist and forearm" })
      .getByLabel("6", { exact: true })
      .check();
    await expectNoA11yViolations(page);
    await continueButton(page).click();

    // 5. Nerve symptoms: none.
    await expect(page).toHaveURL(/\/nerve-symptoms$/);
    await page.getByLabel("No", { exact: true }).check();
    await continueButton(page).click();

    // 6. Movement: all four full.
    await expect(page).toHaveURL(/\/mobility-test$/);
    for (const radio of await page.locator('input[type="radio"][value="full"]').all())
      await radio.check();
    await expectNoA11yViolations(page);
    await continueButton(page).click();

    // 7. Endurance: 60 s at 4 lb on each wrist hold, 60 s on each band hold.
    await expect(page).toHaveURL(/\/endurance-test$/);
    for (const radio of await page.locator('input[type="radio"][name^="weight-"][value="4"]').all())
      await radio.check();
    for (const box of await page.getByLabel("Seconds held (or type them)").all())
      await box.fill("60");
    await expectNoA11yViolations(page);
    await continueButton(page).click();

    // 8. Nerve glides: nothing much on any.
    await expect(page).toHaveURL(/\/nerve-mobility-test$/);
    await expect(page.getByText(/not tests that diagnose/i)).toBeVisible();
    for (const radio of await page.locator('input[type="radio"][value="none"]').all())
      await radio.check();
    await page.getByRole("button", { name: "See my results" }).click();

    // Results: stamina 4 lb x 60 s / 60 = 4 lb against 7.5 lb (5% of 150 lb) = 53;
    // health 100 - 50 = 50; risk moderate (53 < 60); (53 + 50) / 2 = 51.5 gives 8 weeks.
    await expect(page).toHaveURL(/\/assessment-results$/);
    await expect(page.getByRole("heading", { name: "Your assessment results" })).toBeVisible();
    const stamina = page
      .locator("div", { has: page.getByRole("heading", { name: "Stamina" }) })
      .last();
    await expect(stamina).toContainText("53");
    await expect(stamina).toContainText("Fair capacity");
    const health = page
      .locator("div", { has: page.getByRole("heading", { name: "Health", exact: true }) })
      .last();
    await expect(health).toContainText("50");
    await expect(health).toContainText("Moderate health");
    await expect(page.getByText("Moderate", { exact: true })).toBeVisible();
    await expect(page.getByText("About 8 weeks")).toBeVisible();
    await expect(page.getByText("Palm side of the wrist and forearm: 6 out of 10")).toBeVisible();

    // Finishing the assessment created the four notifications; the welcome leads to the
    // getting-started guide (issue #19).
    const bell = page.getByRole("button", { name: "Notifications, 4 unread" });
    await bell.click();
    await expectNoA11yViolations(page);
    await page.getByRole("link", { name: /Welcome to Wristwise/ }).click();
    await expect(page).toHaveURL(/\/onboarding$/);
    await expect(page.getByRole("heading", { name: "Getting started", level: 1 })).toBeVisible();
    await expect(page.getByRole("button", { name: "Notifications, 3 unread" })).toBeVisible();
  });

  test("a red-flag answer leads to the see-a-clinician page, and continuing needs a recorded clearance", async ({
    page,
    signUpViaApi,
  }) => {
    await signUpViaApi();
    await patchProfile(page, { termsAccepted: true, userDetailsCompleted: true });
    await page.goto("/medical-screen");
    await answerAllNo(page);
    await page
      .getByRole("group", { name: /look out of shape/ })
      .getByLabel("Yes")
      .check();
    await continueButton(page).click();

    // Emergency answers say so first.
    const advice = page.getByRole("heading", { level: 2 }).first();
    await expect(advice).toHaveText("Please get medical help now");
    await expect(page).toHaveURL(/\/medical-screen$/);
    await expectNoA11yViolations(page);

    // Still held there after a reload: the answer was saved, the step is not done.
    await page.reload();
    await expect(page.getByRole("heading", { name: "Please get medical help now" })).toBeVisible();
    await page.goto("/outcome-measure");
    await expect(page).toHaveURL(/\/medical-screen$/);

    await page.getByRole("button", { name: "I've been cleared, continue" }).click();
    await expect(
      page.getByText("Please confirm that a clinician has cleared you to exercise."),
    ).toBeVisible();
    await page.getByRole("checkbox").check();
    await page.getByRole("button", { name: "I've been cleared, continue" }).click();
    await expect(page).toHaveURL(/\/outcome-measure$/);
  });

  test("QuickDASH answers chosen before the page is interactive are all kept", async ({
    page,
    signUpViaApi,
  }) => {
    await signUpViaApi();
    await patchProfile(page, {
      termsAccepted: true,
      userDetailsCompleted: true,
      medicalScreeningCompleted: true,
    });
    // Hold the page's scripts back, as a slow connection does, so the first answers are chosen
    // in the server's HTML before React takes the page over.
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route("**/_next/static/chunks/**/*.js", async (route) => {
      await held;
      await route.continue();
    });
    await page.goto("/outcome-measure", { waitUntil: "commit" });
    const radios = page.locator('input[type="radio"][name^="item-"][value="2"]');
    await expect(radios).toHaveCount(11);
    for (const i of [0, 1, 2]) await radios.nth(i).check();
    await expect(page.getByText("Answered 0 of 11")).toBeVisible();
    release();
    // React replays the three choices once it hydrates: all three count, and stay chosen.
    await expect(page.getByText("Answered 3 of 11")).toBeVisible();
    for (const i of [0, 1, 2]) await expect(radios.nth(i)).toBeChecked();
    await expect(radios.nth(3)).not.toBeChecked();
    await page.unroute("**/_next/static/chunks/**/*.js");
  });

  test("saving part of the endurance tests holds a free user on the step until all four are done", async ({
    page,
    signUpViaApi,
  }) => {
    test.slow(); // the timer's 3-2-1 and a timed hold, then five page loads
    await signUpViaApi();
    await patchProfile(page, {
      termsAccepted: true,
      userDetailsCompleted: true,
      medicalScreeningCompleted: true,
      outcomeMeasureCompleted: true,
      painRegionsCompleted: true,
      nerveSymptomsCompleted: true,
      mobilityTestCompleted: true,
    });
    await page.goto("/endurance-test");

    // The in-page timer counts the hold after a 3-2-1 (its button reads Cancel until then).
    const first = page.getByRole("region", { name: /Palm-up wrist hold/ });
    await first.getByLabel("4 lb").check();
    await first.getByRole("button", { name: "Start timer" }).click();
    await expect(first.getByRole("button", { name: "Cancel" })).toBeVisible();
    await expect(first.getByRole("timer")).toBeHidden();
    // Only one hold at a time.
    await expect(
      page.getByRole("region", { name: /Palm-down wrist hold/ }).getByRole("button", {
        name: "Start timer",
      }),
    ).toBeDisabled();
    await expect(first.getByRole("button", { name: "Stop" })).toBeVisible({ timeout: 5000 });
    await page.waitForTimeout(1300);
    await first.getByRole("button", { name: "Stop" }).click();
    await expect(first.getByRole("timer")).not.toHaveText("0");
    await expect(first.getByRole("button", { name: "Time again" })).toBeFocused();
    await expect(first.getByLabel("Seconds held (or type them)")).not.toHaveValue("");
    await expect(first.getByLabel("Seconds held (or type them)")).not.toHaveValue("0");

    // Continue needs all four.
    await continueButton(page).click();
    await expect(
      page.getByText("Finish this test, or save your results and come back to it.").first(),
    ).toBeVisible();
    await expect(page).toHaveURL(/\/endurance-test$/);

    await page.getByRole("button", { name: "Save and finish later" }).click();
    await expect(page.getByRole("dialog")).toBeVisible();
    await expect(page.getByRole("dialog")).toContainText("You saved 1 of 4 tests");
    await expectNoA11yViolations(page);
    await page.getByRole("button", { name: "Carry on with the tests" }).click();

    // The intermediate state: a free user is sent back here from later steps and other pages.
    await page.goto("/nerve-mobility-test");
    await expect(page).toHaveURL(/\/endurance-test$/);
    await page.goto("/exercise-program");
    await expect(page).toHaveURL(/\/endurance-test$/);
    await page.getByRole("button", { name: "Carry on with the tests" }).click();

    // The saved result is still there; finishing the rest moves on.
    await expect(first.getByLabel("Seconds held (or type them)")).not.toHaveValue("");
    for (const radio of await page.locator('input[type="radio"][name^="weight-"][value="2"]').all())
      if (
        !(await radio.isChecked()) &&
        (await radio.getAttribute("name")) !== "weight-wristFlexorsTest"
      )
        await radio.check();
    const boxes = page.getByLabel("Seconds held (or type them)");
    for (const i of [1, 2, 3]) await boxes.nth(i).fill("45");
    await continueButton(page).click();
    await expect(page).toHaveURL(/\/nerve-mobility-test$/);
  });
});

/**
 * Every control a thumb uses inside the page's form is at least 44 × 44 px, and no button's text
 * overflows it or the screen (issue #14). Hidden controls (other questions) are skipped.
 */
async function expectThumbSizedControls(page: Page) {
  const problems = await page.evaluate(() => {
    const found: string[] = [];
    const selector =
      "main form button, main form a[href], main form label:has(input[type=radio]), main form label:has(input[type=checkbox])";
    for (const element of document.querySelectorAll<HTMLElement>(selector)) {
      const box = element.getBoundingClientRect();
      if (box.width === 0 && box.height === 0) continue;
      const name = (element.textContent ?? "").trim().slice(0, 40);
      if (box.width < 43.5 || box.height < 43.5)
        found.push(`${name}: ${Math.round(box.width)}×${Math.round(box.height)}`);
      if (element.scrollWidth > element.clientWidth + 1) found.push(`${name}: text overflows`);
      if (box.left < -0.5 || box.right > window.innerWidth + 0.5) found.push(`${name}: off screen`);
    }
    return found;
  });
  expect(problems).toEqual([]);
}

/**
 * The side (px) of the largest square that fits inside a hand region, from a 2 px grid of hit
 * tests: a square of n × n points spans at least 2(n - 1) px, which is what is returned.
 */
async function largestSquareInside(region: Locator) {
  await region.evaluate((element) => element.scrollIntoView({ block: "center" }));
  return region.evaluate((element) => {
    const step = 2;
    const box = element.getBoundingClientRect();
    const columns = Math.ceil(box.width / step);
    let previous = new Array<number>(columns + 1).fill(0);
    let best = 0;
    for (let y = 0; y < box.height; y += step) {
      const row = new Array<number>(columns + 1).fill(0);
      for (let x = 0; x < columns; x++) {
        const hit = document.elementFromPoint(box.left + x * step + 1, box.top + y + 1);
        if (hit?.closest("[role=checkbox]") !== element) continue;
        const side = 1 + Math.min(row[x] ?? 0, previous[x + 1] ?? 0, previous[x] ?? 0);
        row[x + 1] = side;
        best = Math.max(best, side);
      }
      previous = row;
    }
    return step * (best - 1);
  });
}

test.describe("the assessment on a phone", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("QuickDASH asks one question at a time, moves on after an answer, and keeps every answer through a resize", async ({
    page,
    signUpViaApi,
  }) => {
    test.slow(); // eleven questions, a resize each way and a revisit
    await signUpViaApi();
    await patchProfile(page, {
      termsAccepted: true,
      userDetailsCompleted: true,
      medicalScreeningCompleted: true,
    });
    await page.goto("/outcome-measure");
    const question = (name: RegExp) => page.getByRole("group", { name });
    const next = page.getByRole("button", { name: "Next", exact: true });

    await expect(page.getByText("Question 1 of 11")).toBeVisible();
    await expect(question(/Open a tight or new jar/)).toBeVisible();
    await expect(question(/Do heavy household chores/)).toBeHidden();
    await expect(continueButton(page)).toBeHidden();
    await expectThumbSizedControls(page);
    await expectNoA11yViolations(page);

    // Choosing an answer moves on by itself, and focus goes to the new question.
    await question(/Open a tight or new jar/)
      .getByText("Moderate difficulty")
      .click();
    await expect(page.getByText("Question 2 of 11")).toBeVisible();
    await expect(page.locator("legend", { hasText: "Do heavy household chores" })).toBeFocused();
    await expect(question(/Open a tight or new jar/)).toBeHidden();
    await question(/Do heavy household chores/)
      .getByText("Mild difficulty")
      .click();
    await expect(page.getByText("Question 3 of 11")).toBeVisible();
    await question(/Carry a shopping bag/)
      .getByText("Severe difficulty")
      .click();
    await expect(page.getByText("Question 4 of 11")).toBeVisible();

    // Back shows the previous question with its answer; Next goes on again.
    await page.getByRole("button", { name: "Back", exact: true }).click();
    await expect(page.getByText("Question 3 of 11")).toBeVisible();
    await expect(
      question(/Carry a shopping bag/).getByRole("radio", { name: "Severe difficulty" }),
    ).toBeChecked();
    await next.click();
    await expect(page.getByText("Question 4 of 11")).toBeVisible();
    await expect(page.locator("legend", { hasText: "Wash your back" })).toBeFocused();

    // By keyboard: arrows move through the answers without moving on; Enter moves on.
    await page.keyboard.press("Tab");
    await page.keyboard.press("ArrowDown");
    await expect(
      question(/Wash your back/).getByRole("radio", { name: "Mild difficulty" }),
    ).toBeChecked();
    await page.waitForTimeout(800);
    await expect(page.getByText("Question 4 of 11")).toBeVisible();
    await page.keyboard.press("Enter");
    await expect(page.getByText("Question 5 of 11")).toBeVisible();
    await expect(page.locator("legend", { hasText: "Use a knife to cut food" })).toBeFocused();

    // Wider than a phone, every question shows, with the four answers kept.
    await page.setViewportSize({ width: 1280, height: 900 });
    await expect(question(/Open a tight or new jar/)).toBeVisible();
    await expect(question(/Sleeping because of the pain/i)).toBeVisible();
    await expect(page.getByText("Answered 4 of 11")).toBeVisible();
    await expect(
      question(/Open a tight or new jar/).getByRole("radio", { name: "Moderate difficulty" }),
    ).toBeChecked();
    await question(/Use a knife to cut food/)
      .getByText("No difficulty")
      .click();
    // Nothing moves on by itself on the grouped layout.
    await page.waitForTimeout(800);
    await expect(question(/Use a knife to cut food/)).toBeInViewport();

    // Back on a phone: the first unanswered question, and the answer given on the wide layout.
    await page.setViewportSize({ width: 390, height: 844 });
    await expect(page.getByText("Question 6 of 11")).toBeVisible();
    await page.getByRole("button", { name: "Back", exact: true }).click();
    await expect(
      question(/Use a knife to cut food/).getByRole("radio", { name: "No difficulty" }),
    ).toBeChecked();
    await next.click();

    for (let n = 6; n <= 11; n++) {
      await expect(page.getByText(`Question ${n} of 11`)).toBeVisible();
      await page.locator("[data-question]:visible").getByRole("radio").nth(1).click();
    }
    // After the 11th, the optional work module: the last question never moves on by itself,
    // and it shows the step's own button.
    await expect(page.getByText("Optional work questions")).toBeVisible();
    await page.getByText("No, skip this part").click();
    await page.waitForTimeout(800);
    await expect(page.getByText("Optional work questions")).toBeVisible();
    await expect(next).toBeHidden();
    await expect(page.getByText(/© Institute for Work & Health/)).toBeVisible();
    await expectThumbSizedControls(page);
    await continueButton(page).click();
    await expect(page).toHaveURL(/\/pain-region$/);

    // Coming back: the saved answers are there, and one tap reaches the end again.
    await page.goto("/outcome-measure");
    await expect(page.getByText("Question 1 of 11")).toBeVisible();
    await expect(
      question(/Open a tight or new jar/).getByRole("radio", { name: "Moderate difficulty" }),
    ).toBeChecked();
    await page.getByRole("button", { name: "Go to the end" }).click();
    await expect(page.getByRole("radio", { name: "No, skip this part" })).toBeChecked();
    await expect(continueButton(page)).toBeVisible();
  });

  test("the medical screen asks one question at a time, and Continue takes the person to the one they skipped", async ({
    page,
    signUpViaApi,
  }) => {
    test.slow(); // ten questions, each with its pause
    await signUpViaApi();
    await patchProfile(page, { termsAccepted: true, userDetailsCompleted: true });
    await page.goto("/medical-screen");
    const no = page.getByRole("radio", { name: "No", exact: true });

    await expect(page.getByText("Question 1 of 10")).toBeVisible();
    await expect(page.getByRole("heading", { name: "Injury and sudden changes" })).toBeVisible();
    await expect(page.getByRole("group", { name: /look out of shape/ })).toBeVisible();
    await expect(no).toHaveCount(1); // one question on screen
    await expectThumbSizedControls(page);
    await expectNoA11yViolations(page);

    for (let n = 1; n <= 4; n++) {
      await expect(page.getByText(`Question ${n} of 10`)).toBeVisible();
      await no.click();
    }
    // Question 5, the first of the second group: skipped with Next.
    await expect(page.getByText("Question 5 of 10")).toBeVisible();
    await expect(page.getByRole("heading", { name: "How things are changing" })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Injury and sudden changes" })).toBeHidden();
    await page.getByRole("button", { name: "Next", exact: true }).click();
    for (let n = 6; n <= 10; n++) {
      await expect(page.getByText(`Question ${n} of 10`)).toBeVisible();
      await no.click();
    }
    await page.waitForTimeout(800);
    await expect(page.getByText("Question 10 of 10")).toBeVisible();

    // Continue with one unanswered: that question, its error, and focus on its first answer.
    await continueButton(page).click();
    await expect(page.getByText("Question 5 of 10")).toBeVisible();
    const skipped = page.getByRole("group", { name: /getting quickly worse/ });
    await expect(skipped.getByText("Please answer yes or no.")).toBeVisible();
    await expect(skipped.getByRole("radio", { name: "Yes" })).toBeFocused();
    await expect(page).toHaveURL(/\/medical-screen$/);
    await expectNoA11yViolations(page);

    await skipped.getByText("No", { exact: true }).click();
    await expect(page.getByText("Question 6 of 10")).toBeVisible();
    await page.getByRole("button", { name: "Go to the end" }).click();
    await expect(page.getByText("Question 10 of 10")).toBeVisible();
    await continueButton(page).click();
    await expect(page).toHaveURL(/\/outcome-measure$/);
  });

  test("the pain regions are thumb-sized, the toggle counts the other side, and the error clears on a tap", async ({
    page,
    signUpViaApi,
  }) => {
    test.slow(); // thousands of hit tests per region
    await signUpViaApi();
    await patchProfile(page, {
      termsAccepted: true,
      userDetailsCompleted: true,
      medicalScreeningCompleted: true,
      outcomeMeasureCompleted: true,
    });
    await page.goto("/pain-region");
    const error = page.getByText("Choose at least one area where you feel pain.");
    await continueButton(page).click();
    await expect(error).toBeVisible();

    const palm = page.getByRole("group", { name: "Palm side of the right hand and forearm" });
    const back = page.getByRole("group", { name: "Back of the right hand and forearm" });
    for (const region of await palm.getByRole("checkbox").all())
      expect(
        await largestSquareInside(region),
        (await region.getAttribute("aria-label")) ?? "",
      ).toBeGreaterThanOrEqual(44);

    await palm.getByRole("checkbox", { name: "Fingers" }).click();
    await expect(error).toBeHidden();

    await page.getByRole("button", { name: /^Back of hand/ }).click();
    await expect(palm).toBeHidden();
    for (const region of await back.getByRole("checkbox").all())
      expect(
        await largestSquareInside(region),
        (await region.getAttribute("aria-label")) ?? "",
      ).toBeGreaterThanOrEqual(44);
    await back.getByRole("checkbox", { name: "Back of the hand and wrist" }).click();
    await back.getByRole("checkbox", { name: "Thumb side of the back of the wrist" }).click();
    // The fingers count on both sides: they are one area.
    await expect(page.getByRole("button", { name: "Palm side (1 chosen)" })).toBeVisible();
    await expect(page.getByRole("button", { name: "Back of hand (3 chosen)" })).toHaveAttribute(
      "aria-pressed",
      "true",
    );
    await expectThumbSizedControls(page);
    await expectNoA11yViolations(page);
  });

  test("the endurance timer counts down, then its Stop fills the bottom of the screen", async ({
    page,
    signUpViaApi,
  }) => {
    test.slow(); // the 3-2-1 and a timed hold
    await signUpViaApi();
    await patchProfile(page, {
      termsAccepted: true,
      userDetailsCompleted: true,
      medicalScreeningCompleted: true,
      outcomeMeasureCompleted: true,
      painRegionsCompleted: true,
      nerveSymptomsCompleted: true,
      mobilityTestCompleted: true,
    });
    await page.goto("/endurance-test");
    const first = page.getByRole("region", { name: /Palm-up wrist hold/ });
    await first.getByRole("button", { name: "Start timer" }).click();
    await expect(first.getByText("Get ready", { exact: true })).toBeVisible();
    const stop = first.getByRole("button", { name: "Stop" });
    await expect(stop).toBeVisible({ timeout: 5000 });
    const box = await stop.boundingBox();
    expect(box?.width).toBeGreaterThanOrEqual(358);
    expect(box?.height).toBeGreaterThanOrEqual(56);
    expect((box?.y ?? 0) + (box?.height ?? 0)).toBeGreaterThan(844 - 40);
    expect((box?.y ?? 0) + (box?.height ?? 0)).toBeLessThanOrEqual(844);
    await expectNoA11yViolations(page);
    await page.waitForTimeout(1200);
    await stop.click();
    await expect(first.getByLabel("Seconds held (or type them)")).not.toHaveValue("");
    await expect(first.getByRole("button", { name: "Time again" })).toBeVisible();
    await expectThumbSizedControls(page);
  });
});
