// /signupguide: what happens when a person signs up, step by step, in the assessment's real order
// (src/domain/assessment/steps.ts), how long it takes, and how health answers are kept private.
import type { TLanding } from "./schema";

export const SIGNUP_GUIDE: TLanding = {
  slug: "signupguide",
  title: "What happens when you sign up to Wristwise",
  description:
    "A step-by-step look at signing up: your account, the eight assessment steps, your program, logging, when Pro helps, and keeping answers private.",
  eyebrow: "Your first steps",
  headline: "What happens when you sign up, step by step",
  lead: "Creating an account takes a minute or two. The assessment that follows takes about 10 to 15 minutes, and you can pause at any step and come back later. Here is what you'll be asked, what you get at the end, and how we look after your answers.",
  audience: {
    heading: "Good to know before you start",
    items: [
      "You'll need a table, a light weight or a household item whose weight you know, like a can of food, and a rubber band for the thumb checks.",
      "Find a quiet spot where you can sit at a table and move your arms freely for a few minutes.",
      "There are no right or wrong answers. Answer as things are for you now, not on your best or worst day.",
      "Every check is gentle, and you stay in control: you stop a timed hold when your muscles tire or your pain goes above 5 out of 10.",
    ],
  },
  how: {
    heading: "The steps, in order",
    items: [
      {
        title: "Create your account",
        text: "Sign up with your email address and a password, or with Google. Your account keeps your answers and your program, so you can come back to them on any device.",
      },
      {
        title: "Do the eight-step assessment",
        text: "About you, a safety check, the QuickDASH questionnaire, where it hurts, nerve symptoms, movement checks, light timed holds and gentle nerve checks. Each one is described below.",
      },
      {
        title: "Get your program",
        text: "Your results and a personal exercise program appear as soon as you finish, with every exercise explained: how to do it, how much to do, and when to ease off.",
      },
      {
        title: "Follow it, and add Pro if it helps",
        text: "Do your exercises at home. If you want to log each set and have the next step worked out for you, track your daily load and see progress charts, Pro adds that.",
      },
    ],
  },
  sections: [
    {
      heading: "The eight assessment steps, honestly described",
      paragraphs: [
        "About you: your age range, dominant hand, body weight, how your symptoms began and how much you use your hands each day. Then a safety check: short yes-or-no questions about signs a clinician should look at first. If you answer yes to any, we explain why and suggest getting checked before you carry on.",
        "How your hands are coping: the eleven QuickDASH questions about everyday tasks over the last week. Where it hurts: you tap the sore areas on a hand diagram and rate each one. Nerve symptoms: whether you feel numbness, tingling or burning, where you feel it, and what sets it off.",
        "Movement: four simple self-checks of how your wrist, forearm, fingers and thumb move, which you rate yourself. Endurance: four timed holds with a light weight or a rubber band, which set your starting loads. Nerve checks: three gentle movements that show how your nerves like to move.",
        "None of this is a diagnosis. Your answers shape your exercises, and tell you when a clinician should see you in person.",
      ],
    },
    {
      heading: "After the assessment",
      paragraphs: [
        "Your program is built around the areas you marked, at a starting level your endurance results support. It can include gentle holds, slow strength work, stretches and nerve glides, each with clear steps and simple pain rules.",
        "On the free plan you keep your program and every instruction. Pro adds logging each set with automatic progression, daily load tracking, progress charts and a new program when your pain areas change. Some Pro plans start with a free trial.",
      ],
    },
    {
      heading: "Your health answers stay private",
      paragraphs: [
        "Some of what you tell us is health information, and we treat it with extra care. We never sell your data. Analytics and advertising tools load only if you say yes, and they never receive your health answers.",
        "You can download everything we hold about you, or delete your account and health data, at any time from your account page.",
      ],
    },
  ],
  evidence: {
    heading: "Why the assessment asks what it asks",
    items: [
      "The safety check comes first, as it would with a careful clinician. It looks for signs like a possible broken bone, a hot swollen joint or worsening numbness before any exercise.",
      "The QuickDASH is a published, validated questionnaire that clinicians use to measure how hand and arm problems affect daily life, so your changes are measured rather than guessed.",
      "The endurance holds set a starting load well inside what you can do, following the graded-loading approach used in tendon research.",
      "The pain rules follow the pain-monitoring model from tendon research: up to about 5/10 during exercise is generally fine if it settles by the next morning.",
    ],
  },
  costLine:
    "Signing up, the assessment, your program with every instruction and the library are free. Pro is optional, and you can decide later whether it would help you.",
  safety: [
    "If the safety check flags something, please see a clinician before you start. Once they say gentle exercise is fine, you can come back and carry on.",
    "After a fall or injury with severe pain, swelling or a change in shape, see a doctor the same day rather than doing the assessment.",
    "Stop any check that sharply increases your pain, and see a clinician if the pain stays high afterwards.",
    "Wristwise is educational, not medical advice. It can't examine you and doesn't replace your own doctor or physiotherapist.",
  ],
  faq: [
    {
      q: "Can I pause the assessment and finish later?",
      a: "Yes. Your answers are saved after each step, and when you sign in again you pick up where you left off.",
    },
    {
      q: "How long does the assessment take?",
      a: "About 10 to 15 minutes, most of it on the movement and endurance checks. Creating your account before it takes a minute or two.",
    },
    {
      q: "Do I need to pay to get my program?",
      a: "No. The assessment and your program with every instruction are free. Pro is an optional extra you can add later.",
    },
    {
      q: "Who can see my health answers?",
      a: "Your answers are used to build your program and show your progress. We never sell them, and analytics tools never receive them. You can download or delete your data at any time.",
    },
    {
      q: "What if I answer yes to a safety question?",
      a: "We explain what it might mean and suggest seeing a clinician first. It isn't a diagnosis. Once a clinician has said gentle exercise is fine, you confirm that and carry on.",
    },
  ],
  readSlugs: ["pain-education", "exercise-pain", "kinesiophobia"],
  cta: "signup",
};
