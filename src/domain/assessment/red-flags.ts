// The medical screen's red flags (issue #4), by urgency. Any "yes" means "please see a clinician";
// an emergency answer says so first. Wording is in src/content/assessment/medical-screen.ts.

export const RED_FLAGS = {
  emergency: ["fracture", "hotSwollenFever", "tendonRupture", "circulationLoss"],
  urgent: ["rapidWorsening", "nightPainCancer", "progressiveWeakness"],
  nerve: ["constantNumbness", "thumbWasting", "lump"],
} as const;

export type TRedFlagLevel = keyof typeof RED_FLAGS;
export type TRedFlagId = (typeof RED_FLAGS)[TRedFlagLevel][number];
export const RED_FLAG_IDS: readonly TRedFlagId[] = [
  ...RED_FLAGS.emergency,
  ...RED_FLAGS.urgent,
  ...RED_FLAGS.nerve,
];

/** The most urgent level any "yes" reaches, or null when every answer is no. */
export function redFlagLevelOf(
  answers: Partial<Record<TRedFlagId, boolean>>,
): TRedFlagLevel | null {
  for (const level of ["emergency", "urgent", "nerve"] as const)
    if (RED_FLAGS[level].some((id) => answers[id] === true)) return level;
  return null;
}

/** Every red-flag question answered no. */
export const NO_RED_FLAG_ANSWERS: Readonly<Record<TRedFlagId, false>> = Object.fromEntries(
  RED_FLAG_IDS.map((id) => [id, false]),
) as Record<TRedFlagId, false>;
