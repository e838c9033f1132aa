import { describe, expect, it } from "vitest";
import { isPublicPath, PUBLIC_PATHS } from "./public-routes";

describe("public routes of spec section 2", () => {
  it.each([...PUBLIC_PATHS])("%s is public", (path) => {
    expect(isPublicPath(path)).toBe(true);
  });

  it.each([
    "/exercises/wrist-flexor-stretch",
    "/preview/dashboard",
    "/preview/exercise-program-fingers",
    "/preview/wrist-pain-education/flare-ups",
    "/community-dashboard",
    "/community-dashboard/resources",
    "/community-dashboard/settings",
    "/login/",
  ])("%s is public", (path) => {
    expect(isPublicPath(path)).toBe(true);
  });

  it.each([
    "/dashboard",
    "/account",
    "/exercise-program",
    "/about-plan",
    "/user-details",
    "/medical-screen",
    "/load-tracking",
    "/progress-statistics",
    "/go-pro",
    "/switch-plan",
    "/wrist-pain-education",
    "/onboarding",
    "/community-dashboardx",
    "/previewdashboard",
    "/loginx",
  ])("%s is protected", (path) => {
    expect(isPublicPath(path)).toBe(false);
  });
});
