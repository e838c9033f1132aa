// Issue #17: a paid person books an expert call, moves it and cancels it, and the calls add up.
import { expect, expectNoA11yViolations, signInAs, test } from "./fixtures";

test.describe("expert video calls", () => {
  test("an annual member books, moves and cancels a call, and gets the call back", async ({
    page,
    baseURL,
  }) => {
    await signInAs(page, "annual@demo.wristwise.app", baseURL);
    await page.goto("/talk-to-expert");
    await expect(page.getByRole("heading", { name: "Talk to an expert", level: 1 })).toBeVisible();
    await expect(page.getByRole("heading", { name: "You have 1 call to book" })).toBeVisible();
    await expectNoA11yViolations(page);
    // Four weeks of days scroll inside their row: the page itself never scrolls sideways.
    for (const width of [390, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        width,
      );
    }

    // Nothing chosen: said plainly, nothing booked.
    await page.getByRole("button", { name: "Book this call" }).click();
    await expect(page.getByText("Please choose a time first.")).toBeVisible();

    const book = page.getByRole("region", { name: "Book a call" });
    const days = book.getByRole("list").first().getByRole("button");
    await days.nth(1).click();
    await book.getByRole("radio").first().check({ force: true });
    await book.getByRole("button", { name: /^Book / }).click();
    await expect(page.getByRole("heading", { name: "Your booked calls" })).toBeVisible();
    await expect(
      page.getByRole("heading", { name: "You have no calls to book right now" }),
    ).toBeVisible();
    await expect(page.getByRole("link", { name: /Join the call/ })).toHaveAttribute(
      "href",
      /^https:\/\/meet\.jit\.si\/wristwise-call-/,
    );
    await expectNoA11yViolations(page);

    // Move it to another time.
    const before = await page
      .getByRole("region", { name: "Your booked calls" })
      .getByRole("listitem")
      .first()
      .textContent();
    await page.getByRole("button", { name: "Move it" }).click();
    const moving = page.getByRole("dialog", { name: "Move your call" });
    await expect(moving).toBeVisible();
    await expectNoA11yViolations(page);
    await moving.getByRole("list").first().getByRole("button").nth(2).click();
    await moving.getByRole("radio").nth(1).check({ force: true });
    await moving.getByRole("button", { name: /^Move it to / }).click();
    await expect(moving).toHaveCount(0);
    await expect
      .poll(async () =>
        page
          .getByRole("region", { name: "Your booked calls" })
          .getByRole("listitem")
          .first()
          .textContent(),
      )
      .not.toBe(before);
    await expect(
      page.getByRole("heading", { name: "You have no calls to book right now" }),
    ).toBeVisible();

    // Cancel it: the call comes back.
    await page.getByRole("button", { name: "Cancel it" }).click();
    const cancelling = page.getByRole("dialog", { name: "Cancel this call?" });
    await cancelling.getByRole("button", { name: "Yes, cancel the call" }).click();
    await expect(page.getByRole("heading", { name: "You have 1 call to book" })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Your booked calls" })).toHaveCount(0);
  });

  test("a free person is offered the add-on and the plans instead", async ({ page, baseURL }) => {
    await signInAs(page, "free@demo.wristwise.app", baseURL);
    await page.goto("/talk-to-expert");
    await expect(
      page.getByRole("heading", { name: "You have no calls to book right now" }),
    ).toBeVisible();
    await expect(
      page.getByRole("button", { name: /Add expert calls, \$49 a month/ }),
    ).toBeVisible();
    await expect(page.getByRole("region", { name: "Book a call" })).toHaveCount(0);
  });
});
