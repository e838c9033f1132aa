import { hasControlCharacters } from "@/lib/unsafe-input";

/** A path a browser reads as on this site: one leading slash, not `//host` or `/\\host`. */
const isSiteRelative = (path: string) =>
  path.startsWith("/") && !path.startsWith("//") && !path.startsWith("/\\");

/**
 * `returnTo` (spec section 2) accepts only same-site paths: one leading slash, no scheme, no
 * protocol-relative `//host`, no backslash tricks, no control characters. Anything else is ignored.
 * The normalised result is checked too: dot segments (`/.//evil.example`, `/a/..//evil.example`,
 * `/%2e//evil.example`) normalise to `//evil.example`, which a browser reads as another host.
 */
export function toSafeReturnTo(value: string | null | undefined): string | null {
  if (!value || value.length > 2048) return null;
  if (!isSiteRelative(value)) return null;
  // Control characters can smuggle a different target past us.
  if (value.includes("\\") || hasControlCharacters(value)) return null;
  try {
    const base = "http://same-site.invalid";
    const url = new URL(value, base);
    if (url.origin !== base) return null;
    const safe = `${url.pathname}${url.search}${url.hash}`;
    return isSiteRelative(safe) ? safe : null;
  } catch {
    return null;
  }
}

/** The login URL for a visitor sent away from a protected path. */
export function loginPathFor(pathWithQuery: string): string {
  const safe = toSafeReturnTo(pathWithQuery);
  return safe && safe !== "/" ? `/login?returnTo=${encodeURIComponent(safe)}` : "/login";
}

/**
 * A callback URL Better Auth may redirect to (callbackURL, errorCallbackURL, newUserCallbackURL
 * on its email links): a safe same-site path, or an absolute URL on the app's own origin whose
 * path is safe. Null for anything else, which is refused before Better Auth sees it.
 */
export function isSafeCallbackUrl(value: string, appUrl: string): boolean {
  if (toSafeReturnTo(value)) return true;
  // biome-ignore lint/suspicious/noControlCharactersInRegex: rejecting control characters on purpose
  if (value.length > 2048 || value.includes("\\") || /[\u0000-\u001f\u007f\s]/.test(value))
    return false;
  try {
    const url = new URL(value);
    if (url.origin !== new URL(appUrl).origin) return false;
    const rest = value.slice(url.origin.length);
    return rest === "" || toSafeReturnTo(rest) !== null;
  } catch {
    return false;
  }
}
