import type { Metadata } from "next";
import { AddonAction } from "@/components/billing/addon-action";
import { ChangePlanButton } from "@/components/billing/change-plan-button";
import { CheckoutButton } from "@/components/billing/checkout-button";
import { planChangeDoneOf } from "@/components/billing/plan-change-done";
import { SwitchPlanView } from "@/components/billing/switch-plan-view";
import { FormAlert } from "@/components/ui/form-alert";
import { addonStatusOf } from "@/domain/billing/addon-status";
import { currentPlanOf } from "@/domain/billing/plan-change";
import { getCurrentAccess } from "@/server/access/get-current-access";
import { requirePageAccess } from "@/server/access/require-page-access";
import { getRequestTimeZone } from "@/server/get-request-time-zone";

export const metadata: Metadata = { title: "Switch plan" };

const text = (v: string | string[] | undefined) => (typeof v === "string" ? v.slice(0, 64) : null);

/**
 * /switch-plan (subscribed, spec 2): planId, isUpgrade, fromPlan and addonType as the address
 * gives them, and `changed` after a plan change made here.
 */
export default async function SwitchPlanPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  await requirePageAccess("/switch-plan", searchParams);
  const [params, access, timeZone] = await Promise.all([
    searchParams,
    getCurrentAccess(),
    getRequestTimeZone(),
  ]);
  if (!access) return null;
  const now = new Date();
  const current = currentPlanOf(access.profile?.subscription ?? null, now);
  const fromPlan = text(params.fromPlan);
  const source = text(params.source) ?? "switch-plan";
  const done = planChangeDoneOf(text(params.changed));
  return (
    <SwitchPlanView
      timeZone={timeZone}
      notice={done ? <FormAlert tone="success">{done}</FormAlert> : null}
      model={{
        current,
        focus: text(params.planId),
        upgradesOnly: params.isUpgrade === "true",
        addonType: text(params.addonType),
        staleFromPlan: fromPlan !== null && current !== null && fromPlan !== current.tier,
      }}
      action={(plan, change, summary) => {
        switch (change.kind) {
          case "upgrade-now":
          case "downgrade-at-period-end":
          case "change-trial":
            return <ChangePlanButton planId={plan.tier} planName={plan.name} summary={summary} />;
          case "new":
          case "buy-then-cancel":
          case "pay-difference":
            return (
              <CheckoutButton
                planId={plan.tier}
                source={source}
                valueCents={change.kind === "pay-difference" ? change.amountCents : plan.priceCents}
                variant="secondary"
              >
                Continue to payment
              </CheckoutButton>
            );
          default:
            return null;
        }
      }}
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
