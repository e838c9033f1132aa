import type { Metadata } from "next";
import { PaymentResultPage } from "../payment-result-page";

export const metadata: Metadata = { title: "Payment received", robots: { index: false } };

/** Where the payment page returns after paying: confirmed with the provider, access at once. */
export default function PaymentSuccessPage(props: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  return <PaymentResultPage path="/payment-success" searchParams={props.searchParams} />;
}
