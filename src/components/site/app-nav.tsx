"use client";

import { BookOpen, CalendarCheck, Dumbbell, LayoutDashboard, LineChart } from "lucide-react";
import Link from "next/link";
import { usePathname } from "next/navigation";
import { cn } from "@/lib/cn";

const LINKS = [
  { href: "/dashboard", label: "Dashboard", icon: LayoutDashboard },
  { href: "/exercise-program", label: "Program", icon: Dumbbell },
  { href: "/load-tracking", label: "Load", icon: CalendarCheck },
  { href: "/progress-statistics", label: "Progress", icon: LineChart },
  { href: "/about-plan", label: "About plan", icon: BookOpen },
] as const;

/** The signed-in sections, once the assessment is done; the current one is marked for all. */
export function AppNav() {
  const pathname = usePathname();
  return (
    <nav aria-label="Sections" className="border-b border-line bg-surface">
      <ul className="mx-auto flex max-w-6xl gap-1 overflow-x-auto px-2 sm:px-4">
        {LINKS.map(({ href, label, icon: Icon }) => {
          const current = pathname === href || pathname.startsWith(`${href}/`);
          return (
            <li key={href} className="shrink-0">
              <Link
                href={href}
                aria-current={current ? "page" : undefined}
                className={cn(
                  "flex h-12 items-center gap-2 border-b-2 px-3 text-sm font-medium",
                  current
                    ? "border-brand text-brand-strong"
                    : "border-transparent text-ink-muted hover:text-ink",
                )}
              >
                <Icon className="size-4" aria-hidden />
                {label}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
