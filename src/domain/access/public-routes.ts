/**
 * Public routes of spec section 2: visitors need no login, and these pages render without the
 * authenticated layout. Everything else is protected.
 */
export const PUBLIC_PATHS: ReadonlySet<string> = new Set([
  "/",
  "/login",
  "/signup",
  "/register",
  "/reset-password",
  "/terms",
  "/privacy",
  // The reminder email's "turn off" page (issue #19): its link proves whose reminder it is.
  "/reminders/unsubscribe",
  // What the service worker shows with no connection (issue #19).
  "/offline",
  "/debug-auth",
  "/v2",
  "/pricing",
  "/free-trial",
  "/freetrialstart",
  "/free-trial-success",
  "/freeguides",
  "/signupguide",
  "/payment-success",
  "/payment-confirmation",
  "/appcheckout",
  "/test-checkout",
  "/enhanced-checkout",
  "/prosale",
  "/lifetimepromo",
  "/lifetimebundle",
  "/bundle-offer",
  "/bundle-success",
  "/50-bundle",
  "/giveaway",
  "/wristpain",
  "/carpaltunnel",
  "/wristflexors",
  "/affiliate-payment-success",
  "/affiliate-signup-complete",
  "/exercises",
  // One page per product of the catalogue (spec 2's /{product}, issue #18); a test holds this
  // list to content/product-pages-copy's slugs.
  "/core",
  "/pro-monthly",
  "/pro-3-months",
  "/pro-6-months",
  "/pro-annual",
  "/pro-lifetime",
  "/lifetime-community",
  "/community-chat",
  "/expert-calls",
  "/mini-courses",
  "/ebooks",
]);

/** Prefixes whose every sub-path is public: exercise pages, previews, the community dashboard. */
export const PUBLIC_PREFIXES: readonly string[] = [
  "/exercises/",
  "/preview/",
  "/community-dashboard",
  // The partner and promo landing pages and their pro variants (issue #18).
  "/partners/",
  "/promos/",
  // The floors `npm run bench` measures against (issue #15).
  "/bench/",
];

/**
 * Every signed-in page of the app, by its first path segment (each covers its sub-paths): the
 * health pages' stricter Content-Security-Policy (next.config.ts). Each applies its own route
 * decision (requirePageAccess, decision 0029); an address that is neither public nor one of these
 * is a 404, not a trip to the sign-in page. src/proxy.test.ts holds this list and the pages under
 * src/app to each other.
 */
export const APP_PAGE_PREFIXES: readonly string[] = [
  "/about-plan",
  "/account",
  "/assessment-results",
  "/dashboard",
  "/endurance-test",
  "/exercise-program",
  "/go-pro",
  "/load-tracking",
  "/medical-screen",
  "/mobility-test",
  "/nerve-mobility-test",
  "/nerve-symptoms",
  "/onboarding",
  "/outcome-measure",
  "/pain-region",
  "/progress-statistics",
  "/promotion",
  "/safety-check",
  "/switch-plan",
  "/talk-to-expert",
  "/user-details",
  "/wrist-pain-education",
];

function normalise(pathname: string): string {
  return pathname.length > 1 && pathname.endsWith("/") ? pathname.slice(0, -1) : pathname;
}

export function isPublicPath(pathname: string): boolean {
  const path = normalise(pathname);
  if (PUBLIC_PATHS.has(path)) return true;
  return PUBLIC_PREFIXES.some((prefix) =>
    prefix.endsWith("/")
      ? path.startsWith(prefix)
      : path === prefix || path.startsWith(`${prefix}/`),
  );
}
