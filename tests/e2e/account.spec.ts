import { readFile } from "node:fs/promises";
import { expect, expectNoA11yViolations, test } from "./fixtures";

test("a person exports their data, changes units, then deletes the account and is signed out", async ({
  page,
  signUpViaApi,
  baseURL,
}) => {
  const account = await signUpViaApi({ name: "Casey Hart" });
  const patched = await page.request.post("/api/test/profile", {
    data: { termsAccepted: true, userDetailsCompleted: true },
  });
  expect(patched.ok()).toBe(true);
  await page.goto("/account");
  await expectNoA11yViolations(page);

  // Export: a JSON file with everything held, and no password hash.
  const [download] = await Promise.all([
    page.waitForEvent("download"),
    page.getByRole("link", { name: "Download all my data (JSON)" }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^wristwise-data-\d{4}-\d{2}-\d{2}\.json$/);
  const text = await readFile((await download.path()) ?? "", "utf8");
  const data = JSON.parse(text);
  expect(data.user).toMatchObject({ email: account.email, name: "Casey Hart" });
  expect(data.profile).toMatchObject({ termsAccepted: true, userDetailsCompleted: true });
  expect(text).not.toMatch(/"password"\s*:/);
  expect(data.signInMethods).toEqual(["credential"]);

  // Units.
  await page.getByLabel("Kilograms (kg)").check();
  await page.getByRole("button", { name: "Save unit" }).click();
  await expect(page.getByText("Weights now show in kg.")).toBeVisible();

  // Delete, with a confirmation.
  await page.getByRole("button", { name: "Delete my account" }).click();
  const dialog = page.getByRole("dialog", { name: "Delete your account?" });
  await expectNoA11yViolations(page);
  await dialog.getByRole("button", { name: "Delete for good" }).click();
  await expect(
    dialog.getByText("Please tick the box to confirm you want to delete your account."),
  ).toBeVisible();
  await dialog.getByRole("checkbox").check();
  await dialog.getByRole("button", { name: "Delete for good" }).click();
  await expect(page).toHaveURL(/\/login\?accountDeleted=1$/);
  await expect(
    page.getByText("Your account and your health data have been deleted."),
  ).toBeVisible();

  // Signed out, and the account is gone.
  expect((await page.request.get("/api/account/export")).status()).toBe(401);
  await page.goto("/account");
  await expect(page).toHaveURL(/\/login\?returnTo=%2Faccount$/);
  const again = await page.request.post("/api/auth/sign-in/email", {
    data: { email: account.email, password: account.password },
    headers: { origin: baseURL ?? "" },
  });
  expect(again.ok()).toBe(false);
});
