// Issue #19: the daily exercise reminder, from setting it in the account to the email at the chosen
// local time (the sweep run with an injected clock) and its one-click "turn off" link.
import { acceptTerms, expect, expectNoA11yViolations, test } from "./fixtures";

test.use({ timezoneId: "Europe/Berlin" });

test("a reminder set in the account arrives at the chosen local time, and its link turns it off", async ({
  page,
  signUpViaApi,
  readOutbox,
}) => {
  const { email } = await signUpViaApi({ name: "Mira Stein" });
  await acceptTerms(page);
  await page.setViewportSize({ width: 390, height: 900 });
  await page.goto("/account#reminders");
  const card = page.locator("#reminders");
  await expect(card.getByText("In Europe/Berlin")).toBeVisible();
  await card.getByLabel("Email me a reminder to do my exercises").check();
  await card.getByLabel("Time").fill("07:45");
  // Weekends off: Saturday and Sunday unticked.
  for (const day of ["Saturday", "Sunday"]) {
    await card
      .locator("label")
      .filter({ hasText: day.slice(0, 3) })
      .click();
    await expect(card.getByLabel(day)).not.toBeChecked();
  }
  await card.getByRole("button", { name: "Save reminder" }).click();
  await expect(
    card.getByText("Reminders are on: on weekdays at 07:45 (Europe/Berlin)."),
  ).toBeVisible();
  await expectNoA11yViolations(page);

  // Wednesday 25 November 2026: 07:45 in Berlin is 06:45 UTC.
  const run = async (now: string) =>
    (await (await page.request.post("/api/test/run-reminders", { data: { now } })).json()).sent;
  expect(await run("2026-11-25T06:44:00Z")).toBe(0);
  expect(await run("2026-11-25T06:45:00Z")).toBe(1);
  expect(await run("2026-11-25T06:50:00Z")).toBe(0);
  // Saturday: not a chosen day.
  expect(await run("2026-11-28T06:45:00Z")).toBe(0);

  const mail = await readOutbox(email);
  expect(mail.subject).toBe("Time for your wrist and hand exercises");
  expect(mail.text).toContain("on weekdays at 07:45 (Europe/Berlin)");
  const link = mail.text.match(/https?:\/\/\S+\/reminders\/unsubscribe\?\S+/)?.[0];
  expect(link).toBeTruthy();
  const url = new URL(link ?? "");

  // A link cut short changes nothing and says so.
  await page.goto(`/reminders/unsubscribe?u=${url.searchParams.get("u")}&t=short`);
  await expect(page.getByText("This link isn't complete")).toBeVisible();

  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(`${url.pathname}${url.search}`);
  await expect(page.getByRole("heading", { name: "Turn off exercise reminders" })).toBeVisible();
  await page.getByRole("button", { name: "Turn off reminders" }).click();
  await expect(page.getByText("Your exercise reminders are off.")).toBeVisible();
  await expectNoA11yViolations(page);
  expect(await run("2026-11-26T06:45:00Z")).toBe(0);

  await page.goto("/account#reminders");
  await expect(
    page.locator("#reminders").getByLabel("Email me a reminder to do my exercises"),
  ).not.toBeChecked();
});

test("a reminder needs at least one day, and a failed save keeps what was chosen", async ({
  page,
  signUpViaApi,
}) => {
  await signUpViaApi();
  await acceptTerms(page);
  await page.goto("/account#reminders");
  const card = page.locator("#reminders");
  // The device's zone replaces the server's default once the form is live (hydrated).
  await expect(card.getByText("In Europe/Berlin")).toBeVisible();
  await card.getByLabel("Email me a reminder to do my exercises").check();
  for (const day of ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"])
    await card
      .locator("label")
      .filter({ hasText: day.slice(0, 3) })
      .click();
  await card.getByRole("button", { name: "Save reminder" }).click();
  await expect(card.getByText("Choose at least one day.")).toBeVisible();
  await expect(card.getByLabel("Email me a reminder to do my exercises")).toBeChecked();
});
