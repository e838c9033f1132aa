// The adherence calendar on every date that changes its layout (issue #11): rendered with the
// production build's CSS in Chromium, at phone and desktop widths, and checked by axe-core. The
// journeys on /progress-statistics see only the day they run; this covers the rest.
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import type { Page } from "@playwright/test";
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { AdherenceCalendar } from "../../src/components/progress/adherence-calendar";
import { adherenceCalendarOf } from "../../src/domain/progress/adherence";
import { addDays } from "../../src/domain/progress/days";
import { LAYOUT_DATES } from "../factories/layout-dates";
import { expect, expectNoA11yViolations, test } from "./fixtures";

const chunks = path.join(process.cwd(), ".next", "static", "chunks");
const css = readdirSync(chunks)
  .filter((f) => f.endsWith(".css"))
  .map((f) => readFileSync(path.join(chunks, f), "utf8"))
  .join("\n");

/**
 * The lowest contrast of any day's number against what is behind it, measured in the page: axe
 * leaves one-character text ("7") as "too short to tell", so most dates would go unchecked.
 */
async function lowestDayContrast(page: Page): Promise<{ ratio: number; day: string }> {
  return page.locator("tbody td").evaluateAll((cells) => {
    const canvas = document.createElement("canvas");
    canvas.width = 1;
    canvas.height = 1;
    const ctx = canvas.getContext("2d", { willReadFrequently: true });
    if (!ctx) throw new Error("no canvas");
    /** Paints the colours in order on one pixel and reads the result: any CSS colour syntax. */
    const paint = (...colors: string[]) => {
      ctx.clearRect(0, 0, 1, 1);
      for (const color of colors) {
        ctx.fillStyle = color;
        ctx.fillRect(0, 0, 1, 1);
      }
      return Array.from(ctx.getImageData(0, 0, 1, 1).data.slice(0, 3));
    };
    const luminance = (rgb: number[]) => {
      const [r = 0, g = 0, b = 0] = rgb.map((c) => {
        const s = c / 255;
        return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
      });
      return 0.2126 * r + 0.7152 * g + 0.0722 * b;
    };
    let lowest = { ratio: 21, day: "" };
    for (const cell of cells) {
      const layers: string[] = [];
      for (let el: Element | null = cell; el; el = el.parentElement)
        layers.unshift(getComputedStyle(el).backgroundColor);
      const background = paint("#fff", ...layers);
      const text = paint("#fff", ...layers, getComputedStyle(cell).color);
      const [hi, lo] = [luminance(background), luminance(text)].sort((a, b) => b - a);
      const ratio = ((hi ?? 0) + 0.05) / ((lo ?? 0) + 0.05);
      if (ratio < lowest.ratio) lowest = { ratio, day: cell.textContent ?? "" };
    }
    return lowest;
  });
}

/** A set on every third day of the last 8 weeks, and one today. */
function logsUpTo(today: string) {
  return Array.from({ length: 19 }, (_, i) => ({
    loggedAt: new Date(`${addDays(today, -i * 3)}T18:00:00Z`),
  }));
}

for (const width of [390, 1280])
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });
    for (const [name, today] of LAYOUT_DATES)
      test(`on ${name} (${today}) every day reads clearly and the calendar fits`, async ({
        page,
      }) => {
        const calendar = adherenceCalendarOf(logsUpTo(today), new Date(`${today}T20:00:00Z`));
        const html = renderToStaticMarkup(createElement(AdherenceCalendar, { calendar, today }));
        await page.setContent(
          `<!doctype html><html lang="en"><head><title>Adherence on ${today}</title><style>${css}</style></head><body><main class="p-4"><h1>Adherence</h1>${html}</main></body></html>`,
        );
        await expect(page.getByRole("cell", { name: /\(today\)/ })).toHaveCount(1);
        const future = calendar.flatMap((w) => w.days).filter((d) => d.isFuture).length;
        await expect(page.getByRole("cell", { name: /still to come/ })).toHaveCount(future);
        // The table scrolls inside its box if it must, but at these widths it never has to.
        const overflow = await page
          .locator("table")
          .evaluate(
            (t) => (t.parentElement?.scrollWidth ?? 0) - (t.parentElement?.clientWidth ?? 0),
          );
        expect(overflow).toBeLessThanOrEqual(0);
        // WCAG 1.4.3: at least 4.5:1 for every day's number, whatever is behind it.
        const lowest = await lowestDayContrast(page);
        expect(lowest.ratio, `contrast of ${lowest.day}`).toBeGreaterThanOrEqual(4.5);
        await expectNoA11yViolations(page);
      });
  });
