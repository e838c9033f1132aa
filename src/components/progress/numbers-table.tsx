"use client";

import { Fold } from "@/components/ui/fold";
import { ScrollBox } from "@/components/ui/scroll-box";

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
      <ScrollBox label={caption} className="px-3 pb-3">
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
