// The route decision applied by each signed-in page (decision 0029, issue #15): what the gate
// reads (the session's facts, the query, the pending-checkout cookie), that it redirects or hands
// back the access, and that every page under src/app/(app) calls it first with its own path.
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { beforeEach, describe, expect, it, vi } from "vitest";
import type { TRouteUser } from "@/domain/assessment/route-decision";
import { stepFlagsOf } from "@/domain/assessment/steps";
import { CHECKOUT_PENDING_COOKIE } from "@/lib/routes";

const state = vi.hoisted(() => ({
  access: null as unknown,
  cookies: new Map<string, string>(),
}));
vi.mock("next/headers", () => ({
  cookies: async () => ({
    get: (name: string) =>
      state.cookies.has(name) ? { name, value: state.cookies.get(name) } : undefined,
  }),
}));
vi.mock("next/navigation", () => ({
  redirect: (to: string) => {
    throw new Error(`redirect:${to}`);
  },
}));
vi.mock("./get-current-access", () => ({ getCurrentAccess: async () => state.access }));
const { requirePageAccess } = await import("./require-page-access");

const route = (over: Partial<TRouteUser> = {}): TRouteUser => ({
  subscribed: false,
  flags: stepFlagsOf(() => true),
  completion: "complete",
  guidedTourCompleted: true,
  safetyPaused: false,
  ...over,
});
const signedIn = (over: Partial<TRouteUser> = {}) => ({
  session: { user: { id: "u1" }, session: { id: "s1" } },
  tier: "free",
  profile: {},
  route: route(over),
});
const outcome = (path: string, query: Record<string, string | string[]> = {}) =>
  requirePageAccess(path, Promise.resolve(query)).then(
    () => "pass",
    (error: Error) => error.message,
  );

beforeEach(() => {
  state.access = null;
  state.cookies.clear();
});

describe("requirePageAccess", () => {
  it.each<[string, string, Record<string, string | string[]>, string]>([
    [
      "a visitor goes to sign in with the page as returnTo",
      "/dashboard",
      {},
      "redirect:/login?returnTo=%2Fdashboard",
    ],
    [
      "a visitor keeps the page's query in returnTo",
      "/wrist-pain-education/bracing",
      { from: "dashboard" },
      "redirect:/login?returnTo=%2Fwrist-pain-education%2Fbracing%3Ffrom%3Ddashboard",
    ],
    [
      "a visitor on a checkout request signs in with checkout=true",
      "/account",
      { planId: "annual" },
      "redirect:/login?returnTo=%2Faccount%3FplanId%3Dannual&checkout=true",
    ],
    [
      "a visitor on a buying page signs in with checkout=true",
      "/go-pro",
      {},
      "redirect:/login?returnTo=%2Fgo-pro&checkout=true",
    ],
  ])("%s", async (_what, pagePath, query, expected) => {
    expect(await outcome(pagePath, query)).toBe(expected);
  });

  it("sends a visitor with a checkout pending in this browser to sign in for it", async () => {
    state.cookies.set(CHECKOUT_PENDING_COOKIE, "1");
    expect(await outcome("/dashboard")).toBe("redirect:/login?returnTo=%2Fdashboard&checkout=true");
    state.cookies.set(CHECKOUT_PENDING_COOKIE, "0");
    expect(await outcome("/dashboard")).toBe("redirect:/login?returnTo=%2Fdashboard");
  });

  it("hands back the access of a person the page is for", async () => {
    const access = signedIn();
    state.access = access;
    await expect(requirePageAccess("/dashboard", Promise.resolve({}))).resolves.toBe(access);
    await expect(requirePageAccess("/account")).resolves.toBe(access);
  });

  it.each<[string, Partial<TRouteUser>, string, string]>([
    [
      "an unfinished assessment goes to its first step",
      { completion: "incomplete", flags: stepFlagsOf(() => false) },
      "/dashboard",
      "redirect:/user-details",
    ],
    [
      "a red flag pauses the program",
      { safetyPaused: true },
      "/exercise-program",
      "redirect:/medical-screen",
    ],
    ["a free person cannot switch plans", {}, "/switch-plan", "redirect:/go-pro"],
    [
      "a subscribed person is done with the assessment",
      { subscribed: true },
      "/pain-region",
      "redirect:/dashboard",
    ],
    [
      "a failed completion check goes to /user-details",
      { completion: "error" },
      "/account",
      "redirect:/user-details",
    ],
  ])("applies spec 4's rules: %s", async (_what, over, pagePath, expected) => {
    state.access = signedIn(over);
    expect(await outcome(pagePath)).toBe(expected);
  });
});

