// The marketing parameters of spec 3 ("Local tracking data"), kept in browser storage so every
// tracking event carries them (spec 7: "All carry the UTM fields"). Only the known keys that are
// present are kept (spec 5). Issue #18 builds the rest of the local tracking data on this.

export const UTM_KEYS = [
  "utm_source",
  "utm_medium",
  "utm_campaign",
  "utm_term",
  "utm_content",
  "fbclid",
  "gclid",
  "ref",
] as const;
export type TUtmKey = (typeof UTM_KEYS)[number];
export type TUtmFields = Partial<Record<TUtmKey, string>>;

export const UTM_STORAGE_KEY = "ww_utm";

/** The known marketing parameters present in a query string, each at most 200 characters. */
export function utmFieldsOf(search: string): TUtmFields {
  const params = new URLSearchParams(search);
  const fields: TUtmFields = {};
  for (const key of UTM_KEYS) {
    const value = params.get(key);
    if (value) fields[key] = value.slice(0, 200);
  }
  return fields;
}

function storage(): Storage | null {
  try {
    return typeof window === "undefined" ? null : window.localStorage;
  } catch {
    return null;
  }
}

/** The stored parameters; {} where there is no browser storage or nothing valid in it. */
export function readStoredUtm(): TUtmFields {
  const raw = storage()?.getItem(UTM_STORAGE_KEY);
  if (!raw) return {};
  try {
    const parsed: unknown = JSON.parse(raw);
    if (typeof parsed !== "object" || parsed === null) return {};
    const fields: TUtmFields = {};
    for (const key of UTM_KEYS) {
      const value = (parsed as Record<string, unknown>)[key];
      if (typeof value === "string") fields[key] = value.slice(0, 200);
    }
    return fields;
  } catch {
    return {};
  }
}

/** Remembers this address's parameters; a later campaign replaces an earlier one's. */
export function storeUtmFrom(search: string): void {
  const fields = utmFieldsOf(search);
  if (Object.keys(fields).length === 0) return;
  try {
    storage()?.setItem(UTM_STORAGE_KEY, JSON.stringify(fields));
  } catch {
    // Storage full or blocked: tracking is never worth breaking the page for (spec 8).
  }
}
