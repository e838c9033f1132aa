import "server-only";

/**
 * A route's JSON body, read once (issue #18, #19): refused when it is not sent as JSON (415),
 * larger than `maxBytes` (413, unparsed) or not valid JSON (400). `refuse` shapes each route's own
 * error answer.
 */
export async function readJsonBody(
  request: Request,
  options: {
    maxBytes: number;
    what: string;
    refuse: (status: number, error: string) => Response;
  },
): Promise<{ ok: true; value: unknown } | { ok: false; response: Response }> {
  const { maxBytes, what, refuse } = options;
  if (!request.headers.get("content-type")?.startsWith("application/json"))
    return { ok: false, response: refuse(415, `Send the ${what} as JSON.`) };
  // A declared length over the limit is refused before anything is read.
  if (Number(request.headers.get("content-length") ?? 0) > maxBytes)
    return { ok: false, response: refuse(413, `That ${what} is too large.`) };
  const text = await request.text();
  if (new TextEncoder().encode(text).length > maxBytes)
    return { ok: false, response: refuse(413, `That ${what} is too large.`) };
  try {
    return { ok: true, value: JSON.parse(text) };
  } catch {
    return { ok: false, response: refuse(400, `That ${what} isn't valid JSON.`) };
  }
}
