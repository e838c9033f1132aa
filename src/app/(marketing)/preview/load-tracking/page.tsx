import type { Metadata } from "next";
import Link from "next/link";
import { LoadDemo } from "@/components/load/load-demo";
import { withOpenGraph } from "@/content/og-pages";

export const metadata: Metadata = withOpenGraph("preview-load-tracking", {
  title: "Sample load tracking",
  description:
    "How Wristwise load tracking works: a minute a day of hours, breaks and pain shows your irritability and what helps your hands.",
});

/** A fixed last day, so the static page's sample fortnight never changes under a reader. */
const SAMPLE_LAST_DAY = "2026-11-22";

export default function LoadTrackingPreviewPage() {
  return (
    <div className="mx-auto max-w-3xl space-y-8 px-4 py-10 sm:px-6">
      <header>
        <h1 className="text-title font-semibold text-ink">Sample load tracking</h1>
        <p className="mt-2 text-ink-muted">
          Hands settle when the load they carry matches what they can take. This is what tracking it
          looks like, with example figures.
        </p>
      </header>
      <LoadDemo
        lastDay={SAMPLE_LAST_DAY}
        title="What load tracking shows"
        action={
          <Link
            href="/signup"
            className="inline-flex h-11 items-center rounded-[var(--radius-control)] bg-brand px-5 font-semibold text-white hover:bg-brand-strong"
          >
            Start your free assessment
          </Link>
        }
      />
      <p className="text-xs text-ink-muted">
        Educational guidance, not medical advice. If pain is severe, keeps rising or comes with new
        numbness or weakness, stop and check with a clinician.
      </p>
    </div>
  );
}
