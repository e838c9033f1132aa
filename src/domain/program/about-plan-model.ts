import { getExercise } from "@/content/exercises";
import type { TBodyArea } from "@/domain/assessment/body-areas";
import type { TNerveSymptoms } from "@/lib/schemas/assessment";
import { NERVE_OF_LOCATION, type TNerve, type TProgram } from "./generate-program";
import type { TIrritability } from "./irritability";

export type TAboutPlanModel = {
  /** The program's irritability; "moderate" until a program exists. */
  irritability: TIrritability;
  /** The pain regions the person chose, in their order, with their pain (0-10). */
  regions: { area: TBodyArea; intensity: number }[];
  /** Each nerve the plan talks about: from the person's nerve symptoms and the program's glides. */
  nerves: TNerve[];
};

/** What /about-plan explains for this person: their regions, the nerves involved, the dosing. */
export function aboutPlanModelOf(input: {
  painRegions?: readonly { area: TBodyArea; intensity: number }[] | null;
  nerveSymptoms?: TNerveSymptoms | null;
  program?: TProgram | null;
}): TAboutPlanModel {
  const nerves = new Set<TNerve>();
  if (input.nerveSymptoms?.present === true)
    for (const location of input.nerveSymptoms.locations) nerves.add(NERVE_OF_LOCATION[location]);
  for (const group of input.program?.groups ?? [])
    for (const item of group.items) {
      const nerve = getExercise(item.slug).nerve;
      if (nerve) nerves.add(nerve);
    }
  return {
    irritability: input.program?.irritability ?? "moderate",
    regions: [...(input.painRegions ?? [])],
    nerves: [...nerves],
  };
}
