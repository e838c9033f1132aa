import { describe, expect, it } from "vitest";
import { EXERCISES, getExercise } from "@/content/exercises";
import type { TProgram } from "@/domain/program/generate-program";
import { HOW_TO_BY_SLUG } from "./exercise-how-to";
import { programCardsOf } from "./program-cards";

const item = (slug: string, over: Partial<TProgram["groups"][number]["items"][number]> = {}) => ({
  slug,
  sets: 3,
  reps: 15,
  loadLbs: 2,
  band: false,
  restSeconds: 60,
  sessionsPerWeek: 7,
  reason: "Builds the tendon's tolerance to load",
  ...over,
});

const program: Pick<TProgram, "groups"> = {
  groups: [
    { key: "Wrist-Hand-Extensors", items: [item("isometric-wrist-extension", { tempo: "3-0-3" })] },
    { key: "support", items: [item("band-wrist-extension", { loadLbs: null, band: true })] },
  ],
};

describe("programCardsOf: the program's cards as data", () => {
  it("gives each group its title: a body area's name, or the group's own", () => {
    expect(programCardsOf(program, "lbs", true).map((g) => g.title)).toEqual([
      "Back of the hand and wrist",
      "Shoulder support",
    ]);
  });

  it("writes the dose in the person's unit, and the schedule in words", () => {
    const [card] = programCardsOf(program, "kg", true)[0]?.cards ?? [];
    expect(card?.open?.dose).toBe("3 sets × 15 at 0.9 kg");
    expect(card?.open?.schedule).toBe("Tempo 3-0-3 s · Rest 60 s · once a day");
    expect(card?.open?.prescribed).toEqual({ reps: 15, weightLbs: 2, band: false });
  });

  it("carries none of an exercise's steps: its fold fetches them (HOW_TO_BY_SLUG)", () => {
    const exercise = getExercise("isometric-wrist-extension");
    const [card] = programCardsOf(program, "lbs", true)[0]?.cards ?? [];
    expect(card?.open?.dose).toBeDefined();
    for (const words of [...exercise.steps, ...exercise.stopIf])
      expect(JSON.stringify(card).includes(words)).toBe(false);
  });

  it.each(EXERCISES.map((e) => [e.slug, e] as const))(
    "the fold's chunk holds %s's steps and first sign to stop, as the catalogue has them",
    (slug, exercise) => {
      expect(HOW_TO_BY_SLUG.get(slug)).toEqual({
        steps: exercise.steps,
        stopIf: exercise.stopIf[0],
      });
    },
  );

  it("the fold's chunk holds no exercise the catalogue lacks", () => {
    expect([...HOW_TO_BY_SLUG.keys()].sort()).toEqual(EXERCISES.map((e) => e.slug).sort());
  });

  it.each([
    [true, "open"],
    [false, "locked"],
  ] as const)("a library exercise with the library %s is %s", (hasLibrary, _) => {
    const card = programCardsOf(program, "lbs", hasLibrary)[1]?.cards[0];
    expect(getExercise("band-wrist-extension").tier).toBe("library");
    if (hasLibrary) expect(card?.open?.dose).toBe("3 sets × 15 with a band");
    else expect(card?.open).toBeNull();
    expect(JSON.stringify(card).includes(getExercise("band-wrist-extension").steps[0] ?? "?")).toBe(
      false,
    );
  });

  it("names each still of the demonstration, one per pose", () => {
    const card = programCardsOf(program, "lbs", true)[0]?.cards[0];
    expect(card?.demo.captions.length).toBeGreaterThanOrEqual(2);
    expect(card?.demo.captions.every((c) => c.length > 0)).toBe(true);
    expect(card?.demo.description.length).toBeGreaterThan(10);
  });
});
