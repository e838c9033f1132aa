import { describe, expect, it } from "vitest";
import { isPublicPath } from "@/domain/access/public-routes";
import { HEALTH_PATH_PREFIXES, isMeasuredPath } from "./measured-path";

describe("isMeasuredPath: public marketing pages only (issue #18)", () => {
  const MEASURED = [
    "/",
    "/pricing",
    "/wristpain",
    "/carpaltunnel",
    "/v2",
    "/signup",
    "/login",
    "/core",
    "/bundle-offer",
  ];

  it.each(MEASURED)("the public page %s is public", (path) => {
    expect(isPublicPath(path)).toBe(true);
  });

  it.each(MEASURED.flatMap((path) => (path === "/" ? [path] : [path, `${path}/`])))(
    "measures %s",
    (path) => {
      expect(isMeasuredPath(path)).toBe(true);
    },
  );

  it.each(
    HEALTH_PATH_PREFIXES.flatMap((prefix) => [
      prefix,
      `${prefix}/`,
      `${prefix}/flare-ups`,
      `${prefix}/flare-ups/`,
    ]),
  )("never measures the health page %s", (path) => {
    expect(isMeasuredPath(path)).toBe(false);
  });

  it.each([
    "/wrist-pain-education/flare-ups",
    "/exercises",
    "/exercises/wrist-flexor-stretch",
    "/exercises/wrist-flexor-stretch/",
    "/preview/dashboard",
    "/preview/dashboard/",
    "/community-dashboard",
    "/community-dashboard/",
    "/community-dashboard/week-2",
    "/bench/floor",
    "/reset-password",
    "/reset-password/",
    "/debug-auth",
    "/debug-auth/",
    "/test-checkout",
    "/test-checkout/",
    "/account",
    "/account/",
    "/go-pro",
    "/go-pro/",
    "/nope",
    "/nope/",
    "",
  ])("never measures %j (health content, a secret-bearing address or not public)", (path) => {
    expect(isMeasuredPath(path)).toBe(false);
  });

  it.each([
    ["/dashboardx", false],
    ["/pricing-old", false],
    ["/pricing/extra", false],
  ])("matches whole path segments only: %s -> %s", (path, measured) => {
    expect(isMeasuredPath(path)).toBe(measured);
  });
});

describe("HEALTH_PATH_PREFIXES", () => {
  it.each([...HEALTH_PATH_PREFIXES])("%s is not a public path", (prefix) => {
    expect(isPublicPath(prefix)).toBe(false);
    expect(isPublicPath(`${prefix}/flare-ups`)).toBe(false);
  });
});
