import { readFile } from "node:fs/promises";
import type { Locator, Page } from "@playwright/test";
import {
  expect,
  expectNoA11yViolations,
  longDateIn,
  payloadOf,
  proAccount,
  signedInIn,
  signInAs,
  test,
  zoneOnAnotherDay,
} from "./fixtures";

/** Opens a chart's number table and returns its body rows' cell texts. */
async function numbers(page: Page, summary: string): Promise<string[][]> {
  const details = page.locator("details", { hasText: summary });
  await details.locator("summary").click();
  await expect(details.getByRole("table")).toBeVisible();
  const rows: Locator[] = await details.locator("tbody tr").all();
  return Promise.all(rows.map((r) => r.locator("th, td").allInnerTexts()));
}

function pdfPages(pdf: Buffer): number {
  return pdf.toString("latin1").match(/\/Type\s*\/Page[^s]/g)?.length ?? 0;
}

test.describe("progress statistics", () => {
  test("a paid user sees their charts and numbers, downloads every log and retakes the QuickDASH", async ({
    page,
    baseURL,
  }) => {
    await signInAs(page, "monthly@demo.wristwise.app", baseURL);
    await page.goto("/progress-statistics");
    await expect(
      page.getByRole("heading", { name: "Progress statistics", level: 1 }),
    ).toBeVisible();
    for (const name of [
      "Exercise volume",
      "Load progression",
      "Pain trend",
      "QuickDASH over time",
      "Adherence",
    ])
      await expect(page.getByRole("heading", { name, exact: true })).toBeVisible();
    // The charts draw (Recharts loads after the page).
    await expect(
      page
        .getByRole("img", { name: /Exercise volume per week/ })
        .locator("svg")
        .first(),
    ).toBeVisible();

    // The seed: QuickDASH 54.55 eight weeks ago, 38.64 four weeks later (a meaningful fall), due again now.
    // Scores and changes read with at most one decimal (formatQuickDashScore).
    await expect(page.getByText("Time to retake the QuickDASH")).toBeVisible();
    const quickDash = await numbers(page, "quickdash scores");
    expect(quickDash.map((r) => r.slice(1))).toEqual([
      ["54.5", "First score", "–", "No"],
      ["38.6", "−15.9 (better)", "−15.9 (better)", "Yes, since the previous score"],
    ]);
    await expect(
      page.getByText("A change of 14 points or more is one most people notice."),
    ).toBeVisible();

    // Pain eased over the 5 weeks of logs.
    await expect(
      page.getByText(/Average pain over the last 2 weeks: [\d.]+ out of 10, down from/),
    ).toBeVisible();
    const volume = await numbers(page, "exercise volume per week");
    const setsInTable = volume.reduce((n, row) => n + Number(row[1]), 0);
    expect(setsInTable).toBeGreaterThan(100);
    const curl = await numbers(page, "wrist extension curl by day");
    expect(curl.length).toBe(20);
    expect(Number(curl.at(-1)?.[1])).toBeGreaterThan(Number(curl[0]?.[1]));

    // Adherence: a labelled day, not colour alone.
    await expect(page.getByRole("cell", { name: /: \d+ sets? logged$/ }).first()).toBeAttached();
    await expectNoA11yViolations(page);
    // The page's payload carries the calendar and the tables as data, drawn by client components:
    // no table cell is serialised as an element (issue #15: the calendar's 220 elements cost the
    // server a sixth of the page's work).
    expect(await payloadOf(page)).not.toContain('["$","td"');
    // The sections themselves are drawn in the browser from the model, too.
    expect(await payloadOf(page)).not.toContain('"aria-labelledby":"volume-heading"');

    // The CSV holds every log: one exercise_set row per set in the volume table.
    const downloadPromise = page.waitForEvent("download");
    await page.getByRole("link", { name: "Download all my logs (CSV)" }).click();
    const download = await downloadPromise;
    expect(download.suggestedFilename()).toMatch(/^wristwise-logs-\d{4}-\d{2}-\d{2}\.csv$/);
    const csv = await readFile(await download.path(), "utf8");
    const lines = csv.trimEnd().split("\r\n");
    // Every text cell is quoted (#12 finding 14).
    expect(lines[0]).toMatch(/^"type","date","logged_at_utc","exercise",/);
    expect(lines.filter((l) => l.startsWith('"exercise_set",')).length).toBe(setsInTable);
    // monthly@demo's 4 seeded weeks of daily load logs (seed-load-history.ts).
    expect(lines.filter((l) => l.startsWith('"load_day",')).length).toBe(28);
    await expect(
      page.getByText(
        `The CSV holds every log: ${setsInTable} exercise sets and 28 daily load logs`,
      ),
    ).toBeVisible();

    // Retake: every answer "2" scores 25, 13.64 points better than 38.64: read as 25 and 13.6, so
    // it never reads "14", the noticeable change it falls short of.
    await page.getByRole("link", { name: "Retake the QuickDASH" }).first().click();
    await expect(page.getByRole("heading", { name: "Retake the QuickDASH" })).toBeVisible();
    // Answers ticked before hydration are reset by React: tick again until all 11 count.
    await expect(async () => {
      for (const radio of await page.locator('input[type="radio"][name^="item-"][value="2"]').all())
        await radio.check();
      await expect(page.getByText("Answered 11 of 11")).toBeVisible({ timeout: 1000 });
    }).toPass();
    await page.getByLabel("No, skip this part").check();
    await page.getByRole("button", { name: "Save my answers" }).click();
    await expect(
      page.getByText("Your new QuickDASH score is 25: 13.6 points lower (better) than last time."),
    ).toBeVisible();
    await expect(page).toHaveURL(/\/progress-statistics$/);
    await expect(page.getByText("Time to retake the QuickDASH")).toBeHidden();
    const after = await numbers(page, "quickdash scores");
    expect(after.at(-1)?.slice(1, 3)).toEqual(["25", "−13.6 (better)"]);
  });

  test("a set logged, changed or deleted is in the statistics the next time they open", async ({
    page,
    signUpViaApi,
  }) => {
    // The page keeps what it read under the person's data version (issue #15): each change
    // must show on the next view, in another tab as in this one.
    await proAccount(page, signUpViaApi, "Ines Moreau");
    const held = page.getByText(/^The CSV holds every log:/);
    const stats = async () => {
      await page.goto("/progress-statistics");
      return held;
    };
    await expect(await stats()).toContainText("0 exercise sets and 0 daily load logs");

    await page.goto("/exercise-program");
    const logButton = page.getByRole("button", { name: /^Log a set of / }).first();
    const name = ((await logButton.getAttribute("aria-label")) ?? "").replace("Log a set of ", "");
    const card = page.locator("div", { has: page.getByRole("heading", { name }) }).last();
    await logButton.click();
    await card.getByLabel("Reps (0–100)").fill("11");
    await card
      .getByRole("group", { name: "Pain during the set" })
      .getByLabel("2", { exact: true })
      .check();
    await card.getByLabel("Yes", { exact: true }).check();
    await card.getByRole("button", { name: "Save set" }).click();
    await expect(card.getByText(/11 reps/)).toBeVisible();
    await expect(await stats()).toContainText("1 exercise set and 0 daily load logs");
    const volume = async () => (await numbers(page, "exercise volume")).at(-1);
    expect(await volume()).toEqual(expect.arrayContaining(["1", "11"]));

    // Changed in a second tab: this tab's next view shows it.
    const other = await page.context().newPage();
    // A new tab would start the guided tour (the test's own page has it put away).
    await other.addInitScript(() =>
      window.sessionStorage.setItem("wristwise.guidedTour.session", "dismissed"),
    );
    await other.goto("/exercise-program");
    const otherCard = other.locator("div", { has: other.getByRole("heading", { name }) }).last();
    await otherCard.getByRole("button", { name: "Edit this log" }).click();
    await otherCard.getByLabel("Reps (0–100)").fill("14");
    await otherCard.getByRole("button", { name: "Save changes" }).click();
    await expect(otherCard.getByText(/14 reps/)).toBeVisible();
    await stats();
    expect(await volume()).toEqual(expect.arrayContaining(["1", "14"]));

    await other.getByRole("button", { name: "Delete this log" }).first().click();
    await other.getByRole("button", { name: "Delete", exact: true }).click();
    await expect(otherCard.getByText(/14 reps/)).toBeHidden();
    await other.close();
    await expect(await stats()).toContainText("0 exercise sets and 0 daily load logs");
  });

  test("a QuickDASH is dated by the person's own day, the same on the server and in the browser", async ({
    browser,
    baseURL,
  }) => {
    /** The latest QuickDASH's moment, from the model in the page's payload. */
    const latestAt = async (page: Page) => {
      const at = (await payloadOf(page)).match(
        /"latestQuickDash":\{"score":[\d.]+,"at":"([^"]+)"/,
      )?.[1];
      if (!at) throw new Error("no latest QuickDASH in the payload");
      return new Date(at);
    };
    const first = await browser.newContext();
    const look = await first.newPage();
    await signInAs(look, "monthly@demo.wristwise.app", baseURL);
    await look.goto("/progress-statistics");
    const seen = await latestAt(look);
    await first.close();

    // A zone where that moment falls on another day than in UTC, whatever the hour the seed ran.
    const timezoneId = zoneOnAnotherDay(seen);
    const { context, page, errors } = await signedInIn(
      browser,
      timezoneId,
      "monthly@demo.wristwise.app",
      baseURL,
    );
    await page.goto("/progress-statistics");
    const at = await latestAt(page);
    const inZone = longDateIn(at, timezoneId);
    const inUtc = longDateIn(at, "UTC");
    expect(inZone).not.toBe(inUtc);
    await expect(page.getByText(`${inZone} · lower is better`)).toBeVisible();
    const quickDash = await numbers(page, "quickdash scores");
    expect(quickDash.at(-1)?.[0]).toBe(inZone);
    // The browser drew the same words as the server: React reports any mismatch as an error.
    expect(errors).toEqual([]);
    await context.close();
  });

  test("the summary page shows the person's numbers and prints on one page", async ({
    page,
    baseURL,
  }) => {
    await signInAs(page, "annual@demo.wristwise.app", baseURL);
    await page.goto("/progress-statistics");
    await page.getByRole("link", { name: "Summary for your clinician" }).click();
    await expect(page.getByRole("heading", { name: "Wristwise progress summary" })).toBeVisible();
    await expect(page.getByText("Ann Annual")).toBeVisible();
    // Seeded assessment: QuickDASH 38.64, so health 61 (Moderate Health); the program's curl dose.
    await expect(page.getByText("61 of 100 · Moderate health")).toBeVisible();
    await expect(page.getByRole("cell", { name: "38.6", exact: true })).toBeVisible();
    await expect(page.getByRole("rowheader", { name: "Wrist extension curl" })).toBeVisible();
    await expect(page.getByRole("button", { name: "Print" })).toBeVisible();
    await expectNoA11yViolations(page);
    await page.emulateMedia({ media: "print" });
    for (const format of ["A4", "Letter"] as const)
      expect(pdfPages(await page.pdf({ format })), format).toBe(1);
  });

  test("the monthly demo's summary, with logs and two QuickDASH scores, fits one page", async ({
    page,
    baseURL,
  }) => {
    await signInAs(page, "monthly@demo.wristwise.app", baseURL);
    await page.goto("/progress-statistics/summary");
    await expect(page.getByText("Mo Monthly")).toBeVisible();
    await expect(page.getByRole("cell", { name: "54.5", exact: true })).toBeVisible();
    await expect(page.getByText(/days with exercise in the last 8 weeks/)).toBeVisible();
    await page.emulateMedia({ media: "print" });
    for (const format of ["A4", "Letter"] as const)
      expect(pdfPages(await page.pdf({ format })), format).toBe(1);
    await page.emulateMedia({ media: "screen" });
  });

  test("a free user sees their own numbers, the example apart, and Go Pro sends GoProClicked", async ({
    page,
    baseURL,
  }) => {
    await signInAs(page, "free@demo.wristwise.app", baseURL);
    await page.goto("/progress-statistics");
    // Their own: nothing logged, and the QuickDASH of their assessment (seeded 38.64, shown to one decimal).
    const own = page.getByRole("region", { name: "Your numbers" });
    await expect(own.getByText("Nothing logged yet")).toBeVisible();
    await expect(own.getByText("38.6", { exact: true }).first()).toBeVisible();
    await expect(own.getByText(/Your first QuickDASH, 38.6 on/)).toBeVisible();
    await expect(own.getByText("Your starting point")).toBeVisible();
    await expect(own.getByText("Example figures")).toHaveCount(0);
    await expect(own.getByRole("link", { name: "Download all my logs (CSV)" })).toBeVisible();
    // The example: labelled, with its own figures (pain easing over five weeks of logs), none of
    // which show among the person's.
    const example = page.getByRole("region", { name: "What Pro shows" });
    await expect(example.getByText("Example figures", { exact: true })).toBeVisible();
    await expect(example).not.toContainText(/\byour\b/i);
    await expect(example.getByText("Easing", { exact: true })).toBeVisible();
    await expect(own.getByText("Easing", { exact: true })).toHaveCount(0);
    await expectNoA11yViolations(page);
    // track() also dispatches ww:track; keep what it sends across the navigation to /go-pro.
    await page.evaluate(() =>
      window.addEventListener("ww:track", (e) => {
        const detail = (e as CustomEvent<{ event: string; props: { source?: string } }>).detail;
        sessionStorage.setItem("tracked", JSON.stringify(detail));
      }),
    );
    await page.getByRole("link", { name: "Go Pro for progress charts" }).click();
    await expect(page).toHaveURL(/\/go-pro$/);
    const tracked = await page.evaluate(() => sessionStorage.getItem("tracked"));
    expect(JSON.parse(tracked ?? "null")).toEqual({
      event: "GoProClicked",
      props: { source: "progress-statistics-demo" },
    });
  });

  test("the summary is Pro; a free user is sent back to the demo", async ({ page, baseURL }) => {
    await signInAs(page, "free@demo.wristwise.app", baseURL);
    await page.goto("/progress-statistics/summary");
    await expect(page).toHaveURL(/\/progress-statistics$/);
  });

  test("the CSV export needs a session", async ({ request }) => {
    const response = await request.get("/api/progress/export");
    expect(response.status()).toBe(401);
    expect(await response.json()).toEqual({ error: "Please sign in first." });
  });

  test("a visitor sees the public preview with sample data", async ({ page }) => {
    await page.goto("/preview/progress-statistics");
    await expect(
      page.getByRole("heading", { name: "Progress statistics", level: 1 }),
    ).toBeVisible();
    await expect(page.getByText("Example figures", { exact: true })).toBeVisible();
    const quickDash = await numbers(page, "quickdash scores");
    expect(quickDash.at(-1)?.slice(1, 2)).toEqual(["38.6"]);
    await expect(
      page
        .getByRole("img", { name: /QuickDASH score over time/ })
        .locator("svg")
        .first(),
    ).toBeVisible();
  });

  test("on a phone the public preview's calendar fits, and scrolls by keyboard where it cannot", async ({
    page,
  }) => {
    const calendarBox = page.locator("table.adherence-calendar").locator("..");
    // 390 px: the sample's frame leaves the calendar 280 px, and it fits.
    await page.setViewportSize({ width: 390, height: 900 });
    await page.goto("/preview/progress-statistics");
    await expect(page.getByRole("cell", { name: /\(today\)/ })).toHaveCount(1);
    expect(await calendarBox.evaluate((b) => b.scrollWidth - b.clientWidth)).toBeLessThanOrEqual(0);
    await expect(page.getByRole("region", { name: "Adherence calendar" })).toHaveCount(0);
    await expectNoA11yViolations(page);
    // 320 px (WCAG reflow): it scrolls in its box, which is then a named region that takes focus.
    await page.setViewportSize({ width: 320, height: 900 });
    const region = page.getByRole("region", { name: "Adherence calendar" });
    await expect(region).toHaveAttribute("tabindex", "0");
    await region.focus();
    await page.keyboard.press("ArrowRight");
    await expect.poll(() => region.evaluate((b) => b.scrollLeft)).toBeGreaterThan(0);
    await expectNoA11yViolations(page);
  });
});
