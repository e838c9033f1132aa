// Reading and writing the app's plain preference cookies in the browser (the time zone, the
// landing record). Never for anything secret: these cookies are readable by page scripts.

/** One cookie's raw (still encoded) value in this browser, or undefined. */
export function readBrowserCookie(name: string): string | undefined {
  return document.cookie
    .split("; ")
    .find((c) => c.startsWith(`${name}=`))
    ?.slice(name.length + 1);
}

/** Sets a first-party cookie for the whole site; `secure` on https. `value` is already encoded. */
export function writeBrowserCookie(name: string, value: string, maxAgeSeconds: number): void {
  const secure = location.protocol === "https:" ? "; secure" : "";
  // biome-ignore lint/suspicious/noDocumentCookie: a plain preference cookie; the Cookie Store API is not in every browser we support.
  document.cookie = `${name}=${value}; path=/; max-age=${maxAgeSeconds}; samesite=lax${secure}`;
}
