import { describe, expect, it } from "vitest";
import { TEST_DEMONSTRATIONS } from "@/content/assessment/demonstrations";
import { findLimitViolations } from "@/domain/figures/pose";
import { DEMONSTRATIONS, getDemonstration } from "./demonstrations";
import { EXERCISES } from "./index";

const everyDemo = [
  ...Object.entries(DEMONSTRATIONS),
  ...Object.entries(TEST_DEMONSTRATIONS).map(([k, d]) => [`assessment ${k}`, d] as const),
];

describe("the exercise demonstrations", () => {
  it("have one demonstration per exercise and none for a slug that is not an exercise", () => {
    expect(Object.keys(DEMONSTRATIONS).sort()).toEqual(EXERCISES.map((e) => e.slug).sort());
    expect(() => getDemonstration("no-such-exercise")).toThrow(/no-such-exercise/);
  });

  it.each(everyDemo)("%s keeps every joint of every pose within its normal range", (_, demo) => {
    expect(demo.poses.length).toBeGreaterThanOrEqual(2);
    for (const [i, p] of demo.poses.entries()) expect([i, findLimitViolations(p)]).toEqual([i, []]);
  });

  it.each(EXERCISES.filter((e) => e.family !== "isometric").map((e) => e.slug))(
    "%s moves: its end pose is not its start pose",
    (slug) => {
      const [start, ...rest] = getDemonstration(slug).poses;
      for (const later of rest) expect(later).not.toEqual(start);
    },
  );

  const holds = EXERCISES.filter((e) => e.family === "isometric").map((e) => e.slug);

  it.each(holds)("%s is a hold that shows where and which way to press", (slug) => {
    const demo = getDemonstration(slug);
    expect(demo.motion).toBe("hold");
    expect(demo.press).toBeDefined();
  });

  it("gives every isometric exercise its own press: another part, another place or direction", () => {
    const presses = holds.map((slug) => JSON.stringify(getDemonstration(slug).press));
    expect(new Set(presses).size).toBe(holds.length);
  });

  it.each(everyDemo)("%s describes the movement in words", (_, demo) => {
    expect(demo.description.length).toBeGreaterThan(60);
    if (demo.captions) expect(demo.captions).toHaveLength(demo.poses.length);
  });
});
