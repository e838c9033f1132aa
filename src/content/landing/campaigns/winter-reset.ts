// /promos/winter-reset: a calm "new season" start, with the six-month Pro sale (offer "pro-sale":
// the 6month plan, paid once, nothing renews). The copy says the sale ends but never writes the
// date or the price: the template renders both from the catalogue's offer. Six months of Pro does
// not include expert consultations, so the page never mentions them.
import type { TCampaign } from "../campaign-schema";

export const WINTER_RESET: TCampaign = {
  slug: "winter-reset",
  kind: "promo",
  offerId: "pro-sale",
  title: "A calm new-season start for sore wrists and hands",
  description:
    "Start the new season with a steady plan for wrist and hand pain: a free self-assessment, and six months of Pro at a sale price until the sale ends.",
  eyebrow: "A new season, a steady start",
  headline: "A fresh season, and a steadier plan for your wrists and hands",
  lead: "The turn of the year is a natural moment to take stock. If your wrists or hands have been sore through a busy season of work, hobbies or family life, this is a calm place to start again: a free self-assessment, a steady exercise program and, until the sale ends, six months of Pro at a sale price.",
  audience: {
    heading: "This page is for you if",
    items: [
      "Your wrists or hands have ached on and off through the year, and you would like to start the new season with a plan.",
      "You tried rest, a brace or a new mouse, and things eased for a while but keep coming back.",
      "You want a gentle, realistic routine rather than a big resolution that is hard to keep.",
      "You would like six months of guided support, paid once, with nothing that renews.",
    ],
  },
  how: {
    heading: "How a reset works",
    items: [
      {
        title: "Take stock",
        text: "The free eight-step assessment checks for warning signs, maps where it hurts and includes gentle movement checks and timed holds, so you start from where your hands are now.",
      },
      {
        title: "Start small",
        text: "Your program begins well inside what you can do, with stretches, holds and glides that take a few minutes a day. Early sessions may feel easy, and that is on purpose.",
      },
      {
        title: "Build steadily",
        text: "Small steps up over weeks, guided by simple pain rules, give tendons and muscles time to adapt. Progress is rarely a straight line, and one bad day doesn't undo it.",
      },
      {
        title: "Decide on Pro when you're ready",
        text: "Everything above is free. If you want guided progression for the months ahead, six months of Pro is on sale until the date shown on this page.",
      },
    ],
  },
  sections: [
    {
      heading: "Why a steady start beats a big one",
      paragraphs: [
        "New-season plans often start big, with lots of exercise all at once. Hands don't adapt that way. Tendons and muscles respond best to load that starts low and builds in small steps, with enough rest in between for them to catch up.",
        "A reset is a chance to do less, more consistently: a short routine most days, breaks from long spells of typing, gripping or scrolling, and a plan for what to do when pain flares. If a week goes badly, ease off a step and build back up, rather than starting over.",
      ],
    },
    {
      heading: "Six months: time for your hands to adapt",
      paragraphs: [
        "Tendons adapt slowly. Loading programs often run for about three months, and many people notice the clearest changes after several weeks of steady work. Six months gives you room for that, plus time to bring back the activities you have been easing off.",
        "The sale is for six months of Pro, paid once. Nothing renews, so there is nothing to cancel when it ends. The sale price and the date the sale ends are both shown on this page.",
        "When the six months are up, your free program, your assessment and the pain education library carry on exactly as before.",
      ],
    },
  ],
  evidence: {
    heading: "Grounded in research on pain and tendons",
    items: [
      "Research on painful tendons supports gradual, well-planned loading. A review of loading studies found that a steady build-up was the common thread, rather than one special exercise.",
      "The pain rules follow the pain-monitoring model from tendon research: some discomfort during exercise is allowed if it settles by the next day and doesn't rise from week to week.",
      "Learning how pain works is part of the program, because research suggests that understanding pain can make it less worrying and make movement feel safer.",
      "The QuickDASH, a published and validated questionnaire, gives you a starting score for everyday tasks, so you can see how things change over the months.",
    ],
  },
  costLine:
    "The assessment, your program with every instruction and the pain education library are free. Until the sale ends, six months of Pro is available at a sale price, paid once, with nothing that renews.",
  safety: [
    "See a doctor the same day if your wrist hurts badly after a fall, for example on ice, or if it looks out of shape or is too painful to move.",
    "A hot, red and swollen joint, especially with a fever or feeling unwell, needs medical help the same day.",
    "If your hand is numb all the time, is getting weaker, or you keep dropping things, see a clinician before you start exercising.",
    "If pain is getting quickly worse, or hasn't improved after a few weeks of steady effort, talk to a clinician.",
    "This page is general education, not medical advice, and Wristwise does not diagnose.",
  ],
  faq: [
    {
      q: "When does the six-month Pro sale end?",
      a: "The end date is shown on this page, next to the sale price. After that day, six months of Pro goes back to its usual price.",
    },
    {
      q: "Will I be charged again after six months?",
      a: "No. The six months are paid once and nothing renews. When they end, you keep your free program, your assessment and the pain education library.",
    },
    {
      q: "Do I need Pro to start?",
      a: "No. The assessment and your program are free. Many people start with the free program and decide about Pro once they see how it fits into their days.",
    },
    {
      q: "Is six months long enough?",
      a: "For many people it is a good length. Tendons often take a few months to adapt to steady loading, and six months leaves time to build back to the things you enjoy. Progress varies from person to person.",
    },
  ],
  readSlugs: ["flare-ups", "tendon-loading", "pain-education"],
  pro: {
    title: "Six months of Pro on sale: a guided new-season plan",
    description:
      "Six months of Pro at a sale price until the sale ends, paid once with nothing that renews: logging, load tracking, progress charts and the exercise library.",
    headline: "Six months of guided Pro, paid once, at a new-season sale price",
    heading: "What six months of Pro adds",
    paragraphs: [
      "Pro turns your program into a plan that moves with you. You log each session, and Wristwise works out your next step, building up when the pain rules are met and easing off when they aren't. The full exercise library adds slow weighted lifts, band work and more.",
      "Daily load tracking shows how typing, gaming and other hand-heavy hours, breaks and pain fit together, and progress statistics and charts make slow change easier to see across the season. If your pain moves, you can add or remove pain areas and get a new program built around them.",
      "It is one payment for six months, and nothing renews. The sale price and the day the sale ends are shown on this page, and when your six months are over, your free program carries on as before.",
    ],
  },
  cta: "signup",
};
