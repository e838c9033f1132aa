import Link from "next/link";
import { CheckoutButton } from "@/components/billing/checkout-button";
import type { TAddonStatus } from "@/domain/billing/addon-status";
import { priceProduct, type TAddon } from "@/domain/billing/catalogue";

/**
 * What a signed-in person can do with one add-on (or one of its items): buy it, or, for a monthly
 * add-on their plan already includes or they already have, read that instead of a button that
 * could only be refused (decision 0027).
 */
export function AddonAction({
  addon,
  itemId,
  status,
  source,
}: {
  addon: TAddon;
  itemId: string | null;
  status: TAddonStatus;
  source: string;
}) {
  if (status === "included-in-plan")
    return <p className="text-sm font-medium text-ink">Included in your plan</p>;
  if (status === "active")
    return (
      <p className="text-sm text-ink">
        <span className="font-medium">You have this add-on.</span>{" "}
        <Link href="/account" className="text-brand underline underline-offset-2">
          See it on your account page
        </Link>
      </p>
    );
  return (
    <CheckoutButton
      addonType={addon.addonType}
      itemId={itemId ?? undefined}
      source={source}
      valueCents={priceProduct({ addonType: addon.addonType, itemId })?.priceCents ?? 0}
      variant="secondary"
    >
      {itemId ? "Buy" : `Add ${addon.name}`}
    </CheckoutButton>
  );
}
