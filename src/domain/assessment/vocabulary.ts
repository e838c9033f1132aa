// The assessment's vocabulary (spec 2 and 3): the answers each step offers, by the names stored.
// The zod schemas in src/lib/schemas/assessment.ts compose over these; the rules, the content and
// the forms read them from here.

// ---- 1. /user-details
export const AGE_RANGES = ["18-24", "25-34", "35-44", "45-54", "55-64", "65+"] as const;
export const HANDS = ["left", "right", "both"] as const;
export const ONSETS = ["sudden", "gradual"] as const;
export const DURATIONS = [
  "under-6-weeks",
  "6-weeks-to-3-months",
  "3-to-12-months",
  "over-a-year",
] as const;
export const LOAD_ACTIVITIES = [
  "keyboardMouse",
  "gaming",
  "instrument",
  "sport",
  "manualWork",
] as const;
export type TLoadActivity = (typeof LOAD_ACTIVITIES)[number];

/** Body weight bounds, the same range in either unit (about 27-320 kg). */
export const BODY_WEIGHT_BOUNDS = { lbs: [60, 700], kg: [27, 320] } as const;

// ---- 5. /nerve-symptoms
export const NERVE_LOCATIONS = ["thumbIndexMiddle", "ringLittle", "backThumbSide"] as const;
export const NIGHT_FREQUENCIES = ["never", "sometimes", "most-nights"] as const;
export const NERVE_TRIGGERS = [
  "typing",
  "gripping",
  "phone",
  "driving",
  "bentElbow",
  "bentWrist",
  "sleeping",
] as const;

// ---- 8. /nerve-mobility-test
export const NERVES = ["median", "ulnar", "radial"] as const;
export const NERVE_RESPONSES = ["none", "mild", "strong", "skipped"] as const;
