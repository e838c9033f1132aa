"use client";

import { useLayoutEffect, useRef, useState } from "react";
import { cn } from "@/lib/cn";

/**
 * A table's box (the number tables, the adherence calendar). On a narrow screen a wide table
 * scrolls sideways, and then the box is a named region that takes focus, so a keyboard can scroll
 * it too (WCAG 2.1.1; axe's scrollable-region-focusable). Where the table fits it is a plain box:
 * no tab stop that does nothing, and no region repeating the table's own caption to a screen
 * reader.
 */
export function ScrollBox({
  label,
  className,
  children,
}: {
  label: string;
  className?: string;
  children: React.ReactNode;
}) {
  const ref = useRef<HTMLDivElement>(null);
  const [scrolls, setScrolls] = useState(false);
  useLayoutEffect(() => {
    const box = ref.current;
    if (!box) return;
    const measure = () => setScrolls(box.scrollWidth > box.clientWidth);
    measure();
    // The box changes with the screen; the table inside it with its cells (a day's hours edited
    // in place can widen a column without changing the box).
    const observer = new ResizeObserver(measure);
    observer.observe(box);
    if (box.firstElementChild) observer.observe(box.firstElementChild);
    return () => observer.disconnect();
  }, []);
  // One element either way (the observer keeps watching it); the region's attributes come and go.
  const region = scrolls ? { role: "region", "aria-label": label, tabIndex: 0 } : {};
  return (
    <div ref={ref} {...region} className={cn("overflow-x-auto", className)}>
      {children}
    </div>
  );
}
