/**
 * Headers of a browser request, as a server action would see them behind `npm start`: `ip` is the
 * connection's address (the start script's X-Wristwise-Peer); `forwardedFor` is whatever
 * X-Forwarded-For the client or a proxy sent.
 */
export function requestHeaders(
  options: { ip?: string; forwardedFor?: string; cookie?: string; sessionToken?: string } = {},
): Headers {
  const headers = new Headers({
    "user-agent": "Mozilla/5.0 (integration test)",
    "x-wristwise-peer": options.ip ?? "203.0.113.10",
  });
  if (options.forwardedFor) headers.set("x-forwarded-for", options.forwardedFor);
  const cookies = [
    options.cookie,
    options.sessionToken ? `better-auth.session_token=${options.sessionToken}` : undefined,
  ]
    .filter(Boolean)
    .join("; ");
  if (cookies) headers.set("cookie", cookies);
  return headers;
}
