import { acceptTerms, expect, test } from "./fixtures";

// The second server's idle limit is 8 s with the warning 4 s before (playwright.config.ts), so
// the spec's 15-minute journey runs in seconds.
test.use({ baseURL: `http://localhost:${Number(process.env.E2E_PORT ?? 3100) + 1}` });

test.describe("session expiry after inactivity", () => {
  test("warns before expiry, then signs the person out with the spec's message", async ({
    page,
    baseURL,
    signUpViaApi,
  }) => {
    await signUpViaApi();
    await acceptTerms(page, baseURL);
    await page.goto("/account");
    await expect(page.getByRole("heading", { name: "Your account" })).toBeVisible();

    const warning = page.getByRole("alertdialog", { name: "Session Expiring Soon" });
    await expect(warning).toBeVisible({ timeout: 8000 });
    await expect(warning).toContainText("Your session will expire in 2 minutes due to inactivity.");
    await expect(warning.getByRole("button", { name: "Logout Now" })).toBeVisible();

    await expect(
      page.getByText("Session expired due to inactivity. Please log in again."),
    ).toBeVisible({ timeout: 8000 });
    await expect(page).toHaveURL(/\/login/);

    // The server refused the session too.
    await page.goto("/account");
    await expect(page).toHaveURL(/\/login\?returnTo=%2Faccount$/);
  });

  test("Stay Logged In keeps the session", async ({ page, baseURL, signUpViaApi }) => {
    await signUpViaApi();
    await acceptTerms(page, baseURL);
    await page.goto("/account");
    const warning = page.getByRole("alertdialog", { name: "Session Expiring Soon" });
    await expect(warning).toBeVisible({ timeout: 8000 });
    await warning.getByRole("button", { name: "Stay Logged In" }).click();
    await expect(warning).toBeHidden();
    await page.waitForTimeout(3000);
    await expect(page).toHaveURL(/\/account$/);
  });

  test("the server refuses a session left idle with no tab open", async ({
    page,
    signUpViaApi,
  }) => {
    await signUpViaApi();
    await page.waitForTimeout(9000);
    await page.goto("/account");
    await expect(page).toHaveURL(/\/login\?returnTo=%2Faccount$/);
  });
});
