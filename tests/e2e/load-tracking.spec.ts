import type { Page } from "@playwright/test";
import { expect, recordTracking, signInAs, test } from "./fixtures";

const pain = (page: Page, legend: string, value: string) =>
  page.getByRole("group", { name: legend }).getByLabel(value, { exact: true }).check();

test.describe("load tracking", () => {
  test("a paid user logs a day, sees it in the chart's numbers, and corrects it; bad input keeps what was typed", async ({
    page,
    baseURL,
  }) => {
    test.slow();
    await signInAs(page, "annual@demo.wristwise.app", baseURL);
    await page.goto("/load-tracking");
    await expect(page.getByRole("heading", { name: "Log today" })).toBeVisible();
    await expect(page.getByText("Log 3 more days to see your index.")).toBeVisible();

    await page.getByLabel("Keyboard and mouse").fill("25");
    await page.getByLabel("Gaming", { exact: true }).fill("1.5");
    await page.getByLabel("Other (tools, music, sport)").fill("0");
    await page.getByLabel("Breaks taken").fill("4");
    await pain(page, "Pain this morning", "2");
    await pain(page, "Pain this evening", "4");
    await page
      .getByRole("group", { name: "Morning stiffness lasted" })
      .getByLabel("Under 15 min")
      .check();
    await page.getByRole("button", { name: "Save this day" }).click();
    await expect(page.getByText("A day has 24 hours at most.")).toBeVisible();
    await expect(page.getByLabel("Keyboard and mouse")).toHaveValue("25");
    await expect(page.getByLabel("Gaming", { exact: true })).toHaveValue("1.5");

    await page.getByLabel("Keyboard and mouse").fill("7");
    await page.getByRole("button", { name: "Save this day" }).click();
    await expect(page.getByText("Saved your log for today")).toBeVisible();
    await expect(page.getByRole("heading", { name: "Edit your log for today" })).toBeVisible();

    // The numbers are drawn when their fold opens, by keyboard as by mouse.
    const numbers = page.getByRole("table", { name: /last 30 days/ });
    await expect(numbers).toHaveCount(0);
    await page.getByText("Show the numbers").focus();
    await page.keyboard.press("Enter");
    const row = numbers.getByRole("row").nth(1);
    await expect(row).toContainText("7 h");
    await expect(row).toContainText("1.5 h");
    await expect(row).toContainText("2/10");
    await expect(row).toContainText("4/10");
    await expect(page.getByText("Log 2 more days to see your index.")).toBeVisible();
    // The table's box is a named tab stop only while the table scrolls in it: on a phone, where
    // it is wider than the screen, not on a desktop.
    const box = page.getByRole("region", { name: /last 30 days/ });
    await expect(box).toHaveCount(0);
    await page.setViewportSize({ width: 390, height: 844 });
    await expect(box).toHaveAttribute("tabindex", "0");
    await page.setViewportSize({ width: 1280, height: 900 });
    await expect(box).toHaveCount(0);

    // Logging today again edits it: one row, the new evening pain.
    await pain(page, "Pain this evening", "3");
    await page.getByRole("button", { name: "Save changes" }).click();
    await expect(page.getByText("Updated your log for today")).toBeVisible();
    await expect(numbers.getByRole("row")).toHaveCount(2);
    await expect(numbers.getByRole("row").nth(1)).toContainText("3/10");

    // Delete asks first.
    await page.getByRole("button", { name: /^Delete the log for/ }).click();
    await page.getByRole("button", { name: "Delete", exact: true }).click();
    await expect(page.getByText("Deleted that day's log")).toBeVisible();
    await expect(page.getByText("Your first logged day will show here.")).toBeVisible();
  });

  test("a free user sees their own (empty) load, then the demo apart with spec 5's irritability index; Go Pro sends GoProClicked", async ({
    page,
    baseURL,
  }) => {
    await signInAs(page, "free@demo.wristwise.app", baseURL);
    const tracked = await recordTracking(page);
    await page.goto("/load-tracking");
    // Their own first, and honestly empty: no example figure leaks into it.
    const own = page.getByRole("region", { name: "Your load" });
    await expect(own.getByText("Nothing logged yet")).toBeVisible();
    await expect(own.getByText("Example figures")).toHaveCount(0);
    await expect(own.getByRole("img")).toHaveCount(0);
    const demo = page.getByRole("region", { name: "What Pro shows" });
    await expect(demo.getByText("Example figures", { exact: true })).toBeVisible();
    await expect(demo).not.toContainText(/\byour\b/i);
    await expect(page.getByRole("heading", { name: "Log today" })).toHaveCount(0);

    const index = demo.locator("output");
    await expect(index).toContainText("6.1");
    await expect(index).toContainText("33% of a normal day");
    await demo.getByLabel("Almost at once").check();
    await expect(index).toContainText("8.5");
    await expect(index).toContainText("45 min");
    await expect(index).toContainText("11% of a normal day");
    await demo.getByLabel("Not during work").check();
    await expect(index).toContainText("3.2");
    await expect(index).toContainText("83% of a normal day");
    await expect(
      demo.getByText(/On days with 4 or more breaks, evening pain averaged 2.6\/10/),
    ).toBeVisible();

    await demo.getByRole("link", { name: "Go Pro to track daily load" }).click();
    await expect(page).toHaveURL(/\/go-pro$/);
    await expect
      .poll(() => tracked)
      .toContainEqual({ event: "GoProClicked", props: { source: "load-tracking-demo" } });
  });

  test("a visitor sees the sample at /preview/load-tracking", async ({ page }) => {
    await page.goto("/preview/load-tracking");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Sample load tracking");
    await expect(page.getByText("Example figures", { exact: true })).toBeVisible();
    await expect(page.getByRole("link", { name: "Start your free assessment" })).toHaveAttribute(
      "href",
      "/signup",
    );
  });
});
