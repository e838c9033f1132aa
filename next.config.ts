import type { NextConfig } from "next";
import { APP_PAGE_PREFIXES } from "./src/domain/access/public-routes";

const isDev = process.env.NODE_ENV !== "production";

// Next's inline bootstrap scripts need 'unsafe-inline' unless every page is rendered per request
// with a nonce; public pages are static (DESIGN.md performance budget), so we accept it and rely on
// frame-ancestors, object-src and base-uri to close the rest. See docs/decisions/0003.
//
// Measurement (issue #18) sends one request per event to the analytics service and the two ads
// pixels, only with consent and only from public marketing pages. The browser itself holds the
// second half of that rule: every signed-in page (the health pages) and the public health content
// get a policy that allows no other host at all, so even a mistake in our code could not send
// anything from them.
const MEASUREMENT_HOSTS =
  "https://www.google-analytics.com https://region1.google-analytics.com https://www.facebook.com https://alb.reddit.com";

const cspWith = (connect: string) =>
  [
    "default-src 'self'",
    `script-src 'self' 'unsafe-inline'${isDev ? " 'unsafe-eval'" : ""}`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self'",
    `connect-src ${connect}`,
    "frame-ancestors 'none'",
    "form-action 'self' https://accounts.google.com https://discord.com",
    "base-uri 'self'",
    "object-src 'none'",
  ].join("; ");

const healthPageCsp = [{ key: "Content-Security-Policy", value: cspWith("'self'") }];
/**
 * Every address under `prefix`. An unnamed group, not `:path*`: Next keeps no unnamed group as a
 * parameter, and with a named one it compiled each of the rule's header values that holds a colon
 * (the policy, with its `https:` and `data:`) into a path pattern on every request it matched, to
 * fill in parameters none of them use (issue #15, decision 0021).
 */
const under = (prefix: string) => `${prefix}/(.*)`;

/** The health pages and health content: signed-in pages, exercise pages, previews. */
const HEALTH_SOURCES = [
  ...APP_PAGE_PREFIXES.flatMap((prefix) => [prefix, under(prefix)]),
  "/exercises",
  under("/exercises"),
  under("/preview"),
  "/community-dashboard",
  under("/community-dashboard"),
];

const securityHeaders = [
  { key: "Content-Security-Policy", value: cspWith(`'self' ${MEASUREMENT_HOSTS}`) },
  { key: "Strict-Transport-Security", value: "max-age=63072000; includeSubDomains" },
  { key: "X-Frame-Options", value: "DENY" },
  { key: "X-Content-Type-Options", value: "nosniff" },
  { key: "Referrer-Policy", value: "strict-origin-when-cross-origin" },
  { key: "Permissions-Policy", value: "camera=(), microphone=(), geolocation=()" },
];

const nextConfig: NextConfig = {
  poweredByHeader: false,
  // Next hashes every static page's whole body on every request to make its ETag (FNV-1a in
  // JavaScript, about 0.6 ms for the 150 KB home page): the largest single cost of serving a
  // cached page (issue #15, decision 0021). Without it a returning browser downloads the page
  // again instead of getting a 304; the page's scripts, styles and pictures keep their own
  // caching (immutable build files; Last-Modified on public files).
  generateEtags: false,
  serverExternalPackages: ["@electric-sql/pglite", "pg", "pino", "nodemailer"],
  // `npm test` builds right after `tsc --noEmit` has checked the same tsconfig.json: the build
  // need not check it again (about 45 s). Every other build checks its types.
  typescript: { ignoreBuildErrors: process.env.WRISTWISE_TYPES_CHECKED === "1" },
  async headers() {
    return [
      { source: under(""), headers: securityHeaders },
      // Later entries override earlier ones for the same header (Next's headers()).
      ...HEALTH_SOURCES.map((source) => ({ source, headers: healthPageCsp })),
      // The demonstrations' files (issue #15): the same on every page that shows them, so a
      // browser keeps them a day rather than asking again for each page.
      {
        source: under("/demos"),
        headers: [
          { key: "Cache-Control", value: "public, max-age=86400, stale-while-revalidate=604800" },
        ],
      },
      // The service worker (issue #19): asked for afresh on every check, so a new build's worker
      // replaces the old one at once rather than after a cached copy expires.
      { source: "/sw.js", headers: [{ key: "Cache-Control", value: "no-cache" }] },
    ];
  },
};

export default nextConfig;
