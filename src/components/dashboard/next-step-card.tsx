import Link from "next/link";
import { MaskIcon } from "@/components/ui/mask-icon";
import type { TStepCopy } from "@/domain/dashboard/dashboard-model";
import type { TNextStep } from "@/domain/dashboard/next-step";
import { cn } from "@/lib/cn";

/** The one clear next step at the top of the dashboard. */
export function NextStepCard({ step, copy }: { step: TNextStep; copy: TStepCopy }) {
  const easeOff = step === "ease-off";
  return (
    <section
      aria-labelledby="next-step"
      className={cn(
        "rounded-[var(--radius-card)] p-5 sm:p-6",
        // Easing off is a caution, not an alarm: the caution tone, with its own icon.
        easeOff ? "border-2 border-caution bg-caution-soft" : "bg-brand text-white",
      )}
    >
      <p
        className={cn(
          "flex items-center gap-2 text-sm font-semibold",
          easeOff ? "text-caution" : "text-white/90",
        )}
      >
        {easeOff ? <MaskIcon name="heart-pulse" className="size-4" /> : null}
        Your next step
      </p>
      <h2
        id="next-step"
        className={cn(
          "mt-1 text-xl font-semibold sm:text-2xl",
          easeOff ? "text-ink" : "text-white",
        )}
      >
        {copy.title}
      </h2>
      <p className={cn("mt-2 max-w-2xl", easeOff ? "text-ink" : "text-white/95")}>{copy.body}</p>
      <Link
        href={copy.href}
        className={cn(
          "mt-4 inline-flex h-11 items-center gap-2 rounded-[var(--radius-control)] px-5 font-semibold",
          easeOff
            ? "bg-caution text-white hover:bg-[#6e3c00]"
            : "bg-white text-brand-strong hover:bg-brand-soft",
        )}
      >
        {copy.action}
        <MaskIcon name="arrow-right" className="size-4" />
      </Link>
    </section>
  );
}
