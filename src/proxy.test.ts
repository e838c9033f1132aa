import { readdirSync } from "node:fs";
import path from "node:path";
import { unstable_doesMiddlewareMatch } from "next/experimental/testing/server";
import { describe, expect, it } from "vitest";
import { APP_PAGE_PREFIXES, isPublicPath } from "@/domain/access/public-routes";
import { config } from "./proxy";

/** Every page route under src/app, route groups left out ("/exercises/[slug]"). */
function pageRoutes(dir: string, route = ""): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    if (entry.isFile()) return entry.name === "page.tsx" ? [route || "/"] : [];
    if (!entry.isDirectory() || entry.name.startsWith("_")) return [];
    const segment = /^\(.*\)$/.test(entry.name) ? "" : `/${entry.name}`;
    return pageRoutes(path.join(dir, entry.name), route + segment);
  });
}

const routes = pageRoutes(path.join(process.cwd(), "src/app"));
const isAppPage = (route: string) =>
  APP_PAGE_PREFIXES.some((p) => route === p || route.startsWith(`${p}/`));
// A dynamic segment stands for any value: test the route with a sample in its place.
const sample = (route: string) => route.replace(/\[[^\]]+\]/g, "sample");

describe("where the proxy runs (issue #15, decision 0029)", () => {
  it("finds the pages", () => {
    expect(routes).toContain("/dashboard");
    expect(routes).toContain("/exercises/[slug]");
  });

  it.each(routes)("%s is either public or a signed-in page", (route) => {
    expect([isPublicPath(sample(route)), isAppPage(route)]).toContainEqual(true);
  });

  it.each(APP_PAGE_PREFIXES)("%s is a signed-in page, not a public one", (prefix) => {
    expect(isPublicPath(prefix)).toBe(false);
    expect(routes.some((r) => r === prefix || r.startsWith(`${prefix}/`))).toBe(true);
  });

  it("leaves every signed-in page out: each applies the route decision itself", () => {
    const sources = config.matcher.map((m) => m.source);
    for (const prefix of APP_PAGE_PREFIXES)
      expect(sources.some((source) => source.startsWith(prefix))).toBe(false);
  });

  // What Next does with the matcher, through its own matcher (the proxy runs or the request goes
  // straight to the page). A server action's POST carries a Next-Action header; the proxy has no
  // work on one unless its body may be over the limit (the 413). A signed-in page's route decision
  // is its own (requirePageAccess), so no header sent with a page view can skip it.
  const action = (length: number) => ({ "next-action": "7f00", "content-length": String(length) });
  const session = { "better-auth.session_token": "t" };
  it.each<[string, string, Record<string, string>, Record<string, string>, boolean]>([
    ["a signed-in page", "/dashboard", {}, {}, false],
    ["a signed-in page with a session", "/dashboard", {}, session, false],
    ["a signed-in page below its prefix", "/wrist-pain-education/bracing", {}, {}, false],
    ["a form post to a signed-in page (no Next-Action)", "/exercise-program", {}, {}, false],
    ["a public page", "/", {}, {}, false],
    ["an exercise page", "/exercises/wrist-extension-curl", {}, {}, false],
    ["an unknown address", "/no-such-page", {}, {}, false],
    [
      "a page view with a Next-Action header",
      "/exercise-program",
      { "next-action": "7f00" },
      {},
      false,
    ],
    ["an action on a signed-in page", "/exercise-program", action(812), {}, false],
    [
      "an action over the limit on a signed-in page",
      "/exercise-program",
      action(1_048_577),
      {},
      true,
    ],
    ["a sign-in token on a signed-in page", "/dashboard?token=abc", {}, {}, true],
    ["an action of 999,999 bytes on a public page", "/signup", action(999_999), {}, false],
    ["an action of 1,000,000 bytes on a public page", "/signup", action(1_000_000), {}, true],
    ["an action on a public page", "/login", action(300), {}, false],
    ["an action over the limit on a public page", "/login", action(1_048_577), {}, true],
    ["an action with a length of ten digits", "/", action(5_000_000_000), {}, true],
    [
      "an API route, even with a large Next-Action",
      "/api/push/subscription",
      action(1_048_577),
      {},
      false,
    ],
    ["a sign-in token on a public page", "/?token=abc", {}, {}, true],
    ["a sign-in token on an unknown address", "/no-such-page?token=abc", {}, {}, true],
    ["a sign-in form with a session", "/login", {}, session, true],
    [
      "a sign-in form with a secure session",
      "/signup",
      {},
      { "__Secure-better-auth.session_token": "t" },
      true,
    ],
    ["a sign-in form without one", "/register", {}, {}, false],
    ["another public page with a session", "/pricing", {}, session, false],
  ])("%s: %s runs the proxy: %s", (_what, url, headers, cookies, runs) => {
    expect(
      unstable_doesMiddlewareMatch({ config, url: `http://localhost${url}`, headers, cookies }),
    ).toBe(runs);
  });

  it.each(["/no-such-page", "/dashboardx", "/wrist-pain-educationx"])(
    "%s is neither, so it is a 404 for everyone",
    (route) => {
      expect(isPublicPath(route)).toBe(false);
      expect(isAppPage(route)).toBe(false);
    },
  );
});
