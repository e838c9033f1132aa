// /giveaway, "What we give away": not a prize draw. Everything Wristwise gives everyone for free,
// with the email form for the starter guide. The trial length and the library's size come from
// their sources, so the copy can't drift from them.
import { FREE_TRIAL_DAYS } from "@/domain/billing/catalogue";
import { EDUCATION_SLUGS } from "../education/schema";
import type { TLanding } from "./schema";

const TOPIC_COUNT = EDUCATION_SLUGS.length;

export const GIVEAWAY: TLanding = {
  slug: "giveaway",
  title: "What we give away: everything free in Wristwise",
  description:
    "Not a prize draw: the assessment, your program, the library, a starter guide and a Pro trial are free for everyone. Get the guide by email.",
  eyebrow: "What we give away",
  headline: "What we give away, to everyone, with no prize draw",
  lead: `There is no competition here and nothing to win. Wristwise gives a lot away, to everyone, every day: the full assessment, your personal program, the pain-education library and a starter guide by email. If you'd like to try Pro, the monthly, 3-month and annual plans start with a ${FREE_TRIAL_DAYS}-day free trial.`,
  audience: {
    heading: "Who it is for",
    items: [
      "Anyone with wrist, hand, thumb or forearm pain who wants a clear, careful place to start without paying anything.",
      "People who want to understand their pain before deciding whether they need more help.",
      "People who'd like to try logging and progress tracking before choosing whether to pay for a plan.",
      "Anyone who wants a calm, plain-language guide to share with a friend, partner or coworker in pain.",
    ],
  },
  how: {
    heading: "Everything that is free",
    items: [
      {
        title: "The self-assessment",
        text: "Eight short steps, including a safety check, the QuickDASH questionnaire, and movement, endurance and nerve checks, all done at home with simple equipment.",
      },
      {
        title: "Your personal program",
        text: "An exercise program built from your results, with every instruction: how to do each exercise, how much to do, and when to ease off.",
      },
      {
        title: `The ${TOPIC_COUNT}-topic library`,
        text: "Plain-language reads on how pain works, tendons, the carpal tunnel, flare-ups, scans, medicines, braces and desk setup, plus illustrative recovery stories.",
      },
      {
        title: `A ${FREE_TRIAL_DAYS}-day Pro trial`,
        text: `Try logging with automatic progression, load tracking and progress charts on the monthly, 3-month or annual plan, free for the first ${FREE_TRIAL_DAYS} days.`,
      },
    ],
  },
  sections: [
    {
      heading: "The starter guide, sent by email",
      paragraphs: [
        "The Wristwise starter guide: understanding and easing wrist pain is a free PDF built from three library chapters: how pain works, exercise and pain, and flare-ups. Enter your email address in the form on this page and we'll send it to you.",
        "We use your email only to send the guide and, if you agree, occasional tips. You can unsubscribe at any time, and we never sell your data.",
      ],
    },
    {
      heading: "Why we give this much away",
      paragraphs: [
        "Understanding pain and having a safe, clear plan helps many people, and we think that shouldn't depend on paying. So the assessment, your program and the library stay free for everyone.",
        "Pro is for people who want more: logging each set with the next step worked out for them, daily load tracking, progress charts and a new program when their pain areas change. It is optional, and the free parts are not a short trial.",
      ],
    },
    {
      heading: "How the free trial works",
      paragraphs: [
        `The ${FREE_TRIAL_DAYS}-day trial works on the monthly, 3-month and annual plans. We ask for a card so Pro can carry on without a gap, but nothing is charged during the trial. Cancel from your account page before it ends and you are never charged. There is one free trial per person.`,
      ],
    },
  ],
  evidence: {
    heading: "Why the free parts are worth your time",
    items: [
      "The program follows graded loading and pain monitoring, approaches drawn from tendon research, and it was reviewed against clinical guidelines for exercise in hand and wrist pain.",
      "Every library topic lists its research references and the date it was last reviewed, so you can check where the advice comes from.",
      "The assessment includes the QuickDASH, a published and validated questionnaire, so you can measure change with a recognised tool rather than by guessing.",
    ],
  },
  costLine:
    "Everything on this page is free. Pro and the add-ons are optional, and the plans are shown below in case you ever want more.",
  safety: [
    "Free tools can't examine you. If your pain follows a fall or injury and your wrist looks out of shape or can't be used, see a doctor the same day.",
    "A hot, red, swollen joint, with or without a fever, needs medical help the same day.",
    "Numbness or weakness that keeps getting worse needs a doctor within the next few days, before you start exercising.",
    "If pain is severe, is there all night without easing when you rest or change position, or isn't improving after a few weeks, talk to a doctor or physiotherapist.",
    "Everything here is educational and is not medical advice.",
  ],
  faq: [
    {
      q: "Is this a prize draw or a competition?",
      a: "No. There is nothing to enter and nothing to win. Everything on this page is free for everyone who signs up, and the starter guide is free for anyone who asks for it.",
    },
    {
      q: "Do I need a card for the free parts?",
      a: "No. The assessment, your program, the library and the starter guide need no card. Only the Pro trial asks for one, and nothing is charged during the trial.",
    },
    {
      q: "What happens to my email address?",
      a: "We use it to send the starter guide and, only if you agree, occasional tips. You can unsubscribe at any time. We never sell your data.",
    },
    {
      q: "Will my free program stop working after a while?",
      a: "No. Your assessment and your program with every instruction stay free. The trial is only for the Pro features.",
    },
  ],
  readSlugs: ["pain-science", "flare-ups", "case-study-1"],
  cta: "giveaway",
};
