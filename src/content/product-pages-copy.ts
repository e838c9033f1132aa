// The copy of the product pages: one page per plan and add-on of the catalogue
// (src/domain/billing/catalogue.ts). What each page promises follows the tier's row of the feature
// table (src/domain/access/features.ts) and the catalogue's descriptions; prices live only in the
// catalogue, never here. Checked at load, like the catalogue: a page that breaks the rules fails
// the build, not a visitor.
import { z } from "zod";

export const PRODUCT_PAGE_SLUGS = [
  "core",
  "pro-monthly",
  "pro-3-months",
  "pro-6-months",
  "pro-annual",
  "pro-lifetime",
  "lifetime-community",
  "community-chat",
  "expert-calls",
  "mini-courses",
  "ebooks",
] as const;
export type TProductPageSlug = (typeof PRODUCT_PAGE_SLUGS)[number];

export type TProductCopy = {
  slug: TProductPageSlug;
  product: { planId: string } | { addonType: string };
  headline: string;
  intro: string[];
  whoFor: string[];
  whatYouGet: string[];
  faq: { q: string; a: string }[];
};

const ZProductCopy = z.object({
  slug: z.enum(PRODUCT_PAGE_SLUGS),
  product: z.union([
    z.object({ planId: z.string().min(2) }).strict(),
    z.object({ addonType: z.string().min(2) }).strict(),
  ]),
  headline: z.string().min(10).max(90),
  intro: z.array(z.string().min(40).max(500)).length(2),
  whoFor: z.array(z.string().min(10)).length(3),
  whatYouGet: z.array(z.string().min(10)).min(3).max(5),
  faq: z
    .array(z.object({ q: z.string().min(10).max(140), a: z.string().min(20).max(500) }))
    .min(2)
    .max(3),
});

const FREE_STAYS_FREE =
  "No. The assessment, your program with every instruction and the pain library stay free for everyone, whatever you buy or stop buying.";

