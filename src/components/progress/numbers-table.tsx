"use client";

import { useLayoutEffect, useRef, useState } from "react";
import { Fold } from "@/components/ui/fold";

type TCell = string | number;

/**
 * A chart's numbers, folded away under it: the same data for screen readers and keyboards. The
 * rows come as data and the table is drawn when the fold first opens (`Fold`): the statistics
 * page holds six of them, hundreds of cells that most visits never open, and drawing them with
 * the page was a third of its work. Its cells are styled by `.numbers-table` in globals.css, not
 * a class list on each.
 */
export function NumbersTable({
  summary,
  caption,
  head,
  rows,
}: {
  /** The fold's label; "Show the numbers: " and the caption unless given. */
  summary?: string;
  caption: string;
  head: readonly string[];
  /** One row per entry; the first cell heads its row. */
  rows: readonly (readonly TCell[])[];
}) {
  const keys = rowKeysOf(rows);
  return (
    <Fold
      summary={summary ?? `Show the numbers: ${caption.toLowerCase()}`}
      className="rounded-[var(--radius-control)] border border-line"
      summaryClassName="cursor-pointer px-3 py-3 text-sm font-medium text-brand"
    >
      <ScrollBox label={caption}>
        <table className="numbers-table">
          <caption className="sr-only">{caption}</caption>
          <thead>
            <tr>
              {head.map((h) => (
                <th key={h} scope="col">
                  {h}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((row, i) => (
              <tr key={keys[i]}>
                {row.map((cell, j) =>
                  j === 0 ? (
                    <th key={head[j]} scope="row">
                      {cell}
                    </th>
                  ) : (
                    <td key={head[j]}>{cell}</td>
                  ),
                )}
              </tr>
            ))}
          </tbody>
        </table>
      </ScrollBox>
    </Fold>
  );
}

/**
 * Each row's key: its first cell, with a count after it when an earlier row has the same one (two
 * QuickDASH scores on one day).
 */
export function rowKeysOf(rows: readonly (readonly TCell[])[]): string[] {
  const used = new Set<string>();
  return rows.map((row) => {
    const first = String(row[0]);
    let key = first;
    for (let count = 2; used.has(key); count += 1) key = `${first}#${count}`;
    used.add(key);
    return key;
  });
}

/**
 * The table's box. On a phone a wide table scrolls sideways, and then the box is a named region
 * that takes focus, so a keyboard can scroll it too (WCAG 2.1.1; axe's
 * scrollable-region-focusable). Where the table fits it is a plain box: no tab stop that does
 * nothing, and no region repeating the table's own caption to a screen reader.
 */
function ScrollBox({ label, children }: { label: string; children: React.ReactNode }) {
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
    <div ref={ref} {...region} className="overflow-x-auto px-3 pb-3">
      {children}
    </div>
  );
}
