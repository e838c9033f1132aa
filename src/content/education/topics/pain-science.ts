import { LIN_2020, LINTON_SHAW_2011, MOSELEY_BUTLER_2015 } from "../references";
import type { TTopic } from "../schema";

export const PAIN_SCIENCE: TTopic = {
  slug: "pain-science",
  group: "understanding-pain",
  title: "How pain works: an alarm that can become too sensitive",
  description:
    "Pain is your body's alarm. Learn how it works, why it can stay switched on after tissues settle, and how gentle, steady movement can help turn it down.",
  takeaways: [
    "Pain is a protective alarm made by your nervous system. It is always real, wherever it comes from.",
    "How much something hurts is not a reliable measure of how much damage there is, especially when pain has lasted a while.",
    "When pain goes on for weeks or months, the alarm can become more sensitive, so ordinary tasks can set it off.",
    "Sleep, stress, worry and what you expect can all turn the alarm up or down.",
    "A sensitive alarm can be calmed. Gradual, steady movement is one of the best ways to help it settle.",
  ],
  sections: [
    {
      heading: "Pain is an alarm, not a damage meter",
      blocks: [
        {
          type: "p",
          text: "Your body has special nerve endings that notice possible danger, such as strong pressure, heat or chemicals released when tissue is irritated. Scientists call them nociceptors, but you can think of them as danger sensors. When they fire, they send signals up your nerves to your spinal cord and brain.",
        },
        {
          type: "p",
          text: "Those signals are not pain yet. Your brain weighs them together with everything else it knows, and then decides how much protection is needed. If it decides your wrist needs protecting, it makes your wrist hurt. Pain is the output of that decision.",
        },
        {
          type: "figure",
          figure: "pain-system",
          caption:
            "A drawing of the pain system. Signals start in the wrist and travel up a nerve in the arm to the spinal cord, and then up to the brain. In the brain, the signals are weighed together with other information, such as past experiences, sleep, stress and what the person expects. The brain then produces pain as an alarm to protect the wrist.",
        },
        {
          type: "p",
          text: "The world's main pain research body updated its definition of pain in 2020. It stresses that pain is always a personal experience, shaped by the body, the mind and a person's life. It also says that signals from danger sensors and the feeling of pain are not the same thing.",
        },
      ],
    },
    {
      heading: "Context changes how much it hurts",
      blocks: [
        {
          type: "p",
          text: "Because the brain weighs everything together, the same signal can hurt a lot on one day and much less on another. Many people notice that pain feels worse when they are tired, stressed or worried about what it means. It can feel easier when they are relaxed, busy with something they enjoy, or confident about what is going on.",
        },
        {
          type: "p",
          text: 'This does not mean pain is imagined or "all in your head". It means your nervous system is doing its job: using all the information it has to decide how loudly to sound the alarm.',
        },
      ],
    },
    {
      heading: "When the alarm becomes too sensitive",
      blocks: [
        {
          type: "p",
          text: "When pain has been around for weeks or months, the whole system can become more sensitive. Nerves can send signals more easily, and the spinal cord and brain can turn those signals up. It is a bit like a car alarm that starts going off when someone just walks past.",
        },
        {
          type: "p",
          text: "This can explain some common experiences. Typing, lifting a cup or opening a jar may hurt even though those tasks are not harmful. Pain may also change from day to day for no clear reason. These changes are real, and studies suggest they are common in long-lasting pain. The good news is that sensitivity is not fixed. It can go down again.",
        },
        {
          type: "myths",
          items: [
            {
              myth: "If it hurts more, there must be more damage.",
              fact: "Pain and damage often don't match, especially in long-lasting pain. A sensitive system can hurt a lot with very little harm happening.",
            },
            {
              myth: "If pain is affected by stress or sleep, it must not be real.",
              fact: "All pain is real. Stress and sleep change how sensitive the alarm is, in everyone.",
            },
          ],
        },
      ],
    },
    {
      heading: "What helps turn the alarm down",
      blocks: [
        {
          type: "list",
          items: [
            "Gradual loading: small, steady increases in what your hand and wrist do. This builds strength and shows your nervous system that movement is safe.",
            "Understanding: knowing why pain happens can make it less scary, and less fear often means less protection.",
            "Sleep: poor sleep can turn pain sensitivity up, so protecting your sleep helps.",
            "Breaks and variety: changing tasks and positions often spreads the load through your day.",
            "Calm: managing stress and doing things you enjoy can help too.",
          ],
        },
        {
          type: "tip",
          text: "Try this today: next time your wrist hurts, ask yourself what else is going on. Are you tired, rushed or worried? Noticing these links is a first step to using them in your favour.",
        },
      ],
    },
    {
      heading: "How this fits with your program",
      blocks: [
        {
          type: "p",
          text: "Your exercises start gently and build slowly. Some discomfort during exercise is fine: up to 5 out of 10 is acceptable, and 0 to 3 is a comfortable zone. Your pain should settle back to its usual level by the next morning, and it shouldn't creep up from week to week. If it does, ease off a step. That is the alarm asking for a slower pace, not a sign of harm.",
        },
      ],
    },
  ],
  seeAClinician: [
    "Numbness, tingling or weakness that keeps getting worse, or you keep dropping things.",
    "The fleshy base of your thumb looks thinner than before.",
    "A joint is hot, red and swollen, especially if you also feel feverish or unwell. Get medical help the same day.",
    "Your hand or wrist looks out of shape, or is very painful to use, after a fall or injury.",
    "Pain at night is always there and doesn't ease when you rest or change position.",
    "Things aren't improving after about 6 weeks of following your plan.",
  ],
  relatedExercises: [
    "isometric-wrist-extension",
    "isometric-wrist-flexion",
    "tendon-glides",
    "median-nerve-glide-level-1",
  ],
  readNext: ["pain-beliefs", "exercise-pain", "kinesiophobia"],
  references: [
    {
      authors: "Raja SN, Carr DB, Cohen M, et al.",
      title:
        "The revised International Association for the Study of Pain definition of pain: concepts, challenges, and compromises",
      source: "Pain. 2020;161(9):1976-1982",
      year: 2020,
      doi: "10.1097/j.pain.0000000000001939",
      pmid: "32694387",
    },
    MOSELEY_BUTLER_2015,
    LINTON_SHAW_2011,
    LIN_2020,
  ],
  reviewed: "2026-11-23",
};
