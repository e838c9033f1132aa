import {
  BookOpen,
  CalendarCheck,
  Dumbbell,
  LayoutDashboard,
  LibraryBig,
  LineChart,
} from "lucide-react";
import Link from "next/link";
import { cn } from "@/lib/cn";

export const SECTIONS = [
  { href: "/dashboard", label: "Dashboard", icon: LayoutDashboard },
  { href: "/exercise-program", label: "Program", icon: Dumbbell },
  { href: "/load-tracking", label: "Load", icon: CalendarCheck },
  { href: "/progress-statistics", label: "Progress", icon: LineChart },
  { href: "/about-plan", label: "About plan", icon: BookOpen },
  { href: "/wrist-pain-education", label: "Library", icon: LibraryBig },
] as const;

/**
 * The signed-in sections as tabs: on a phone, six tabs with the icon over the word, each as wide
 * as its word (at least 44 px) with the spare width shared out, so all of them show at once on a
 * 360 px screen; from the sm breakpoint, a row of icon-and-word tabs. Where the row still
 * does not fit (a narrow phone, enlarged text) it scrolls sideways, snapping to each tab, with a
 * shadow at the edge that has more (`scroll-fade-x`). `picture` draws the tabs without links, for
 * the home page's picture of the app.
 */
export function SectionTabs({ current, picture = false }: { current: string; picture?: boolean }) {
  return (
    <ul className="scroll-fade-x mx-auto grid max-w-6xl snap-x snap-mandatory auto-cols-auto grid-flow-col overflow-x-auto px-1 sm:flex sm:gap-1 sm:px-4">
      {SECTIONS.map(({ href, label, icon: Icon }) => {
        const isCurrent = current === href || current.startsWith(`${href}/`);
        const className = cn(
          "flex h-14 min-w-11 flex-col items-center justify-center gap-0.5 whitespace-nowrap border-b-2 px-1 text-xs font-medium sm:h-12 sm:flex-row sm:gap-2 sm:px-3 sm:text-sm",
          isCurrent
            ? "border-brand text-brand-strong"
            : "border-transparent text-ink-muted hover:text-ink",
        );
        const content = (
          <>
            <Icon className="size-5 sm:size-4" aria-hidden />
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
