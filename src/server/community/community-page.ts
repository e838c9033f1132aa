import "server-only";
import { hasFeature } from "@/domain/access/features";
import { getCurrentAccess, type TCurrentAccess } from "../access/get-current-access";

/**
 * Who is looking at a community page: a member (their plan includes the community dashboard), a
 * signed-in person on another plan, or a visitor. The page picks the content or the teaser by it;
 * the server functions it then calls check the plan again.
 */
export async function communityViewer(): Promise<
  { kind: "member"; access: TCurrentAccess } | { kind: "signed-in" } | { kind: "visitor" }
> {
  const access = await getCurrentAccess();
  if (!access) return { kind: "visitor" };
  return hasFeature(access.tier, "communityDashboard")
    ? { kind: "member", access }
    : { kind: "signed-in" };
}
