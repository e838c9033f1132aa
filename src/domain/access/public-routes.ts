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
]);

/** Prefixes whose every sub-path is public: exercise pages, previews, the community dashboard. */
export const PUBLIC_PREFIXES: readonly string[] = [
  "/exercises/",
  "/preview/",
  "/community-dashboard",
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
