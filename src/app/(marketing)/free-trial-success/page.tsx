import type { Metadata } from "next";
import { PaymentResultPage } from "../payment-result-page";

export const metadata: Metadata = {
  title: "Your free trial has started",
  robots: { index: false },
};

/** Where the trial's checkout returns: when the trial ends and what happens then. */
export default function FreeTrialSuccessPage(props: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  return <PaymentResultPage path="/free-trial-success" searchParams={props.searchParams} />;
}
