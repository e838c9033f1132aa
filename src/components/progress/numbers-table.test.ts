import { describe, expect, it } from "vitest";
import { rowKeysOf } from "./numbers-table";

describe("rowKeysOf: one key per row of a numbers table, even when two rows share a first cell", () => {
  it.each([
    ["no rows", [], []],
    [
      "distinct days",
      [
        ["2026-10-29", 38.6],
        ["2026-11-26", 30],
      ],
      ["2026-10-29", "2026-11-26"],
    ],
    [
      "two QuickDASH scores on one day, then a third",
      [
        ["29 Oct", 38.6],
        ["29 Oct", 36.4],
        ["29 Oct", 35],
        ["2 Nov", 30],
      ],
      ["29 Oct", "29 Oct#2", "29 Oct#3", "2 Nov"],
    ],
    [
      "numbers as the first cell",
      [
        [1, "a"],
        [1, "b"],
      ],
      ["1", "1#2"],
    ],
  ] as const)("%s", (_, rows, keys) => {
    expect(rowKeysOf(rows)).toEqual(keys);
  });

  it("never repeats a key, even where a first cell looks like a counted one", () => {
    const keys = rowKeysOf([["a#2"], ["a"], ["a"]]);
    expect(new Set(keys).size).toBe(keys.length);
  });
});
