// Issue #20: the community dashboard. A visitor and a person on another plan see a finished
// teaser of every section; community@demo (Lifetime Community) uses every page.
import { COMMUNITY_SECTIONS } from "../../src/content/community/sections";
import { expect, expectNoA11yViolations, signInAs, test } from "./fixtures";

test("a visitor sees a teaser of every section, with the plan and a way to sign in", async ({
  page,
}) => {
  for (const section of COMMUNITY_SECTIONS) {
    const response = await page.goto(section.href);
    expect(response?.status(), section.href).toBe(200);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(section.title);
    await expect(page.getByText("What's inside for members")).toBeVisible();
    await expect(
      page.getByRole("link", { name: "See the Lifetime Community plan" }),
    ).toHaveAttribute("href", "/lifetime-community");
    await expect(page.getByRole("main").getByRole("link", { name: "Sign in" })).toHaveAttribute(
      "href",
      `/login?returnTo=${encodeURIComponent(section.href)}`,
    );
  }
  // Nothing of the members' content.
  await page.goto("/community-dashboard/curriculum");
  await expect(page.getByRole("button", { name: /Mark week 1 done/ })).toHaveCount(0);
  await page.goto("/community-dashboard/help");
  await expect(page.getByRole("button", { name: "Send message" })).toHaveCount(0);
  await expect(page.getByText("How does the member directory work?")).toBeVisible();
  await expectNoA11yViolations(page);
  // A calendar file is for members only.
  const calendar = await page.request.get("/api/community/clinics/weekly-qa-2026-12-01/calendar");
  expect(calendar.status()).toBe(401);
});

test("a person on another plan sees the teasers, and the member routes refuse them", async ({
  page,
  baseURL,
}) => {
  await signInAs(page, "annual@demo.wristwise.app", baseURL);
  await page.goto("/community-dashboard/clinics");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Live group clinics");
  await expect(page.getByText("What's inside for members")).toBeVisible();
  await expect(page.getByText("Already a member?")).toHaveCount(0);
  const calendar = await page.request.get("/api/community/clinics/weekly-qa-2026-12-01/calendar");
  expect(calendar.status()).toBe(403);
  expect((await calendar.json()).error).toBe(
    "The community dashboard is part of the Lifetime Community plan.",
  );
});

test("a member uses every page: curriculum, clinics, resources, bonus, settings, members and help", async ({
  page,
  baseURL,
  readOutbox,
}) => {
  await signInAs(page, "community@demo.wristwise.app", baseURL);
  await page.goto("/dashboard");
  await page.getByRole("link", { name: "Open the community dashboard" }).click();
  await expect(page).toHaveURL(/\/community-dashboard$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(/^Welcome, /);
  await expectNoA11yViolations(page);

  // Curriculum: a week marked done counts, and can be undone.
  await page
    .getByRole("navigation", { name: "Community" })
    .getByRole("link", { name: "Curriculum" })
    .click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Curriculum");
  const progress = page.getByText(/of 8 weeks done/).first();
  const before = Number((await progress.textContent())?.match(/(\d+) of 8/)?.[1]);
  const week8 = page.locator("#week-8");
  const toggle = week8.getByRole("button", { name: /Mark week 8 done|Mark as not done/ });
  const wasDone = (await toggle.textContent())?.includes("not done");
  await toggle.click();
  await expect(progress).toContainText(`${wasDone ? before - 1 : before + 1} of 8 weeks done`);
  await week8
    .getByRole("button", { name: wasDone ? "Mark week 8 done" : "Mark as not done" })
    .click();
  await expect(progress).toContainText(`${before} of 8 weeks done`);
  await expect(page.locator("#week-1").getByRole("link").first()).toHaveAttribute(
    "href",
    /^\/exercises\//,
  );
  await expectNoA11yViolations(page);

  // Clinics: times in the member's zone, and a calendar file for each.
  await page.goto("/community-dashboard/clinics");
  await expect(page.getByRole("heading", { name: "The next four weeks" })).toBeVisible();
  const add = page.getByRole("link", { name: /^Add to calendar/ }).first();
  const href = await add.getAttribute("href");
  const ics = await page.request.get(href ?? "");
  expect(ics.status()).toBe(200);
  expect(ics.headers()["content-type"]).toContain("text/calendar");
  const body = await ics.text();
  expect(body).toMatch(/^BEGIN:VCALENDAR\r\n/);
  expect(body).toContain("SUMMARY:Wristwise clinic:");
  expect(
    (await page.request.get("/api/community/clinics/weekly-qa-2026-12-02/calendar")).status(),
  ).toBe(404);
  await expectNoA11yViolations(page);

  // Resources and bonus material.
  await page.goto("/community-dashboard/resources");
  await expect(page.getByRole("heading", { name: "Exercise sheets" })).toBeVisible();
  await expectNoA11yViolations(page);
  await page.goto("/community-dashboard/bonus");
  await expect(
    page.getByRole("heading", { level: 2, name: "A 90-second desk reset" }),
  ).toBeVisible();
  await expectNoA11yViolations(page);

  // Settings: a display name, the directory; a bad name keeps what was typed.
  await page.goto("/community-dashboard/settings");
  const name = page.getByRole("textbox", { name: "Display name" });
  await name.fill("me@example.com");
  await page.getByRole("button", { name: "Save settings" }).click();
  await expect(page.getByText(/Use letters, numbers, spaces/)).toBeVisible();
  await expect(name).toHaveValue("me@example.com");
  await name.fill("Steady Hands");
  await page.getByLabel("List me in the member directory").check();
  await page.getByRole("button", { name: "Save settings" }).click();
  await expect(page.getByText("Your community settings are saved.")).toBeVisible();
  await expectNoA11yViolations(page);

  await page.goto("/community-dashboard/members");
  await expect(page.getByText('You\'re listed as "Steady Hands".')).toBeVisible();
  await expect(page.getByRole("listitem").filter({ hasText: "Steady Hands (you)" })).toBeVisible();
  await expect(page.getByRole("main")).not.toContainText("community@demo");
  await expectNoA11yViolations(page);

  // Help: the answers, and a message that reaches the team.
  await page.goto("/community-dashboard/help");
  await page.getByText("How do I join a live group clinic?").click();
  await expect(page.getByText(/shown in your own time zone/)).toBeVisible();
  await page.getByLabel("What is it about?").selectOption("clinics");
  await page.getByLabel("Your message").fill("Short");
  await page.getByRole("button", { name: "Send message" }).click();
  await expect(page.getByText("Write at least 10 characters.")).toBeVisible();
  await expect(page.getByLabel("Your message")).toHaveValue("Short");
  const message = `Can I join the form check late? (${Date.now()})`;
  await page.getByLabel("Your message").fill(message);
  await page.getByRole("button", { name: "Send message" }).click();
  await expect(page.getByText("Thank you: your message is with the team.")).toBeVisible();
  const mail = await readOutbox("care@wristwise.app");
  expect(mail.subject).toBe("Community help: Live group clinics");
  expect(mail.text).toContain(message);
});
