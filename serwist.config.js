// @ts-check
// The service worker's build (issue #19, DESIGN.md: Serwist's configurator mode, run by
// `serwist build` after `next build`, so it works with Next 16's default bundler).
//
// What it keeps for offline use, on purpose little: the offline page and the styles and font it
// needs. Never a signed-in page: those hold health data, and a cached copy would outlive signing
// out on a shared device. Scripts and pictures are kept as they are used (src/sw/sw.ts).
import { serwist } from "@serwist/next/config";

export default serwist({
  swSrc: "src/sw/sw.ts",
  swDest: "public/sw.js",
  precachePrerendered: false,
  globPatterns: [".next/static/**/*.{css,woff2}", ".next/server/app/offline.html"],
  esbuildOptions: { minify: true },
});
