import { existsSync } from "node:fs";
import { chromium } from "@playwright/test";

export const CHROMIUM_ARGS = [
  "--headless",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];

/**
 * The browser for end-to-end tests: CHROMIUM_PATH, then Debian's /usr/bin/chromium, then
 * Playwright's own download. With none, stop with the command that installs one.
 */
export function resolveChromium(): string {
  const candidates = [process.env.CHROMIUM_PATH, "/usr/bin/chromium", "/usr/bin/chromium-browser"];
  for (const candidate of candidates) if (candidate && existsSync(candidate)) return candidate;
  try {
    const bundled = chromium.executablePath();
    if (bundled && existsSync(bundled)) return bundled;
  } catch {
    // Playwright has no browser of its own here; fall through to the message.
  }
  throw new Error(
    "No Chromium found for the end-to-end tests. Install one with `apt-get install -y chromium` " +
      "(Debian/Ubuntu) or `npx playwright install chromium`, or set CHROMIUM_PATH to its executable.",
  );
}
