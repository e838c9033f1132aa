import type { Metadata } from "next";
import { LegalPage } from "@/components/site/legal-page";
import { TERMS_LAST_UPDATED, TermsContent } from "@/content/legal/terms";
import { withOpenGraph } from "@/content/og-pages";

export const metadata: Metadata = withOpenGraph("terms", {
  title: "Terms and conditions",
  description:
    "The terms for using Wristwise, including our medical disclaimer and subscription terms.",
});

export default function TermsPage() {
  return (
    <LegalPage title="Terms and conditions" updated={TERMS_LAST_UPDATED}>
      <TermsContent />
    </LegalPage>
  );
}
