import type { Metadata } from "next";
import { GuestPaymentResult } from "../guest-payment-result";

export const metadata: Metadata = { title: "Payment received", robots: { index: false } };

/**
 * /affiliate-payment-success (public, issue #17): after paying for an offer reached through a
 * partner's link (?source=affiliate); a new account then lands on /affiliate-signup-complete.
 */
export default function AffiliatePaymentSuccessPage(props: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  return (
    <GuestPaymentResult
      searchParams={props.searchParams}
      afterSignUp="/affiliate-signup-complete"
    />
  );
}
