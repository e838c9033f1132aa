// A local stand-in for Discord's OAuth pages, token endpoints and the REST API parts Wristwise
// uses (issue #20: no test reaches the network). The app reaches it through DISCORD_BASE_URL.
// /api/oauth2/authorize shows a form where the test picks the Discord identity, as Discord's
// consent screen would; the token endpoint exchanges codes and refresh tokens; the guild routes
// keep members and roles in memory. /_control lets a test read that state and make the next
// refreshes fail. Start: PORT=3404 node tests/e2e/discord-stand-in.mjs
import { randomBytes } from "node:crypto";
import { createServer } from "node:http";
import { pathToFileURL } from "node:url";

export const STAND_IN_CLIENT = { id: "wristwise-discord-e2e", secret: "wristwise-discord-secret" };
export const STAND_IN_BOT = {
  token: "wristwise-discord-bot-token",
  guildId: "900000000000000001",
  roleId: "900000000000000002",
};
/** Access tokens last a week at Discord. */
const ACCESS_SECONDS = 604_800;

const escapeHtml = (text) => String(text).replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
const token = () => randomBytes(18).toString("base64url");

async function readBody(request) {
  const chunks = [];
  for await (const chunk of request) chunks.push(chunk);
  return Buffer.concat(chunks).toString("utf8");
}

function json(response, status, body) {
  response.writeHead(status, { "content-type": "application/json" });
  response.end(body === undefined ? "" : JSON.stringify(body));
}

