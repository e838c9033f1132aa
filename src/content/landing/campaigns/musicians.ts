// /partners/musicians: pianists, guitarists, string players and drummers with sore hands or wrists:
// practice load, a gradual return to playing and warming up. The safety list names the signs that
// need a clinician rather than a strain program (loss of control in one passage, a catching finger).
import type { TCampaign } from "../campaign-schema";

export const MUSICIANS: TCampaign = {
  slug: "musicians",
  kind: "partner",
  offerId: null,
  title: "Wrist and hand pain from playing an instrument",
  description:
    "For pianists, guitarists, string players and drummers with sore hands: practice load, warming up, a gradual return to playing and a free self-assessment.",
  eyebrow: "Playing-related hand and wrist pain",
  headline: "Sore hands from practice? Build back to playing, one session at a time",
  lead: "Long practice days, a new piece, a tour or an exam can ask more of your hands than they are ready for. Pianists, guitarists, string players and drummers all know the ache that builds through a session and lingers afterwards. Wristwise checks for warning signs first, then gives you a steady program and a plan for easing your practice back up.",
  audience: {
    heading: "This page is for you if",
    items: [
      "Your wrist, hand, thumb or forearm aches during or after practice, rehearsals or gigs, and it builds as the session goes on.",
      "You play piano, guitar, bass, violin, viola, cello, drums or another instrument, and your practice time has gone up recently.",
      "You have taken a break from playing because of pain and want a gradual, structured way back.",
      "You want warm-ups and exercises that keep your hands ready for the hours your instrument asks of them.",
    ],
  },
  how: {
    heading: "How Wristwise works for players",
    items: [
      {
        title: "Screening first",
        text: "Short yes-or-no questions look for signs that need a clinician, such as numbness that never goes away, weakness that keeps spreading, or a finger you suddenly can't bend.",
      },
      {
        title: "Your playing counts",
        text: "The assessment asks how many hours a day you spend playing, typing and on other hand-heavy tasks, so your program knows what your week asks of your hands.",
      },
      {
        title: "A program around where it hurts",
        text: "You mark the sore areas on a hand diagram. Your program then targets the muscles and tendons involved with stretches, holds and tendon and nerve glides, each with a dose and clear steps.",
      },
      {
        title: "Pain rules for practice too",
        text: "Pain up to about 5/10 during exercise is acceptable, it should settle by the next morning, and it shouldn't creep up from week to week. The same rules can guide how much you play.",
      },
    ],
  },
  sections: [
    {
      heading: "Why playing can make hands sore",
      paragraphs: [
        "Playing means thousands of small, precise movements, often with the wrist held in one position while the fingers press, pluck, bow or strike for a long time. The muscles and tendons doing this work adapt well to steady load, but a sudden jump, like doubling your practice before a concert, can leave them sore and sensitive.",
        "This kind of pain is common among musicians. It usually reflects load the tissues weren't ready for yet, not lasting damage, and it often eases when practice is brought back into a range your hands can handle and then built up again gradually.",
      ],
    },
    {
      heading: "Practice load and a gradual return",
      paragraphs: [
        "Think of practice as training load. Several shorter sessions spread across the day are usually kinder to your hands than one long one. A short break every 20 to 30 minutes, even just to drop your hands and shake them out, gives busy tendons a rest.",
        "If pain has kept you from playing, come back in small steps: shorter sessions, easier pieces and slower tempos at first, then a little more each week while pain stays within the rules. Technically demanding passages and long rehearsals can wait until the basics feel comfortable again.",
        "Talk to your teacher about technique and set-up, such as tension in your grip, the height of your seat or stool, or how your instrument sits. Small changes can spread the load, though no single position is right for everyone.",
      ],
    },
    {
      heading: "Warming up your hands",
      paragraphs: [
        "A few minutes of gentle movement before you play can help your hands feel looser and readier: open and close them slowly, do a few tendon glides, turn your palms up and down, then start with easy scales or grooves at a slow tempo. Many players find the first part of a session more comfortable this way.",
      ],
    },
  ],
  evidence: {
    heading: "What this is based on",
    items: [
      "Tendons and muscles adapt to the load they are given. Research on painful tendons supports gradual, well-planned loading, and the common thread is a steady build-up rather than one special exercise.",
      "The pain rules come from the pain-monitoring model used in tendon research. In a well-known Achilles tendon trial, people who kept up their sport within these rules did as well as those who rested from it.",
      "Learning how pain works is part of the program, because research suggests that understanding pain can make it less worrying and make movement feel safer.",
    ],
  },
  costLine:
    "The assessment, your program with every instruction and the pain education library are free. Pro is optional, with logging, daily load tracking that includes your practice hours, progress charts and the full exercise library.",
  safety: [
    "If a finger curls, stiffens or stops doing what you ask in one particular passage, often without much pain, see a doctor. A loss of control like this needs a different kind of care from a strain.",
    "If a finger or thumb catches, locks or clicks painfully when you bend or straighten it, ask a clinician to check it.",
    "If numbness or tingling is there all the time, or you are losing strength or dexterity, see a clinician before starting exercise.",
    "If you felt a sudden snap or pop and now can't bend or straighten a finger or your thumb, see a doctor the same day.",
    "Wristwise does not diagnose. This page is education, not medical advice.",
  ],
  faq: [
    {
      q: "Should I stop playing completely?",
      a: "Usually not. Many players do better by cutting back to a level that keeps pain within the rules, then building up gradually. A clinician who works with musicians can help you plan it.",
    },
    {
      q: "How long should I warm up?",
      a: "A few minutes is often enough: slow hand movements, tendon glides and easy playing at a gentle tempo. The aim is to ease into the session, not to tire your hands before you start.",
    },
    {
      q: "Is it normal for my hands to ache after a long rehearsal?",
      a: "Some tiredness after a long session is common. If the ache settles by the next morning and isn't creeping up from week to week, it is usually within the rules. If it doesn't settle, ease your practice back a step.",
    },
    {
      q: "Can Wristwise tell me what is wrong with my hand?",
      a: "No. It doesn't diagnose. It checks for warning signs, builds a program around where you feel pain and explains how to manage your practice load.",
    },
  ],
  readSlugs: ["exercise-pain", "flare-ups", "pain-science"],
  pro: {
    title: "Pro for musicians: practice load and progress tracking",
    description:
      "Pro for players with sore hands: log your exercises, track practice hours, breaks and pain each day, and follow your return to playing, step by step.",
    headline: "Track practice hours, breaks and pain as you build back to full sessions",
    heading: "What Pro adds for players",
    paragraphs: [
      "Daily load tracking lets you log hours of practice alongside typing and other hand-heavy tasks, breaks taken, morning and evening pain, stiffness, and how long you can play before pain starts. Over a few weeks you can see how a heavy rehearsal week shows up in your pain, and plan the next one with that in mind.",
      "Logging your exercises works out your next step for you, in small steps when the pain rules are met. The full exercise library adds slow weighted lifts, band work and exercises done to a metronome beat, a familiar way for many players to keep each movement smooth and steady.",
      "Progress statistics and charts show how your pain and your everyday tasks change over the weeks. If pain moves to a new spot, you can add or remove pain areas and get a new program built around them.",
    ],
  },
  cta: "signup",
};
