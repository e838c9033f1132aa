"use client";

import { useEffect } from "react";
import { track } from "@/lib/analytics/track";
import { clearCheckoutContext } from "@/lib/checkout-context-storage";

/**
 * Sends spec 7's Purchase, Subscribe or StartTrial once per checkout (a reload sends nothing
 * more), and clears the pending checkout context: the purchase is done.
 */
export function PurchaseTracker({
  checkoutId,
  kind,
  tier,
  valueCents,
}: {
  checkoutId: string;
  kind: "purchase" | "subscribe" | "trial";
  tier: string;
  valueCents: number;
}) {
  useEffect(() => {
    clearCheckoutContext();
    const key = `ww_tracked_${checkoutId}`;
    try {
      if (sessionStorage.getItem(key)) return;
      sessionStorage.setItem(key, "1");
    } catch {
      // No storage: send once per page view instead.
    }
    const props = { tier, value: valueCents / 100, currency: "USD", checkoutId };
    if (kind === "trial") track("StartTrial", { ...props, value: 0 });
    else {
      track("Purchase", props);
      if (kind === "subscribe") track("Subscribe", props);
    }
  }, [checkoutId, kind, tier, valueCents]);
  return null;
}
