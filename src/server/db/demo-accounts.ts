import { NO_RED_FLAG_ANSWERS } from "@/domain/assessment/red-flags";
import type { TOfferId } from "@/domain/billing/catalogue";
import type { profile } from "@/server/db/schema";

type TProfilePatch = Partial<typeof profile.$inferInsert>;
type TState =
  | "new"
  | "halfway"
  | "free"
  | "core"
  | "1month"
  | "annual"
  | "lifetime_community"
  | "guest";

export const DEMO_PASSWORD = "wristwise-demo";
const DAY = 24 * 60 * 60 * 1000;

/** QuickDASH answers of a finished assessment: sum 28, ((28 / 11) - 1) x 25 = 38.64. */
const COMPLETED_QUICKDASH = [3, 3, 2, 3, 2, 3, 2, 3, 2, 3, 2];

/** Answers of a finished assessment, shared by every "complete" state. */
export function completedAssessment(now: Date): TProfilePatch {
  return {
    termsAccepted: true,
    termsAcceptedAt: new Date(now.getTime() - 14 * DAY),
    userDetailsCompleted: true,
    medicalScreeningCompleted: true,
    outcomeMeasureCompleted: true,
    painRegionsCompleted: true,
    nerveSymptomsCompleted: true,
    mobilityTestCompleted: true,
    enduranceTestCompleted: true,
    nerveMobilityTestCompleted: true,
    assessmentCompleted: true,
    assessmentCompletedAt: new Date(now.getTime() - 13 * DAY),
    bodyWeightLbs: 160,
    latestQuickDashScore: 38.64,
    enduranceTest: {
      wristFlexorsTest: 95,
      wristExtensorsTest: 70,
      thumbFlexorsTest: 110,
      thumbExtensorsTest: 85,
      // The thumb holds use a rubber band, which counts as the default weight level.
      weightsLbs: { wristFlexorsTest: 4, wristExtensorsTest: 4 },
    },
    enduranceTestDate: new Date(now.getTime() - 13 * DAY),
    wristFlexorEndurance: 95,
    wristExtensorEndurance: 70,
    thumbFlexorEndurance: 110,
    thumbExtensorEndurance: 85,
    thirtyRM: {
      wristFlexorsTest: 6.3,
      wristExtensorsTest: 4.7,
      thumbFlexorsTest: 7.3,
      thumbExtensorsTest: 5.7,
    },
    limitations: {
      functional: 38,
      ratings: {
        wristFlexionExtension: "painful",
        radialUlnarDeviation: "limited",
        forearmRotation: "full",
        fingerThumbMovement: "full",
      },
    },
    nerveSymptoms: {
      present: true,
      locations: ["thumbIndexMiddle"],
      atNight: "sometimes",
      triggers: ["typing", "bentWrist"],
    },
    assessmentData: {
      userDetails: {
        ageRange: "35-44",
        dominantHand: "right",
        affectedSide: "right",
        bodyWeight: 160,
        weightUnit: "lbs",
        onset: "gradual",
        duration: "3-to-12-months",
        hours: { keyboardMouse: 7, gaming: 1, instrument: 0, sport: 0.5, manualWork: 0 },
      },
      medicalScreen: {
        answers: NO_RED_FLAG_ANSWERS,
        level: null,
        answeredAt: new Date(now.getTime() - 14 * DAY).toISOString(),
        clearance: null,
      },
      painRegions: [
        { area: "Wrist-Hand-Extensors", intensity: 5 },
        { area: "Thumb-Extensors", intensity: 3 },
      ],
      nerveMobility: { median: "mild", ulnar: "none", radial: "none" },
    },
  };
}

/** A paying demo's profile: the plan itself is bought through the local provider by the seed. */
function paid(now: Date): TProfilePatch {
  return {
    ...completedAssessment(now),
    guidedTourCompleted: true,
    guidedTourCompletedAt: new Date(now.getTime() - 12 * DAY),
  };
}

export type TDemoAccount = {
  state: TState;
  email: string;
  name: string;
  /** null: a guest account created by checkout, which has no password until it is merged. */
  password: string | null;
  description: string;
  profile: (now: Date) => TProfilePatch;
  /** QuickDASH answers for the account's outcomeMeasures entry, when it has taken one. */
  quickDashAnswers?: number[];
  subscription?: {
    tier: "core" | "1month" | "annual" | "lifetime_community";
  };
  /** A bundle bought at checkout without an account (the guest's). */
  offer?: TOfferId;
};

