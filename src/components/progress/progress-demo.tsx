import { GoProLink } from "@/components/pro/go-pro-link";
import type { TProgressModel } from "@/domain/progress/progress-model";
import { ProgressView } from "./progress-view";

/**
 * What progress statistics look like, on sample data, with a Go Pro prompt: for signed-in people
 * without progressStats and on the public /preview/progress-statistics page.
 */
export function ProgressDemo({ model, source }: { model: TProgressModel; source: string }) {
  return (
    <div className="space-y-6">
      <div className="rounded-[var(--radius-card)] border-2 border-dashed border-line-strong bg-calm p-5">
        <p className="inline-block rounded-full bg-ink px-3 py-1 text-sm font-semibold text-white">
          Sample data
        </p>
        <h2 className="mt-3 text-lg font-semibold text-ink">
          See how your hands are really doing, week by week
        </h2>
        <p className="mt-1 text-ink">
          Everything below is made-up sample data: 5 weeks of logging, pain easing and a QuickDASH
          that fell by 15.91 points. With Pro, these charts are built from your own logged sets,
          daily load and QuickDASH scores, and you can print a one-page summary for your clinician.
        </p>
        <GoProLink source={source} className="mt-4">
          Go Pro to track your progress
        </GoProLink>
      </div>
      <section aria-label="Sample progress statistics">
        <ProgressView model={model} demo />
      </section>
    </div>
  );
}
