import type { Metadata } from "next";
import { GuestPaymentResult } from "../guest-payment-result";

export const metadata: Metadata = { title: "Payment received", robots: { index: false } };

/** /bundle-success (public, issue #17): after a bundle or promotion is paid. */
export default function BundleSuccessPage(props: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  return <GuestPaymentResult searchParams={props.searchParams} afterSignUp="/account" />;
}
