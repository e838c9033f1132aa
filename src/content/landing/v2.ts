// /v2: the main landing page, for anyone whose wrist or hand hurts from typing, phones, gaming,
// lifting or manual work.
import type { TLanding } from "./schema";

export const V2: TLanding = {
  slug: "v2",
  title: "Wrist and hand pain from typing, phones or lifting",
  description:
    "A free self-assessment and a personal exercise program for wrist and hand pain from typing, phones, gaming, lifting or manual work.",
  eyebrow: "For wrist, hand and forearm pain",
  headline: "Ease wrist and hand pain with a plan made for your hands",
  lead: "Typing, scrolling, gaming, lifting and hands-on work all ask a lot of your wrists. Wristwise starts with a careful self-assessment, then builds a steady exercise program around where it hurts and what your hands can do today. It goes at your pace, and it tells you plainly when a clinician should see you first.",
  audience: {
    heading: "Who Wristwise is for",
    items: [
      "People whose wrist, hand, thumb or forearm aches after long days of typing, mouse work or scrolling on a phone.",
      "Gamers, musicians and anyone whose hobbies mean hours of small, quick finger movements.",
      "People who lift, carry or grip for work or sport, like parents, trades workers, climbers and gym-goers.",
      "Anyone whose pain has hung around for weeks, or keeps coming back when they do more, and who wants a clear plan to follow at home.",
      "People waiting to see a physiotherapist or hand therapist, or already seeing one, who want a steady routine alongside their care.",
    ],
  },
  how: {
    heading: "What happens when you start",
    items: [
      {
        title: "A careful self-assessment",
        text: "Eight short steps ask about you, your work and where it hurts. They check for signs a clinician should look at first, and include gentle movement and endurance checks you do at home.",
      },
      {
        title: "A program built for you",
        text: "Your exercises match the areas that hurt. Starting weights come from your endurance checks, so the first weeks should feel manageable, not heroic.",
      },
      {
        title: "Clear rules for pain",
        text: "Each exercise comes with simple pain guidance: up to about 5/10 during exercise is generally fine if it settles by the next morning. If it doesn't, you ease off a step.",
      },
      {
        title: "Learning as you go",
        text: "Short library reads explain how pain works, why tendons like steady loading and what to do in a flare-up, so you understand the reason behind each step.",
      },
    ],
  },
  sections: [
    {
      heading: "Why hands get sore from everyday tasks",
      paragraphs: [
        "Your wrists and fingers are moved by muscles in your forearm, joined to your hand by long tendons. Tendons like steady, familiar work. When the load jumps quickly, such as a deadline week, a new game, a new baby or a weekend of DIY, they can become sore and sensitive.",
        "This kind of pain is very common, and it rarely means something is torn or broken. Often the tissues are irritated and your nervous system has turned up the volume on signals from that area, a bit like a smoke alarm that is set too sensitive.",
      ],
    },
    {
      heading: "Why rest alone often isn't enough",
      paragraphs: [
        "Resting can calm pain for a while, but tendons and muscles also lose some of their tolerance when they are not used. Then the pain can come back as soon as you return to your normal day.",
        "Graded exercise works the other way. You start with light, comfortable loads and step up slowly, so your hands get used to doing a bit more each week. Progress is usually bumpy, with good weeks and harder days, and that is normal.",
      ],
    },
    {
      heading: "What Wristwise is, and what it is not",
      paragraphs: [
        "Wristwise is an education and exercise tool. It does not diagnose, it cannot examine you and it cannot promise a result. It gives you a clear plan based on research, explains the reasons, and tells you when getting checked in person is the better next step.",
      ],
    },
  ],
  evidence: {
    heading: "How the approach follows the research",
    items: [
      "The program uses graded loading: exercise that starts light and builds in small steps. This is the main approach to sore tendons in research, and the program was reviewed against clinical guidelines for exercise in hand and wrist pain.",
      "Slow strength exercises use a steady tempo. The idea comes from trials of heavy slow resistance training for painful tendons, where slow lifting did as well as older exercise plans and people found it easier to stick with.",
      "The pain rules follow the pain-monitoring model from tendon research, and a review of trials that found exercise allowing some pain did at least as well as keeping it completely pain-free.",
      "Your progress is measured with the QuickDASH, a published and validated questionnaire about everyday tasks that clinicians use to follow hand and arm problems over time.",
    ],
  },
  costLine:
    "The assessment, your personal program with every instruction, and the pain library are free. Pro is optional, for people who want logging with automatic progression, load tracking and progress charts.",
  safety: [
    "If you had a fall or injury and your wrist looks out of shape, is very swollen or is too painful to use, please see a doctor or urgent care the same day.",
    "A hot, red, swollen joint, especially if you also feel feverish or unwell, needs medical help the same day.",
    "Numbness or weakness that keeps spreading or getting worse, or numbness that never goes away, is a reason to see a clinician before you start exercising.",
    "If your pain is severe, is there all night without easing when you rest or change position, or keeps getting worse despite rest, please talk to a doctor or physiotherapist.",
    "Wristwise is educational and is not medical advice. It works best alongside care from a clinician, not instead of it.",
  ],
  faq: [
    {
      q: "Does Wristwise diagnose what is wrong with my wrist?",
      a: "No. The assessment shapes your exercises and looks for signs that a clinician should check you first. Only a clinician who examines you can say what is causing your pain.",
    },
    {
      q: "How long until I notice a difference?",
      a: "It varies from person to person. Tendons adapt slowly, so programs often run for several weeks to a few months. Your QuickDASH score and what you log show how things are changing, so you are not left guessing.",
    },
    {
      q: "What equipment do I need?",
      a: "A table, a light dumbbell or a household item whose weight you know, like a can of food or a bottle of water, and a rubber band for the thumb exercises. That is enough to begin.",
    },
    {
      q: "Will the exercises hurt?",
      a: "Some mild discomfort is common and usually fine. The pain rules keep it in a safe range: up to about 5/10 during exercise, settling by the next morning. If it goes higher or lingers, you ease off.",
    },
    {
      q: "Can I use it while I see a physiotherapist?",
      a: "Yes. Many people use Wristwise alongside care. Show your program to your clinician, and follow their advice if it differs from the app's.",
    },
  ],
  readSlugs: ["pain-science", "tendon-loading", "flare-ups"],
  cta: "signup",
};
