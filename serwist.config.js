// @ts-check
// The service worker's build (issue #19, DESIGN.md: Serwist's configurator mode, run by
// `serwist build` after `next build`, so it works with Next 16's default bundler).
//
// What it keeps for offline use, on purpose little: the offline page with the styles, font and
// scripts it needs. Never a signed-in page: those hold health data, and a cached copy would
// outlive signing out on a shared device. Other scripts and pictures are kept as they are used
// (src/sw/sw.ts).
import { existsSync, readFileSync } from "node:fs";
import { serwist } from "@serwist/next/config";

const OFFLINE_PAGE = ".next/server/app/offline.html";

/**
 * The scripts the offline page names, as build files. Kept with it, not left to be kept as used:
 * which chunks a page shares with the pages a person visited before going offline is the
 * bundler's choice, and when a signed-in page stopped loading one the offline page needs, the
 * offline page failed to start with no connection (decision 0021, sixteenth round; issue #15).
 */
function offlinePageScripts() {
  if (!existsSync(OFFLINE_PAGE)) return [];
  const urls = readFileSync(OFFLINE_PAGE, "utf8").match(/\/_next\/static\/chunks\/[\w.~-]+\.js/g);
  return [...new Set(urls ?? [])].map((url) => url.replace("/_next/", ".next/"));
}

export default serwist({
  swSrc: "src/sw/sw.ts",
  swDest: "public/sw.js",
  precachePrerendered: false,
  globPatterns: [".next/static/**/*.{css,woff2}", OFFLINE_PAGE, ...offlinePageScripts()],
  esbuildOptions: { minify: true },
});
