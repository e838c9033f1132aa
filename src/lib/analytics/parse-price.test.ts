import { describe, expect, it } from "vitest";
import { parseTrackedPrice } from "./parse-price";

describe("parseTrackedPrice (spec 5)", () => {
  it.each([
    // Each symbol the spec names is stripped
    ["$99", 99],
    ["€49.99", 49.99],
    ["£8.25", 8.25],
    ["¥1200", 1200],
    // Commas (thousands) are stripped
    ["$1,299.00", 1299],
    ["1,000", 1000],
    ["¥1,000,000", 1_000_000],
    // Plain numbers and spaces
    ["199", 199],
    ["0.99", 0.99],
    [" $ 19.90 ", 19.9],
    ["0", 0],
    // Non-numeric becomes 0
    ["", 0],
    ["free", 0],
    ["$", 0],
    ["USD 99", 0],
    ["99 dollars", 0],
    ["12.3.4", 0],
    ["-5", 0],
    ["1e3", 0],
    ["NaN", 0],
    ["Infinity", 0],
    // Numbers pass through; nonsense becomes 0
    [49.5, 49.5],
    [0, 0],
    [-1, 0],
    [Number.NaN, 0],
    [Number.POSITIVE_INFINITY, 0],
    [null, 0],
    [undefined, 0],
    [{ price: 5 }, 0],
  ])("%o -> %o", (input, expected) => {
    expect(parseTrackedPrice(input)).toBe(expected);
  });
});
