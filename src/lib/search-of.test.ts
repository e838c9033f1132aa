import { describe, expect, it } from "vitest";
import { searchOf, type TSearchParams } from "./search-of";

describe("searchOf", () => {
  it.each<[string, TSearchParams, string]>([
    ["no parameters", {}, ""],
    ["one", { planId: "annual" }, "?planId=annual"],
    ["two, in order", { planId: "annual", source: "dashboard" }, "?planId=annual&source=dashboard"],
    ["a repeated one keeps each value", { tag: ["a", "b"] }, "?tag=a&tag=b"],
    ["one with no value keeps its name", { checkout: "" }, "?checkout="],
    ["an undefined one is left out", { planId: undefined, source: "x" }, "?source=x"],
    // What Next hands over for ?constructor=x: Object's own constructor beside the value.
    [
      "a member of Object is not a value",
      { constructor: [Object as unknown as string, "x"] },
      "?constructor=x",
    ],
    [
      "characters that need encoding",
      { returnTo: "/go-pro?planId=a b&c" },
      "?returnTo=%2Fgo-pro%3FplanId%3Da+b%26c",
    ],
  ])("%s", (_what, params, expected) => {
    expect(searchOf(params)).toBe(expected);
  });

  it("reads back as the same parameters", () => {
    const params = { planId: "annual", note: "a&b=c", many: ["1", "2"] };
    const back = new URLSearchParams(searchOf(params));
    expect(back.get("planId")).toBe("annual");
    expect(back.get("note")).toBe("a&b=c");
    expect(back.getAll("many")).toEqual(["1", "2"]);
  });
});
