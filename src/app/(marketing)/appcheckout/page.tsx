import type { Metadata } from "next";
import { CheckoutEntry } from "../checkout-entry";

export const metadata: Metadata = { title: "Checkout", robots: { index: false } };

/** /appcheckout?planId=...: the short checkout entry the app's own links use. */
export default async function AppCheckoutPage(props: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  return (
    <div className="mx-auto max-w-2xl px-4 py-12 sm:px-6">
      <CheckoutEntry path="/appcheckout" params={await props.searchParams} variant="compact" />
    </div>
  );
}
