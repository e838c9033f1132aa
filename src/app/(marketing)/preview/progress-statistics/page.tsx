import type { Metadata } from "next";
import { ProgressDemo } from "@/components/progress/progress-demo";
import { PROGRESS_DISCLAIMER } from "@/components/progress/progress-view";
import { withOpenGraph } from "@/content/og-pages";
import { sampleProgressModel } from "@/content/sample/progress";

export const metadata: Metadata = withOpenGraph("preview-progress-statistics", {
  title: "Sample progress statistics",
  description:
    "What Wristwise progress statistics look like: exercise volume, load progression, pain trend, QuickDASH over time and an adherence calendar, on sample data.",
});

/** The public preview (spec 2): the same demo signed-in people without Pro see, on sample data. */
export default function ProgressStatisticsPreviewPage() {
  return (
    <div className="mx-auto max-w-4xl space-y-8 px-4 py-10 sm:px-6">
      <header>
        <h1 className="text-title font-semibold text-ink">Progress statistics</h1>
        <p className="mt-2 text-ink-muted">
          How much you are doing, how your pain is moving, and how your hands cope with daily tasks.
        </p>
      </header>
      <ProgressDemo
        model={sampleProgressModel(new Date())}
        source="progress-statistics-preview"
        title="What progress statistics show"
      />
      <p className="text-xs text-ink-muted">{PROGRESS_DISCLAIMER}</p>
    </div>
  );
}
