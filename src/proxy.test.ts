import { readdirSync } from "node:fs";
import path from "node:path";
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

describe("where the proxy runs (issue #15)", () => {
  it("finds the pages", () => {
    expect(routes).toContain("/dashboard");
    expect(routes).toContain("/exercises/[slug]");
  });

  it.each(routes)("%s is either public or a signed-in page the proxy runs on", (route) => {
    expect([isPublicPath(sample(route)), isAppPage(route)]).toContainEqual(true);
  });

  it.each(APP_PAGE_PREFIXES)("%s is a signed-in page, not a public one", (prefix) => {
    expect(isPublicPath(prefix)).toBe(false);
    expect(routes.some((r) => r === prefix || r.startsWith(`${prefix}/`))).toBe(true);
  });

  it("runs on exactly the signed-in pages, as literals Next can read at build time", () => {
    const literals = config.matcher.filter((m): m is string => typeof m === "string");
    expect(literals).toEqual(APP_PAGE_PREFIXES.map((p) => `${p}/:path*`));
  });

  it("still runs on any page for a sign-in token and a server action, and on the sign-in forms for a session", () => {
    const conditional = config.matcher.filter((m) => typeof m !== "string");
    expect(conditional.map((m) => m.has)).toEqual([
      [{ type: "query", key: "token" }],
      [{ type: "header", key: "next-action" }],
      [{ type: "cookie", key: "better-auth.session_token" }],
      [{ type: "cookie", key: "__Secure-better-auth.session_token" }],
    ]);
  });

  it.each(["/no-such-page", "/dashboardx", "/wrist-pain-educationx"])(
    "%s is neither, so it is a 404 for everyone",
    (route) => {
      expect(isPublicPath(route)).toBe(false);
      expect(isAppPage(route)).toBe(false);
    },
  );
});
