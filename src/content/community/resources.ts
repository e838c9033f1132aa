/**
 * The community dashboard's resources library (issue #20): the Wristwise material worth keeping
 * close, gathered by what it is for. Every link leads to a page that exists, with the slug of a
 * real catalogue entry (checked in the tests):
 *  - topics: /wrist-pain-education/{slug}, the library inside the app;
 *  - exercise sheets: /exercises/{slug}, the public exercise pages (no print styles of their own,
 *    so they are described as pages you can print from your browser, not as one-page sheets);
 *  - mini courses: /wrist-pain-education/courses/{id}, whose days open once the course is owned;
 *  - ebooks: the library's shelf, which offers the PDF to an owner and the price to anyone else
 *    (the download address itself refuses a person who hasn't bought the book);
 *  - guides: the free starter guide's PDF, and the app's own explanation of a person's plan.
 * Mini courses and ebooks are sold separately from every plan, Lifetime Community included, and
 * the descriptions say so.
 */

export type TResource = {
  title: string;
  description: string;
  /** An internal path: no scheme, no host. */
  href: string;
  kind: "guide" | "ebook" | "course" | "topic" | "exercise-sheet";
};

export type TResourceSection = {
  slug: string;
  title: string;
  intro: string;
  items: TResource[];
};

/** Where the library's shelf of mini courses and ebooks sits (its heading's id). */
export const LEARNING_SHELF_HREF = "/wrist-pain-education#shelf";

