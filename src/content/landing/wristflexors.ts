// /wristflexors: pain on the palm side of the forearm and wrist from gripping, climbing, lifting,
// golf or typing; flexor tendon loading and the product's pain-monitoring rules.
import type { TLanding } from "./schema";

export const WRIST_FLEXORS: TLanding = {
  slug: "wristflexors",
  title: "Palm-side wrist and forearm pain from gripping",
  description:
    "Pain on the palm side of your forearm or wrist from gripping, climbing, lifting, golf or typing? Learn how steady tendon loading can help.",
  eyebrow: "Palm-side forearm and wrist pain",
  headline: "Palm-side wrist pain from gripping? Help your tendons build back up",
  lead: "The muscles that bend your wrist and fingers sit on the palm side of your forearm. Climbing, lifting, golf, tools and long days of typing all work them hard. When their tendons get sore, slow and steady loading is a well-studied way to help them handle more. Wristwise builds that loading around you, one small step at a time.",
  audience: {
    heading: "This page is for you if",
    items: [
      "You feel an ache on the palm side of your forearm or wrist when you grip, carry or lift.",
      "You climb, lift weights, play golf or play racquet sports, and gripping hard has started to hurt.",
      "Long spells of typing, mouse work or using tools leave the inside of your forearm tired and sore.",
      "The soreness builds up when you do more, and eases when you have a lighter week.",
    ],
  },
  how: {
    heading: "How your program loads the flexors",
    items: [
      {
        title: "Isometric holds first",
        text: "A hold means gripping or pressing against something that doesn't move, at about half your effort, for 15 to 45 seconds. Many people find holds a calm way to start when a tendon is sensitive.",
      },
      {
        title: "Slow lifting with a 3-1-3 tempo",
        text: "Wrist curls and grip work use about 3 seconds up, a 1 second pause and 3 seconds down, for 12 to 15 reps. They are done about 3 times a week, with a rest day in between.",
      },
      {
        title: "Starting weights from your results",
        text: "The palm-up wrist hold in the assessment sets your starting load, so you begin well inside what you can do. Early sessions may feel easy, and that is on purpose.",
      },
      {
        title: "Small steps up",
        text: "When the pain rules are met, you add 2 reps next time. At 15 reps the weight goes up a little and the reps go back to 12. If pain doesn't settle, the dose steps down.",
      },
    ],
  },
  sections: [
    {
      heading: "What is going on in the palm-side forearm",
      paragraphs: [
        "The wrist and finger flexors are the muscles that bend your wrist and curl your fingers. They start near the inner side of your elbow and run down the palm side of your forearm, where long tendons carry their pull into your wrist and hand.",
        "Gripping, hanging, swinging a club and carrying heavy bags all load these tendons. When the load jumps quickly, like a new climbing project, a heavier lift or a long golf weekend, they can become sore and sensitive. This is very common, and it usually reflects a load the tendon wasn't ready for, not something torn.",
      ],
    },
    {
      heading: "Why slow, steady loading helps",
      paragraphs: [
        "Tendons adapt to the load they are given. Slow, controlled lifting sends a steady signal that helps tendon cells lay down new collagen, the strong threads a tendon is made of. Over weeks, the tendon gets better at handling load.",
        "Rest alone can calm pain, but it doesn't build that capacity, so pain often returns when you go back to climbing, lifting or work. A loading program gives the tendon a gradual path back to the things you want to do.",
      ],
    },
    {
      heading: "Using pain as a guide",
      paragraphs: [
        "You don't need pain for loading to work, but some discomfort is common and usually fine. During exercise, pain up to about 5/10 is generally acceptable, and 0 to 3 is a comfortable zone.",
        "Pain should settle back to its usual level by the next morning and shouldn't creep up from week to week. If it doesn't settle, your program steps the dose down a little; when the rules are met, it steps up. These are the same rules used everywhere in Wristwise.",
      ],
    },
  ],
  evidence: {
    heading: "How this follows tendon research",
    items: [
      "Slow loading is based on heavy slow resistance training. In a trial of people with painful Achilles tendons, this slow approach did as well as an older exercise plan, and people were more likely to stick with it.",
      "A review of tendon loading studies found that several kinds of loading help, and that the common thread is a gradual, well-planned build-up rather than one special exercise.",
      "Holds are included as a gentle start. Early studies were encouraging, later ones were mixed, and people respond differently, so holds sit alongside slow lifting rather than replacing it.",
      "The pain rules come from the pain-monitoring model used in tendon research, and a review found that exercise allowing some pain did at least as well as keeping it pain-free.",
    ],
  },
  costLine:
    "Your assessment, your program's holds, stretches and nerve glides with every step explained, and the library are free. The slow weighted lifts come with the full exercise library in Core and Pro, and Pro adds logging with automatic progression, so each step up is worked out for you.",
  safety: [
    "If you felt a sudden snap or pop and now can't bend or straighten a finger or your thumb, see a doctor the same day.",
    "Sudden severe pain, a lot of swelling or bruising after a hard grip, a fall or a big lift needs a clinician to check it first.",
    "If your fingers feel numb or weak, or you keep dropping things, please see a clinician before you start loading.",
    "A hot, red and swollen area, especially if you also feel feverish or unwell, needs medical help the same day.",
    "If pain keeps getting worse from week to week even after you ease your load, talk to a physiotherapist or doctor.",
  ],
  faq: [
    {
      q: "Should I stop climbing, lifting or playing golf?",
      a: "Usually not completely. Many people do better by easing back to a level that keeps pain within the rules while the program builds the tendon up. A clinician or coach can help you plan your return.",
    },
    {
      q: "How heavy should the weights be?",
      a: "Your starting weight comes from your endurance hold in the assessment and sits well below your limit. Early sessions may feel easy. That is on purpose, so the tendon has time to catch up.",
    },
    {
      q: "How long does tendon loading take?",
      a: "Tendons adapt slowly. Loading programs often run for about three months, and many people notice the clearest changes after several weeks of steady work. Progress tends to be bumpy, and that is normal.",
    },
    {
      q: "Why use the slow 3-1-3 tempo?",
      a: "Going slowly keeps the load smooth and steady, which sensitive tendons tend to handle well. It also gives the muscle and tendon more time under load, which is the signal that helps them adapt.",
    },
  ],
  readSlugs: ["tendon-loading", "tendon-response", "exercise-pain"],
  cta: "signup",
};
