// The words of the first-run guide (issue #19). Plain language, calm, and never a diagnosis: it
// explains how Wristwise works, not what is wrong with anyone. The pain rule is spec 5's
// pain-monitoring model, as the program page states it.
import type { TOnboardingSlug } from "@/domain/onboarding/onboarding-steps";

export type TOnboardingCopy = {
  lead: string;
  points: readonly { title: string; body: string }[];
};

export const ONBOARDING_COPY: Record<TOnboardingSlug, TOnboardingCopy> = {
  "your-program": {
    lead: "Your program was built from your assessment: where it hurts, how easily your symptoms flare, and how strong and enduring your muscles were in the tests.",
    points: [
      {
        title: "A few exercises, grouped by area",
        body: "Each card shows one exercise with its sets, repetitions or holds, the weight or band, and the rest between sets. Open “How to do it” for the steps and the signs to stop.",
      },
      {
        title: "It starts light on purpose",
        body: "Tendons and muscles get stronger when the load rises slowly. The first week should feel easy; that is the plan working, not a sign it is too little.",
      },
      {
        title: "A few minutes, most days",
        body: "Doing a little regularly helps more than a long session now and then. Ten to fifteen minutes is a good start.",
      },
    ],
  },
  logging: {
    lead: "Logging a set takes a few seconds and tells Wristwise how the exercise went, so your next session can be set to match.",
    points: [
      {
        title: "Log a set or quick log",
        body: "“Log a set” records the reps, the weight, rest breaks and your pain during the set. “Quick log” saves a set done as prescribed in two taps: you only choose your pain.",
      },
      {
        title: "Your day's load",
        body: "On the Load page you can note how many hours you typed, gamed or used your hands, and your pain morning and evening. Over a few days it shows what eases your symptoms and what stirs them up.",
      },
      {
        title: "It works without a connection",
        body: "If you lose your connection, what you log waits safely on your device and is sent when you're back online. Each entry arrives once.",
      },
    ],
  },
  "pain-and-dose": {
    lead: "Some discomfort during these exercises can be expected and safe. Wristwise uses a simple pain rule to decide whether your next session steps up, stays the same or eases off.",
    points: [
      {
        title: "Up to 5 out of 10 during an exercise is acceptable",
        body: "Rate your pain honestly, from 0 (none) to 10 (the worst imaginable). Staying at 5 or below means the load suits you.",
      },
      {
        title: "Back to usual by the next morning",
        body: "Pain that settles overnight is a good sign. If it is still higher the next morning, the next session is made lighter.",
      },
      {
        title: "No steady rise from week to week",
        body: "When all three hold, the load goes up a little. When one doesn't, it stays or eases off. You never have to work this out yourself.",
      },
      {
        title: "When to stop and get checked",
        body: "Stop and speak to a clinician if pain is severe, keeps rising, or comes with new numbness, tingling that spreads, or weakness.",
      },
    ],
  },
  reminder: {
    lead: "A short daily reminder makes the habit easier. Choose the time and the days that fit your routine; you can change or turn it off at any time in your account.",
    points: [],
  },
};