const PRODUCT_COPY_INPUT: TProductCopy[] = [
  {
    slug: "core",
    product: { planId: "core" },
    headline: "Core: the whole exercise library, at your own pace",
    intro: [
      "Your free program gives you a steady set of stretches, holds and nerve glides chosen for where your hand hurts. Core opens up the rest: the full exercise library, so you can look around, learn what each exercise is for and try the ones that suit your day.",
      "Core is for people who like to find their own way. There is no logging or automatic progression here, just clear instructions and a wide choice of movements for wrists, thumbs, fingers and forearms, to use whenever it helps.",
    ],
    whoFor: [
      "You enjoy following your free program and would like more exercises to choose from.",
      "You prefer to decide for yourself what to do each day, without tracking or charts.",
      "You want a light, low-commitment way to keep your hands moving between busy weeks.",
    ],
    whatYouGet: [
      "Your program's basic exercises: stretches, holds and nerve glides",
      "The full exercise library, with clear step-by-step instructions for every exercise",
      "A plan that renews each month, which you can cancel any time from your account page",
    ],
    faq: [
      {
        q: "How is Core different from Pro?",
        a: "Core gives you the full exercise library to use as you like. Pro adds logging with the next step worked out for you, daily load tracking, progress charts and a new program whenever your pain regions change.",
      },
      {
        q: "What happens if I cancel?",
        a: "You can cancel any time from your account page. You keep the library until the end of the month you have already paid for, and your free program carries on as before.",
      },
      { q: "Do I lose my free program if I choose Core?", a: FREE_STAYS_FREE },
    ],
  },
  {
    slug: "pro-monthly",
    product: { planId: "1month" },
    headline: "Pro, month by month: a guided plan you can stop whenever you like",
    intro: [
      "Pro turns your program into a plan that moves with you. You log each session, and Wristwise works out the next step for you, so the load builds up gently when things go well and eases off when pain tells it to.",
      "Paying month by month keeps things simple. You can start with a free trial, see how the logging and charts fit into your routine, and stop whenever you like. Nothing about your free program changes along the way.",
    ],
    whoFor: [
      "You want to try guided progression without committing to a longer plan.",
      "Your wrist or hand pain has been hanging around and you would like a steady structure to follow.",
      "You like seeing your effort add up in a log and a chart, week after week.",
    ],
    whatYouGet: [
      "Logging your exercises, with the next step worked out for you",
      "A new program whenever your pain regions change",
      "Daily load tracking, plus progress statistics and charts",
      "The full exercise library on top of your program's basic exercises",
      "A free trial to start, then a monthly plan you can cancel any time from your account page",
    ],
    faq: [
      {
        q: "Can I stop at any time?",
        a: "Yes. Cancel from your account page whenever you like. You keep Pro until the end of the month you have paid for, and nothing renews after that.",
      },
      {
        q: "Is a month long enough to notice a change?",
        a: "Some people notice their hands coping a little better within a few weeks, while tendons often take a few months to adapt to steady loading. Month by month lets you keep going for as long as it helps.",
      },
      { q: "Will I lose my free program if I stop Pro?", a: FREE_STAYS_FREE },
    ],
  },
  {
    slug: "pro-3-months",
    product: { planId: "3month" },
    headline: "Pro for three months: time for your tendons to adapt",
    intro: [
      "Tendons and muscles adapt to the load they are given, but they do it slowly. Many people notice clearer changes over two to three months of steady loading, and some need longer, which makes three months a natural length for a focused block of rehab.",
      "Pro for three months gives you the full guided plan for that whole stretch: logging with the next step worked out for you, daily load tracking and charts that show how far you have come. You can start with a free trial first.",
    ],
    whoFor: [
      "You are ready to give your hands a proper, steady block of graded exercise.",
      "You have tried resting and it helped for a while, but the pain keeps coming back.",
      "You would rather pay once a season than think about your plan every month.",
    ],
    whatYouGet: [
      "Logging your exercises, with the next step worked out for you",
      "A new program whenever your pain regions change",
      "Daily load tracking, plus progress statistics and charts",
      "The full exercise library on top of your program's basic exercises",
      "A free trial to start, then a plan that renews every three months and can be cancelled any time",
    ],
    faq: [
      {
        q: "Does the three-month plan renew?",
        a: "Yes, it renews every three months. You can cancel any time from your account page and keep Pro until the end of the three months you have already paid for.",
      },
      {
        q: "What if I have a flare-up in the middle?",
        a: "A bad day or a short flare-up is common and doesn't mean you are back at the start. Your plan eases off when pain tells it to, then builds up again in small steps.",
      },
      { q: "Will I lose my free program if I buy this plan?", a: FREE_STAYS_FREE },
    ],
  },
  {
    slug: "pro-6-months",
    product: { planId: "6month" },
    headline: "Six months of Pro, paid once, with nothing that renews",
    intro: [
      "Some people would rather settle things once and get on with their rehab. Six months of Pro is paid for a single time, and nothing renews afterwards, so there is no subscription to remember and nothing to cancel.",
      "Half a year gives you room for a steady build-up, a few bumpy weeks and a gentle return to the things you love doing with your hands. You get the full guided plan, with logging, load tracking and charts, for the whole six months.",
    ],
    whoFor: [
      "You prefer a single payment to a subscription that renews.",
      "You want enough time to build up slowly, including a setback or two along the way.",
      "You are planning a return to a demanding hobby, sport or job and want a long runway.",
    ],
    whatYouGet: [
      "Logging your exercises, with the next step worked out for you",
      "A new program whenever your pain regions change",
      "Daily load tracking, plus progress statistics and charts",
      "The full exercise library on top of your program's basic exercises",
      "Six months of access from one payment, with nothing that renews",
    ],
    faq: [
      {
        q: "What happens when the six months are over?",
        a: "Your Pro access simply ends and you are not charged again. Your logs stay with your account, and you can choose another plan later if you would like to carry on.",
      },
      {
        q: "Is there a free trial for this plan?",
        a: "The free trial is for the plans that renew. If you would like to try Pro first, you can start a trial on the monthly plan and choose the six-month plan afterwards.",
      },
      { q: "Will I lose my free program if I buy this plan?", a: FREE_STAYS_FREE },
    ],
  },
  {
    slug: "pro-annual",
    product: { planId: "annual" },
    headline: "A year of Pro, with expert consultations included",
    intro: [
      "A year gives your hands time to get stronger, cope with busy seasons and settle into habits that last. The annual plan is the one most people choose: the full guided Pro plan for twelve months, plus expert consultations when you want another view.",
      "Logging works out your next step, load tracking shows how each day adds up, and charts make slow progress easier to see. When you would like to talk your plan through with an expert, consultations are part of your year.",
    ],
    whoFor: [
      "You want steady support over a whole year, not just a short block.",
      "You would value talking your plan through with an expert now and then.",
      "Your hands are busy all year round, with work, hobbies or caring for others.",
    ],
    whatYouGet: [
      "Logging your exercises, with the next step worked out for you",
      "A new program whenever your pain regions change",
      "Daily load tracking, plus progress statistics and charts",
      "Expert consultations, so you can talk your plan through with an expert",
      "A free trial to start, then a yearly plan you can cancel any time from your account page",
    ],
    faq: [
      {
        q: "Can I cancel the annual plan?",
        a: "Yes. Cancel any time from your account page. You keep Pro and your consultations until the end of the year you have paid for, and it won't renew after that.",
      },
      {
        q: "Can an expert tell me what is wrong with my wrist?",
        a: "A consultation is a chance to talk through your plan and how it is going. It is not a diagnosis. If you notice warning signs such as numbness that keeps getting worse, please see a clinician in person.",
      },
      { q: "Will I lose my free program if I buy this plan?", a: FREE_STAYS_FREE },
    ],
  },
  {
    slug: "pro-lifetime",
    product: { planId: "lifetime" },
    headline: "Pro for life, with expert consultations, paid once",
    intro: [
      "Hand and wrist pain can come and go over the years, with a new job, a new baby, a new hobby or a busy season. Lifetime Pro means your guided plan is there whenever you need it, for as long as you need it, from a single payment.",
      "You get everything in Pro, with logging, load tracking, progress charts and a new program when your pain regions change, plus expert consultations. Nothing renews, so there is nothing to cancel and nothing to keep track of.",
    ],
    whoFor: [
      "Your hands work hard for a living and you expect to need support again one day.",
      "You would rather pay once than keep a subscription going.",
      "You want expert consultations available whenever a question comes up.",
    ],
    whatYouGet: [
      "Logging your exercises, with the next step worked out for you",
      "A new program whenever your pain regions change",
      "Daily load tracking, plus progress statistics and charts",
      "Expert consultations, so you can talk your plan through with an expert",
      "Lifetime access from one payment, with nothing that renews",
    ],
    faq: [
      {
        q: "Will I ever be charged again?",
        a: "No. Lifetime Pro is paid once and nothing renews. Add-ons such as the community chat role are separate, and only ever charged if you choose them.",
      },
      {
        q: "What if my pain settles and comes back years later?",
        a: "That is exactly what Lifetime is for. Take the assessment again, and you will get a fresh program for where your hands are now, with your earlier logs still in your account.",
      },
      { q: "Will I lose my free program if I buy this plan?", a: FREE_STAYS_FREE },
    ],
  },
  {
    slug: "lifetime-community",
    product: { planId: "lifetime_community" },
    headline: "Lifetime Pro, expert consultations and the community dashboard",
    intro: [
      "Recovering from hand and wrist pain can feel lonely. The Lifetime Community plan brings together everything Wristwise offers in one payment: lifetime Pro, expert consultations and the community dashboard, for as long as you use Wristwise.",
      "The guided plan does the careful work of building your load up and easing it back. Expert consultations give you a chance to talk it through with someone who knows hands well. The community dashboard is the part only this plan includes.",
    ],
    whoFor: [
      "You want the most complete plan Wristwise offers, paid for once.",
      "You find it easier to keep going when you feel part of something bigger.",
      "You would value expert consultations whenever questions come up over the years.",
    ],
    whatYouGet: [
      "Logging your exercises, with the next step worked out for you, and daily load tracking",
      "A new program whenever your pain regions change, plus progress statistics and charts",
      "Expert consultations, so you can talk your plan through with an expert",
      "The community dashboard, which only this plan includes",
      "Lifetime access from one payment, with nothing that renews",
    ],
    faq: [
      {
        q: "How is this different from Lifetime Pro?",
        a: "Both include lifetime Pro and expert consultations. Lifetime Community adds the community dashboard, which no other plan includes.",
      },
      {
        q: "Is the community chat role included?",
        a: "Yes. Lifetime Community includes the community chat role: link your Discord account in the community settings and you are added to the members' channels, with no monthly subscription. On any other plan, the chat role is an add-on of its own.",
      },
      { q: "Will I lose my free program if I buy this plan?", a: FREE_STAYS_FREE },
    ],
  },
  {
    slug: "community-chat",
    product: { addonType: "discordRole" },
    headline: "The community chat role: members' channels and monthly Q&A",
    intro: [
      "Rehab goes better when you don't feel you are doing it alone. The community chat role opens the members' channels of the Wristwise chat community, where people working through hand and wrist pain share what helps, ask questions and keep each other going.",
      "Each month there is a Q&A session, a relaxed chance to ask about exercises, pacing and flare-ups. It is general education and shared experience, not personal medical advice, so it sits alongside your program rather than replacing it.",
    ],
    whoFor: [
      "You stay motivated more easily with other people around you.",
      "You have questions about exercises, pacing or flare-ups and would like to ask them out loud.",
      "You enjoy sharing small wins, like a pain-free evening of typing or a jar opened without thinking.",
    ],
    whatYouGet: [
      "Access to the members' channels of the Wristwise chat community, given by linking your Discord account from your account page",
      "Monthly Q&A sessions on exercises, pacing and flare-ups",
      "A monthly subscription you can cancel any time from your account page, keeping access to the month's end",
    ],
    faq: [
      {
        q: "Is the chat role part of a plan?",
        a: "Only the Lifetime Community plan includes it. With any other plan, or none, the chat role is an add-on of its own, sold as a monthly subscription. Your free program, assessment and pain library stay free whether or not you join.",
      },
      {
        q: "Can someone in the chat tell me what is causing my pain?",
        a: "No. The community shares experience and general education, and nobody there can diagnose your pain. If you notice warning signs, such as a hot swollen joint or numbness that keeps getting worse, please see a clinician.",
      },
    ],
  },
  {
    slug: "expert-calls",
    product: { addonType: "expertVideoCalls" },
    headline: "Expert video calls: your plan, reviewed with a hand therapist",
    intro: [
      "Sometimes you simply want to talk things through with someone who knows hands well. Expert video calls give you one call a month with a hand therapist, who reviews your plan with you and helps you make sense of how it is going.",
      "You might want to check how an exercise should feel, talk about a recent flare-up, or plan a return to a demanding task. Each call is half an hour, booked at a time that suits you, from the comfort of home.",
    ],
    whoFor: [
      "You have questions about your plan that are easier to ask face to face.",
      "You would like reassurance that you are pacing your exercises sensibly.",
      "You are getting ready to go back to a demanding job, sport or hobby and want a second view.",
    ],
    whatYouGet: [
      "One video call a month with a hand therapist who reviews your plan with you",
      "Calls booked online, at a time that suits you, in your own time zone",
      "A monthly subscription you can cancel any time from your account page, keeping access to the month's end",
    ],
    faq: [
      {
        q: "Will the hand therapist diagnose my wrist on the call?",
        a: "The call is a review of your plan and how it is going, not a diagnosis. If anything sounds like it needs a closer look, you will be encouraged to see a clinician in person.",
      },
      {
        q: "Do my free program and assessment stay free?",
        a: "Yes. The assessment, your program with every instruction and the pain library stay free for everyone, whether or not you book calls.",
      },
    ],
  },
  {
    slug: "mini-courses",
    product: { addonType: "miniCourses" },
    headline: "Mini courses: short guided help with one problem each",
    intro: [
      "Some problems deserve their own small plan. Each mini course is a short, guided course on one thing, such as setting up your desk, rebuilding grip strength or knowing what to do after a bad week. You buy it once and it is yours to keep.",
      "The lessons are short and practical, written in the same plain language as your program. They sit alongside your exercises, giving you the why and the how for the parts of daily life that affect your hands most.",
    ],
    whoFor: [
      "You spend long days at a desk and suspect your setup is part of the problem.",
      "Your pain has settled and you would like to build your grip back up with a clear plan.",
      "You want to be ready for a flare-up, so a bad week feels less worrying.",
    ],
    whatYouGet: [
      "Set up your desk in a week: seven short lessons on your chair, keyboard, mouse and breaks",
      "Rebuilding grip strength: a four-week progression for grip, pinch and carrying, after pain settles",
      "Your flare-up plan: how to scale your program back and build it up again after a bad week",
      "Each course bought once and kept for good, with nothing that renews",
    ],
    faq: [
      {
        q: "Are mini courses part of Pro?",
        a: "No. Mini courses are bought one at a time, separately from any plan, and each is yours to keep. Your free program, assessment and pain library stay free whatever you choose.",
      },
      {
        q: "When should I start the grip strength course?",
        a: "It is designed for after pain settles. If gripping still hurts a lot, keep going with your program first, and come back to the course once everyday tasks feel easier.",
      },
    ],
  },
  {
    slug: "ebooks",
    product: { addonType: "ebooks" },
    headline: "Ebooks: practical guides to read at your own pace",
    intro: [
      "Understanding what is going on in your hands can make pain less worrying and movement feel safer. Our ebooks are downloadable guides, written in plain language, that you can read at your own pace and come back to whenever you like.",
      "Each ebook is bought once and yours to keep. They explain the ideas behind your program in more depth, from how tendons respond to load to how to make a day of typing kinder to your wrists.",
    ],
    whoFor: [
      "You like to understand the reasons behind your exercises, not just follow them.",
      "You type for a living and want practical ideas for your keyboard, posture, pacing and breaks.",
      "You prefer reading at your own pace, away from a screen full of notifications.",
    ],
    whatYouGet: [
      "Typing without pain: a practical guide to keyboards, posture, pacing and breaks for desk workers",
      "Understanding your tendons: how tendons respond to load, and why the right amount of exercise helps",
      "Downloadable guides, each bought once and kept for good, with nothing that renews",
    ],
    faq: [
      {
        q: "Can an ebook tell me what is causing my pain?",
        a: "No. The ebooks are general education and can't diagnose your pain. If you notice warning signs, such as a wrist that looks out of shape or numbness that keeps getting worse, please see a clinician.",
      },
      {
        q: "Does buying an ebook change my free program?",
        a: "Not at all. The assessment, your program with every instruction and the pain library stay free for everyone, whatever you buy.",
      },
    ],
  },
];

