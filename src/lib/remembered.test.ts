import { expect, it } from "vitest";
import { remembered } from "./remembered";

it("answers from memory the second time, and again after forgetting when full", () => {
  const asked: number[] = [];
  const square = remembered(
    (n: number) => {
      asked.push(n);
      return n * n;
    },
    { held: 3 },
  );
  expect([square(2), square(3), square(2)]).toEqual([4, 9, 4]);
  expect(asked).toEqual([2, 3]);
  square(4); // the third held answer
  square(5); // full: everything is forgotten, then 5 is held
  expect(square(2)).toBe(4);
  expect(asked).toEqual([2, 3, 4, 5, 2]);
});

it("does not remember a call that throws", () => {
  let calls = 0;
  const flaky = remembered((key: string) => {
    calls += 1;
    if (calls === 1) throw new Error("first call fails");
    return key.toUpperCase();
  });
  expect(() => flaky("a")).toThrow("first call fails");
  expect(flaky("a")).toBe("A");
  expect(flaky("a")).toBe("A");
  expect(calls).toBe(2);
});

it("keys by keyOf when given: two arguments, one answer each", () => {
  let calls = 0;
  const sum = remembered(
    (a: number, b: number) => {
      calls += 1;
      return a + b;
    },
    { keyOf: (a, b) => `${a} ${b}` },
  );
  expect([sum(1, 2), sum(1, 3), sum(1, 2), sum(12, 3)]).toEqual([3, 4, 3, 15]);
  expect(calls).toBe(3);
});
