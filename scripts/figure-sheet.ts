// A contact sheet of every exercise demonstration and assessment illustration, for checking by
// eye: puts their files (as public/demos has them, each with its own CSS) inline on one static
// HTML page, then screenshots it at phone and desktop widths, moving (at several moments) and,
// with reduced motion, as the stills of each key pose.
// Usage: npx tsx scripts/figure-sheet.ts [outDir] [filter]
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { chromium } from "@playwright/test";
import { demoFileOf } from "../src/components/illustrations/rig/demo-files";
import { demoFilesOf } from "../src/components/illustrations/rig/render-demo-files";
import { TEST_DEMONSTRATIONS } from "../src/content/assessment/demonstrations";
import { EXERCISES } from "../src/content/exercises";
import { DEMONSTRATIONS } from "../src/content/exercises/demonstrations";
import type { TDemo } from "../src/domain/figures/demo";
import { CHROMIUM_ARGS, resolveChromium } from "../tests/e2e/browser";

const out = process.argv[2] ?? "/tmp/figure-sheet";
const filter = process.argv[3] ?? "";
/** "big": large cards at one width, to look closely at a few figures. */
const big = process.argv[4] === "big" || process.argv[4] === "bigmove";
const bigMove = process.argv[4] === "bigmove";
mkdirSync(out, { recursive: true });

const entries: [id: string, name: string, demo: TDemo | undefined][] = [
  ...EXERCISES.map((e): [string, string, TDemo | undefined] => [
    e.slug,
    e.name,
    DEMONSTRATIONS[e.slug],
  ]),
  ...Object.entries(TEST_DEMONSTRATIONS).map(([k, d]): [string, string, TDemo] => [
    `test-${k}`,
    `Assessment: ${k}`,
    d,
  ]),
];
const cards = entries
  .filter(([id]) => id.includes(filter))
  .map(([id, name, demo]) => {
    const files = demo ? demoFilesOf(id, demo) : null;
    const figure =
      demo && files
        ? `<div class="play">${files.get(demoFileOf(id))}</div><div class="poses">${demo.poses
            .map((_, pose) => files.get(demoFileOf(id, { pose })))
            .join("")}</div>`
        : `<p class="missing">no demonstration</p>`;
    return `<section class="card" id="card-${id}"><h2>${name} <small>${id} · ${figure.length} B</small></h2>${figure}</section>`;
  });

const html = `<!doctype html><html><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<style>
:root { --color-brand: #1d6660; --color-ink-muted: #4d5a60; }
body { margin: 0; padding: 12px; background: #f6f5f1; font-family: system-ui, sans-serif; color: #1c2629; }
.grid { display: grid; gap: 12px; grid-template-columns: repeat(auto-fill, minmax(${big ? 900 : process.argv[4] === "mid" ? 560 : 300}px, 1fr)); }
.card { background: #fff; border: 1px solid #dcdfd9; border-radius: 16px; padding: 12px; }
h2 { font-size: 14px; margin: 0 0 6px; } small { color: #75827d; font-weight: 400; }
svg { display: block; width: 100%; height: auto; }
.poses { display: none; grid-template-columns: repeat(auto-fit, minmax(12rem, 1fr)); gap: 8px; }
@media (prefers-reduced-motion: reduce) { .play { display: none; } .poses { display: grid; } }
.missing { color: #a8261d; }
</style></head><body><div class="grid">${cards.join("\n")}</div></body></html>`;
writeFileSync(path.join(out, "sheet.html"), html);

const browser = await chromium.launch({ executablePath: resolveChromium(), args: CHROMIUM_ARGS });
const mid = process.argv[4] === "mid";
for (const width of big ? [1200] : mid ? [1180] : [390, 1280]) {
  const motions = bigMove
    ? (["no-preference"] as const)
    : big || mid
      ? (["reduce"] as const)
      : (["no-preference", "reduce"] as const);
  for (const reducedMotion of motions) {
    const page = await browser.newPage({ viewport: { width, height: 900 }, reducedMotion });
    await page.goto(`file://${path.join(out, "sheet.html")}`);
    // Every animation paused at the same moment: the start, mid-movement, the end.
    const moments = reducedMotion === "reduce" ? [0] : bigMove ? [2300] : [500, 2300, 4000];
    for (const ms of moments) {
      await page.evaluate((t) => {
        for (const a of document.getAnimations()) {
          a.pause();
          a.currentTime = t;
        }
      }, ms);
      const file = path.join(out, `sheet-${width}-${reducedMotion}-${ms}.png`);
      if (big) {
        for (const card of await page.locator(".card").all()) {
          const id = await card.getAttribute("id");
          const one = path.join(out, `${id}-${reducedMotion}-${ms}.png`);
          await card.screenshot({ path: one });
          console.log(one);
        }
      } else {
        await page.screenshot({ path: file, fullPage: true });
        console.log(file);
      }
    }
    await page.close();
  }
}
await browser.close();