/** Every page under src/app/(app), with its route ("/wrist-pain-education/[slug]"). */
function appPages(dir: string, route = ""): { file: string; route: string }[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const at = path.join(dir, entry.name);
    if (entry.isFile()) return entry.name === "page.tsx" ? [{ file: at, route }] : [];
    if (!entry.isDirectory()) return [];
    const segment = /^\(.*\)$/.test(entry.name) ? "" : `/${entry.name}`;
    return appPages(at, route + segment);
  });
}

const APP_DIR = path.join(process.cwd(), "src/app/(app)");
const pages = appPages(APP_DIR);

/** Every file under src/app/(app), relative to it. */
function filesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)));
}
// A dynamic segment, in the route ([slug]) and in the page's template literal (its value as Next
// gives it, still percent-encoded as in the address).
const DYNAMIC = "[*]";

describe("every signed-in page applies the route decision itself (decision 0029)", () => {
  it("finds the pages", () => {
    expect(pages.map((p) => p.route)).toEqual(
      expect.arrayContaining(["/dashboard", "/user-details", "/onboarding/[step]"]),
    );
    expect(pages.length).toBeGreaterThanOrEqual(28);
  });

  // A layout, template, default or route file renders or answers beside a page, before its
  // decision: none may exist below the (app) layout, which draws nothing without a session.
  it("has no file that renders beside a page, but the (app) layout and its not-found page", () => {
    const others = filesUnder(APP_DIR).filter(
      (file) => path.basename(file) !== "page.tsx" && !file.endsWith(".test.ts"),
    );
    expect(others.sort()).toEqual(["layout.tsx", "not-found.tsx"]);
  });

  it.each(pages.map((p) => [p.route, p.file]))(
    "%s names its page in generateMetadata from the route alone, reading nothing of the person's",
    (_route, file) => {
      const source = readFileSync(file, "utf8");
      const start = source.indexOf("export async function generateMetadata");
      if (start === -1) return;
      const body = source.slice(start, source.indexOf("\n}\n", start));
      const fromServer = [...source.matchAll(/import \{([^}]*)\} from "@\/server\//g)].flatMap(
        (m) => (m[1] ?? "").split(",").map((name) => name.trim().split(" as ").pop() ?? ""),
      );
      for (const name of fromServer.filter(Boolean))
        expect(body).not.toMatch(new RegExp(`\\b${name}\\b`));
    },
  );

  it.each(pages.map((p) => [p.route, p.file]))(
    "%s calls requirePageAccess with its own path before anything else",
    (pageRoute, file) => {
      const source = readFileSync(file, "utf8");
      const page = source.slice(source.indexOf("export default async function"));
      const call =
        /requirePageAccess\(\s*(?:"([^"]*)"|`([^`]*)`)\s*,\s*searchParams\s*,?\s*\)/.exec(page);
      expect(call, "requirePageAccess(path, searchParams)").not.toBeNull();
      const given = (call?.[1] ?? call?.[2] ?? "").replace(/\$\{\w+\}/g, DYNAMIC);
      expect(given).toBe(pageRoute.replace(/\[[^\]]+\]/g, DYNAMIC));
      // Only the route's own parameters may be read before it: nothing of the person's.
      const before = page.slice(0, call?.index).match(/await [^;]+/g) ?? [];
      expect(before.filter((a) => a !== "await params")).toEqual([]);
    },
  );
});
