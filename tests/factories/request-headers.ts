/** Headers of a browser request, as a server action would see them. */
export function requestHeaders(
  options: { ip?: string; cookie?: string; sessionToken?: string } = {},
): Headers {
  const headers = new Headers({
    "user-agent": "Mozilla/5.0 (integration test)",
    "x-forwarded-for": options.ip ?? "203.0.113.10",
  });
  const cookies = [
    options.cookie,
    options.sessionToken ? `better-auth.session_token=${options.sessionToken}` : undefined,
  ]
    .filter(Boolean)
    .join("; ");
  if (cookies) headers.set("cookie", cookies);
  return headers;
}
