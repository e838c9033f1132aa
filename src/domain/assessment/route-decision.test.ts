import { describe, expect, it } from "vitest";
import {
  decideRoute,
  pathAfterAssessment,
  type TRouteInput,
  type TRouteUser,
} from "./route-decision";
import { stepFlagsOf, type TStepFlags } from "./steps";

const noFlags = stepFlagsOf(() => false);
const allFlags = stepFlagsOf(() => true);
const firstFour: TStepFlags = {
  ...noFlags,
  userDetailsCompleted: true,
  medicalScreeningCompleted: true,
  outcomeMeasureCompleted: true,
  painRegionsCompleted: true,
};
const upToEndurance: TStepFlags = {
  ...allFlags,
  enduranceTestCompleted: false,
  nerveMobilityTestCompleted: false,
};

/** The roles of spec section 6, each in the assessment state a rule needs. */
const free = (flags: TStepFlags, completion: TRouteUser["completion"]): TRouteUser => ({
  subscribed: false,
  flags,
  completion,
  guidedTourCompleted: false,
  safetyPaused: false,
});
const pro = (flags: TStepFlags, completion: TRouteUser["completion"]): TRouteUser => ({
  subscribed: true,
  flags,
  completion,
  guidedTourCompleted: true,
  safetyPaused: false,
});
// A guest account (created by checkout) is subscribed by its purchase, with no assessment yet.
const guest: TRouteUser = {
  subscribed: true,
  flags: noFlags,
  completion: "incomplete",
  guidedTourCompleted: false,
  safetyPaused: false,
};
/** A red flag answered after the assessment, with no clearance yet (issue #14). */
const paused = (user: TRouteUser): TRouteUser => ({ ...user, safetyPaused: true });

function decide(path: string, user: TRouteUser | null, extra: Partial<TRouteInput> = {}) {
  const [pathname = path, query = ""] = path.split("?");
  return decideRoute({
    path: pathname,
    search: query ? `?${query}` : "",
    user,
    checkoutPending: false,
    ...extra,
  });
}

type TRow = [
  rule: string,
  role: string,
  path: string,
  user: TRouteUser | null,
  expected: string,
  extra?: Partial<TRouteInput>,
];

