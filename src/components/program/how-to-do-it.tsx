"use client";

import { Fold } from "@/components/ui/fold";
import { MaskIcon } from "@/components/ui/mask-icon";

/** An exercise card's steps and its first sign to stop, folded until asked for. */
export function HowToDoIt({
  steps,
  stopIf,
}: {
  steps: readonly string[];
  stopIf: string | undefined;
}) {
  return (
    <Fold
      className="mt-3 text-sm"
      summaryClassName="inline-flex min-h-11 cursor-pointer items-center gap-1 font-medium text-brand"
      tourTarget="info-tooltips"
      summary={
        <>
          <MaskIcon name="info" className="size-4" />
          How to do it
        </>
      }
    >
      <ol className="mt-2 list-decimal space-y-1 pl-5 text-ink">
        {steps.map((s) => (
          <li key={s}>{s}</li>
        ))}
      </ol>
      {stopIf ? <p className="mt-2 text-ink-muted">Stop if: {stopIf}</p> : null}
    </Fold>
  );
}
