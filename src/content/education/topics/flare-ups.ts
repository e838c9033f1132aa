import { LIN_2020, SILBERNAGEL_2007, SMITH_2017 } from "../references";
import type { TTopic } from "../schema";

export const FLARE_UPS: TTopic = {
  slug: "flare-ups",
  group: "living-with-it",
  title: "Flare-ups: why they happen and what to do",
  description:
    "Flare-ups are a normal part of recovery. Learn why pain can spike, a calm step-by-step plan to settle it, and when to see a clinician.",
  takeaways: [
    "A flare-up is a short spell when pain is worse than usual. It is a common part of recovery and rarely means something new is damaged.",
    "Most flare-ups settle within a few days when you calm the load down for a while. Stopping everything is usually not needed.",
    "Reduce, don't stop: do about half your usual exercise, switch to gentle holds and glides, and take more breaks for 2 to 3 days.",
    "Build back up over about a week, using the pain rules as your guide.",
    "See a clinician if a flare-up hasn't started to settle after 2 weeks, or if you notice any of the warning signs listed below.",
  ],
  sections: [
    {
      heading: "What a flare-up is",
      blocks: [
        {
          type: "p",
          text: "A flare-up is a spell of a few hours or days when your pain, ache or stiffness is clearly worse than your normal. It can feel like you are back at the start. That feeling is very common, and it is usually not true.",
        },
        {
          type: "p",
          text: "Recovery from hand and wrist pain almost never goes in a straight line. It tends to look more like a bumpy road going uphill. There are good weeks and bad days along the way. What matters is the overall trend over several weeks, not one hard day.",
        },
      ],
    },
    {
      heading: "Why flare-ups happen",
      blocks: [
        {
          type: "p",
          text: "When pain has been around for a while, your nervous system can become more sensitive. It acts like an alarm set a little too high. Then an ordinary amount of use can set it off. This does not mean the tissues are being harmed. It means your body is being extra protective for now.",
        },
        {
          type: "figure",
          figure: "pain-system",
          caption:
            "A drawing of signals travelling from the wrist, up a nerve and the spinal cord, to the brain. The brain weighs these signals together with context, such as stress, sleep and past experience, and then produces pain as an alarm. When the system is sensitive, the alarm can go off more easily.",
        },
        {
          type: "p",
          text: "Many things can turn that sensitivity up for a few days. Common ones include:",
        },
        {
          type: "list",
          items: [
            "A sudden jump in hand use, like a long day of typing, a deadline, a gaming session or a weekend of DIY.",
            "A new task or tool, such as a new mouse, a new job or lifting a baby.",
            "Poor sleep, stress, worry or feeling low.",
            "Doing a lot more exercise than usual, or skipping rest days.",
            "Sometimes there is no clear reason, and that is OK too.",
          ],
        },
      ],
    },
    {
      heading: "Your step-by-step flare-up plan",
      blocks: [
        {
          type: "p",
          text: "This plan matches the one in your program. Go through it one step at a time.",
        },
        {
          type: "list",
          items: [
            "Pause and breathe. Remind yourself that flare-ups are common and usually mean your system is more sensitive, not that something new is damaged. Think about what changed in the last few days.",
            "Reduce, don't stop. Complete rest often leaves the hand stiffer and more sensitive. Cut your exercise to about half, or use a lighter weight. Keep doing the parts that feel comfortable.",
            "Switch to holds and glides. For a few days, swap loading exercises for gentle holds at a lower effort, plus tendon glides and easy movement. Holds (pushing steadily against something that doesn't move) often calm pain down.",
            "Calm your daily load for 48 to 72 hours. Take more short breaks, switch hands or tools where you can, and split long spells of typing, phone use or gripping into smaller chunks. Heat or cold can help with comfort, so use whichever feels better.",
            "Build back over about a week. Once pain is close to your usual level, bring back holds first, then loading with fewer sets or a lighter weight. Aim to reach your old dose over about a week.",
            "Learn from it. Jot down what seemed to set it off. Over time you may spot patterns and can plan ahead, like spreading a big task over a few days.",
          ],
        },
        {
          type: "tip",
          text: "Use the pain rules as you build back. Pain during exercise up to 5 out of 10 is acceptable, and 0 to 3 is a comfortable zone. Pain should settle back to your usual level by the next morning, and it should not creep up from week to week. If a rule isn't met, ease off a step. That is a normal adjustment, not a failure.",
        },
      ],
    },
    {
      heading: "What the research says",
      blocks: [
        {
          type: "p",
          text: "Studies of painful tendons suggest that people can keep active during rehab if they follow simple pain-monitoring rules like the ones above. In one well-known trial with the Achilles tendon, people who kept up their sport within these rules did as well as those who rested from it.",
        },
        {
          type: "p",
          text: "A review of exercise for long-lasting muscle and joint pain found that exercise which hurt a little did not lead to worse results than pain-free exercise. The evidence is still limited, but it suggests some discomfort is not a reason to stop. Guidelines also agree that staying active is a key part of care.",
        },
      ],
    },
    {
      heading: "Common myths",
      blocks: [
        {
          type: "myths",
          items: [
            {
              myth: "A flare-up means I've undone all my progress.",
              fact: "The strength and capacity you've built don't vanish in a few bad days. Most people get back to where they were within a week or two.",
            },
            {
              myth: "I should rest my hand completely until the pain is gone.",
              fact: "Full rest tends to make hands stiffer and more sensitive. Gentle, reduced use usually helps a flare settle faster.",
            },
          ],
        },
      ],
    },
  ],
  seeAClinician: [
    "Arm pain comes with chest pain, shortness of breath, sweating or feeling faint. Call your local emergency number now.",
    "Your hand or wrist looks out of shape, or is very painful to use, after a fall or injury.",
    "A joint is hot, red and swollen, especially if you also feel feverish or unwell. Get medical help the same day.",
    "Your hand or fingers turn cold, pale or blue, or you suddenly lose feeling in them.",
    "Numbness or weakness keeps getting worse, you keep dropping things, or the base of your thumb looks thinner.",
    "Pain at night is always there and doesn't ease when you rest or change position.",
    "A flare-up hasn't started to settle after 2 weeks, or things aren't improving after about 6 weeks of following your plan.",
  ],
  relatedExercises: [
    "isometric-wrist-extension",
    "isometric-wrist-flexion",
    "isometric-finger-flexion",
    "tendon-glides",
    "median-nerve-glide-level-1",
    "forearm-rotation-stretch",
  ],
  readNext: ["exercise-pain", "pain-science", "posture-ergonomics"],
  references: [LIN_2020, SILBERNAGEL_2007, SMITH_2017],
  reviewed: "2026-11-23",
};
