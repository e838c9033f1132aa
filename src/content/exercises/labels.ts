import type { TExerciseDose, TExerciseFamily } from "./schema";

export const FAMILY_NAMES: Record<TExerciseFamily, { title: string; blurb: string }> = {
  stretch: {
    title: "Stretches",
    blurb: "Gentle, sustained stretches that help stiff movements feel freer.",
  },
  "nerve-glide": {
    title: "Nerve glides",
    blurb:
      "Gentle movements that help the median, ulnar and radial nerves slide freely. Level 1 is the easier version.",
  },
  isometric: {
    title: "Isometric holds",
    blurb: "Holds without movement: the calmest way to load irritable muscles and tendons.",
  },
  loading: {
    title: "Loading exercises",
    blurb: "Slow, controlled work with a light weight that builds endurance for daily load.",
  },
  band: {
    title: "Band exercises",
    blurb: "Resistance-band work for the hand, thumb and wrist, easy to do at a desk.",
  },
  metronome: {
    title: "Metronome-paced exercises",
    blurb: "Loading to a steady beat, so every repetition has the same slow rhythm.",
  },
  "rotator-cuff": {
    title: "Rotator cuff",
    blurb: "Shoulder rotations that steady the whole arm, so the forearm can work less.",
  },
};

/** A dose in words: "3 sets of 15 · 3 s up, 1 s pause, 3 s down · rest 90 s · 3 times a week". */
export function doseParts(
  dose: Pick<
    TExerciseDose,
    "sets" | "reps" | "holdSeconds" | "tempo" | "restSeconds" | "sessionsPerWeek"
  >,
): string[] {
  const parts = [
    dose.holdSeconds !== undefined
      ? `${dose.sets} × ${dose.holdSeconds} s hold`
      : `${dose.sets} sets of ${dose.reps}`,
  ];
  if (dose.tempo) {
    const [up, pause, down] = dose.tempo.split("-");
    parts.push(`${up} s up, ${pause} s pause, ${down} s down`);
  }
  parts.push(`rest ${dose.restSeconds} s between sets`);
  parts.push(frequencyText(dose.sessionsPerWeek));
  return parts;
}

/** How often, in words: 14 a week is "twice a day", 7 "once a day", else "3 times a week". */
export function frequencyText(sessionsPerWeek: number): string {
  if (sessionsPerWeek >= 14) return "twice a day";
  if (sessionsPerWeek === 7) return "once a day";
  return `${sessionsPerWeek} times a week`;
}
