import type { Metadata } from "next";
import Link from "next/link";
import { redirect } from "next/navigation";
import { AddonAction } from "@/components/billing/addon-action";
import { CheckoutButton } from "@/components/billing/checkout-button";
import { CheckoutContextNotice } from "@/components/billing/checkout-context-notice";
import { GoProView } from "@/components/billing/go-pro-view";
import { addonStatusOf } from "@/domain/billing/addon-status";
import { findPlan } from "@/domain/billing/catalogue";
import { currentPlanOf } from "@/domain/billing/plan-change";
import { getCurrentAccess } from "@/server/access/get-current-access";
import { requirePageAccess } from "@/server/access/require-page-access";
import { hasHadTrial } from "@/server/billing/start-checkout";

export const metadata: Metadata = { title: "Go Pro" };

const text = (v: string | string[] | undefined) => (typeof v === "string" ? v.slice(0, 64) : null);

/** /go-pro (signed in): the upgrade page every Go Pro link opens (spec 2), with `source` recorded. */
export default async function GoProPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  await requirePageAccess("/go-pro", searchParams);
  const params = await searchParams;
  const access = await getCurrentAccess();
  if (!access) return null;
  const now = new Date();
  const current = currentPlanOf(access.profile?.subscription ?? null, now);
  const planId = text(params.planId);
  const addonType = text(params.addonType);
  const source = text(params.source) ?? "go-pro";
  // Someone with a renewing plan changes it on /switch-plan, where proration is worked out.
  if (current && findPlan(current.tier)?.period !== "one-time" && !addonType) {
    const query = new URLSearchParams({
      ...(planId ? { planId } : {}),
      isUpgrade: "true",
      fromPlan: current.tier,
    });
    redirect(`/switch-plan?${query}`);
  }
  const chosen = planId ? findPlan(planId) : null;
  const trialEligible =
    !current && !(await hasHadTrial(access.session.user.id, access.session.user.email));
  return (
    <GoProView
      model={{
        chosen,
        unknownPlan: planId !== null && chosen === null,
        addonType,
        trialEligible,
        cancelled: params.cancelled === "1",
      }}
      notice={
        <>
          {current ? (
            <p className="rounded-[var(--radius-control)] bg-calm px-4 py-3 text-ink">
              You have {findPlan(current.tier)?.name ?? "a plan"}. To move to a bigger plan, see{" "}
              <Link href="/switch-plan" className="text-brand underline underline-offset-2">
                Switch plan
              </Link>
              .
            </p>
          ) : null}
          {chosen || addonType ? null : <CheckoutContextNotice />}
        </>
      }
      planAction={(plan, { trial }) =>
        current?.tier === plan.tier ? (
          <p className="text-sm font-medium text-ink">Your current plan</p>
        ) : (
          <CheckoutButton
            planId={plan.tier}
            trial={trial}
            source={source}
            valueCents={plan.priceCents}
            variant={
              trial || plan.tier === chosen?.tier || plan.recommended ? "primary" : "secondary"
            }
          >
            {trial ? "Start my free trial" : `Choose ${plan.name}`}
          </CheckoutButton>
        )
      }
      addonAction={(addon, itemId) => (
        <AddonAction
          addon={addon}
          itemId={itemId}
          source={source}
          status={addonStatusOf({
            addonType: addon.addonType,
            tier: access.tier,
            addons: access.profile?.addons ?? {},
            now,
          })}
        />
      )}
    />
  );
}
