import { WATSON_2019 } from "../references";
import type { TTopic } from "../schema";

export const KINESIOPHOBIA: TTopic = {
  slug: "kinesiophobia",
  group: "understanding-pain",
  title: "Fear of movement: understanding it and building confidence step by step",
  description:
    "Feeling afraid to use a painful hand is normal. Learn how fear and avoidance can keep pain going, and how to rebuild confidence one small step at a time.",
  takeaways: [
    'Being wary of moving a painful wrist or hand is a normal, protective reaction. It is not weakness, and it is not "all in your head".',
    "Sometimes fear leads to avoiding more and more, which can leave the hand weaker and more sensitive. This is called the fear-avoidance cycle.",
    "Confidence usually grows from doing, not waiting. Small, planned steps let you test what is safe.",
    "You set the pace. Your program's pain limits act as a safety net while you build up.",
  ],
  sections: [
    {
      heading: "What fear of movement is",
      blocks: [
        {
          type: "p",
          text: "Kinesiophobia is a medical word for fear of movement, usually because of worry that moving will cause pain or harm. Many people with wrist and hand pain feel some of this. You might avoid lifting the kettle, hold your phone in the other hand, or stop a hobby you love.",
        },
        {
          type: "p",
          text: "This fear makes sense. Pain is designed to grab your attention and make you protect the area. If a task has hurt before, your brain remembers and warns you next time. Fear is doing its job. The trouble starts only when protection goes on for longer than the body needs.",
        },
      ],
    },
    {
      heading: "The fear-avoidance cycle",
      blocks: [
        {
          type: "p",
          text: "Researchers describe two paths people can take after pain starts. On one path, a person feels pain, is a bit worried, but keeps using the hand in a gradual way. Confidence grows, and the pain usually settles. On the other path, the cycle looks more like this:",
        },
        {
          type: "list",
          items: [
            'Pain is felt, and thoughts jump to the worst case, like "I\'m damaging it" or "this will never get better".',
            "Those thoughts bring fear, and the person starts to watch the hand closely for any twinge.",
            "To stay safe, they avoid tasks and movements that might hurt.",
            "With less use, the hand gets weaker and stiffer, and the nervous system can become more sensitive.",
            "Tasks hurt sooner, which seems to confirm the fear, and the cycle goes round again.",
          ],
        },
        {
          type: "p",
          text: "Nobody chooses this cycle. It can happen to anyone, and it can be turned around.",
        },
      ],
    },
    {
      heading: "What the research says",
      blocks: [
        {
          type: "p",
          text: "Studies of people with long-lasting muscle and joint pain suggest that more fear of movement is linked with more pain and more difficulty with daily life. Fear also seems to predict whether difficulty with daily tasks gets worse over time. Most of this research looked at a single point in time, and much of it studied back pain, so the exact links are still being worked out.",
        },
        {
          type: "p",
          text: "The encouraging part is that fear can change. Learning how pain works has been shown to reduce fear of movement in the short term. Approaches that combine understanding with gradual, planned activity are widely used to help people get moving again.",
        },
      ],
    },
    {
      heading: "Building confidence with a step-by-step ladder",
      blocks: [
        {
          type: "p",
          text: "Graded exposure means facing a feared activity in small, planned steps, starting with the easiest. It works a bit like climbing a ladder. You stay on each rung until it feels manageable, then move up one.",
        },
        {
          type: "list",
          items: [
            "Write down tasks you have been avoiding. Rate how worried each one makes you from 0 to 10.",
            "Start with one that feels a little uncomfortable, but not scary, like a 2 or 3 out of 10.",
            "Before you try it, write down what you expect to happen. Afterwards, note what really happened.",
            "Repeat it over several days until it feels easier, then choose the next task up.",
            "If a step feels too big, split it into smaller ones. Going slowly is still progress.",
          ],
        },
        {
          type: "tip",
          text: "A ladder might look like this: hold a mug in both hands, then in one hand, then pour from a half-full kettle, then carry a light shopping bag. Your own ladder will be different, and that's fine.",
        },
      ],
    },
    {
      heading: "Using your program as a safety net",
      blocks: [
        {
          type: "p",
          text: "Your exercises are a ladder too. They start well inside what you can do and step up slowly. The pain-monitoring rules tell you when a step is fine: pain during exercise up to 5 out of 10, settling back to usual by the next morning, and no creeping up week to week. If a rule isn't met, ease off a step. That is a planned adjustment, not proof that the fear was right.",
        },
        {
          type: "myths",
          items: [
            {
              myth: "I should wait until I'm not scared before I start.",
              fact: "Confidence usually follows action. Small, safe steps are how fear fades.",
            },
            {
              myth: "If a step hurts a bit, I've harmed myself.",
              fact: "Some discomfort within your program's limits is common and usually safe. Use the next-morning check to guide you.",
            },
          ],
        },
      ],
    },
  ],
  seeAClinician: [
    "Fear or worry about your pain is stopping you from doing most daily tasks, or from starting your plan at all.",
    "You feel low, hopeless or anxious most days. A doctor, physiotherapist or psychologist can help.",
    "Numbness or weakness keeps getting worse, or you keep dropping things.",
    "Your hand or wrist looks out of shape after a fall or injury.",
    "A joint is hot, red and swollen, especially with a fever. Get medical help the same day.",
    "Things aren't improving after about 6 weeks of following your plan.",
  ],
  relatedExercises: [
    "isometric-finger-flexion",
    "isometric-wrist-extension",
    "tendon-glides",
    "grip-squeeze",
    "wrist-extension-curl",
  ],
  readNext: ["exercise-pain", "pain-beliefs", "flare-ups"],
  references: [
    {
      authors: "Vlaeyen JWS, Linton SJ.",
      title:
        "Fear-avoidance and its consequences in chronic musculoskeletal pain: a state of the art",
      source: "Pain. 2000;85(3):317-332",
      year: 2000,
      doi: "10.1016/S0304-3959(99)00242-0",
      pmid: "10781906",
    },
    {
      authors: "Leeuw M, Goossens MEJB, Linton SJ, Crombez G, Boersma K, Vlaeyen JWS.",
      title:
        "The fear-avoidance model of musculoskeletal pain: current state of scientific evidence",
      source: "J Behav Med. 2007;30(1):77-94",
      year: 2007,
      doi: "10.1007/s10865-006-9085-0",
    },
    {
      authors: "Luque-Suarez A, Martinez-Calderon J, Falla D.",
      title:
        "Role of kinesiophobia on pain, disability and quality of life in people suffering from chronic musculoskeletal pain: a systematic review",
      source: "Br J Sports Med. 2019;53(9):554-559",
      year: 2019,
      doi: "10.1136/bjsports-2017-098673",
    },
    WATSON_2019,
  ],
  reviewed: "2026-11-23",
};
