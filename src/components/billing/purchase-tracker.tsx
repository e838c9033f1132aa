"use client";

import { useEffect } from "react";
import { conversionEventId, sendConversion } from "@/lib/analytics/conversion";
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
    // The pixels and the server's conversion share one event id, so it is counted once.
    const eventId = conversionEventId();
    const props = {
      tier,
      value: valueCents / 100,
      currency: "USD",
      checkoutId,
      ...(eventId ? { event_id: eventId } : {}),
    };
    if (kind === "trial") {
      track("StartTrial", { ...props, value: 0 });
      if (eventId) sendConversion("free_trial_started", eventId);
    } else {
      track("Purchase", props);
      if (kind === "subscribe") track("Subscribe", props);
      if (eventId) sendConversion("subscription", eventId);
    }
  }, [checkoutId, kind, tier, valueCents]);
  return null;
}