function authorizePage(params) {
  const hidden = ["client_id", "redirect_uri", "state", "scope"]
    .map((k) => `<input type="hidden" name="${k}" value="${escapeHtml(params.get(k) ?? "")}">`)
    .join("");
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Discord (test stand-in)</title></head>
<body><main><h1>Authorise Wristwise (Discord test stand-in)</h1>
<p>Scopes: ${escapeHtml(params.get("scope") ?? "")}</p>
<form method="post" action="/api/oauth2/authorize">${hidden}
<p><label for="id">Discord user id</label> <input id="id" name="id" value="800000000000000001"></p>
<p><label for="username">Username</label> <input id="username" name="username" value="wrist_friend"></p>
<p><label for="email">Email</label> <input id="email" name="email" type="email" value="friend@discord.test"></p>
<p><label for="verified">Email verified at Discord</label> <select id="verified" name="verified"><option value="true">yes</option><option value="false">no</option></select></p>
<p><button type="submit" name="decision" value="allow">Authorise</button>
<button type="submit" name="decision" value="deny">Cancel</button></p>
</form></main></body></html>`;
}

/**
 * The stand-in's state and request handler, for a test to run in-process (createDiscordStandIn)
 * or as its own process (below).
 */
export function createDiscordStandIn() {
  const state = {
    /** id -> { id, username, email, verified } */
    users: new Map(),
    /** code -> { userId, redirectUri, scope } */
    codes: new Map(),
    /** access token -> { userId, expiresAt, scope } */
    access: new Map(),
    /** refresh token -> { userId, scope } */
    refresh: new Map(),
    /** member id -> Set of role ids */
    members: new Map(),
    /** When set, refreshes answer 400 with this body. */
    refreshFailure: null,
    /** Refresh tokens used so far, and revoked tokens, in order. */
    refreshes: [],
    revoked: [],
    /** Calls of the bot API: "PUT member", "PUT role", "DELETE role". */
    botCalls: [],
  };

  function issueTokens(userId, scope) {
    const accessToken = token();
    const refreshToken = token();
    state.access.set(accessToken, {
      userId,
      scope,
      expiresAt: Date.now() + ACCESS_SECONDS * 1000,
    });
    state.refresh.set(refreshToken, { userId, scope });
    return {
      access_token: accessToken,
      token_type: "Bearer",
      expires_in: ACCESS_SECONDS,
      refresh_token: refreshToken,
      scope,
    };
  }

  const clientOk = (form) =>
    form.get("client_id") === STAND_IN_CLIENT.id &&
    form.get("client_secret") === STAND_IN_CLIENT.secret;

  function bearerUser(request) {
    const header = request.headers.authorization ?? "";
    const grant = header.startsWith("Bearer ") ? state.access.get(header.slice(7)) : undefined;
    return grant && grant.expiresAt > Date.now() ? grant : null;
  }

  async function handle(request, response) {
    const url = new URL(request.url ?? "/", "http://stand-in");
    const path = url.pathname;
    if (path === "/health") return response.end("ok");

    if (path === "/_control/state" && request.method === "GET")
      return json(response, 200, {
        members: Object.fromEntries([...state.members].map(([id, roles]) => [id, [...roles]])),
        refreshes: state.refreshes.length,
        revoked: state.revoked.length,
        botCalls: state.botCalls,
      });
    if (path === "/_control/refresh-failure" && request.method === "POST") {
      const body = await readBody(request);
      state.refreshFailure = body ? JSON.parse(body) : null;
      return json(response, 204);
    }
    if (path === "/_control/expire-access" && request.method === "POST") {
      for (const grant of state.access.values()) grant.expiresAt = 0;
      return json(response, 204);
    }

    if (path === "/api/oauth2/authorize" && request.method === "GET") {
      response.writeHead(200, { "content-type": "text/html; charset=utf-8" });
      return response.end(authorizePage(url.searchParams));
    }
    if (path === "/api/oauth2/authorize" && request.method === "POST") {
      const form = new URLSearchParams(await readBody(request));
      const back = new URL(form.get("redirect_uri") ?? "");
      back.searchParams.set("state", form.get("state") ?? "");
      if (form.get("decision") !== "allow") {
        back.searchParams.set("error", "access_denied");
        back.searchParams.set(
          "error_description",
          "The resource owner or authorization server denied the request",
        );
      } else {
        const id = form.get("id") ?? "";
        state.users.set(id, {
          id,
          username: form.get("username") ?? "",
          email: form.get("email") ?? null,
          // Discord marks an address verified once its owner confirms it; a test can say not.
          verified: form.get("verified") !== "false",
        });
        const code = token();
        state.codes.set(code, {
          userId: id,
          redirectUri: form.get("redirect_uri"),
          scope: form.get("scope") ?? "",
        });
        back.searchParams.set("code", code);
      }
      response.writeHead(302, { location: back.toString() });
      return response.end();
    }

    if (path === "/api/oauth2/token" && request.method === "POST") {
      const form = new URLSearchParams(await readBody(request));
      // Better Auth sends the client's credentials by HTTP Basic; spec 7's refresh, as form fields.
      const basic = request.headers.authorization?.startsWith("Basic ")
        ? Buffer.from(request.headers.authorization.slice(6), "base64").toString("utf8")
        : null;
      const basicOk = basic === `${STAND_IN_CLIENT.id}:${STAND_IN_CLIENT.secret}`;
      if (!clientOk(form) && !basicOk) return json(response, 401, { error: "invalid_client" });
      if (form.get("grant_type") === "authorization_code") {
        const grant = state.codes.get(form.get("code") ?? "");
        state.codes.delete(form.get("code") ?? "");
        if (!grant || grant.redirectUri !== form.get("redirect_uri"))
          return json(response, 400, {
            error: "invalid_grant",
            error_description: 'Invalid "code" in request.',
          });
        return json(response, 200, issueTokens(grant.userId, grant.scope));
      }
      if (form.get("grant_type") === "refresh_token") {
        state.refreshes.push(form.get("refresh_token"));
        if (state.refreshFailure) return json(response, 400, state.refreshFailure);
        const grant = state.refresh.get(form.get("refresh_token") ?? "");
        if (!grant) return json(response, 400, { error: "invalid_grant" });
        // Discord rotates refresh tokens: the old one works once.
        state.refresh.delete(form.get("refresh_token") ?? "");
        return json(response, 200, issueTokens(grant.userId, grant.scope));
      }
      return json(response, 400, { error: "unsupported_grant_type" });
    }
    if (path === "/api/oauth2/token/revoke" && request.method === "POST") {
      const form = new URLSearchParams(await readBody(request));
      if (!clientOk(form)) return json(response, 401, { error: "invalid_client" });
      const revoked = form.get("token") ?? "";
      state.revoked.push(revoked);
      const grant = state.refresh.get(revoked) ?? state.access.get(revoked);
      if (grant)
        for (const map of [state.refresh, state.access])
          for (const [key, value] of map) if (value.userId === grant.userId) map.delete(key);
      return json(response, 200, {});
    }

    if (path === "/api/v10/users/@me" && request.method === "GET") {
      const grant = bearerUser(request);
      if (!grant) return json(response, 401, { message: "401: Unauthorized", code: 0 });
      const user = state.users.get(grant.userId);
      return json(response, 200, {
        id: user.id,
        username: user.username,
        global_name: null,
        avatar: null,
        discriminator: "0",
        email: user.email,
        verified: user.verified,
      });
    }

    const guildPath = new RegExp(
      `^/api/v10/guilds/${STAND_IN_BOT.guildId}/members(?:/(\\d+)(?:/roles/(\\d+))?)?$`,
    ).exec(path);
    if (guildPath) {
      if (request.headers.authorization !== `Bot ${STAND_IN_BOT.token}`)
        return json(response, 401, { message: "401: Unauthorized", code: 0 });
      const [, memberId, roleId] = guildPath;
      if (!memberId && request.method === "GET") {
        const after = url.searchParams.get("after") ?? "0";
        const limit = Number(url.searchParams.get("limit") ?? 1);
        const page = [...state.members]
          .filter(([id]) => BigInt(id) > BigInt(after))
          .sort(([a], [b]) => (BigInt(a) < BigInt(b) ? -1 : 1))
          .slice(0, limit)
          .map(([id, roles]) => ({ user: { id }, roles: [...roles] }));
        return json(response, 200, page);
      }
      if (memberId && !roleId && request.method === "GET") {
        const roles = state.members.get(memberId);
        if (!roles) return json(response, 404, { message: "Unknown Member", code: 10007 });
        return json(response, 200, { user: { id: memberId }, roles: [...roles] });
      }
      if (memberId && !roleId && request.method === "PUT") {
        state.botCalls.push(`PUT member ${memberId}`);
        if (state.members.has(memberId)) return json(response, 204);
        const body = JSON.parse((await readBody(request)) || "{}");
        const grant = state.access.get(body.access_token ?? "");
        if (!grant || grant.userId !== memberId || !grant.scope.split(" ").includes("guilds.join"))
          return json(response, 403, { message: "Missing Access", code: 50001 });
        state.members.set(memberId, new Set(body.roles ?? []));
        return json(response, 201, { user: { id: memberId }, roles: body.roles ?? [] });
      }
      if (memberId && roleId && (request.method === "PUT" || request.method === "DELETE")) {
        state.botCalls.push(`${request.method} role ${memberId}`);
        const roles = state.members.get(memberId);
        if (!roles) return json(response, 404, { message: "Unknown Member", code: 10007 });
        if (roleId !== STAND_IN_BOT.roleId)
          return json(response, 404, { message: "Unknown Role", code: 10011 });
        if (request.method === "PUT") roles.add(roleId);
        else roles.delete(roleId);
        return json(response, 204);
      }
    }
    return json(response, 404, { message: "404: Not Found", code: 0 });
  }

  return {
    state,
    handler: (request, response) =>
      handle(request, response).catch((error) => {
        response.writeHead(500);
        response.end(String(error));
      }),
  };
}

/** Starts the stand-in on a port (0 for any free one); answers its base URL and a stop function. */
export async function startDiscordStandIn(port = 0) {
  const standIn = createDiscordStandIn();
  const server = createServer(standIn.handler);
  await new Promise((resolve) => server.listen(port, "127.0.0.1", resolve));
  const address = server.address();
  return {
    ...standIn,
    url: `http://127.0.0.1:${address.port}`,
    stop: () => new Promise((resolve) => server.close(resolve)),
  };
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  const port = Number(process.env.PORT ?? 3404);
  const server = createServer(createDiscordStandIn().handler);
  server.listen(port);
}
