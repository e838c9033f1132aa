import { cn } from "@/lib/cn";

/**
 * Icons drawn by a CSS mask of lucide's own drawing (issue #15): one empty span with one class
 * instead of lucide's client component, which puts a client reference in the page's payload and
 * an inline SVG in its HTML for every icon. For icons on server-rendered pages; colour comes from
 * the text colour, or a bg- class. Decorative only: the span is hidden from assistive technology,
 * so the words beside it must say what it means.
 *
 * Adding one: a line here (our class name: lucide's name, or lucide's name and a stroke width
 * other than lucide's 2), then `npm run icons`.
 */
export const MASK_ICONS = {
  activity: "activity",
  "arrow-right": "arrow-right",
  bell: "bell",
  "book-open": "book-open",
  "calendar-check": "calendar-check",
  "chart-line": "chart-line",
  check: "check",
  "check-bold": { icon: "check", strokeWidth: 3 },
  "chevron-right": "chevron-right",
  "circle-check": "circle-check",
  "circle-dot": "circle-dot",
  "clipboard-list": "clipboard-list",
  download: "download",
  dumbbell: "dumbbell",
  "file-text": "file-text",
  "heart-pulse": "heart-pulse",
  info: "info",
  "layout-dashboard": "layout-dashboard",
  "library-big": "library-big",
  lock: "lock",
  "log-out": "log-out",
  minus: "minus",
  pencil: "pencil",
  printer: "printer",
  "rotate-ccw": "rotate-ccw",
  "shield-check": "shield-check",
  stethoscope: "stethoscope",
  trash: "trash",
  "triangle-alert": "triangle-exclamation-point",
  zap: "zap",
} as const satisfies Record<string, string | { icon: string; strokeWidth: number }>;

export type TMaskIconName = keyof typeof MASK_ICONS;

export function MaskIcon({ name, className }: { name: TMaskIconName; className?: string }) {
  return <span aria-hidden className={cn(`icon-${name}`, className)} />;
}