/** Parses every page's copy: one page per slug, in slug order. */
export function parseProductCopy(input: unknown): TProductCopy[] {
  const parsed = z.array(ZProductCopy).parse(input);
  const slugs = parsed.map((p) => p.slug);
  if (
    slugs.length !== PRODUCT_PAGE_SLUGS.length ||
    slugs.some((s, i) => s !== PRODUCT_PAGE_SLUGS[i])
  )
    throw new Error("product copy: one page per slug, in slug order");
  return parsed;
}

export const PRODUCT_COPY: readonly TProductCopy[] = parseProductCopy(PRODUCT_COPY_INPUT);

/** The copy of one product page. Every slug has a page, so this never comes back empty. */
export function findProductCopy(slug: TProductPageSlug): TProductCopy {
  const copy = PRODUCT_COPY.find((c) => c.slug === slug);
  if (!copy) throw new Error(`product copy: no page for ${slug}`);
  return copy;
}

/** Every visible word of a page: headline, intro, who it's for, what you get and the FAQ. */
export function countProductCopyWords(copy: TProductCopy): number {
  const text = [
    copy.headline,
    ...copy.intro,
    ...copy.whoFor,
    ...copy.whatYouGet,
    ...copy.faq.flatMap((f) => [f.q, f.a]),
  ].join(" ");
  return text.split(/\s+/).filter((w) => w.length > 0).length;
}
