// /partners/climbers: finger, wrist and palm-side forearm load from climbing and hangboarding,
// flexor loading and a gradual return to the wall. A sudden pop in a finger is a reason to see a
// clinician, not to start loading, and the page says so in its sections and safety list.
import type { TCampaign } from "../campaign-schema";

export const CLIMBERS: TCampaign = {
  slug: "climbers",
  kind: "partner",
  offerId: null,
  title: "Finger and wrist pain from climbing and hangboarding",
  description:
    "Sore fingers, wrists or forearms from climbing or hangboarding? Steady flexor loading, a gradual return to the wall, and when a finger needs a clinician.",
  eyebrow: "Climbing-related finger and wrist pain",
  headline: "Sore fingers from climbing? Build your grip back with steady loading",
  lead: "Climbing and hangboarding put big loads through your fingers, wrists and forearms, often in short, sharp bursts. When the load jumps, with a new project, a steep session or a fresh hangboard plan, the flexor tendons and muscles can get sore. Wristwise checks for warning signs first, then builds a steady program to help them handle more again.",
  audience: {
    heading: "This page is for you if",
    items: [
      "Your fingers, wrist or the palm side of your forearm ache during or after climbing, especially on crimps, pockets or steep ground.",
      "You started a hangboard plan, or climbed much more than usual, and pain followed within days or weeks.",
      "Gripping hard has started to hurt, and the soreness eases when you have a lighter week.",
      "You have taken time off the wall because of pain and want a gradual, structured way back.",
    ],
  },
  how: {
    heading: "How your program approaches climbing load",
    items: [
      {
        title: "Warning signs first",
        text: "Short questions look for signs that need a clinician, including a sudden snap or pop followed by a finger you can't bend, and numbness that never goes away.",
      },
      {
        title: "Holds as a calm start",
        text: "Finger hook holds and wrist holds press against something that doesn't move, at about half your effort. Many people find them a calm way to start when fingers or tendons are sensitive.",
      },
      {
        title: "Starting from your own results",
        text: "Timed holds in the assessment show how your forearm muscles cope today, so your program begins well inside what you can do, however hard you usually climb.",
      },
      {
        title: "Rules that also guide climbing",
        text: "Pain up to about 5/10 during exercise is acceptable, it should settle by the next morning, and it shouldn't creep up from week to week. The same rules can guide how much you climb.",
      },
    ],
  },
  sections: [
    {
      heading: "What is going on in a climber's fingers and forearms",
      paragraphs: [
        "The muscles that curl your fingers and bend your wrist sit on the palm side of your forearm. Their long tendons run through the wrist and along the fingers, held close to the bone by bands of tissue called pulleys. Crimping, hanging and pulling load all of them hard.",
        "Tendons and pulleys adapt more slowly than muscles. Strength can grow quickly in a good season, while the tissues that carry it take longer to catch up. When load jumps faster than they can adapt, soreness is a common result. A slowly building ache usually reflects load they weren't ready for, not something torn.",
      ],
    },
    {
      heading: "Flexor loading and a gradual return",
      paragraphs: [
        "Tendons respond to steady load. Holds first, then slow, controlled lifting with the fingers and wrist, help the flexors handle more over the weeks. Rest alone can calm pain, but it doesn't build that capacity, so pain often returns with the first hard session back.",
        "On the wall, come back in steps: easier grades, bigger holds and shorter sessions first, with more open-hand grips and fewer hard crimps. Add a little at a time while pain stays within the rules. Hangboarding and limit bouldering come back last, at lighter loads, once everyday climbing feels comfortable.",
        "Rest days between hard sessions, good sleep and a gradual warm-up on big holds and easy moves give your fingers the best chance to adapt.",
      ],
    },
    {
      heading: "A sudden pop is different",
      paragraphs: [
        "A sudden pop or snap in a finger during a hard move, often on a crimp, followed by pain, swelling or bruising near the base of the finger, can mean an injury to a pulley or a tendon. This is not the same as an ache that builds over weeks. Don't climb on it or start loading it: see a clinician who can examine it first.",
      ],
    },
  ],
  evidence: {
    heading: "How this follows tendon research",
    items: [
      "Slow loading is based on heavy slow resistance training. In a trial of people with painful Achilles tendons, it did as well as an older exercise plan, and people were more likely to keep it up.",
      "A review of tendon loading studies found that several kinds of loading help, and that a gradual, well-planned build-up matters more than any one special exercise.",
      "The pain rules come from the pain-monitoring model in tendon research. In a well-known Achilles trial, people who kept up their sport within these rules did as well as those who rested from it.",
      "Holds are included as a gentle start. Studies of holds for tendon pain are mixed and people respond differently, so holds sit alongside slow lifting rather than replacing it.",
    ],
  },
  costLine:
    "The assessment, your program of stretches, holds and glides with every instruction, and the pain education library are free. Pro is optional and adds slow weighted lifts with logging, so each step up is worked out for you.",
  safety: [
    "If you felt a sudden pop or snap in a finger while climbing, especially with pain, swelling or bruising near its base, see a clinician before you climb on it or load it again.",
    "If you can't bend or straighten a finger on its own after an injury, see a doctor the same day.",
    "After a fall onto your hand, see a doctor the same day if your wrist looks out of shape or is too painful to move.",
    "If your fingers feel numb or tingly all the time, or your grip keeps getting weaker, see a clinician before you start loading.",
    "If pain keeps rising from week to week even after you ease off, talk to a physiotherapist or doctor.",
  ],
  faq: [
    {
      q: "Should I stop climbing?",
      a: "Often not completely. Many climbers do better dropping to easier grades and bigger holds, keeping pain within the rules, while the program builds the tendons up. After a sudden pop, though, get it checked first.",
    },
    {
      q: "When can I go back to the hangboard?",
      a: "Usually last, once everyday climbing feels comfortable. Start well below your old loads, build up over weeks and keep to the pain rules. A clinician or coach can help you plan it.",
    },
    {
      q: "Why start with holds when I'm used to hanging?",
      a: "Holds at about half effort let sensitive tendons take load without sharp peaks. They are a starting point, not the finish: the load builds from there as the pain rules are met.",
    },
    {
      q: "How long does it take for sore fingers to recover?",
      a: "Tendons adapt slowly. Loading programs often run for about three months, and progress tends to be bumpy. A steady, patient build-up usually beats a quick return.",
    },
  ],
  readSlugs: ["tendon-loading", "tendon-response", "flare-ups"],
  pro: {
    title: "Pro for climbers: progressive flexor loading, logged",
    description:
      "Pro for climbers: slow finger and wrist lifts from the full exercise library, logged with each step up worked out for you, plus load tracking for climbing days.",
    headline: "Load your flexors in small, logged steps on the way back to the wall",
    heading: "What Pro adds for climbers",
    paragraphs: [
      "Pro opens the full exercise library, including slow finger curls and wrist curls with a 3-1-3 tempo, band work and grip exercises. Logging works out each step for you: when the pain rules are met you add 2 reps next time, at 15 reps the weight goes up a little and the reps go back to 12, and if pain doesn't settle the dose steps down.",
      "Daily load tracking lets you note hours of climbing and other hand-heavy activity, morning and evening pain and stiffness. Seeing a hard session next to the following morning's pain makes it easier to plan your next week on the wall, and progress statistics and charts show how the weeks add up.",
      "If pain moves, say from your fingers into your wrist, you can add or remove pain areas and get a new program built around them.",
    ],
  },
  cta: "signup",
};
