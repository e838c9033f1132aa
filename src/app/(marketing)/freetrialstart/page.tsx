import type { Metadata } from "next";
import { CheckoutEntry } from "../checkout-entry";

export const metadata: Metadata = { title: "Start your free trial", robots: { index: false } };

/** /freetrialstart?planId=...: starts the 7-day trial of a renewing plan (annual by default). */
export default async function FreeTrialStartPage(props: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  return (
    <div className="mx-auto max-w-2xl px-4 py-12 sm:px-6">
      <CheckoutEntry path="/freetrialstart" params={await props.searchParams} variant="trial" />
    </div>
  );
}
