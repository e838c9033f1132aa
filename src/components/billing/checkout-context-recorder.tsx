"use client";

import { useEffect } from "react";
import { checkoutContextOf } from "@/domain/billing/checkout-context";
import { saveCheckoutContext } from "@/lib/checkout-context-storage";

/**
 * On /login and /signup when a checkout sent the person there: keeps what they were buying (spec
 * 3's checkout context, 2 hours) so they land back in the same checkout once signed in or up.
 */
export function CheckoutContextRecorder({ returnTo }: { returnTo: string }) {
  useEffect(() => {
    const url = new URL(returnTo, location.origin);
    saveCheckoutContext(
      checkoutContextOf({ path: url.pathname, query: url.search, userId: null, now: Date.now() }),
    );
  }, [returnTo]);
  return null;
}
