// /partners/physio: for people whose physiotherapist, hand therapist or other clinician suggested
// Wristwise between or after visits. It supports the clinician's plan and never replaces it: the
// page tells people to show their program to the clinician and to follow the clinician where the
// two differ. Wristwise sends clinicians nothing, so the page promises no sharing feature.
import type { TCampaign } from "../campaign-schema";

export const PHYSIO: TCampaign = {
  slug: "physio",
  kind: "partner",
  offerId: null,
  title: "Home exercises between physio or hand therapy visits",
  description:
    "Did your physio or hand therapist suggest Wristwise? A free self-assessment and home program that supports your clinician's plan and never replaces it.",
  eyebrow: "Suggested by your clinician",
  headline: "A steady home routine between visits, alongside your clinician's plan",
  lead: "If your physiotherapist, hand therapist or another clinician suggested Wristwise, welcome. It is a place to keep your home exercises steady between appointments and after your care ends. It works alongside your clinician's plan, never instead of it, and whenever the two differ, your clinician's advice comes first.",
  audience: {
    heading: "This page is for you if",
    items: [
      "A physiotherapist, hand therapist, doctor or other clinician suggested Wristwise for your wrist, hand or forearm pain.",
      "You are between appointments and want a clear routine to follow at home in the weeks in between.",
      "You have finished a course of care and want to keep your hands ticking over without losing what you built.",
      "You are waiting for a first appointment and want to make a careful start, with the warning signs checked first.",
    ],
  },
  how: {
    heading: "How Wristwise fits around your care",
    items: [
      {
        title: "Do the free assessment",
        text: "Eight short steps check for warning signs, map where it hurts and include gentle movement checks and timed holds you do at home. It does not diagnose, and it doesn't replace your clinician's examination.",
      },
      {
        title: "Show your clinician your program",
        text: "Your program lists each exercise with its dose and step-by-step instructions. Open it on your phone or laptop at your next visit, so your clinician can see what you are doing and change it.",
      },
      {
        title: "Follow your clinician where they differ",
        text: "If your clinician has given you other exercises, doses or limits, follow theirs. Use Wristwise for the parts they are happy with, and leave out anything they have asked you to avoid.",
      },
      {
        title: "Use the same pain rules",
        text: "Pain during exercise up to about 5/10 is usually acceptable, and it should settle by the next morning. If your clinician has set you different limits, theirs are the ones to use.",
      },
    ],
  },
  sections: [
    {
      heading: "Why a home routine matters between visits",
      paragraphs: [
        "Appointments are often a week or more apart, but tendons and muscles adapt to what you do every day. Much of the work of rehab happens at home, in short, regular sessions that slowly build what your hands can handle.",
        "For many people the hardest part is keeping going: remembering the exercises, how many to do and how each one should feel. Wristwise keeps every exercise, its dose and its instructions in one place, with plain notes on why it is there and a plan for flare-ups.",
      ],
    },
    {
      heading: "Working with your clinician, not around them",
      paragraphs: [
        "Your clinician has examined you, which an app can't do. They may know things about your hand, your history or your general health that change what is right for you. That is why their advice comes first whenever it differs from your program.",
        "Wristwise doesn't send your clinician anything, and it isn't run by their clinic. You decide what to show them. A good habit is to open your program at each visit and ask: is this still right for me, and is there anything I should change or stop?",
        "If your clinician gives you new exercises, keep doing those. If they ask you to pause loading for a while, for example after a procedure or during a bad flare-up, pause. Your program will still be there when they say it is time to build up again.",
      ],
    },
    {
      heading: "After your care ends",
      paragraphs: [
        "Finishing physiotherapy or hand therapy doesn't always mean your hands are back to the full load of work, sport or hobbies. Keeping a short routine going for a while can help you hold on to what you have built. If pain comes back or feels different, your clinician is the first person to ask.",
      ],
    },
  ],
  evidence: {
    heading: "How this follows guidelines and research",
    items: [
      "Clinical guidelines for common muscle, joint and tendon pain put exercise and staying active at the centre of care, with education alongside it. Regular home exercise is a big part of that.",
      "Research on painful tendons supports gradual, well-planned loading. A review of loading studies found that a steady build-up mattered more than any one special exercise.",
      "The pain rules follow the pain-monitoring model used in tendon research: some discomfort during exercise is allowed, as long as it settles by the next day and doesn't rise from week to week.",
      "The QuickDASH in the assessment is a published, validated questionnaire that is widely used in hand therapy, so your starting score is one your clinician is likely to recognise.",
    ],
  },
  costLine:
    "The assessment, your program with every instruction and the pain education library are free, and stay free. Pro is optional: it adds logging with the next step worked out for you, load tracking and progress charts.",
  safety: [
    "If your clinician has told you to avoid certain movements or loads, follow their advice, even where your program suggests something else.",
    "If you have recently had surgery, a fracture or an injection, check with your surgeon or clinician before starting or changing any exercise.",
    "If pain is getting quickly worse, or you notice new numbness, weakness or swelling, stop and contact your clinician or a doctor before carrying on.",
    "Get medical help the same day if a joint becomes hot, red and swollen, especially if you also feel feverish or unwell.",
    "Wristwise does not diagnose. This page is education, not medical advice.",
  ],
  faq: [
    {
      q: "Does Wristwise send anything to my physiotherapist or hand therapist?",
      a: "No. Wristwise doesn't share your answers, exercises or progress with your clinician or their clinic. You choose what to show them, for example by opening your program at your next appointment.",
    },
    {
      q: "What if my program and my clinician's exercises are different?",
      a: "Follow your clinician. They have examined you and know your situation. You can use Wristwise for the exercises they are happy with and leave the rest out, or simply keep to their plan.",
    },
    {
      q: "Can I keep using Wristwise after I've been discharged?",
      a: "Yes. Many people like to keep a short routine going after care ends. If pain returns or behaves differently from before, check in with your clinician or a doctor.",
    },
    {
      q: "Is Wristwise a replacement for physiotherapy or hand therapy?",
      a: "No. It is a home routine and an education library. It can't examine you or diagnose, and it supports the plan you have with your clinician rather than replacing it.",
    },
  ],
  readSlugs: ["exercise-pain", "flare-ups", "tendon-loading"],
  pro: {
    title: "Pro between clinic visits: logs and charts for your care",
    description:
      "Pro for people in physio or hand therapy: log each session, track daily load and print a progress summary for your clinician. Your free program stays free.",
    headline: "Bring your clinician a clear record of how your home exercises are going",
    heading: "What Pro adds between appointments",
    paragraphs: [
      "Pro turns your home routine into a record. You log each session, with reps, weight and pain, and Wristwise works out your next step with the same pain rules, so the load builds up when things go well and eases off when they don't. Your clinician can see how each step was decided, and their advice still comes first.",
      "Daily load tracking lets you note hours at the keyboard and in other hand-heavy tasks, breaks, morning and evening pain and stiffness. Progress statistics and charts show how pain and exercise have changed over the weeks, and you can print a progress summary to take to your next appointment.",
      "If your pain moves or spreads, you can add or remove pain areas and get a new program built around them. The full exercise library adds slow weighted lifts and band work, for when your clinician is happy for you to build beyond holds and stretches.",
    ],
  },
  cta: "signup",
};
