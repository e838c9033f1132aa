// A local stand-in for Google's OAuth 2.0 / OpenID Connect endpoints (DESIGN.md: OAuth is exercised
// against a local OIDC server). The app reaches it through GOOGLE_OAUTH_STANDIN_URL, honoured only
// with ENABLE_TEST_ENDPOINTS. /authorize shows a form where the test picks the Google identity
// (subject and email), as Google's account chooser would; /token exchanges the one-time code for an
// ID token carrying that identity. Start: PORT=3402 node tests/e2e/oidc-stand-in.mjs
import { createHmac, randomBytes } from "node:crypto";
import { createServer } from "node:http";

const port = Number(process.env.PORT ?? 3402);
const issuer = `http://localhost:${port}`;
/** code -> the identity and request it was issued for; each code works once. */
const codes = new Map();

const b64url = (value) => Buffer.from(value).toString("base64url");
const escapeHtml = (text) => String(text).replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

function idToken(claims, secret) {
  const header = b64url(JSON.stringify({ alg: "HS256", typ: "JWT" }));
  const payload = b64url(JSON.stringify(claims));
  const signature = createHmac("sha256", secret).update(`${header}.${payload}`).digest("base64url");
  return `${header}.${payload}.${signature}`;
}

async function readForm(request) {
  const chunks = [];
  for await (const chunk of request) chunks.push(chunk);
  return new URLSearchParams(Buffer.concat(chunks).toString("utf8"));
}

function redirect(response, to) {
  response.writeHead(302, { location: to.toString() });
  response.end();
}

function authorizePage(params) {
  const hidden = ["client_id", "redirect_uri", "state", "nonce", "code_challenge"]
    .map((k) => `<input type="hidden" name="${k}" value="${escapeHtml(params.get(k) ?? "")}">`)
    .join("");
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Google (test stand-in)</title></head>
<body><main><h1>Choose a Google account (test stand-in)</h1>
<form method="post" action="/authorize">${hidden}
<p><label for="email">Email</label> <input id="email" name="email" type="email" value="someone@gmail.test"></p>
<p><label for="sub">Google account id</label> <input id="sub" name="sub" value="google-subject-1"></p>
<p><button type="submit" name="decision" value="allow">Continue</button>
<button type="submit" name="decision" value="deny">Cancel</button></p>
</form></main></body></html>`;
}

const server = createServer(async (request, response) => {
  const url = new URL(request.url ?? "/", issuer);
  if (url.pathname === "/health") {
    response.end("ok");
    return;
  }
  if (url.pathname === "/authorize" && request.method === "GET") {
    response.writeHead(200, { "content-type": "text/html; charset=utf-8" });
    response.end(authorizePage(url.searchParams));
    return;
  }
  if (url.pathname === "/authorize" && request.method === "POST") {
    const form = await readForm(request);
    const back = new URL(form.get("redirect_uri") ?? "");
    back.searchParams.set("state", form.get("state") ?? "");
    if (form.get("decision") === "deny") {
      back.searchParams.set("error", "access_denied");
      redirect(response, back);
      return;
    }
    const code = randomBytes(16).toString("hex");
    codes.set(code, {
      clientId: form.get("client_id"),
      redirectUri: form.get("redirect_uri"),
      nonce: form.get("nonce") || undefined,
      sub: form.get("sub"),
      email: form.get("email"),
    });
    back.searchParams.set("code", code);
    redirect(response, back);
    return;
  }
  if (url.pathname === "/token" && request.method === "POST") {
    const form = await readForm(request);
    const grant = codes.get(form.get("code") ?? "");
    codes.delete(form.get("code") ?? "");
    const secret = form.get("client_secret") ?? "";
    if (!grant || grant.redirectUri !== form.get("redirect_uri") || !secret) {
      response.writeHead(400, { "content-type": "application/json" });
      response.end(JSON.stringify({ error: "invalid_grant" }));
      return;
    }
    const now = Math.floor(Date.now() / 1000);
    const token = idToken(
      {
        iss: issuer,
        aud: grant.clientId,
        sub: grant.sub,
        email: grant.email,
        email_verified: true,
        name: "Stand-in Google User",
        iat: now,
        exp: now + 3600,
        ...(grant.nonce ? { nonce: grant.nonce } : {}),
      },
      secret,
    );
    response.writeHead(200, { "content-type": "application/json", "cache-control": "no-store" });
    response.end(
      JSON.stringify({
        access_token: randomBytes(16).toString("hex"),
        token_type: "Bearer",
        expires_in: 3600,
        scope: "openid email profile",
        id_token: token,
      }),
    );
    return;
  }
  response.writeHead(404);
  response.end();
});

server.listen(port, () => console.log(`OIDC stand-in on ${issuer}`));
