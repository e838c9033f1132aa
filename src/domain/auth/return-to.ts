/**
 * `returnTo` (spec section 2) accepts only same-site paths: one leading slash, no scheme, no
 * protocol-relative `//host`, no backslash tricks, no control characters. Anything else is ignored.
 */
export function toSafeReturnTo(value: string | null | undefined): string | null {
  if (!value || value.length > 2048) return null;
  if (!value.startsWith("/") || value.startsWith("//") || value.startsWith("/\\")) return null;
  // Matching control characters is the point here: they can smuggle a different target past us.
  // biome-ignore lint/suspicious/noControlCharactersInRegex: rejecting control characters on purpose
  if (value.includes("\\") || /[\u0000-\u001f\u007f]/.test(value)) return null;
  try {
    const base = "http://same-site.invalid";
    const url = new URL(value, base);
    if (url.origin !== base) return null;
    return `${url.pathname}${url.search}${url.hash}`;
  } catch {
    return null;
  }
}

/** The login URL for a visitor sent away from a protected path. */
export function loginPathFor(pathWithQuery: string): string {
  const safe = toSafeReturnTo(pathWithQuery);
  return safe && safe !== "/" ? `/login?returnTo=${encodeURIComponent(safe)}` : "/login";
}
