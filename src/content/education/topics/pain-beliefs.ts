import { GENEEN_2017, LIN_2020, LINTON_SHAW_2011, SMITH_2017 } from "../references";
import type { TTopic } from "../schema";

export const PAIN_BELIEFS: TTopic = {
  slug: "pain-beliefs",
  group: "understanding-pain",
  title: "Common beliefs about wrist and hand pain, and what the evidence says",
  description:
    '"Pain means damage", "my wrist is fragile", "rest until it stops hurting": where these beliefs come from, and what research suggests instead.',
  takeaways: [
    "Beliefs about pain are normal and understandable. Many come from good advice for fresh injuries that doesn't fit long-lasting pain.",
    "What you believe about your pain can shape what you do, and what you do shapes how you recover.",
    "Hurt doesn't always mean harm. Wrists and hands are strong and adapt to the load they're given.",
    "Long, complete rest usually isn't the answer. Staying active within comfortable limits tends to help more.",
    "Beliefs can change, and testing them gently through small steps is often the best way.",
  ],
  sections: [
    {
      heading: "Why beliefs matter",
      blocks: [
        {
          type: "p",
          text: "Everyone has ideas about why they hurt. They come from past injuries, family, friends, the internet and sometimes health professionals. These ideas make sense. They are the brain's way of trying to keep you safe.",
        },
        {
          type: "p",
          text: "Research suggests that beliefs can affect how much pain gets in the way of life. If you believe your wrist is damaged and fragile, it makes sense to avoid using it. But less use can leave it weaker and more sensitive. The good news is that beliefs can be updated, especially when new experiences show a different story.",
        },
      ],
    },
    {
      heading: '"Pain means damage"',
      blocks: [
        {
          type: "p",
          text: "After a fresh injury, like a cut or a sprain, pain and damage often go together. But when pain has lasted weeks or months, the link gets much weaker. The nervous system can become more sensitive, so everyday tasks hurt even when they aren't causing harm. Pain is better thought of as a sign that your body wants protection, not a measure of damage.",
        },
      ],
    },
    {
      heading: '"My wrist is fragile"',
      blocks: [
        {
          type: "p",
          text: "Your wrist is made of strong bones held together by tough bands called ligaments, and moved by muscles and tendons (the cords that join muscle to bone). Those tissues respond to load. Use them gradually and they get stronger. Avoid using them and they tend to lose strength. Many people with long-lasting wrist pain are able to build their strength back up with steady, gradual exercise.",
        },
      ],
    },
    {
      heading: '"Rest until it stops hurting"',
      blocks: [
        {
          type: "p",
          text: "A short break from a task that sets off a flare-up can be sensible. But waiting for pain to disappear completely before doing anything often backfires. Stiffness and weakness build up, and the alarm can become even more sensitive. Clinical guidelines for muscle and joint pain recommend staying active and using exercise.",
        },
        {
          type: "p",
          text: "Studies of exercise for long-lasting pain suggest it can help with pain and daily function, and harm is rare. Some exercise programs even allow a little pain. A review found those programs did no worse than pain-free ones, and slightly better in the short term. Your program uses limits that keep you safe: up to 5 out of 10 during exercise, and back to usual by the next morning.",
        },
      ],
    },
    {
      heading: '"Something is out of place"',
      blocks: [
        {
          type: "p",
          text: 'Clicks, clunks, tightness or a feeling that something is "out" are common in a sensitive wrist, and it is natural to worry about them. The small bones of the wrist are meant to glide a little against each other, and harmless noises are common. Bones don\'t usually slip out of place during everyday tasks. If a clunk started after a fall, or comes with swelling, weakness or the wrist giving way, a clinician can check for a ligament injury.',
        },
      ],
    },
    {
      heading: "Myths and facts at a glance",
      blocks: [
        {
          type: "myths",
          items: [
            {
              myth: "Pain means I'm damaging my wrist.",
              fact: "In long-lasting pain, hurt and harm often don't match. Pain within your program's limits is usually safe.",
            },
            {
              myth: "My wrist is fragile and needs protecting.",
              fact: "Wrists are strong and adapt. Gradual loading builds capacity, while avoiding use tends to reduce it.",
            },
            {
              myth: "I should rest until it stops hurting.",
              fact: "Ease off during a flare-up, but don't stop. Staying active within limits tends to help more than full rest.",
            },
            {
              myth: "Something is out of place and needs putting back.",
              fact: "Wrist clicks and tight feelings are common and usually harmless. A clinician can check if they follow an injury.",
            },
            {
              myth: "It will never get better.",
              fact: "Pain and sensitivity can change. Many people improve over weeks to months with gradual exercise.",
            },
          ],
        },
        {
          type: "tip",
          text: "Try this: pick one belief that worries you. Write down what you expect will happen during one small, safe task, then do it and see. Often the result is gentler than expected. That experience can change a belief more than words can.",
        },
      ],
    },
  ],
  seeAClinician: [
    "A clunk, swelling or a wrist that gives way started after a fall or injury.",
    "Your hand or wrist looks out of shape after an injury.",
    "Numbness or weakness keeps getting worse, or the base of your thumb looks thinner.",
    "A joint is hot, red and swollen, especially with a fever. Get medical help the same day.",
    "Night pain never eases with rest or changing position.",
    "Things aren't improving after about 6 weeks of following your plan.",
  ],
  relatedExercises: [
    "isometric-wrist-extension",
    "isometric-wrist-flexion",
    "wrist-extension-curl",
    "wrist-flexion-curl",
    "grip-squeeze",
    "tendon-glides",
  ],
  readNext: ["kinesiophobia", "exercise-pain", "imaging-results"],
  references: [
    {
      authors: "Caneiro JP, Bunzli S, O'Sullivan P.",
      title:
        "Beliefs about the body and pain: the critical role in musculoskeletal pain management",
      source: "Braz J Phys Ther. 2021;25(1):17-29",
      year: 2021,
      doi: "10.1016/j.bjpt.2020.06.003",
    },
    LIN_2020,
    SMITH_2017,
    GENEEN_2017,
    LINTON_SHAW_2011,
  ],
  reviewed: "2026-11-23",
};
