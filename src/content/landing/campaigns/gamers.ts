// /partners/gamers: long sessions with a mouse, controller or keyboard; breaks and pacing, and the
// load tracking that shows how session length and breaks line up with pain (as patterns in the
// person's own logs, never as a cause).
import type { TCampaign } from "../campaign-schema";

export const GAMERS: TCampaign = {
  slug: "gamers",
  kind: "partner",
  offerId: null,
  title: "Wrist and hand pain from gaming: mouse, pad and keys",
  description:
    "Long gaming sessions leaving your wrist, thumb or fingers sore? Breaks, pacing and a free self-assessment that builds a steady exercise program for your hands.",
  eyebrow: "For gamers with sore hands",
  headline: "Sore hands after long gaming sessions? Give them a steadier plan",
  lead: "Hours of mouse flicks, controller grips and fast key presses ask a lot of small muscles and tendons. When sessions get longer, or a new game has you gripping harder, wrists, thumbs and fingers can start to ache. Wristwise checks for warning signs first, then gives you a steady program and simple ways to pace your sessions.",
  audience: {
    heading: "This page is for you if",
    items: [
      "Your wrist, thumb, fingers or forearm ache during or after long sessions with a mouse, keyboard or controller.",
      "You play on PC, console or a handheld, and your hours went up with a new game, a ranked season or time off.",
      "Your thumb gets sore from sticks and triggers, or your mouse hand tires quickly in fast games.",
      "You also type or scroll a lot for work or study, so your hands rarely get a proper break.",
    ],
  },
  how: {
    heading: "From assessment to your next session",
    items: [
      {
        title: "Check the warning signs",
        text: "Short yes-or-no questions look for signs a clinician should see first, like numbness that never goes away, a weak pinch or a thinner thumb base.",
      },
      {
        title: "Count your hours",
        text: "The assessment asks how many hours a day you spend gaming and at the keyboard, and includes gentle movement checks and timed holds you do at home.",
      },
      {
        title: "A program for your hands",
        text: "You mark where it hurts on a hand diagram, and your program targets those muscles and tendons with stretches, holds and glides, each with a dose and clear steps.",
      },
      {
        title: "Rules you can play by",
        text: "Pain up to about 5/10 during exercise is acceptable, it should settle by the next morning, and it shouldn't creep up from week to week. The same rules help you pace your sessions.",
      },
    ],
  },
  sections: [
    {
      heading: "Why gaming can make hands sore",
      paragraphs: [
        "Gaming is light work done for a long time: quick, repeated movements of the fingers and thumbs, a steady grip on a mouse or controller, and a wrist held in one position, often through long matches with no break. Muscles and tendons that get little variety can become tired and sore.",
        "This is common, and it usually reflects more load than your hands are used to, not damage. It tends to flare when sessions suddenly get longer, and to ease when you have a lighter week.",
      ],
    },
    {
      heading: "Breaks and pacing",
      paragraphs: [
        "Short breaks matter more than any gadget. A pause of 30 to 60 seconds every 20 to 30 minutes, or between matches or levels, lets busy tendons rest. Drop your hands and shake them out, open and close them slowly, or stand up and look away from the screen.",
        "Relax your grip on the mouse or controller, since many people press far harder than they need to. Remap buttons that make you stretch or press hard, keep the mouse close, and avoid resting the heel of your hand on a hard edge.",
        "When pain is up, shorten your sessions rather than stopping altogether, then build back a little at a time while pain stays within the rules. A few tendon glides before and after a long session can help your hands feel looser.",
      ],
    },
    {
      heading: "Building capacity, not just resting",
      paragraphs: [
        "Rest can calm pain for a while, but it doesn't build what your hands can handle, so pain often returns with the next long session. Your program gives your wrists, thumbs and fingers steady, gradual work, so that over the weeks they cope better with the hours you want to play.",
      ],
    },
  ],
  evidence: {
    heading: "What the evidence says",
    items: [
      "Reviews of computer work find only limited evidence that mouse and keyboard use on its own causes specific wrist conditions, though long screen days are linked with more arm and hand discomfort.",
      "Research on ergonomic changes, like new mice and arm supports, is mostly low quality. Setup changes are worth trying, but they work best alongside breaks and building strength.",
      "Research on painful tendons supports a gradual, well-planned build-up of load over weeks, rather than one special exercise.",
      "The pain rules follow the pain-monitoring model from tendon research, where some discomfort is allowed as long as it settles by the next day.",
    ],
  },
  costLine:
    "The assessment, your program with every instruction and the pain education library are free. Pro is optional and adds daily load tracking of your gaming and keyboard hours, logging and progress charts.",
  safety: [
    "If numbness or tingling in your fingers is there all the time, or your grip or pinch is getting weaker, see a clinician before starting the exercises.",
    "If a finger or thumb catches, locks or clicks painfully when you bend it, ask a clinician to check it.",
    "A wrist that is hot, red and swollen, especially with a fever or feeling unwell, needs medical help the same day.",
    "If pain keeps rising from week to week even after you cut back your sessions, talk to a doctor or physiotherapist.",
    "Wristwise does not diagnose. This page is education, not medical advice.",
  ],
  faq: [
    {
      q: "Do I have to stop gaming?",
      a: "Usually not. Many people do better with shorter sessions and more breaks while their program builds their hands up, rather than stopping completely.",
    },
    {
      q: "Will a new mouse or controller fix my wrist pain?",
      a: "It might make playing more comfortable, and some people like a vertical mouse or a lighter controller. But no gadget has strong evidence behind it. Breaks, a relaxed grip and gradual strengthening matter more.",
    },
    {
      q: "How long and how often should my breaks be?",
      a: "Short and often beats long and rare: 30 to 60 seconds every 20 to 30 minutes, plus a longer break every hour or so. The end of a match or level is a natural moment.",
    },
    {
      q: "Can Wristwise tell me what is wrong with my hands?",
      a: "No. It doesn't diagnose. It checks for warning signs, builds a program around where you feel pain and explains how to pace your sessions.",
    },
  ],
  readSlugs: ["posture-ergonomics", "tendon-response", "pain-beliefs"],
  pro: {
    title: "Pro for gamers: track sessions, breaks and pain daily",
    description:
      "Pro for gamers with sore hands: log gaming hours, breaks and pain each day, see patterns in your own logs, and have each exercise step worked out for you.",
    headline: "See how session length and breaks show up in your pain",
    heading: "What Pro adds for gamers",
    paragraphs: [
      "Daily load tracking lets you log gaming and keyboard hours, breaks, morning and evening pain, stiffness, and how long you can play before pain starts. Once you have a few days with and without a factor, Pro points out patterns in your own logs, such as how evening pain compares on days with and without gaming. They are patterns, not proof, but they show you what to try next.",
      "Logging your exercises works out each next step for you, building up when the pain rules are met and easing off when they aren't. Progress statistics and charts show the weeks adding up, and the full exercise library adds band work, slow weighted lifts and grip exercises.",
      "If pain moves, say from your mouse wrist to your thumb, you can add or remove pain areas and get a new program built around them.",
    ],
  },
  cta: "signup",
};
