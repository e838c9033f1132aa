import { describe, expect, it } from "vitest";
import { BODY_AREAS } from "@/domain/assessment/body-areas";
import { EXERCISES, getExercise } from "./index";
import { EXERCISE_FAMILIES } from "./schema";

describe("the exercise catalogue", () => {
  it("holds about 45 exercises with unique slugs", () => {
    expect(EXERCISES.length).toBe(45);
    expect(new Set(EXERCISES.map((e) => e.slug)).size).toBe(EXERCISES.length);
  });

  // Each exercise has a static page, served from memory. One character above U+00FF makes V8
  // hold the whole page as a two-byte string that Node re-encodes on every response (decision
  // 0021): ranges read "1 to 10 lb", which is also plainer than a dash.
  it.each(EXERCISES.map((e) => [e.slug, e] as const))(
    "%s holds no character above U+00FF",
    (_, exercise) => {
      const wide = [...JSON.stringify(exercise)].filter((c) => (c.codePointAt(0) ?? 0) > 0xff);
      expect(wide).toEqual([]);
    },
  );

  it.each(EXERCISE_FAMILIES)("has exercises in the %s family", (family) => {
    expect(EXERCISES.some((e) => e.family === family)).toBe(true);
  });

  it.each([
    ["median", 1],
    ["median", 2],
    ["ulnar", 1],
    ["ulnar", 2],
    ["radial", 1],
    ["radial", 2],
  ] as const)("has a %s nerve glide at level %d", (nerve, level) => {
    expect(EXERCISES.filter((e) => e.nerve === nerve && e.level === level)).toHaveLength(1);
  });

  it.each(BODY_AREAS)("has loading (isometric and isotonic) exercises for %s", (area) => {
    const forArea = EXERCISES.filter((e) => e.bodyAreas.includes(area));
    expect(forArea.some((e) => e.family === "isometric")).toBe(true);
    expect(forArea.some((e) => e.family === "loading")).toBe(true);
  });

  it("has rotator-cuff external and internal rotations", () => {
    expect(getExercise("rotator-cuff-external-rotation").family).toBe("rotator-cuff");
    expect(getExercise("rotator-cuff-internal-rotation").family).toBe("rotator-cuff");
  });

  it("links regressions and progressions both ways where both ends exist", () => {
    for (const e of EXERCISES) {
      if (e.progression) expect(getExercise(e.progression).slug).toBe(e.progression);
      if (e.regression) expect(getExercise(e.regression).slug).toBe(e.regression);
    }
  });

  it("gives free users a basic set: every stretch, the level 1 glides and every isometric", () => {
    for (const e of EXERCISES) {
      const basic =
        e.family === "stretch" ||
        e.family === "isometric" ||
        (e.family === "nerve-glide" && e.level === 1);
      expect([e.slug, e.tier]).toEqual([e.slug, basic ? "basic" : "library"]);
    }
  });
});