export const DEMO_ACCOUNTS: TDemoAccount[] = [
  {
    state: "new",
    email: "new@demo.wristwise.app",
    name: "Nia New",
    password: DEMO_PASSWORD,
    description: "just signed up: terms not accepted, no assessment",
    profile: () => ({}),
  },
  {
    state: "halfway",
    email: "halfway@demo.wristwise.app",
    name: "Hal Halfway",
    password: DEMO_PASSWORD,
    description: "assessment half done (steps 1–4 of 8)",
    profile: (now) => ({
      termsAccepted: true,
      termsAcceptedAt: new Date(now.getTime() - DAY),
      userDetailsCompleted: true,
      medicalScreeningCompleted: true,
      outcomeMeasureCompleted: true,
      painRegionsCompleted: true,
      bodyWeightLbs: 145,
      latestQuickDashScore: 45.45,
      assessmentData: {
        userDetails: {
          ageRange: "25-34",
          dominantHand: "right",
          affectedSide: "both",
          bodyWeight: 145,
          weightUnit: "lbs",
          onset: "gradual",
          duration: "6-weeks-to-3-months",
          hours: { keyboardMouse: 8, gaming: 2, instrument: 0, sport: 0, manualWork: 0 },
        },
        medicalScreen: {
          answers: NO_RED_FLAG_ANSWERS,
          level: null,
          answeredAt: new Date(now.getTime() - DAY).toISOString(),
          clearance: null,
        },
        painRegions: [
          { area: "Wrist-Flexors", intensity: 4 },
          { area: "Fingers", intensity: 2 },
        ],
      },
    }),
    // QuickDASH answers summing to 31 of 11 items: ((31 / 11) - 1) x 25 = 45.45
    quickDashAnswers: [3, 3, 3, 3, 3, 3, 3, 3, 3, 2, 2],
  },
  {
    state: "free",
    email: "free@demo.wristwise.app",
    name: "Fern Free",
    password: DEMO_PASSWORD,
    description: "assessment complete, free tier",
    profile: (now) => completedAssessment(now),
    quickDashAnswers: COMPLETED_QUICKDASH,
  },
  {
    state: "core",
    email: "core@demo.wristwise.app",
    name: "Cory Core",
    password: DEMO_PASSWORD,
    description: "assessment complete, `core` tier",
    // Core is a separate paid level (spec 4): subscribed for routing, not premium.
    profile: (now) => completedAssessment(now),
    subscription: { tier: "core" },
    quickDashAnswers: COMPLETED_QUICKDASH,
  },
  {
    state: "1month",
    email: "monthly@demo.wristwise.app",
    name: "Mo Monthly",
    password: DEMO_PASSWORD,
    description: "assessment complete, `1month`, 8 weeks of history: sets, load, 2 QuickDASH",
    profile: (now) => paid(now),
    quickDashAnswers: COMPLETED_QUICKDASH,
    subscription: { tier: "1month" },
  },
  {
    state: "annual",
    email: "annual@demo.wristwise.app",
    name: "Ann Annual",
    password: DEMO_PASSWORD,
    description: "assessment complete, `annual` subscription",
    profile: (now) => paid(now),
    quickDashAnswers: COMPLETED_QUICKDASH,
    subscription: { tier: "annual" },
  },
  {
    state: "lifetime_community",
    email: "community@demo.wristwise.app",
    name: "Cam Community",
    password: DEMO_PASSWORD,
    description: "assessment complete, `lifetime_community`",
    profile: (now) => paid(now),
    quickDashAnswers: COMPLETED_QUICKDASH,
    subscription: { tier: "lifetime_community" },
  },
  {
    state: "guest",
    email: "guest@demo.wristwise.app",
    name: "Gale Guest",
    password: null,
    description:
      "guest who bought the Learning bundle at checkout, waiting to be merged (no password)",
    profile: () => ({ isGuestAccount: true, pendingMergeWithAuthUser: true, signupMethod: null }),
    offer: "learning-bundle",
  },
];