export const RESOURCE_SECTIONS: readonly TResourceSection[] = [
  {
    slug: "start-here",
    title: "Start here",
    intro:
      "New to the community, or coming back after a break? These four are the quickest way to understand your plan, how pain works and what to do on a bad day.",
    items: [
      {
        title: "Your plan, explained",
        description:
          "The muscles and tendons in the areas your program works on, the guidelines for doing your exercises, and a plan for flare-ups.",
        href: "/about-plan",
        kind: "guide",
      },
      {
        title: "The Wristwise starter guide",
        description:
          "A free PDF of three library chapters: how pain works, exercise and pain, and flare-ups. Read it on your phone, or print it and keep it for a harder day.",
        href: "/api/guides/starter",
        kind: "guide",
      },
      {
        title: "Is it OK if exercise hurts a little?",
        description:
          "The pain rules behind your program: some discomfort during exercise is often fine if it stays at about 5 out of 10 or below and settles by the next morning.",
        href: "/wrist-pain-education/exercise-pain",
        kind: "topic",
      },
      {
        title: "Flare-ups: why they happen and what to do",
        description:
          "Why pain can spike for a few days, a calm step-by-step plan to settle it, how to build back up, and when to see a clinician.",
        href: "/wrist-pain-education/flare-ups",
        kind: "topic",
      },
    ],
  },
  {
    slug: "pain-education",
    title: "Pain education",
    intro:
      "Plain-language topics from the Wristwise library, each with its key points first, when to see a clinician at the end, and the research it draws on. Read them in any order.",
    items: [
      {
        title: "How pain works: an alarm that can become too sensitive",
        description:
          "Why pain can stay switched on after tissues settle, and how gentle, steady movement can help turn it down.",
        href: "/wrist-pain-education/pain-science",
        kind: "topic",
      },
      {
        title: "Common beliefs about wrist and hand pain",
        description:
          "Where ideas like 'pain means damage' and 'rest until it stops hurting' come from, and what research suggests instead.",
        href: "/wrist-pain-education/pain-beliefs",
        kind: "topic",
      },
      {
        title: "Fear of movement",
        description:
          "Why feeling afraid to use a painful hand is normal, how avoiding movement can keep pain going, and how to rebuild confidence one small step at a time.",
        href: "/wrist-pain-education/kinesiophobia",
        kind: "topic",
      },
      {
        title: "How tendons react to load, and why they get sore",
        description:
          "Why tendons get sensitive when load changes quickly, why rest alone rarely fixes them, and how long they take to adapt.",
        href: "/wrist-pain-education/tendon-response",
        kind: "topic",
      },
      {
        title: "Why slow, steady loading helps sore tendons",
        description:
          "How holds and slow lifting help tendons get stronger, and how your program steps up a little at a time.",
        href: "/wrist-pain-education/tendon-loading",
        kind: "topic",
      },
      {
        title: "The carpal tunnel: tingling fingers and what helps",
        description:
          "What the carpal tunnel is, why it can cause night tingling in the thumb and first fingers, what helps, and when to see a clinician.",
        href: "/wrist-pain-education/carpal-tunnel",
        kind: "topic",
      },
      {
        title: "Posture and setup: why variety beats the perfect position",
        description:
          "Practical desk, mouse, phone and gaming tips, why short breaks matter, and what the evidence says about ergonomics.",
        href: "/wrist-pain-education/posture-ergonomics",
        kind: "topic",
      },
      {
        title: "Scans and X-rays: what they can and can't tell you",
        description:
          "What X-ray, ultrasound and MRI show, why many findings are common in people without pain, and how to read a report calmly.",
        href: "/wrist-pain-education/imaging-results",
        kind: "topic",
      },
      {
        title: "Case study: Sam, a developer with forearm pain",
        description:
          "An illustrative 12-week story of easing typing pain with holds and slow loading, a flare-up in a deadline week, and building back up.",
        href: "/wrist-pain-education/case-study-1",
        kind: "topic",
      },
    ],
  },
  {
    slug: "exercise-sheets",
    title: "Exercise sheets",
    intro:
      "Step-by-step pages for some of the exercises most programs are built from, with the steps, cues, common mistakes and when to stop. You can print any of them from your browser. Your own program sets your dose; the pages show a usual starting dose.",
    items: [
      {
        title: "Wrist flexor stretch",
        description:
          "A gentle stretch for the palm side of the wrist and forearm, which can feel tight after gripping, typing or mouse work.",
        href: "/exercises/wrist-flexor-stretch",
        kind: "exercise-sheet",
      },
      {
        title: "Wrist extensor stretch",
        description:
          "A gentle stretch for the back of the forearm, where the muscles that lift your wrist work hard during typing and mouse use.",
        href: "/exercises/wrist-extensor-stretch",
        kind: "exercise-sheet",
      },
      {
        title: "Tendon glides",
        description:
          "Five hand shapes that help the finger tendons slide smoothly, to ease stiffness and keep your fingers moving freely.",
        href: "/exercises/tendon-glides",
        kind: "exercise-sheet",
      },
      {
        title: "Median nerve glide (level 1)",
        description:
          "A gentle movement, not a stretch, that helps the nerve running into your palm slide freely while keeping tension low.",
        href: "/exercises/median-nerve-glide-level-1",
        kind: "exercise-sheet",
      },
      {
        title: "Wrist extension hold",
        description:
          "A steady hold with no movement for the muscles that lift your wrist: a calm first step when the back of your wrist is sore.",
        href: "/exercises/isometric-wrist-extension",
        kind: "exercise-sheet",
      },
      {
        title: "Wrist flexion hold",
        description:
          "A steady hold with no movement for the muscles on the palm side of your forearm, for when that area is sore.",
        href: "/exercises/isometric-wrist-flexion",
        kind: "exercise-sheet",
      },
      {
        title: "Thumb lift hold",
        description:
          "A steady hold for the muscles that lift your thumb, for when the thumb side of your wrist is sore.",
        href: "/exercises/isometric-thumb-extension",
        kind: "exercise-sheet",
      },
      {
        title: "Wrist extension curl",
        description:
          "Slow, controlled strength work for the muscles that lift your wrist, so typing, mouse work and lifting tire them less.",
        href: "/exercises/wrist-extension-curl",
        kind: "exercise-sheet",
      },
      {
        title: "Grip squeeze",
        description:
          "Gentle, steady grip strength for everyday tasks like carrying bags, opening jars and holding a mouse.",
        href: "/exercises/grip-squeeze",
        kind: "exercise-sheet",
      },
    ],
  },
  {
    slug: "mini-courses",
    title: "Mini courses",
    intro:
      "Short guided courses that take one problem a day or a stage at a time. They are sold separately from every plan: each course's page shows what it covers, and its days open once the course is yours.",
    items: [
      {
        title: "Set up your desk in a week",
        description:
          "Seven short days of small, practical changes to your chair, keyboard, mouse, screen and breaks.",
        href: "/wrist-pain-education/courses/desk-setup",
        kind: "course",
      },
      {
        title: "Rebuilding grip strength",
        description:
          "Six stages over four weeks, from gentle holds to carrying the shopping, for when your pain has settled.",
        href: "/wrist-pain-education/courses/grip-strength",
        kind: "course",
      },
      {
        title: "Your flare-up plan",
        description:
          "Five short days to understand flare-ups, calm them down, and write a plan you can reach for on a bad day.",
        href: "/wrist-pain-education/courses/flare-up-plan",
        kind: "course",
      },
    ],
  },
  {
    slug: "ebooks",
    title: "Ebooks",
    intro:
      "Handbooks built from the Wristwise library, to download as a PDF and read away from the screen. They are sold separately from every plan, and every chapter in them is also free to read in the library. If a book is yours, download it from the library's shelf.",
    items: [
      {
        title: "Typing without pain",
        description:
          "A practical handbook for people who work at a keyboard: setup, how pain works, pacing, and what to do when a bad week comes.",
        href: LEARNING_SHELF_HREF,
        kind: "ebook",
      },
      {
        title: "Understanding your tendons",
        description:
          "How tendons respond to load, and why a gradual, well-judged increase in exercise helps them become stronger and calmer.",
        href: LEARNING_SHELF_HREF,
        kind: "ebook",
      },
    ],
  },
];
