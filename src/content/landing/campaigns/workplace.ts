// /partners/workplace: for people who heard of Wristwise through a workplace wellbeing or
// ergonomics programme: desk work, typing and mouse. Their account and data are their own: the
// employer receives nothing from Wristwise, not even whether someone signed up.
import type { TCampaign } from "../campaign-schema";

export const WORKPLACE: TCampaign = {
  slug: "workplace",
  kind: "partner",
  offerId: null,
  title: "Desk, typing and mouse pain: a private plan for you",
  description:
    "Heard of Wristwise through a workplace wellbeing scheme? A free, private plan for wrist pain from typing and mouse work. Your employer gets nothing.",
  eyebrow: "From your workplace wellbeing scheme",
  headline: "Wrist pain from desk work? A private plan that stays yours",
  lead: "If you heard about Wristwise through a workplace wellbeing or ergonomics programme, this page is for you. Long days of typing and mouse work can leave wrists, hands and forearms sore. Wristwise gives you a free self-assessment and a steady exercise program, and what you tell it stays between you and Wristwise. Your employer gets nothing.",
  audience: {
    heading: "This page is for you if",
    items: [
      "Your wrist, hand or forearm aches during or after long days of typing, mouse work or switching between a laptop and a phone.",
      "Your workplace mentioned Wristwise as part of a wellbeing, health or ergonomics programme, and you want to see whether it fits you.",
      "You have tried a new mouse, keyboard or chair, and the pain eased a little but hasn't gone away.",
      "You want a plan you can follow at home or in short spells during the working day, in private.",
    ],
  },
  how: {
    heading: "How it works, and what stays private",
    items: [
      {
        title: "Sign up with any email",
        text: "You can use a personal email address. The account belongs to you, not to your workplace, and you can delete it from your account page whenever you like.",
      },
      {
        title: "Eight short steps",
        text: "The assessment checks for warning signs, asks where it hurts and how many hours a day you spend at the keyboard and mouse, and includes gentle movement checks and timed holds.",
      },
      {
        title: "A program for desk-worn hands",
        text: "Your program is built around where it hurts: stretches, holds and tendon and nerve glides, each with a dose and clear steps, short enough to fit around a working day.",
      },
      {
        title: "Nothing goes to your employer",
        text: "Wristwise doesn't tell your employer whether you signed up, and never passes on your answers, your program or your progress. There are no reports to your workplace.",
      },
    ],
  },
  sections: [
    {
      heading: "Why desk work can make wrists sore",
      paragraphs: [
        "Typing and mouse work are light, but they go on for hours: the same small movements, often in one position, with few breaks. Tendons and muscles that get little variety can become tired and sore, and a sensitive wrist can start to ache with ordinary use.",
        "This is very common, and it usually reflects more load than your hands are ready for, not damage. Research has found only limited evidence that keyboard and mouse use on its own causes specific wrist conditions, but long computer days are linked with more arm and hand discomfort.",
      ],
    },
    {
      heading: "Setup, breaks and strength, together",
      paragraphs: [
        "There is no single perfect posture. A comfortable setup helps: forearms roughly level with the desk, keyboard and mouse close, wrists fairly straight and relaxed, and a light touch on keys and mouse. Research on ergonomic changes is mixed, though, so equipment works best alongside breaks and strength.",
        "Short breaks of 30 to 60 seconds every 20 to 30 minutes give busy tendons a rest. Let your hands drop and shake them out, open and close your fingers slowly, or stand up and look away from the screen. A pause after each meeting or batch of emails can become a habit.",
        "Building strength and endurance helps your hands cope with whatever desk you have. That is what your program is for: gradual, steady work that grows what your wrists can handle over the weeks.",
      ],
    },
    {
      heading: "Your data is your own",
      paragraphs: [
        "Hearing about Wristwise through work doesn't make it a work tool. Your employer receives nothing from us: no names, no sign-up lists, no answers, no exercise logs and no progress. We never sell your data, and our privacy policy lists the few service providers, such as hosting and payments, that handle it for us.",
      ],
    },
  ],
  evidence: {
    heading: "What the evidence says about desk pain",
    items: [
      "A Cochrane review of ergonomic changes for office workers, such as new mice, arm supports and extra breaks, found the evidence mostly low quality. Setup changes are worth trying, but they are not the whole answer.",
      "Research on painful tendons supports gradual, well-planned loading, with a steady build-up over weeks rather than one special exercise.",
      "The pain rules follow the pain-monitoring model from tendon research: some discomfort during exercise is fine if it settles by the next morning and doesn't creep up from week to week.",
      "The QuickDASH, a published and validated questionnaire in the assessment, asks how your hand and arm affect everyday tasks, including work, so you can see what changes over time.",
    ],
  },
  costLine:
    "The assessment, your program with every instruction and the pain education library are free. Pro is optional and personal, and your employer isn't told either way. It adds logging, load tracking and progress charts.",
  safety: [
    "If your hand feels numb all the time, is getting weaker, or you keep dropping things, see a clinician before starting the exercises.",
    "See a doctor the same day if your wrist hurts badly after a fall, looks out of shape or is too painful to move.",
    "Tingling that spreads up your arm, comes with neck pain, or wakes you every night is worth checking with a clinician.",
    "If pain keeps rising week after week despite breaks and a lighter workload, talk to a doctor or physiotherapist.",
    "Wristwise does not diagnose. This page is education, not medical advice.",
  ],
  faq: [
    {
      q: "Will my employer know I signed up?",
      a: "No. Wristwise shares nothing with your employer: not whether you have an account, and not your answers, your program, your logs or your progress.",
    },
    {
      q: "Do I need a special keyboard or mouse?",
      a: "No. Some people find a vertical mouse or a split keyboard more comfortable, and it can be worth a try, but it isn't a guaranteed fix. Breaks, variety and gradual strengthening matter more.",
    },
    {
      q: "Can I do the exercises at work?",
      a: "Many of the stretches and glides take a minute or two and need no equipment, so they fit into a break at your desk. Most holds need nothing more than a table or your other hand.",
    },
    {
      q: "What happens to my account if I change jobs?",
      a: "Nothing changes. The account is yours, whatever job you have. If you might lose access to a work inbox one day, sign up with a personal email address instead.",
    },
  ],
  readSlugs: ["posture-ergonomics", "tendon-response", "flare-ups"],
  pro: {
    title: "Pro for desk workers: track typing load and breaks",
    description:
      "Pro for desk-based wrist pain: log your exercises, track keyboard hours, breaks and pain each day, and spot what helps. Optional, personal and private.",
    headline: "See how keyboard hours, breaks and pain fit together over the week",
    heading: "What Pro adds for desk work",
    paragraphs: [
      "Daily load tracking lets you note hours at the keyboard and mouse, breaks taken, morning and evening pain, stiffness, and how long you can work before pain starts. Once you have a few days on each side, Pro points out patterns in your own logs, such as how evening pain compares on days with more breaks. They are patterns, not proof of a cause, but they give you something concrete to try.",
      "Logging your exercises works out your next step for you, so the load builds up in small steps when the pain rules are met and eases off when they aren't. Progress statistics and charts show the weeks adding up, and the full exercise library adds slow weighted lifts, band work and more.",
      "Pro is a personal choice. If you buy it, you pay for it yourself, your employer isn't told, and your logs stay as private as the rest of your account.",
    ],
  },
  cta: "signup",
};
