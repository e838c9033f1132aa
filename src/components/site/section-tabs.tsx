import Link from "next/link";
import { MaskIcon } from "@/components/ui/mask-icon";

export const SECTIONS = [
  { href: "/dashboard", label: "Dashboard", icon: "layout-dashboard" },
  { href: "/exercise-program", label: "Program", icon: "dumbbell" },
  { href: "/load-tracking", label: "Load", icon: "calendar-check" },
  { href: "/progress-statistics", label: "Progress", icon: "chart-line" },
  { href: "/about-plan", label: "About plan", icon: "book-open" },
  { href: "/wrist-pain-education", label: "Library", icon: "library-big" },
] as const;

/**
 * The signed-in sections as tabs: on a phone, six tabs with the icon over the word, each as wide
 * as its word (at least 44 px) with the spare width shared out, so all of them show at once on a
 * 360 px screen; from the sm breakpoint, a row of icon-and-word tabs. Where the row still
 * does not fit (a narrow phone, enlarged text) it scrolls sideways, snapping to each tab, with a
 * shadow at the edge that has more (`scroll-fade-x`). `picture` draws the tabs without links, for
 * the home page's picture of the app. A tab's look is one class, `.section-tab` in globals.css
 * (issue #15: the home page draws these tabs twice).
 */
export function SectionTabs({ current, picture = false }: { current: string; picture?: boolean }) {
  return (
    <ul className="scroll-fade-x mx-auto grid max-w-6xl snap-x snap-mandatory auto-cols-auto grid-flow-col overflow-x-auto px-1 sm:flex sm:gap-1 sm:px-4">
      {SECTIONS.map(({ href, label, icon }) => {
        const isCurrent = current === href || current.startsWith(`${href}/`);
        const className = isCurrent ? "section-tab section-tab-current" : "section-tab";
        const content = (
          <>
            <MaskIcon name={icon} className="size-5 sm:size-4" />
            {label}
          </>
        );
        return (
          <li key={href} className="snap-start sm:shrink-0">
            {picture ? (
              <span className={className}>{content}</span>
            ) : (
              <Link href={href} aria-current={isCurrent ? "page" : undefined} className={className}>
                {content}
              </Link>
            )}
          </li>
        );
      })}
    </ul>
  );
}
