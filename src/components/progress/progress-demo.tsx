import { ExampleBlock } from "@/components/pro/example-block";
import { GoProLink } from "@/components/pro/go-pro-link";
import type { TProgressModel } from "@/domain/progress/progress-model";
import { ProgressViewClient } from "./progress-view-client";

/**
 * Progress statistics on example figures, kept apart in an ExampleBlock with a Go Pro prompt:
 * below a signed-in person's own numbers when their plan lacks progressStats, and the whole of the
 * public /preview/progress-statistics page.
 */
export function ProgressDemo({
  model,
  source,
  title,
}: {
  model: TProgressModel;
  source: string;
  title?: string;
}) {
  return (
    <ExampleBlock
      id="progress-demo"
      title={title}
      intro="Five weeks of example logging: pain easing, and a QuickDASH that fell by 15.91 points. With Pro, the same charts are drawn from the sets, daily load and QuickDASH scores you log, and print as a one-page summary for a clinician."
      action={<GoProLink source={source}>Go Pro for progress charts</GoProLink>}
    >
      <ProgressViewClient model={model} demo />
    </ExampleBlock>
  );
}
