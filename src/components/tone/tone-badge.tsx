import { MaskIcon, type TMaskIconName } from "@/components/ui/mask-icon";
import { cn } from "@/lib/cn";
import type { TTone } from "./tone";

// Each tone has its own colour and its own shape (a tick, a dot, a triangle), so the meaning does
// not rest on colour alone. Text on each background meets WCAG AA (globals.css notes the ratios).
// The shapes are mask icons (issue #15): a badge is on most signed-in pages, several to a page,
// and lucide's component put a client reference and its drawing in the payload for each.
const TONE_STYLE: Record<TTone, { className: string; icon: TMaskIconName }> = {
  positive: { className: "border-success/30 bg-success-soft text-success", icon: "circle-check" },
  neutral: { className: "border-line-strong/40 bg-calm text-ink-muted", icon: "circle-dot" },
  caution: { className: "border-caution/30 bg-caution-soft text-caution", icon: "triangle-alert" },
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
  const { className: toneClass, icon } = TONE_STYLE[tone];
  return (
    <span
      data-tone={tone}
      data-value={value}
      className={cn(
        "inline-flex w-fit items-center gap-1.5 whitespace-nowrap rounded-full border font-semibold",
        size === "sm" && "px-2.5 py-0.5 text-sm",
        size === "md" && "px-3 py-1 text-sm",
        size === "lg" && "px-3.5 py-1 text-lg",
        toneClass,
        className,
      )}
    >
      <MaskIcon name={icon} className={size === "lg" ? "size-5" : "size-4"} />
      {children}
    </span>
  );
}
