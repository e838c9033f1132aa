import "server-only";
import { cookies } from "next/headers";
import { redirect } from "next/navigation";
import { decideRoute } from "@/domain/assessment/route-decision";
import { CHECKOUT_PENDING_COOKIE } from "@/lib/routes";
import { searchOf, type TSearchParams } from "@/lib/search-of";
import { getCurrentAccess, type TCurrentAccess } from "./get-current-access";

/**
 * The route decision of spec 4 (decideRoute) for one signed-in page, applied by the page itself
 * before it reads anything: the signed-in person's access when they may see `path`, else a
 * redirect (a visitor to sign in with returnTo, a step before its turn to the first unfinished
 * one, and so on). Every page under src/app/(app) calls it first with its own path, on a page
 * load and on a client-side navigation alike (Next renders a page on both; a layout is not drawn
 * again on a navigation); require-page-access.test.ts holds each page to it. The proxy no longer
 * runs on these pages (decision 0029, issue #15). Gating is navigation: every server function
 * still checks whose data and which plan.
 */
export async function requirePageAccess(
  path: string,
  searchParams?: Promise<TSearchParams>,
): Promise<TCurrentAccess> {
  const [access, jar, params] = await Promise.all([
    getCurrentAccess(),
    cookies(),
    searchParams ?? Promise.resolve({}),
  ]);
  const decision = decideRoute({
    path,
    search: searchOf(params),
    user: access?.route ?? null,
    checkoutPending: jar.get(CHECKOUT_PENDING_COOKIE)?.value === "1",
  });
  if (decision.kind === "redirect") redirect(decision.to);
  // A protected path never passes a visitor (decideRoute's first rule); this tells TypeScript.
  if (!access) redirect("/login");
  return access;
}
