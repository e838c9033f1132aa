import type { Metadata } from "next";
import Link from "next/link";
import { DashboardView } from "@/components/dashboard/dashboard-view";
import { withOpenGraph } from "@/content/og-pages";
import { sampleDashboardOf } from "@/content/sample/sample-dashboard";

export const metadata: Metadata = withOpenGraph("preview-dashboard", {
  title: "Sample dashboard",
  description:
    "What the Wristwise dashboard looks like: today's exercises, daily load, progress and your assessment figures in one calm place.",
});

export default function DashboardPreviewPage() {
  const { model, metrics } = sampleDashboardOf();
  return (
    <>
      <div className="mx-auto max-w-5xl px-4 pt-8 sm:px-6">
        <p className="rounded-[var(--radius-control)] bg-calm px-4 py-3 text-sm text-ink">
          Preview with example figures: a person in their second week. Your own dashboard is built
          from your assessment and your logs.{" "}
          <Link href="/signup" className="font-semibold text-brand underline">
            Start your free assessment
          </Link>
        </p>
      </div>
      <DashboardView
        model={model}
        sampleAction={
          <Link
            href="/signup"
            className="inline-flex h-11 items-center rounded-[var(--radius-control)] bg-brand px-5 font-semibold text-white hover:bg-brand-strong"
          >
            Start your free assessment
          </Link>
        }
        figures={{ metrics, healthFromMovement: false }}
      />
    </>
  );
}
