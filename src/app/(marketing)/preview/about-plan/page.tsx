import type { Metadata } from "next";
import Link from "next/link";
import { AboutPlanView } from "@/components/program/about-plan-view";
import { withOpenGraph } from "@/content/og-pages";
import { sampleAboutPlanOf } from "@/content/sample/sample-about-plan";
import { SAMPLE_AREA } from "@/content/sample/sample-dashboard";

export const metadata: Metadata = withOpenGraph("preview-about-plan", {
  title: "Sample plan explanation",
  description:
    "What the Wristwise plan explanation looks like: the structures in your painful areas, how your exercises are dosed, a flare-up plan and how pain works.",
});

/** /preview/about-plan (public): the page signed-in people read about their plan, for Sam. */
export default function AboutPlanPreviewPage() {
  return (
    <>
      <div className="mx-auto max-w-3xl px-4 pt-8 sm:px-6">
        <p className="rounded-[var(--radius-control)] bg-calm px-4 py-3 text-sm text-ink">
          Preview with example figures: pain in the back of the hand and wrist at 4 out of 10, on
          the thumb side of the back of the wrist at 3, and some tingling there while typing. Your
          own page explains the program built from your assessment.{" "}
          <Link href="/signup" className="font-semibold text-brand underline">
            Start your free assessment
          </Link>
        </p>
      </div>
      <AboutPlanView
        model={sampleAboutPlanOf()}
        educationHref="/preview/wrist-pain-education"
        backLink={{
          href: `/preview/exercise-program/${SAMPLE_AREA}`,
          label: "See a sample program",
        }}
      />
    </>
  );
}
