/** A page's query parameters as Next gives them (`searchParams`, awaited). */
export type TSearchParams = Record<string, string | string[] | undefined>;

/**
 * The query string of a page's parameters, with its leading "?", or "" when there are none: what
 * the route decision reads (spec 4: a checkout request, the visitor's returnTo). A repeated
 * parameter keeps every value; one without a value keeps its name.
 */
export function searchOf(params: TSearchParams): string {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value === undefined) continue;
    // Only text: Next builds the object on a plain {}, so a parameter named after one of its
    // members ("constructor") arrives with that member's function beside its own value.
    for (const one of Array.isArray(value) ? value : [value])
      if (typeof one === "string") query.append(key, one);
  }
  const text = query.toString();
  return text ? `?${text}` : "";
}
