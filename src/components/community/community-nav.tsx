"use client";

import Link from "next/link";
import { usePathname } from "next/navigation";
import { COMMUNITY_SECTIONS } from "@/content/community/sections";
import { cn } from "@/lib/cn";

/** The community dashboard's sections as a row of tabs that scrolls sideways on a phone. */
export function CommunityNav() {
  const current = usePathname();
  return (
    <nav aria-label="Community" className="border-b border-line bg-surface">
      <ul className="scroll-fade-x mx-auto flex max-w-6xl snap-x gap-1 overflow-x-auto px-2 sm:px-4">
        {COMMUNITY_SECTIONS.map(({ href, label }) => {
          const isCurrent = current === href;
          return (
            <li key={href} className="shrink-0 snap-start">
              <Link
                href={href}
                aria-current={isCurrent ? "page" : undefined}
                className={cn(
                  "flex h-12 min-w-11 items-center border-b-2 px-3 text-sm font-medium whitespace-nowrap",
                  isCurrent
                    ? "border-brand text-brand-strong"
                    : "border-transparent text-ink-muted hover:text-ink",
                )}
              >
                {label}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
