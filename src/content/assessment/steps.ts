// Headings and short copy for the eight assessment steps, plus the option wording of the
// /user-details, /pain-region and /nerve-symptoms forms (ids as in src/lib/schemas/assessment.ts).

export const STEP_COPY: Record<
  | "/user-details"
  | "/medical-screen"
  | "/outcome-measure"
  | "/pain-region"
  | "/nerve-symptoms"
  | "/mobility-test"
  | "/endurance-test"
  | "/nerve-mobility-test",
  { title: string; shortTitle: string; intro: string; minutes: number }
> = {
  "/user-details": {
    title: "About you and your hands",
    shortTitle: "About you",
    intro:
      "A few questions about you, your symptoms and how you use your hands each day. This helps us set your program at the right level.",
    minutes: 2,
  },
  "/medical-screen": {
    title: "A quick safety check",
    shortTitle: "Safety check",
    intro:
      "Ten yes-or-no questions about signs that a clinician should check before you start exercising. If you answer no to all of them, you can carry straight on.",
    minutes: 1,
  },
  "/outcome-measure": {
    title: "How your hands are coping",
    shortTitle: "Daily function",
    intro:
      "Eleven short questions about everyday tasks and symptoms over the last week. Answering them again later shows how things are changing.",
    minutes: 2,
  },
  "/pain-region": {
    title: "Where does it hurt?",
    shortTitle: "Pain areas",
    intro:
      "Show us where you feel pain and how strong it is. This helps us choose exercises for the right muscles.",
    minutes: 1,
  },
  "/nerve-symptoms": {
    title: "Numbness, tingling or burning",
    shortTitle: "Nerve symptoms",
    intro:
      "Some people with hand pain also feel numbness, tingling or burning. Tell us if you do, where you feel it and what brings it on.",
    minutes: 1,
  },
  "/mobility-test": {
    title: "How your wrist moves",
    shortTitle: "Movement",
    intro:
      "Four simple movements to see how freely your wrist, forearm, fingers and thumb move. You rate each one yourself.",
    minutes: 2,
  },
  "/endurance-test": {
    title: "Muscle endurance",
    shortTitle: "Endurance",
    intro:
      "Four timed holds with a light weight or a rubber band. Your results set the starting level for your strength exercises.",
    minutes: 4,
  },
  "/nerve-mobility-test": {
    title: "How your nerves like to move",
    shortTitle: "Nerve glides",
    intro:
      "Three gentle movements to see how your nerves handle being moved, so your program includes the right nerve glides.",
    minutes: 2,
  },
};

export const NERVE_SYMPTOM_CONTENT: {
  intro: string;
  locations: Record<
    "thumbIndexMiddle" | "ringLittle" | "backThumbSide",
    { label: string; description: string }
  >;
  night: Record<"never" | "sometimes" | "most-nights", string>;
  triggers: Record<
    "typing" | "gripping" | "phone" | "driving" | "bentElbow" | "bentWrist" | "sleeping",
    string
  >;
} = {
  intro:
    "Do you ever feel numbness, tingling (pins and needles) or burning in your hand or fingers?",
  locations: {
    thumbIndexMiddle: {
      label: "Thumb, index and middle fingers",
      description:
        "Mostly on the palm side. It may include the thumb side of your ring finger too.",
    },
    ringLittle: {
      label: "Ring and little fingers",
      description: "Often along the little-finger side of your hand, on the palm or the back.",
    },
    backThumbSide: {
      label: "Back of the hand, thumb side",
      description:
        "The back of your hand and wrist, around the base of your thumb and index finger.",
    },
  },
  night: {
    never: "Never",
    sometimes: "Sometimes",
    "most-nights": "Most nights",
  },
  triggers: {
    typing: "Typing or using a mouse",
    gripping: "Gripping or carrying things",
    phone: "Holding or using a phone",
    driving: "Driving",
    bentElbow: "Keeping your elbow bent for a long time",
    bentWrist: "Keeping your wrist bent for a long time",
    sleeping: "Sleeping, or lying in certain positions",
  },
};

export const USER_DETAILS_CONTENT: {
  onset: Record<"sudden" | "gradual", { label: string; description: string }>;
  duration: Record<
    "under-6-weeks" | "6-weeks-to-3-months" | "3-to-12-months" | "over-a-year",
    string
  >;
  hands: Record<"left" | "right" | "both", string>;
  activities: Record<
    "keyboardMouse" | "gaming" | "instrument" | "sport" | "manualWork",
    { label: string; hint: string }
  >;
  weightWhy: string;
} = {
  onset: {
    sudden: {
      label: "Suddenly",
      description: "It started at a clear moment, such as after a fall, a knock or one heavy task.",
    },
    gradual: {
      label: "Gradually",
      description: "It built up over time, often without one cause you can point to.",
    },
  },
  duration: {
    "under-6-weeks": "Less than 6 weeks",
    "6-weeks-to-3-months": "6 weeks to 3 months",
    "3-to-12-months": "3 to 12 months",
    "over-a-year": "More than a year",
  },
  hands: {
    left: "Left",
    right: "Right",
    both: "Both",
  },
  activities: {
    keyboardMouse: {
      label: "Keyboard and mouse",
      hint: "Computer work, email, browsing, writing on a laptop.",
    },
    gaming: {
      label: "Gaming",
      hint: "Console controllers, PC games, handheld consoles.",
    },
    instrument: {
      label: "Playing an instrument",
      hint: "Any instrument, including practice time.",
    },
    sport: {
      label: "Sports and exercise",
      hint: "Climbing, racket sports, weight training, cycling and similar.",
    },
    manualWork: {
      label: "Hands-on work",
      hint: "Using tools, lifting, cleaning, cooking, crafts or caring for others.",
    },
  },
  weightWhy:
    "We use your body weight to set safe starting loads for your strength exercises. A rough figure is fine.",
};

export const PAIN_REGION_CONTENT: {
  intro: string;
  intensityQuestion: string;
  intensityAnchors: { 0: string; 5: string; 10: string };
} = {
  intro:
    "Choose each area of your hand and wrist where you feel pain. Then tell us how strong the pain usually is in each one.",
  intensityQuestion: "On a typical day this week, how strong is the pain here?",
  intensityAnchors: {
    0: "No pain",
    5: "Moderate pain",
    10: "Worst pain you can imagine",
  },
};

export const ASSESSMENT_DISCLAIMER =
  "This assessment is for education only. It does not diagnose any condition, and it is not a substitute for professional medical advice, diagnosis or treatment. If you're worried about your symptoms, please speak to a doctor or another qualified clinician.";
