import { expect, it } from "vitest";
import { doseParts } from "./labels";

it.each([
  [
    { sets: 3, reps: 15, tempo: "3-1-3", restSeconds: 90, sessionsPerWeek: 3 },
    ["3 sets of 15", "3 s up, 1 s pause, 3 s down", "rest 90 s between sets", "3 times a week"],
  ],
  [
    { sets: 5, holdSeconds: 30, restSeconds: 60, sessionsPerWeek: 7 },
    ["5 × 30 s hold", "rest 60 s between sets", "once a day"],
  ],
  [
    { sets: 2, reps: 10, restSeconds: 30, sessionsPerWeek: 14 },
    ["2 sets of 10", "rest 30 s between sets", "twice a day"],
  ],
])("doseParts(%j)", (dose, parts) => expect(doseParts(dose)).toEqual(parts));
