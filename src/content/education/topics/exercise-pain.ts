import { GENEEN_2017, LIN_2020, SILBERNAGEL_2007, SMITH_2017 } from "../references";
import type { TTopic } from "../schema";

export const EXERCISE_PAIN: TTopic = {
  slug: "exercise-pain",
  group: "understanding-pain",
  title: "Is it OK if exercise hurts a little?",
  description:
    "Why some pain during exercise is often fine, how the pain-monitoring model works, and what to do when your pain doesn't settle.",
  takeaways: [
    "Some pain during your exercises is often fine. It usually means a sensitive area is being asked to work, not that you are doing harm.",
    "During exercise, pain up to 5/10 is acceptable, and 0 to 3 is a comfortable zone. You don't need pain for an exercise to work.",
    "Pain should settle back to its usual level by the next morning, and should not creep up from week to week.",
    "If one of these rules isn't met, ease off a step next session. That's a normal adjustment, not a failure.",
  ],
  sections: [
    {
      heading: "Why exercise can hurt a little",
      blocks: [
        {
          type: "p",
          text: "When an area has been sore for a while, your nervous system often becomes more protective. It turns up the volume on signals from that area, so ordinary movements can hurt even when the tissues are coping fine. That's why a light exercise can feel sore without causing any damage.",
        },
        {
          type: "p",
          text: "Researchers have tested whether exercise for long-lasting muscle, tendon and joint pain should be kept completely pain-free. A 2017 review pooled the trials and found that programmes allowing some pain did at least as well as pain-free ones. In the short term they did slightly better, and in the long term there was no clear difference. The authors concluded that some pain during exercise need not get in the way of getting better.",
        },
      ],
    },
    {
      heading: "The pain-monitoring model",
      blocks: [
        {
          type: "p",
          text: "To judge how much pain is OK, your program uses a simple guide called the pain-monitoring model. You rate your pain from 0 to 10, where 0 is no pain and 10 is the worst pain you can imagine. Then you check three things.",
        },
        {
          type: "list",
          items: [
            "During exercise: pain stays at 5/10 or below. Somewhere from 0 to 3 is a comfortable zone.",
            "After exercise: pain settles back to its usual level by the next morning.",
            "Over the weeks: your usual pain and stiffness are not slowly creeping up.",
          ],
        },
        {
          type: "p",
          text: "The model was first tested in a 2007 trial with people who had pain in the Achilles tendon at the back of the heel. Those who kept running and jumping while following these pain limits recovered just as well as those who stopped. It's now widely used in hand and wrist rehab too. Here it's a guide, not a strict rule, so use it alongside how you feel, and follow your clinician's advice if it differs.",
        },
      ],
    },
    {
      heading: "Putting it into practice",
      blocks: [
        {
          type: "list",
          items: [
            "Rate your pain during each exercise, especially on the last few reps.",
            "The next morning, notice whether your wrist or hand feels about the same as usual.",
            "Once a week, think back: is the general trend steady, better or slowly worse?",
            "Log how each session went. Your program uses this to decide whether to step up, stay or step down.",
          ],
        },
        {
          type: "tip",
          text: "Nerve glides follow their own rule. They should feel gentle, and mild tingling that fades within a minute is fine. If it lingers, make the movement smaller.",
        },
      ],
    },
    {
      heading: "When the rules aren't met",
      blocks: [
        {
          type: "p",
          text: "Everyone has sessions that don't go to plan. That's expected, and it's useful information. Here is what to do.",
        },
        {
          type: "list",
          items: [
            "Pain goes above 5/10 during an exercise: stop that set, rest, and try again with fewer reps, a lighter weight or a smaller range of movement.",
            "Pain hasn't settled by the next morning: keep moving gently, and next session ease off a step, for example with fewer reps or a lighter weight.",
            "Pain or stiffness is creeping up over a week or two: ease off a step and also look at the rest of your day, such as long typing spells, new tasks, poor sleep or extra stress.",
            "A bigger flare-up: swap loading for gentle holds and easy movement for a few days, then build back over about a week.",
          ],
        },
        {
          type: "p",
          text: "Easing off is not going back to the start. Most people only need a small step down for a session or two before they can move on again.",
        },
      ],
    },
    {
      heading: "Why keeping active is worth it",
      blocks: [
        {
          type: "p",
          text: "Exercise is one of the most consistent recommendations in high-quality guidelines for muscle and joint pain, along with clear information about what is going on. A large overview of reviews found that exercise for long-lasting pain caused few harms and may improve pain and daily function, although the quality of the evidence was low. Stopping all activity tends to leave things stiffer and more sensitive.",
        },
        {
          type: "myths",
          items: [
            {
              myth: "If it hurts, I must be making it worse.",
              fact: "With long-lasting pain, how much it hurts is often a poor guide to what is happening in the tissues. Pain within the guidelines is usually safe.",
            },
            {
              myth: "Exercise only works if it hurts.",
              fact: "You don't need pain for exercise to help. Pain-free or low-pain sessions in the 0 to 3 zone count fully.",
            },
            {
              myth: "A bad day means my program isn't working.",
              fact: "Ups and downs are normal. Look at the trend over a few weeks rather than a single day.",
            },
          ],
        },
      ],
    },
  ],
  seeAClinician: [
    "Pain keeps going above 5/10 or won't settle overnight, even after easing off for a week or two.",
    "Numbness or weakness keeps getting worse, or you keep dropping things.",
    "A joint becomes hot, red and swollen, especially if you also feel feverish or unwell. Get medical help the same day.",
    "You felt a sudden snap or pop during an exercise and now can't move a finger or your thumb normally.",
    "Pain at night is always there and doesn't ease when you rest or change position.",
    "Things aren't improving after about 6 weeks of following your plan.",
  ],
  relatedExercises: [
    "isometric-wrist-extension",
    "isometric-wrist-flexion",
    "wrist-extension-curl",
    "grip-squeeze",
    "tendon-glides",
  ],
  readNext: ["flare-ups", "pain-science", "tendon-loading"],
  references: [SMITH_2017, SILBERNAGEL_2007, GENEEN_2017, LIN_2020],
  reviewed: "2026-11-23",
};