const rows: TRow[] = [
  // A red flag with no clearance pauses the program at every tier (issue #14).
  ...(
    [
      "/dashboard",
      "/exercise-program",
      "/exercise-program/",
      "/load-tracking",
      "/progress-statistics",
      "/progress-statistics/quickdash",
    ] as const
  ).flatMap((path): TRow[] => [
    ["red-flag-pause", "free", path, paused(free(allFlags, "complete")), "/medical-screen"],
    ["red-flag-pause", "pro", path, paused(pro(allFlags, "complete")), "/medical-screen"],
    ["red-flag-pause", "guest", path, paused(guest), "/medical-screen"],
    ["no flag, no pause", "pro", path, pro(allFlags, "complete"), "pass"],
  ]),
  [
    "red-flag-pause: advice page open to pro",
    "pro",
    "/medical-screen",
    paused(pro(allFlags, "complete")),
    "pass",
  ],
  [
    "red-flag-pause: advice page open to free",
    "free",
    "/medical-screen",
    paused(free(allFlags, "complete")),
    "pass",
  ],
  [
    "red-flag-pause: re-check open",
    "pro",
    "/safety-check",
    paused(pro(allFlags, "complete")),
    "pass",
  ],
  ["no flag: re-check open to pro", "pro", "/safety-check", pro(allFlags, "complete"), "pass"],
  ["no flag: re-check open to free", "free", "/safety-check", free(allFlags, "complete"), "pass"],
  [
    "red-flag-pause: reading stays open",
    "pro",
    "/about-plan",
    paused(pro(allFlags, "complete")),
    "pass",
  ],
  [
    "red-flag-pause: account stays open",
    "free",
    "/account",
    paused(free(allFlags, "complete")),
    "pass",
  ],
  [
    "red-flag-pause: other steps still go to dashboard",
    "pro",
    "/user-details",
    paused(pro(allFlags, "complete")),
    "/dashboard",
  ],
  [
    "red-flag-pause: then the advice page",
    "pro",
    "/dashboard",
    paused(pro(allFlags, "complete")),
    "/medical-screen",
  ],
  // Public pages pass for everyone.
  ["public page", "visitor", "/terms", null, "pass"],
  ["public page", "free", "/exercises/wrist-flexor-stretch", free(noFlags, "incomplete"), "pass"],
  ["public page", "pro", "/preview/dashboard", pro(allFlags, "complete"), "pass"],

  // Unauthenticated user on a protected path: /login, with returnTo.
  ["visitor-to-login", "visitor", "/dashboard", null, "/login?returnTo=%2Fdashboard"],
  ["visitor-to-login", "visitor", "/pain-region", null, "/login?returnTo=%2Fpain-region"],
  [
    "visitor-to-login",
    "visitor",
    "/dashboard?continueFromStep=11",
    null,
    "/login?returnTo=%2Fdashboard%3FcontinueFromStep%3D11",
  ],
  // ...or /login?returnTo={checkout path}&checkout=true for checkout-type paths or a pending context.
  [
    "visitor-to-login-checkout",
    "visitor",
    "/go-pro",
    null,
    "/login?returnTo=%2Fgo-pro&checkout=true",
  ],
  [
    "visitor-to-login-checkout",
    "visitor",
    "/switch-plan?planId=annual&isUpgrade=true&fromPlan=1month",
    null,
    "/login?returnTo=%2Fswitch-plan%3FplanId%3Dannual%26isUpgrade%3Dtrue%26fromPlan%3D1month&checkout=true",
  ],
  [
    "visitor-to-login-checkout",
    "visitor",
    "/account?addonType=expertVideoCalls",
    null,
    "/login?returnTo=%2Faccount%3FaddonType%3DexpertVideoCalls&checkout=true",
  ],
  [
    "visitor-to-login-checkout",
    "visitor",
    "/dashboard",
    null,
    "/login?returnTo=%2Fdashboard&checkout=true",
    { checkoutPending: true },
  ],

  // A failed completion check redirects to /user-details.
  ["completion-check-failed", "free", "/dashboard", free(allFlags, "error"), "/user-details"],
  ["completion-check-failed", "pro", "/exercise-program", pro(allFlags, "error"), "/user-details"],
  [
    "completion-check-failed",
    "guest",
    "/pain-region",
    { ...guest, completion: "error" },
    "/user-details",
  ],
  [
    "completion-check-failed, already there",
    "free",
    "/user-details",
    free(noFlags, "error"),
    "pass",
  ],

  // Each assessment page requires the previous step's flag; otherwise the first incomplete step.
  [
    "step-requires-previous",
    "free",
    "/nerve-symptoms",
    free(noFlags, "incomplete"),
    "/user-details",
  ],
  [
    "step-requires-previous",
    "free",
    "/mobility-test",
    free(firstFour, "incomplete"),
    "/nerve-symptoms",
  ],
  [
    "step-requires-previous",
    "pro",
    "/endurance-test",
    pro(firstFour, "incomplete"),
    "/nerve-symptoms",
  ],
  ["step-requires-previous", "guest", "/medical-screen", guest, "/user-details"],
  ["step reachable", "free", "/nerve-symptoms", free(firstFour, "incomplete"), "pass"],
  ["step reachable", "free", "/user-details", free(noFlags, "incomplete"), "pass"],
  ["step reachable", "pro", "/user-details", pro(noFlags, "incomplete"), "pass"],
  ["step reachable", "guest", "/user-details", guest, "pass"],

  // Subscribed user with a completed assessment on an assessment page: /dashboard.
  [
    "subscribed-complete-to-dashboard",
    "pro",
    "/medical-screen",
    pro(allFlags, "complete"),
    "/dashboard",
  ],
  [
    "subscribed-complete-to-dashboard",
    "pro",
    "/user-details",
    pro(allFlags, "complete"),
    "/dashboard",
  ],
  [
    "free user may revisit a step after finishing",
    "free",
    "/medical-screen",
    free(allFlags, "complete"),
    "pass",
  ],

  // Non-subscribed user with endurance results but endurance not completed: /endurance-test.
  [
    "endurance-unfinished",
    "free",
    "/dashboard",
    free(upToEndurance, "intermediate"),
    "/endurance-test",
  ],
  [
    "endurance-unfinished",
    "free",
    "/nerve-mobility-test",
    free(upToEndurance, "intermediate"),
    "/endurance-test",
  ],
  [
    "endurance-unfinished, on the page itself",
    "free",
    "/endurance-test",
    free(upToEndurance, "intermediate"),
    "pass",
  ],
  // A subscribed user outside the assessment flow is exempt.
  ["endurance exemption", "pro", "/dashboard", pro(upToEndurance, "intermediate"), "pass"],
  [
    "endurance exemption",
    "guest",
    "/exercise-program",
    { ...guest, completion: "intermediate" },
    "pass",
  ],
  // ...but inside the flow the step order still applies.
  [
    "endurance, subscribed inside the flow",
    "pro",
    "/nerve-mobility-test",
    pro(upToEndurance, "intermediate"),
    "/endurance-test",
  ],

  // Non-subscribed user with an incomplete assessment: /user-details.
  [
    "incomplete-to-user-details",
    "free",
    "/dashboard",
    free(firstFour, "incomplete"),
    "/user-details",
  ],
  [
    "incomplete-to-user-details",
    "free",
    "/about-plan",
    free(noFlags, "incomplete"),
    "/user-details",
  ],
  [
    "incomplete-to-user-details",
    "free",
    "/wrist-pain-education/flare-ups",
    free(noFlags, "incomplete"),
    "/user-details",
  ],
  [
    "incomplete-to-user-details",
    "free",
    "/onboarding/logging",
    free(firstFour, "incomplete"),
    "/user-details",
  ],
  [
    "complete free user reaches the guide",
    "free",
    "/onboarding",
    free(allFlags, "complete"),
    "pass",
  ],
  ["subscribed, incomplete: the guide stays open", "guest", "/onboarding", guest, "pass"],
  [
    "subscribed with incomplete assessment keeps full access",
    "pro",
    "/dashboard",
    pro(firstFour, "incomplete"),
    "pass",
  ],
  [
    "subscribed with incomplete assessment keeps full access",
    "guest",
    "/load-tracking",
    guest,
    "pass",
  ],
  [
    "complete free user reaches the program",
    "free",
    "/exercise-program",
    free(allFlags, "complete"),
    "pass",
  ],

  // /switch-plan is for subscribed users.
  ["switch-plan-needs-subscription", "free", "/switch-plan", free(allFlags, "complete"), "/go-pro"],
  ["switch-plan for subscribed", "pro", "/switch-plan", pro(allFlags, "complete"), "pass"],

  // The account page stays reachable whatever the assessment state.
  ["account always reachable", "free", "/account", free(noFlags, "incomplete"), "pass"],
  ["account always reachable", "free", "/account", free(upToEndurance, "intermediate"), "pass"],
];

describe("the route decision of spec 4, one row per rule and role", () => {
  it.each(rows)("%s (%s) on %s", (_rule, _role, path, user, expected, extra) => {
    const decision = decide(path, user, extra);
    expect(decision.kind === "pass" ? "pass" : decision.to).toBe(expected);
  });

  it("names the rule that fired", () => {
    expect(decide("/dashboard", free(upToEndurance, "intermediate"))).toEqual({
      kind: "redirect",
      to: "/endurance-test",
      rule: "endurance-unfinished",
    });
  });

  it("never sends a visitor's returnTo anywhere but this site", () => {
    const decision = decide("//evil.example", null);
    expect(decision.kind === "redirect" && decision.to).toBe("/login");
  });
});

describe("after the assessment", () => {
  it.each([
    [false, "/exercise-program"],
    [true, "/dashboard"],
  ])("tour completed %s -> %s", (done, path) => {
    expect(pathAfterAssessment(done)).toBe(path);
  });
});
