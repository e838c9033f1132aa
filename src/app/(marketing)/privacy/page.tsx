import type { Metadata } from "next";
import { LegalPage } from "@/components/site/legal-page";
import { PRIVACY_LAST_UPDATED, PrivacyContent } from "@/content/legal/privacy";
import { withOpenGraph } from "@/content/og-pages";

export const metadata: Metadata = withOpenGraph("privacy", {
  title: "Privacy notice",
  description:
    "What Wristwise stores about you, why, for how long, and how to export or delete it.",
});

export default function PrivacyPage() {
  return (
    <LegalPage title="Privacy notice" updated={PRIVACY_LAST_UPDATED}>
      <PrivacyContent />
    </LegalPage>
  );
}
