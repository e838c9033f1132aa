// /freeguides: the free starter guide, a PDF built from three library chapters, sent by email.
import type { TLanding } from "./schema";

export const FREE_GUIDES: TLanding = {
  slug: "freeguides",
  title: "Free starter guide: understanding and easing wrist pain",
  description:
    "Get the Wristwise starter guide by email: a free PDF on how pain works, exercise and pain, and handling flare-ups, in plain language.",
  eyebrow: "Free guide by email",
  headline: "A free starter guide to understanding and easing wrist pain",
  lead: "The Wristwise starter guide: understanding and easing wrist pain is a free PDF we send to your inbox. It brings together three chapters from our pain-education library, on how pain works, exercise and pain, and flare-ups, so you can read them in one place, at your own pace.",
  audience: {
    heading: "Who the guide is for",
    items: [
      "Anyone with wrist, hand, thumb or forearm pain who wants to understand what is going on before deciding what to do.",
      "People who worry that pain means damage, or feel unsure whether it is safe to keep using their hands.",
      "People already doing exercises who want to know how much discomfort is OK and what to do on a bad day.",
      "Friends, family or coworkers who want something calm and clear to share with someone in pain.",
    ],
  },
  how: {
    heading: "What is inside the guide",
    items: [
      {
        title: "How pain works",
        text: "Pain is your body's alarm. This chapter explains how the alarm can become extra sensitive when pain lasts, and why that doesn't always mean something is being harmed.",
      },
      {
        title: "Exercise and pain",
        text: "Why some discomfort during exercise is often fine, and the simple pain rules Wristwise uses: up to about 5/10 during exercise, settling by the next morning.",
      },
      {
        title: "Flare-ups",
        text: "Why pain can spike for a few days, a calm step-by-step plan to settle it, and how to build back up afterwards.",
      },
      {
        title: "When to get checked",
        text: "Each chapter ends with the signs that mean it's time to see a clinician, so you know when a guide isn't enough.",
      },
    ],
  },
  sections: [
    {
      heading: "How you get it",
      paragraphs: [
        "Type your email address into the form on this page and we'll send you the guide as a PDF. You can read it on your phone, print it, or keep it for a harder day.",
        "We use your email only to send you the guide. If you tick the box to agree, we'll also send occasional tips on easing wrist and hand pain. You can unsubscribe at any time using the link in any email, and we never sell your data.",
      ],
    },
    {
      heading: "Why we start with understanding pain",
      paragraphs: [
        "When pain lasts, it is easy to start avoiding things, moving stiffly and worrying about every twinge. Learning how pain works can make it less frightening, and that often makes it easier to keep moving.",
        "The guide doesn't replace a clinician and can't tell you what is causing your pain. It is general education, written in plain language, to help you feel more confident about your next step.",
      ],
    },
    {
      heading: "Want a plan as well?",
      paragraphs: [
        "If you'd like exercises built around your own hands, the free Wristwise assessment takes you through a safety check, movement checks and questions about daily life, then builds a personal program. The guide pairs well with it, but you don't need one to use the other.",
      ],
    },
  ],
  evidence: {
    heading: "Where the guide's content comes from",
    items: [
      "The chapters come from the Wristwise pain-education library, where every topic lists its research references and the date it was last reviewed.",
      "The pain chapter draws on pain-science research that describes pain as a protective alarm made by the nervous system, shaped by sleep, stress and past experience as well as by the tissues.",
      "The exercise chapter follows the pain-monitoring model from tendon research, and a review that found exercise allowing some pain did at least as well as keeping it pain-free.",
      "The flare-up chapter follows the common clinical advice to reduce activity for a few days rather than stop it, then build back up gradually.",
    ],
  },
  costLine:
    "The starter guide is free, and so are the Wristwise assessment, your personal program and the library. Pro is an optional upgrade if you later want logging and progress tracking.",
  safety: [
    "A guide can't examine you. If your pain is severe, getting quickly worse or follows a fall or injury, please see a doctor.",
    "A hot, red, swollen joint, especially with a fever, needs medical help the same day.",
    "Numbness that never goes away, weakness, or a thinner thumb base are signs to see a clinician soon.",
    "If your pain hasn't started to improve after a few weeks, or a flare-up hasn't begun to settle after two weeks, talk to a clinician.",
  ],
  faq: [
    {
      q: "Is the guide really free?",
      a: "Yes. There is nothing to pay and no card needed. Just enter your email address and we'll send you the PDF.",
    },
    {
      q: "What will you do with my email address?",
      a: "We use it to send you the guide. We'll send occasional tips only if you agree, and you can unsubscribe at any time. We never sell your data.",
    },
    {
      q: "Is the guide the same as the online library?",
      a: "It is built from three of the library's chapters: how pain works, exercise and pain, and flare-ups. It puts them together in one PDF you can save, print or share.",
    },
    {
      q: "Do I need an account to get the guide?",
      a: "No. The guide only needs an email address. If you later want a personal program, you can create a free account and do the assessment.",
    },
  ],
  readSlugs: ["pain-science", "exercise-pain", "flare-ups"],
  cta: "guide",
};
