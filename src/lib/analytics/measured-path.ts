// Where measurement may run at all (issue #18). The analytics service and the two ads pixels run
// only on public marketing pages: never on a health page (the assessment, the program, progress,
// load tracking, education, and every other signed-in page), never on the public health content
// (exercise pages, previews) and never on pages whose address can carry a secret.
import { isPublicPath } from "@/domain/access/public-routes";
import { ASSESSMENT_STEPS } from "@/domain/assessment/steps";

/** Public paths that are health content or carry secrets: never measured. */
const UNMEASURED_PUBLIC_PREFIXES = [
  "/exercises",
  "/preview/",
  "/community-dashboard",
  "/bench/",
  "/reset-password",
  "/reminders/unsubscribe",
  "/debug-auth",
  "/test-checkout",
];

/**
 * The health pages of the issue, named so the rule reads plainly; every one of them is a signed-in
 * page and so unmeasured already, and a test holds that true.
 */
export const HEALTH_PATH_PREFIXES: readonly string[] = [
  ...ASSESSMENT_STEPS.map((step) => step.path),
  "/exercise-program",
  "/about-plan",
  "/dashboard",
  "/progress-statistics",
  "/load-tracking",
  "/wrist-pain-education",
  "/onboarding",
  "/talk-to-expert",
];

function startsWithSegment(path: string, prefix: string): boolean {
  return prefix.endsWith("/")
    ? path.startsWith(prefix)
    : path === prefix || path.startsWith(`${prefix}/`);
}

/** Whether the analytics service and pixels may run on this page. */
export function isMeasuredPath(pathname: string): boolean {
  const path = pathname.length > 1 && pathname.endsWith("/") ? pathname.slice(0, -1) : pathname;
  if (HEALTH_PATH_PREFIXES.some((prefix) => startsWithSegment(path, prefix))) return false;
  if (UNMEASURED_PUBLIC_PREFIXES.some((prefix) => startsWithSegment(path, prefix))) return false;
  return isPublicPath(path);
}
