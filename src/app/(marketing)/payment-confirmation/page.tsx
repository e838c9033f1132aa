import type { Metadata } from "next";
import { PaymentResultPage } from "../payment-result-page";

export const metadata: Metadata = { title: "Payment confirmation", robots: { index: false } };

/** A payment's confirmation, for links in emails and for payments the provider confirms later. */
export default function PaymentConfirmationPage(props: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  return <PaymentResultPage path="/payment-confirmation" searchParams={props.searchParams} />;
}
