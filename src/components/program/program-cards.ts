import { demoShownOf } from "@/components/illustrations/rig/demo-figure";
import { getExercise } from "@/content/exercises";
import { getDemonstration } from "@/content/exercises/demonstrations";
import { frequencyText } from "@/content/exercises/labels";
import { BODY_AREA_NAMES } from "@/domain/assessment/body-areas";
import type { TProgram, TProgramGroupKey } from "@/domain/program/generate-program";
import type { TWeightUnit } from "@/lib/units";
import { doseText } from "./dose";
import type { TProgramCardGroup } from "./program-groups";

const GROUP_TITLES: Record<Exclude<TProgramGroupKey, keyof typeof BODY_AREA_NAMES>, string> = {
  mobility: "Stretches for stiff movements",
  nerves: "Nerve glides",
  support: "Shoulder support",
};

/**
 * A program's groups as its cards show them, from the catalogue: a client component can draw
 * them from this data, where the server would otherwise send every card as elements (issue #15).
 */
export function programCardsOf(
  program: Pick<TProgram, "groups">,
  unit: TWeightUnit,
  hasLibrary: boolean,
): TProgramCardGroup[] {
  return program.groups.map((group) => ({
    key: group.key,
    title:
      group.key in GROUP_TITLES
        ? GROUP_TITLES[group.key as keyof typeof GROUP_TITLES]
        : BODY_AREA_NAMES[group.key as keyof typeof BODY_AREA_NAMES],
    cards: group.items.map((item) => {
      const exercise = getExercise(item.slug);
      const locked = exercise.tier === "library" && !hasLibrary;
      return {
        slug: exercise.slug,
        name: exercise.name,
        reason: item.reason,
        demo: demoShownOf(getDemonstration(exercise.slug)),
        open: locked
          ? null
          : {
              dose: doseText(item, unit),
              schedule: `${item.tempo ? `Tempo ${item.tempo} s · ` : ""}Rest ${item.restSeconds} s · ${frequencyText(item.sessionsPerWeek)}`,
              prescribed: {
                reps: item.reps ?? item.sets,
                weightLbs: item.loadLbs,
                band: item.band,
              },
            },
      };
    }),
  }));
}
