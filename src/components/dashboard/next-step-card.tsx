import { ArrowRight, HeartPulse } from "lucide-react";
import Link from "next/link";
import type { TNextStep } from "@/domain/dashboard/next-step";
import { cn } from "@/lib/cn";

export type TStepCopy = { title: string; body: string; action: string; href: string };

/** What each next step says and where it leads; `due` and `pain` fill in the numbers. */
export function nextStepCopyOf(
  step: Exclude<TNextStep, "finish-assessment">,
  facts: { due: number; pain: number | null; canSeeProgress: boolean },
): TStepCopy {
  switch (step) {
    case "ease-off":
      return {
        title: "Go gently today",
        body: `You logged pain of ${facts.pain}/10 in the last day or so. Use your flare-up plan: take the easier version or fewer sets, and keep moving gently. If pain is severe, keeps rising, or comes with new numbness or weakness, check with a clinician.`,
        action: "Open your flare-up plan",
        href: "/about-plan#flare-ups",
      };
    case "do-exercises":
      return {
        title:
          facts.due === 1 ? "1 exercise left for today" : `${facts.due} exercises left for today`,
        body: "A few calm minutes is all it takes. Stop a set if pain climbs above what your plan allows.",
        action: "Start today's exercises",
        href: "/exercise-program",
      };
    case "log-load":
      return {
        title: "Log today's load",
        body: "About a minute: hours at the keyboard, breaks and how your hands feel. Over a few weeks it shows what helps and what hurts.",
        action: "Log today",
        href: "/load-tracking",
      };
    case "retake-quickdash":
      return {
        title: "Time to retake your QuickDASH",
        body: "It has been 4 weeks since your last one. Eleven short questions show how much your hands get in the way of daily life now.",
        action: "Retake the QuickDASH",
        href: "/progress-statistics/quickdash",
      };
    case "all-done":
      return facts.canSeeProgress
        ? {
            title: "You're done for today",
            body: "Rest is part of the program: tissues adapt between sessions. Come back tomorrow.",
            action: "See your progress",
            href: "/progress-statistics",
          }
        : {
            title: "You're done for today",
            body: "Rest is part of the program: tissues adapt between sessions. While you rest, read why pain and load are linked.",
            action: "Read about pain science",
            href: "/about-plan#pain-science",
          };
  }
}

/** The one clear next step at the top of the dashboard. */
export function NextStepCard({ step, copy }: { step: TNextStep; copy: TStepCopy }) {
  const easeOff = step === "ease-off";
  return (
    <section
      aria-labelledby="next-step"
      className={cn(
        "rounded-[var(--radius-card)] p-5 sm:p-6",
        easeOff ? "border-2 border-danger bg-danger-soft" : "bg-brand text-white",
      )}
    >
      <p
        className={cn(
          "flex items-center gap-2 text-sm font-semibold",
          easeOff ? "text-danger" : "text-white/90",
        )}
      >
        {easeOff ? <HeartPulse className="size-4" aria-hidden /> : null}
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
            ? "bg-danger text-white hover:bg-[#8a1f18]"
            : "bg-white text-brand-strong hover:bg-brand-soft",
        )}
      >
        {copy.action}
        <ArrowRight className="size-4" aria-hidden />
      </Link>
    </section>
  );
}
