import { HOE_2018 } from "../references";
import type { TTopic } from "../schema";

export const POSTURE_ERGONOMICS: TTopic = {
  slug: "posture-ergonomics",
  group: "living-with-it",
  title: "Posture and setup: why variety beats the perfect position",
  description:
    "There is no single perfect posture. Practical desk, mouse, phone and gaming tips, why short breaks matter, and what the evidence says about ergonomics.",
  takeaways: [
    "There is no one correct posture. The best posture is usually your next one, so change position often.",
    "Short breaks of 30 to 60 seconds every 20 to 30 minutes help your hands more than any single gadget.",
    "A comfortable setup can make work easier, but research on ergonomic changes is mixed and mostly low quality.",
    "Small changes are worth trying: keep things close, avoid hard edges under your wrist, and share the work between both hands.",
    "Building strength and endurance in your hands helps them cope with whatever setup you have.",
  ],
  sections: [
    {
      heading: "There is no perfect posture",
      blocks: [
        {
          type: "p",
          text: "Many people worry that they sit or hold their hands the 'wrong' way. But bodies come in many shapes, and comfortable positions differ from person to person. Experts who reviewed the research point out that there is no strong evidence that one correct posture prevents pain.",
        },
        {
          type: "p",
          text: "What seems to matter more is staying in any one position for a very long time, and doing the same small movement over and over without a break. Your hands like variety. Moving between a few comfortable positions spreads the load around.",
        },
        {
          type: "tip",
          text: "If a position feels fine, it is fine. If it starts to ache, treat that as a friendly nudge to move, not as a sign of damage.",
        },
      ],
    },
    {
      heading: "Micro-breaks: the simplest tool",
      blocks: [
        {
          type: "p",
          text: "A micro-break is a pause of 30 to 60 seconds, taken every 20 to 30 minutes. It gives busy muscles and tendons a short rest and lets blood flow back in. Try one of these:",
        },
        {
          type: "list",
          items: [
            "Let your hands drop by your sides and shake them out gently.",
            "Open and close your hands slowly, or do a few tendon glides.",
            "Turn your palms up and down a few times, and roll your shoulders.",
            "Stand up, look away from the screen, and take a few slow breaths.",
            "Every hour or so, take a longer break: walk, get a drink or talk to someone.",
          ],
        },
        {
          type: "p",
          text: "Reminders help, because it's easy to lose track of time when you're focused. A timer, an app or a habit like a break after each email or game round can all work.",
        },
      ],
    },
    {
      heading: "Desk, keyboard and mouse",
      blocks: [
        {
          type: "list",
          items: [
            "Sit so your forearms are roughly level with the desk and your shoulders can relax. Adjust the chair or desk height if you can.",
            "Keep the keyboard and mouse close, so you don't have to reach forward or out to the side.",
            "Keep your wrists fairly straight and relaxed. Avoid resting the heel of your hand or your wrist on a hard desk edge, as pressure there can irritate nerves.",
            "Use a light touch on keys and a relaxed grip on the mouse. Many people press far harder than they need to.",
            "Try the mouse in your other hand for some tasks, and learn keyboard shortcuts to cut down on clicking.",
            "Some people find a vertical mouse, a trackball or a split keyboard more comfortable. It is worth a try, but it is not a guaranteed fix.",
            "Place the screen about an arm's length away, with the top near eye level. On a laptop used for long spells, a separate keyboard, mouse and stand help.",
            "If you can, switch between sitting and standing during the day.",
          ],
        },
      ],
    },
    {
      heading: "Phones, tablets and gaming",
      blocks: [
        {
          type: "list",
          items: [
            "Hold your phone in both hands, or rest it on a table or stand, instead of gripping it with one hand and stretching your thumb.",
            "Swap hands often, and use voice typing or voice notes for longer messages.",
            "Keep long scrolling or texting sessions short, with breaks in between.",
            "For gaming, take a break between matches or levels, relax your grip on the controller, and remap buttons that make you stretch or press hard.",
            "A few tendon glides before and after a long session can help your hands feel looser.",
          ],
        },
      ],
    },
    {
      heading: "What the evidence says, honestly",
      blocks: [
        {
          type: "p",
          text: "A Cochrane review looked at 15 trials of ergonomic changes in about 2,000 office workers. These included new mice, arm supports, workstation adjustments, training and extra breaks. Most trials were small and the evidence was mostly low quality. The review could not show clearly that most of these changes prevent arm and neck problems.",
        },
        {
          type: "p",
          text: "Reviews of computer work find only limited evidence that lots of mouse and keyboard use causes specific hand and wrist conditions, although heavy computer use is linked with more arm and neck discomfort. In short, setup changes are reasonable to try and may make work more comfortable. But they work best alongside breaks, variety and building up your hands' capacity with exercise.",
        },
        {
          type: "myths",
          items: [
            {
              myth: "If I find the perfect chair and mouse, my pain will go away.",
              fact: "Equipment can help comfort, but no product has strong evidence as a cure. Breaks, variety and gradual strengthening matter more.",
            },
            {
              myth: "Slouching or bending my wrist is damaging my body.",
              fact: "Different positions are safe. Problems are more likely when any one position or movement goes on for a long time without a break.",
            },
          ],
        },
      ],
    },
  ],
  seeAClinician: [
    "Numbness or tingling is constant, or keeps getting worse despite changes to your setup and breaks.",
    "You keep dropping things, your grip is weaker, or the base of your thumb looks thinner.",
    "Arm symptoms come with neck pain and spread down the arm, or with weakness in the arm.",
    "Pain at night is always there and doesn't ease when you rest or change position.",
    "Things aren't improving after about 6 weeks of following your plan.",
  ],
  relatedExercises: [
    "tendon-glides",
    "forearm-rotation-stretch",
    "wrist-extensor-stretch",
    "prayer-stretch",
    "median-nerve-glide-level-1",
    "isometric-wrist-extension",
  ],
  readNext: ["flare-ups", "pain-beliefs", "tendon-loading"],
  references: [
    HOE_2018,
    {
      authors: "Slater D, Korakakis V, O'Sullivan P, Nolan D, O'Sullivan K.",
      title: "'Sit up straight': time to re-evaluate",
      source: "J Orthop Sports Phys Ther. 2019;49(8):562-564",
      year: 2019,
      doi: "10.2519/jospt.2019.0610",
    },
    {
      authors: "Wærsted M, Hanvold TN, Veiersted KB.",
      title:
        "Computer work and musculoskeletal disorders of the neck and upper extremity: a systematic review",
      source: "BMC Musculoskelet Disord. 2010;11:79",
      year: 2010,
      doi: "10.1186/1471-2474-11-79",
    },
    {
      authors: "Andersen JH, Fallentin N, Thomsen JF, Mikkelsen S.",
      title:
        "Risk factors for neck and upper extremity disorders among computers users and the effect of interventions: an overview of systematic reviews",
      source: "PLoS One. 2011;6(5):e19691",
      year: 2011,
      doi: "10.1371/journal.pone.0019691",
      pmid: "21589875",
    },
  ],
  reviewed: "2026-11-23",
};
