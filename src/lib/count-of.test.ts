import { expect, it } from "vitest";
import { countOf } from "./count-of";

it.each([
  [0, "0 reps"],
  [1, "1 rep"],
  [2, "2 reps"],
  [1.5, "1.5 reps"],
])("%s", (n, text) => expect(countOf(n, "rep", "reps")).toBe(text));
