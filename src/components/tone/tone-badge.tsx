import { CircleCheck, CircleDot, TriangleAlert } from "lucide-react";
import { cn } from "@/lib/cn";
import type { TTone } from "./tone";

// Each tone has its own colour and its own shape (a tick, a dot, a triangle), so the meaning does
// not rest on colour alone. Text on each background meets WCAG AA (globals.css notes the ratios).
const TONE_STYLE: Record<TTone, { className: string; Icon: typeof CircleCheck }> = {
  positive: { className: "border-success/30 bg-success-soft text-success", Icon: CircleCheck },
  neutral: { className: "border-line-strong/40 bg-calm text-ink-muted", Icon: CircleDot },
  caution: { className: "border-caution/30 bg-caution-soft text-caution", Icon: TriangleAlert },
};

/**
 * A label with its meaning: a pill in the tone's colour with its icon. `value` is the stored value
 * the text stands for (spec 5's "HIGH PAIN - ADJUST"), kept on the element for tests and tools.
 */
export function ToneBadge({
  tone,
  children,
  value,
  size = "md",
  className,
}: {
  tone: TTone;
  children: React.ReactNode;
  value?: string;
  size?: "sm" | "md" | "lg";
  className?: string;
}) {
  const { className: toneClass, Icon } = TONE_STYLE[tone];
  return (
    <span
      data-tone={tone}
      data-value={value}
      className={cn(
        "inline-flex w-fit items-center gap-1.5 whitespace-nowrap rounded-full border font-semibold",
        size === "sm" && "px-2.5 py-0.5 text-sm",
        size === "md" && "px-3 py-1 text-sm",
        size === "lg" && "px-3.5 py-1 text-lg [&>svg]:size-5",
        toneClass,
        className,
      )}
    >
      <Icon className="size-4 shrink-0" aria-hidden />
      {children}
    </span>
  );
}
