// /promos/lifetime-launch: Lifetime Pro at its launch price (offer "lifetime-promo": the lifetime
// plan, paid once). What it includes is the lifetime tier's row of the feature table: everything in
// Pro plus expert consultations, and not the community dashboard. The template shows the price and
// the date the launch price ends; the copy never writes either.
import type { TCampaign } from "../campaign-schema";

export const LIFETIME_LAUNCH: TCampaign = {
  slug: "lifetime-launch",
  kind: "promo",
  offerId: "lifetime-promo",
  title: "Lifetime Pro at a launch price: pay once, keep it",
  description:
    "Lifetime Pro with expert consultations at a launch price, paid once with nothing that renews. Who a one-time payment suits, and what it includes.",
  eyebrow: "Lifetime Pro launch price",
  headline: "One payment, Pro for life: who it suits and what it includes",
  lead: "Hand and wrist pain can come and go over the years, with a new job, a new baby, a new instrument or a busy season. Lifetime Pro keeps your guided plan, with expert consultations, there whenever you need it, from a single payment. Until the launch price ends, it costs less than usual, and the price and end date are shown on this page.",
  audience: {
    heading: "Lifetime may suit you if",
    items: [
      "Your hands work hard for a living, through typing, trades, caring or music, and you expect to need support again one day.",
      "Your pain has come and gone over the years, and you would like a plan ready whenever it returns.",
      "You would rather pay once than keep track of a subscription.",
      "You would value talking your plan through with an expert when a question comes up.",
    ],
  },
  how: {
    heading: "How it works",
    items: [
      {
        title: "Start free",
        text: "Take the free eight-step assessment and get your program first, so you can see how Wristwise fits your hands before you pay anything.",
      },
      {
        title: "Pay once, at the launch price",
        text: "Lifetime Pro is a single payment. Nothing renews, so there is nothing to cancel. The launch price is available until the date shown on this page.",
      },
      {
        title: "Use it when you need it",
        text: "Follow your guided plan while your hands settle, ease off when things are good, and come back when pain returns, with a new program built for where your hands are then.",
      },
      {
        title: "Talk it through",
        text: "Expert consultations are part of Lifetime Pro, so you can talk your plan through with an expert whenever you would like another view.",
      },
    ],
  },
  sections: [
    {
      heading: "Who a one-time payment suits",
      paragraphs: [
        "A one-time payment suits people who expect their hands to need care on and off over the years, rather than just once. If your work or hobbies keep your hands busy, pain often returns when load jumps, and having your plan ready makes it easier to respond early and calmly.",
        "It may not suit everyone. If you would rather try Pro first, the monthly, 3-month and annual plans start with a free trial. Your free program never depends on any of them.",
      ],
    },
    {
      heading: "What Lifetime Pro includes",
      paragraphs: [
        "Everything in Pro: logging your exercises, with the next step worked out for you; a new program whenever your pain regions change; daily load tracking; progress statistics and charts; and the full exercise library on top of your program's basic exercises.",
        "Expert consultations, so you can talk your plan through with an expert. A consultation is a chance to review how things are going. It is not a diagnosis, and if anything needs a closer look, you will be encouraged to see a clinician in person.",
        "It is paid once, and nothing renews. Add-ons such as the community chat role, mini courses and ebooks are separate, and only ever charged if you choose them.",
      ],
    },
    {
      heading: "Living with hands that work hard",
      paragraphs: [
        "Most wrist and hand pain comes from load the tissues weren't ready for, and it often improves with steady, graded exercise. Flare-ups can still happen later, with a new job or a busy season. A plan you can return to, with clear rules for easing off and building back, makes those moments less worrying.",
      ],
    },
  ],
  evidence: {
    heading: "How the plan follows research",
    items: [
      "Research on painful tendons supports gradual, well-planned loading, with a steady build-up over weeks rather than one special exercise.",
      "The pain rules follow the pain-monitoring model from tendon research: some discomfort during exercise is allowed if it settles by the next day and doesn't rise from week to week.",
      "A review of exercise for long-lasting pain found that exercise which hurt a little did not lead to worse results than pain-free exercise, which is why a flare-up is a reason to adjust, not to stop.",
      "The QuickDASH, a published and validated questionnaire, measures how your hand affects everyday tasks, so change over the years is measured, not guessed.",
    ],
  },
  costLine:
    "The assessment, your program with every instruction and the pain education library are free, and stay free. Lifetime Pro is optional and paid once, at the launch price shown below until it ends.",
  safety: [
    "See a doctor the same day if your wrist hurts badly after a fall, looks out of shape, or is too painful to move.",
    "A hot, red and swollen joint, especially with a fever or feeling unwell, needs medical help the same day.",
    "If your hand feels numb all the time, is getting weaker, or you keep dropping things, see a clinician before you start exercising.",
    "If your pain is getting quickly worse, or returns in a new or different way, check with a clinician before picking your plan back up.",
    "Wristwise does not diagnose, and an expert consultation is not a diagnosis. This page is education, not medical advice.",
  ],
  faq: [
    {
      q: "When does the launch price end?",
      a: "The end date is shown on this page, next to the price. After that day, Lifetime Pro is still available, at its usual price.",
    },
    {
      q: "Will I ever be charged again for Lifetime Pro?",
      a: "No. Lifetime Pro is paid once and nothing renews. Add-ons are separate, and only ever charged if you choose them.",
    },
    {
      q: "Does Lifetime Pro include the community dashboard?",
      a: "No. The community dashboard comes only with the Lifetime Community plan. Lifetime Pro includes everything in Pro, plus expert consultations.",
    },
    {
      q: "Can an expert consultation tell me what is wrong with my wrist?",
      a: "No. It is a chance to talk your plan through and how it is going, not a diagnosis. If you notice warning signs, such as numbness that keeps getting worse, please see a clinician in person.",
    },
  ],
  readSlugs: ["flare-ups", "pain-science", "tendon-response"],
  pro: {
    title: "Lifetime Pro launch offer, expert consultations included",
    description:
      "Lifetime Pro at its launch price: logging, load tracking, progress charts, the full exercise library and expert consultations, paid once. Nothing renews.",
    headline: "Lifetime Pro with expert consultations, at its launch price",
    heading: "What lifetime adds over the years",
    paragraphs: [
      "Lifetime Pro is the guided plan for as long as you use Wristwise. Logging works out your next step, daily load tracking shows how each day adds up, and progress statistics and charts make slow change easier to see. The full exercise library is yours too.",
      "When your pain moves, or comes back years later, you can add or remove pain areas and get a new program built around them, with your earlier logs still in your account. Expert consultations let you talk your plan through with an expert whenever you want another view.",
      "It is one payment at the launch price, shown on this page with the date it ends. Nothing renews, so there is nothing to cancel and nothing to keep track of.",
    ],
  },
  cta: "signup",
};
