"use client";

import Link from "next/link";
import { useEffect, useState } from "react";
import { resumePathOf } from "@/domain/billing/checkout-context";
import { loadCheckoutContext } from "@/lib/checkout-context-storage";

/**
 * On /go-pro without a chosen plan: a checkout started before signing in, still within its 2
 * hours, is offered again; one that has expired is said to have, so nothing is silently lost.
 */
export function CheckoutContextNotice() {
  const [state, setState] = useState<{ href: string | null; expired: boolean }>({
    href: null,
    expired: false,
  });
  useEffect(() => {
    const { context, expired } = loadCheckoutContext();
    const href = context?.planId || context?.addonType ? resumePathOf(context) : null;
    setState({
      href: href && href !== `${location.pathname}${location.search}` ? href : null,
      expired,
    });
  }, []);
  if (state.href)
    return (
      <p role="status" className="rounded-[var(--radius-control)] bg-calm px-4 py-3 text-ink">
        You were choosing a plan before you signed in.{" "}
        <Link href={state.href} className="font-medium text-brand underline underline-offset-2">
          Continue where you left off
        </Link>
        .
      </p>
    );
  if (state.expired)
    return (
      <p role="status" className="rounded-[var(--radius-control)] bg-calm px-4 py-3 text-ink">
        The checkout you started earlier has expired after 2 hours, and nothing was charged. Choose
        a plan below to start again.
      </p>
    );
  return null;
}
