import type { Metadata } from "next";
import { CheckoutEntry } from "../checkout-entry";

export const metadata: Metadata = { title: "Checkout", robots: { index: false } };

/** /enhanced-checkout?planId=...: the checkout entry with the plan's details and the guarantees. */
export default async function EnhancedCheckoutPage(props: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  return (
    <div className="mx-auto max-w-2xl px-4 py-12 sm:px-6">
      <CheckoutEntry
        path="/enhanced-checkout"
        params={await props.searchParams}
        variant="enhanced"
      />
    </div>
  );
}
