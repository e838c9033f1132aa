// The QuickDASH (Institute for Work & Health), for the /outcome-measure step. Item and answer
// wording is the standard English instrument and must not be paraphrased; only the instruction to
// circle a number is adapted to choosing an answer on screen. Scoring is in
// src/domain/assessment/quickdash.ts.

export type TQuickDashScale = "difficulty" | "interference" | "limitation" | "severity" | "sleep";

export type TQuickDashItem = { id: number; text: string; scale: TQuickDashScale };

export const QUICKDASH_INTRO =
  "These 11 questions come from the QuickDASH, a short questionnaire that is widely used in hand therapy. This questionnaire asks about your symptoms as well as your ability to perform certain activities. Please answer every question, based on your condition in the last week, by choosing the answer that fits best. If you did not have the opportunity to perform an activity in the past week, please make your best estimate on which response would be the most accurate. It doesn't matter which hand or arm you use to perform the activity; please answer based on your ability regardless of how you perform the task.";

/** The instrument's lead-in before items 1-6. */
export const QUICKDASH_ACTIVITY_PROMPT =
  "Please rate your ability to do the following activities in the last week.";

/** The instrument's lead-in before items 9-10. */
export const QUICKDASH_SYMPTOM_PROMPT =
  "Please rate the severity of the following symptoms in the last week.";

export const QUICKDASH_ITEMS: readonly TQuickDashItem[] = [
  { id: 1, text: "Open a tight or new jar.", scale: "difficulty" },
  { id: 2, text: "Do heavy household chores (e.g., wash walls, floors).", scale: "difficulty" },
  { id: 3, text: "Carry a shopping bag or briefcase.", scale: "difficulty" },
  { id: 4, text: "Wash your back.", scale: "difficulty" },
  { id: 5, text: "Use a knife to cut food.", scale: "difficulty" },
  {
    id: 6,
    text: "Recreational activities in which you take some force or impact through your arm, shoulder or hand (e.g., golf, hammering, tennis, etc.).",
    scale: "difficulty",
  },
  {
    id: 7,
    text: "During the past week, to what extent has your arm, shoulder or hand problem interfered with your normal social activities with family, friends, neighbors or groups?",
    scale: "interference",
  },
  {
    id: 8,
    text: "During the past week, were you limited in your work or other regular daily activities as a result of your arm, shoulder or hand problem?",
    scale: "limitation",
  },
  { id: 9, text: "Arm, shoulder or hand pain.", scale: "severity" },
  { id: 10, text: "Tingling (pins and needles) in your arm, shoulder or hand.", scale: "severity" },
  {
    id: 11,
    text: "During the past week, how much difficulty have you had sleeping because of the pain in your arm, shoulder or hand?",
    scale: "sleep",
  },
];

/** Labels for answers 1 to 5 on each scale. */
export const QUICKDASH_SCALES: Record<
  TQuickDashScale,
  readonly [string, string, string, string, string]
> = {
  difficulty: [
    "No difficulty",
    "Mild difficulty",
    "Moderate difficulty",
    "Severe difficulty",
    "Unable",
  ],
  interference: ["Not at all", "Slightly", "Moderately", "Quite a bit", "Extremely"],
  limitation: [
    "Not limited at all",
    "Slightly limited",
    "Moderately limited",
    "Very limited",
    "Unable",
  ],
  severity: ["None", "Mild", "Moderate", "Severe", "Extreme"],
  sleep: [
    "No difficulty",
    "Mild difficulty",
    "Moderate difficulty",
    "Severe difficulty",
    "So much difficulty that I can't sleep",
  ],
};

export const QUICKDASH_WORK_INTRO =
  "The following questions ask about the impact of your arm, shoulder or hand problem on your ability to work (including homemaking if that is your main work role). If you don't work, you may skip this section. Please choose the answer that best describes your physical ability in the past week.";

/**
 * The optional work module; every item uses the "difficulty" scale. The instrument prints the stem
 * "Did you have any difficulty:" once; here it opens each item so each reads on its own.
 */
export const QUICKDASH_WORK_ITEMS: readonly { id: number; text: string }[] = [
  { id: 1, text: "Did you have any difficulty using your usual technique for your work?" },
  {
    id: 2,
    text: "Did you have any difficulty doing your usual work because of arm, shoulder or hand pain?",
  },
  { id: 3, text: "Did you have any difficulty doing your work as well as you would like?" },
  {
    id: 4,
    text: "Did you have any difficulty spending your usual amount of time doing your work?",
  },
];

export const QUICKDASH_COPYRIGHT =
  "© Institute for Work & Health 2006. All rights reserved. The QuickDASH is used here to measure your symptoms and physical function, and it is scored as the instrument's authors describe.";

export const QUICKDASH_NO_SCORE_EXPLANATION =
  "We can't work out a QuickDASH score this time. The questionnaire needs answers to at least 10 of its 11 questions for the score to be reliable. That's completely fine. Your program will use the movement checks later in this assessment instead.";
