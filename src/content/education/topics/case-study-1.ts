import {
  HOE_2018,
  MAGNUSSON_KJAER_2019,
  RIO_2015,
  SILBERNAGEL_2007,
  SMITH_2017,
} from "../references";
import type { TTopic } from "../schema";

export const CASE_STUDY_1: TTopic = {
  slug: "case-study-1",
  group: "stories",
  title: "Case study: Sam, a developer with forearm pain from long days at the keyboard",
  description:
    "An illustrative 12-week story: Sam eases typing pain with holds and slow loading, has a flare-up in a deadline week, and builds back using the pain rules.",
  takeaways: [
    "Sam is not a real person. His story is a composite of common experiences, shared to show what recovery can look like.",
    "He started with gentle holds, then added slow loading. His end-of-day pain went from 6/10 to about 2/10 over 12 weeks.",
    "A deadline week brought a flare-up. He eased off a step, as the plan suggests, and was back to his usual dose about a week later.",
    "Recovery was not a straight line. The trend over weeks mattered more than any single bad day.",
  ],
  sections: [
    {
      heading: "Meet Sam",
      blocks: [
        {
          type: "p",
          text: "This is an illustrative story. Sam is not a real person. He is a composite, built from experiences that many people with wrist pain describe. Your own path may look quite different, and that's OK.",
        },
        {
          type: "p",
          text: "Sam is 34 and works as a software developer. Most days he types and uses a mouse for eight to ten hours, often without a real break. Over a few months, an ache crept into the back of his right forearm and wrist. The muscles there, called the extensors, lift and steady your wrist while your fingers work.",
        },
        {
          type: "p",
          text: "By the end of a workday his pain reached 6/10. His wrist felt stiff each morning, and lifting a kettle made it worse. He worried he was damaging something, so he started resting his hand as much as he could. It didn't help much.",
        },
      ],
    },
    {
      heading: "Weeks 1 to 3: starting with holds",
      blocks: [
        {
          type: "p",
          text: "Sam's check-in showed his symptoms were fairly easy to stir up. So his program began gently, with a wrist extension hold. That is a steady push of the back of his hand into his other hand, at about half effort, with nothing moving. He did 4 holds of 30 seconds each day, plus tendon glides, which are simple finger movements that help the tendons slide.",
        },
        {
          type: "p",
          text: "He used the pain rules to guide him. During the holds his pain sat around 3/10, which is within the comfortable zone. It settled back to normal by the next morning. And week to week, it wasn't creeping up. All three checks passed, so his program added a few seconds to each hold. Many people find holds calming for a sore tendon, though studies on how much they ease pain are mixed.",
        },
        {
          type: "tip",
          text: "Sam set a timer to take a 30 to 60 second break every 30 minutes. He let his hands drop, shook them out gently and changed position. Small, frequent breaks were easier to keep up than one long one. Research on workplace changes is mixed, but breaks like these are simple and low-risk.",
        },
        {
          type: "p",
          text: "By week 3, his end-of-day pain was down to 5/10. That's a modest change, but it told him the plan was working.",
        },
      ],
    },
    {
      heading: "Weeks 4 to 5: adding slow loading",
      blocks: [
        {
          type: "p",
          text: "Next came a wrist extension curl, three times a week. Sam lifted a 1 kg (about 2 lb) weight, palm down, for 2 sets of 12. He kept a slow tempo: 3 seconds up, a 1 second pause, then 3 seconds down.",
        },
        {
          type: "figure",
          figure: "tendon-load",
          caption:
            "A tendon under a slow, steady load. Over several weeks its collagen fibres line up along the direction of pull, and the tendon slowly adapts to handle more.",
        },
        {
          type: "p",
          text: "The curls brought his pain up to 4/10 at times. That's still within the acceptable range of up to 5/10, and it settled overnight. Once he reached 15 reps, the weight went up to 1.5 kg and the reps went back to 12. Tendons adapt slowly, so this steady building took weeks, not days.",
        },
      ],
    },
    {
      heading: "Week 6: a deadline and a flare-up",
      blocks: [
        {
          type: "p",
          text: "Then a product launch arrived. Sam worked eleven-hour days, skipped his breaks and slept badly. By Thursday his pain hit 7/10 while typing, and it was still 5/10 the next morning. Two of the rules were not met.",
        },
        {
          type: "p",
          text: "His first thought was that he had undone all his progress. Instead, he followed the flare-up plan. He reduced his exercise rather than stopping it. He swapped the curls for holds at a lower effort and cut his sets roughly in half. He brought back his breaks, switched some mouse work to his other hand and used keyboard shortcuts where he could.",
        },
        {
          type: "p",
          text: "Within four days, his pain was back near its usual level. Over the following week he brought the curls back: first 1 kg for 2 sets, then his previous 1.5 kg. Flare-ups like this are common and rarely mean new damage.",
        },
      ],
    },
    {
      heading: "Weeks 7 to 12: building back",
      blocks: [
        {
          type: "p",
          text: "Sam kept going at a steady pace. By week 12 he was curling 2 kg (about 4.5 lb) for 3 sets of 12, three times a week, and still doing a couple of holds on busy days. His end-of-day pain was usually about 2/10. After a very long day it could still reach 3/10, but it settled by morning.",
        },
        {
          type: "p",
          text: "He is not pain-free every day. But he can work a full week, lift the kettle without thinking, and he knows what to do when things flare.",
        },
      ],
    },
    {
      heading: "What Sam learned",
      blocks: [
        {
          type: "list",
          items: [
            "Gentle holds were a calm way to start when everything felt sensitive.",
            "The three pain checks (up to 5/10 during, settled by morning, not creeping up) gave him clear rules instead of guesswork.",
            "Breaks during the workday mattered as much as the exercises.",
            "A flare-up was a detour, not a dead end. Easing off a step worked better than stopping.",
          ],
        },
        {
          type: "myths",
          items: [
            {
              myth: "A flare-up means you are back to square one.",
              fact: "Most flare-ups settle within days with a lighter load. The strength you have built doesn't vanish in a bad week.",
            },
            {
              myth: "If typing hurts, you should rest your hand completely until the pain is gone.",
              fact: "Complete rest often leaves things stiffer and more sensitive. Gradual, well-judged loading usually helps more.",
            },
          ],
        },
      ],
    },
  ],
  seeAClinician: [
    "Numbness, tingling or weakness in your hand keeps getting worse, or you start dropping things.",
    "Your forearm or wrist is hot, red and swollen, especially if you also feel feverish or unwell. Get medical help the same day.",
    "Pain at night is always there and doesn't ease when you rest or change position.",
    "A flare-up hasn't started to settle after 2 weeks.",
    "Things aren't improving after about 6 weeks of following your plan.",
  ],
  relatedExercises: [
    "isometric-wrist-extension",
    "wrist-extension-curl",
    "band-wrist-extension",
    "metronome-wrist-extension",
    "tendon-glides",
    "wrist-extensor-stretch",
  ],
  readNext: ["flare-ups", "tendon-loading", "exercise-pain"],
  illustrative: true,
  references: [SILBERNAGEL_2007, RIO_2015, MAGNUSSON_KJAER_2019, SMITH_2017, HOE_2018],
  reviewed: "2026-11-23",
};
