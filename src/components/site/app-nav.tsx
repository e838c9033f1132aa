"use client";

import { usePathname } from "next/navigation";
import { SectionTabs } from "./section-tabs";

/** The signed-in sections, once the assessment is done; the current one is marked for all. */
export function AppNav() {
  return (
    <nav aria-label="Sections" className="border-b border-line bg-surface">
      <SectionTabs current={usePathname()} />
    </nav>
  );
}
