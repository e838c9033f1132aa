/** The eight assessment steps of spec section 2, in order, each with the flag that marks it done. */
export const ASSESSMENT_STEPS = [
  { path: "/user-details", flag: "userDetailsCompleted" },
  { path: "/medical-screen", flag: "medicalScreeningCompleted" },
  { path: "/outcome-measure", flag: "outcomeMeasureCompleted" },
  { path: "/pain-region", flag: "painRegionsCompleted" },
  { path: "/nerve-symptoms", flag: "nerveSymptomsCompleted" },
  { path: "/mobility-test", flag: "mobilityTestCompleted" },
  { path: "/endurance-test", flag: "enduranceTestCompleted" },
  { path: "/nerve-mobility-test", flag: "nerveMobilityTestCompleted" },
] as const;

export type TStepFlag = (typeof ASSESSMENT_STEPS)[number]["flag"];
export type TStepFlags = Record<TStepFlag, boolean>;

/** The eight step flags, each read from `source` (a profile row, or a constant in tests). */
export function stepFlagsOf(source: (flag: TStepFlag) => boolean): TStepFlags {
  return Object.fromEntries(ASSESSMENT_STEPS.map((s) => [s.flag, source(s.flag)])) as TStepFlags;
}

export function isAssessmentPath(path: string): boolean {
  return ASSESSMENT_STEPS.some((s) => s.path === path);
}

/** The first step whose flag is not set, or null when all eight are done. */
export function findFirstIncompleteStep(flags: TStepFlags): string | null {
  return ASSESSMENT_STEPS.find((s) => !flags[s.flag])?.path ?? null;
}

/** Each step requires the previous step's flag (spec 4); the first step requires nothing. */
export function isStepReachable(path: string, flags: TStepFlags): boolean {
  const index = ASSESSMENT_STEPS.findIndex((s) => s.path === path);
  if (index <= 0) return true;
  const previous = ASSESSMENT_STEPS[index - 1];
  return previous ? flags[previous.flag] : true;
}
