import { LIN_2020, MAGNUSSON_KJAER_2019, SILBERNAGEL_2007, SMITH_2017 } from "../references";
import type { TTopic } from "../schema";

export const CASE_STUDY_2: TTopic = {
  slug: "case-study-2",
  group: "stories",
  title: "Case study: Maya, a new parent with thumb-side wrist pain from lifting her baby",
  description:
    "An illustrative 14-week story: Maya changes how she lifts, uses a brace briefly, loads her thumb and wrist, and gets through some slow weeks.",
  takeaways: [
    "Maya is not a real person. Her story is a composite of common experiences, shared to show what recovery can look like.",
    "Changing how she lifted her baby made a big difference to her day, before any exercise had time to work.",
    "She used a brace for about three to four weeks, weaning off it step by step while her thumb and wrist got stronger.",
    "Weeks 5 to 8 felt stuck. Her pain rules told her to hold steady, not to push harder or give up, and by week 14 lifting pain was down from 6/10 to about 2/10.",
  ],
  sections: [
    {
      heading: "Meet Maya",
      blocks: [
        {
          type: "p",
          text: "This is an illustrative story. Maya is not a real person. She is a composite, built from experiences that many new parents describe. Your own path may look different, and that's OK.",
        },
        {
          type: "p",
          text: "Maya is 33, and her son was 3 months old when her right wrist began to hurt. The pain sat on the thumb side of her wrist, where two thumb tendons pass through a narrow tunnel. Lifting her baby under his arms, with her thumbs spread wide, made it flare to 6/10. Even moving her thumb to open a jar or do up a car seat buckle could hurt.",
        },
        {
          type: "p",
          text: "She saw her GP, who examined her wrist and said the tendons on the thumb side looked irritated. The doctor said this pattern is common in new parents, because lifting a baby loads those tendons many times a day. She suggested a few changes, a short spell in a brace and a gradual exercise plan.",
        },
      ],
    },
    {
      heading: "Weeks 1 and 2: changing how she lifted",
      blocks: [
        {
          type: "p",
          text: "The first change was technique. Instead of lifting under the arms with her thumbs stretched out, Maya scooped her son up with her palms facing up. One hand went under his bottom and the other supported his head and neck, with her thumbs resting beside her fingers. She held him close to her body, so her forearms took more of the weight.",
        },
        {
          type: "list",
          items: [
            "A feeding pillow took the weight during feeds, so she wasn't holding him up for long spells.",
            "She switched sides for carrying and feeding where she could.",
            "Her partner did the night lifts from the cot for the first two weeks.",
            "She carried the car seat in the crook of her elbow, or let someone else carry it.",
          ],
        },
        {
          type: "p",
          text: "She also wore a thumb brace, a splint that holds the thumb and wrist still, at night and during her busiest times of day. Each day she did a gentle thumb lift hold: 4 holds of 20 seconds at low effort. Her pain during the holds was 2 to 3/10, within the comfortable zone, and it settled by the next morning.",
        },
      ],
    },
    {
      heading: "Weeks 3 and 4: weaning off the brace",
      blocks: [
        {
          type: "p",
          text: "Braces can calm things down for a while, though research on them for this kind of pain is limited. Wearing one for too long can also leave the hand weaker and stiffer. So in week 3, Maya stopped wearing it during the day first. A week later she stopped wearing it at night too, and kept it in a drawer just in case.",
        },
        {
          type: "p",
          text: "At the same time, she added slow loading three times a week. She did a thumb band lift with a light rubber band, 2 sets of 12, and a thumb-side wrist raise with a 0.5 kg (about 1 lb) tin. Each rep took 3 seconds up, a 1 second pause and 3 seconds down.",
        },
      ],
    },
    {
      heading: "Weeks 5 to 8: the slow weeks",
      blocks: [
        {
          type: "p",
          text: "Then progress seemed to stall. Her lifting pain stayed around 4/10 for almost a month. Her son was getting heavier and teething, and her sleep got worse. She felt frustrated and wondered if the exercises were working at all.",
        },
        {
          type: "p",
          text: "She went back to the pain rules. During exercise her pain stayed at 3 to 4/10, which is acceptable. It usually settled by morning. And it wasn't creeping up week to week. It was flat. So the right move was to hold her dose steady, not to push harder and not to give up.",
        },
        {
          type: "p",
          text: "In week 7, she spent a long day out carrying the car seat, and the next morning her wrist was stiffer than usual. That rule wasn't met, so she eased off a step: back to a lighter band and fewer reps for a few days. Within the week she was back where she had been.",
        },
        {
          type: "tip",
          text: "Slow weeks are normal. Tendons adapt over weeks to months, and poor sleep can turn up pain for a while. If your pain is flat rather than climbing, staying steady is often the right call.",
        },
      ],
    },
    {
      heading: "Weeks 9 to 14: things start to move",
      blocks: [
        {
          type: "p",
          text: "Around week 9, things began to shift. Lifting pain dropped to 3/10, then to about 2/10 by week 14. Each time she reached 15 reps, she stepped up and went back to 12. By then she was using a thicker band for 3 sets of 12, and raising a 1 kg (about 2 lb) weight for 3 sets of 12. The brace stayed in the drawer.",
        },
        {
          type: "p",
          text: "Her wrist isn't perfect. If her son twists suddenly while she's holding him, or she grabs the car seat one-handed, she can still feel a twinge. But it settles quickly now, and she knows how to adjust when it doesn't.",
        },
      ],
    },
    {
      heading: "What Maya learned",
      blocks: [
        {
          type: "list",
          items: [
            "How she lifted mattered as much as her exercises, especially early on.",
            "A brace was a short-term helper, not the whole plan. Weaning off it slowly felt safer than stopping all at once.",
            "Flat weeks are not failure. The pain rules helped her tell a plateau from a setback.",
          ],
        },
        {
          type: "myths",
          items: [
            {
              myth: "If a brace helps, you should keep wearing it until the pain is completely gone.",
              fact: "Braces are usually best for short spells. Keeping the hand still for too long can leave it weaker, so many people wean off as they start loading.",
            },
          ],
        },
      ],
    },
  ],
  seeAClinician: [
    "Your wrist or thumb is hot, red and swollen, especially if you also feel feverish or unwell. Get medical help the same day.",
    "There is swelling, a lump or pain that keeps getting worse, even when you change how you lift.",
    "You have numbness or tingling in your thumb or fingers that doesn't go away.",
    "Your wrist looks out of shape or is very painful to use after a fall or injury.",
    "Pain at night is always there and doesn't ease when you rest or change position.",
    "Things aren't improving after about 6 weeks of following your plan.",
  ],
  relatedExercises: [
    "isometric-thumb-extension",
    "thumb-extension-lift",
    "radial-deviation-raise",
    "band-radial-deviation",
    "band-thumb-abduction",
    "tendon-glides",
  ],
  readNext: ["bracing", "tendon-response", "flare-ups"],
  illustrative: true,
  references: [SILBERNAGEL_2007, MAGNUSSON_KJAER_2019, SMITH_2017, LIN_2020],
  reviewed: "2026-11-23",
};
