import { MAGNUSSON_LANGBERG_KJAER_2010, RIO_2015 } from "../references";
import type { TTopic } from "../schema";

export const TENDON_LOADING: TTopic = {
  slug: "tendon-loading",
  group: "tendons-and-nerves",
  title: "Why slow, steady loading helps sore tendons",
  description:
    "How holds and slow lifting help tendons get stronger, why the 3-1-3 tempo matters, and how your program steps up a little at a time.",
  takeaways: [
    "Tendons get stronger when they are loaded slowly and steadily, and the load grows a little at a time.",
    "Holds are a gentle place to start. Many people find they calm tendon pain, though research results are mixed.",
    "Slow loading uses a 3-1-3 tempo: about 3 seconds up, a 1 second pause, then 3 seconds down.",
    "Your dose grows in small steps: 2 more reps at a time. At 15 reps the weight goes up and the reps go back to 12.",
    "Loading exercises work best about 3 times a week, with a rest day in between.",
  ],
  sections: [
    {
      heading: "Why loading helps tendons",
      blocks: [
        {
          type: "p",
          text: "Tendons adapt to the load they are given. When you lift slowly and steadily, the tendon's cells sense the pull and respond by laying down new collagen, the strong threads a tendon is made of. Over weeks, the tendon becomes stiffer and better at handling load, so everyday tasks take less out of it.",
        },
        {
          type: "figure",
          figure: "tendon-load",
          caption:
            "A tendon under a slow, steady load from its muscle. Its collagen fibres, drawn as long threads, line up along the direction of the pull. Over weeks of regular loading, the tendon adapts and becomes stronger and better organised.",
        },
        {
          type: "p",
          text: "Loading programmes are the main treatment for painful tendons in research, with most studies on the Achilles tendon at the heel and the patellar tendon below the kneecap. A review of these studies found that several kinds of loading help, and that the common thread is a gradual, well-dosed build-up rather than one magic exercise.",
        },
      ],
    },
    {
      heading: "Holds: a calm place to start",
      blocks: [
        {
          type: "p",
          text: "A hold, also called an isometric exercise, means pushing against something that doesn't move, so the muscle works but the joint stays still. In your program, holds are done at about half your effort for 15 to 45 seconds, usually 3 to 5 times. Because they are gentle, they can be done most days.",
        },
        {
          type: "p",
          text: "A small 2015 study of six volleyball players found that heavy holds eased knee tendon pain straight away. Later, larger studies were less clear. A 2020 review found holds were not better on average than slow lifting, and that people respond differently. So holds are not a cure, but many people find them calming, and they keep the tendon used to load while it is sensitive.",
        },
        {
          type: "tip",
          text: "If a tendon feels cranky on a busy day, a few gentle holds can be a good way to keep it moving without stirring it up.",
        },
      ],
    },
    {
      heading: "The 3-1-3 tempo",
      blocks: [
        {
          type: "p",
          text: "Loading exercises use a slow tempo: about 3 seconds to lift, a 1 second pause at the top, and 3 seconds to lower. Counting helps, or you can use the metronome exercises.",
        },
        {
          type: "list",
          items: [
            "Going slowly keeps the load smooth and steady, which sensitive tendons tend to handle well.",
            "It gives the muscle and tendon more time under load, which is the signal that helps them adapt.",
            "The slow lowering part matters most, so resist the urge to let the weight drop.",
          ],
        },
        {
          type: "p",
          text: "This idea comes from heavy slow resistance training, where each lift takes about 6 seconds. In a trial of people with Achilles tendon pain, this slow approach did as well as the older standard exercise, and people were more likely to stick with it.",
        },
      ],
    },
    {
      heading: "How the dose steps up",
      blocks: [
        {
          type: "p",
          text: "Slow loading usually means 12 to 15 lifts, called reps, for 2 or 3 sets. Your program starts well inside what you can do, so the first weeks may feel easy. That's on purpose.",
        },
        {
          type: "list",
          items: [
            "If pain stayed at 5/10 or below, settled by the next morning, and isn't creeping up week to week, you add 2 more reps next time.",
            "Once you reach 15 reps, the weight goes up a little and the reps go back to 12.",
            "If pain went above 5/10 or didn't settle by morning, the dose steps down a little.",
            "If things are somewhere in between, the dose stays the same for now.",
          ],
        },
        {
          type: "p",
          text: "For example, you might do 12 reps, then 14, then 15, then move to a slightly heavier weight at 12 reps again. Small steps like these give the tendon time to catch up.",
        },
      ],
    },
    {
      heading: "How often",
      blocks: [
        {
          type: "p",
          text: "Loading exercises are usually done about 3 times a week, with a day off in between. After a loading session, tendons keep building new collagen for a day or more, so rest days are when much of the adapting happens. Holds, stretches and glides are lighter and can be done more often.",
        },
        {
          type: "myths",
          items: [
            {
              myth: "No pain, no gain. The harder it hurts, the better it works.",
              fact: "You don't need pain for loading to work. Pain up to 5/10 is acceptable, and 0 to 3 is a comfortable zone.",
            },
            {
              myth: "Lifting faster or heavier will fix it sooner.",
              fact: "Tendons adapt slowly. Big jumps in load are a common cause of flare-ups, while small, steady steps tend to last.",
            },
          ],
        },
      ],
    },
  ],
  seeAClinician: [
    "You felt a sudden snap or pop and now can't bend or straighten a finger or your thumb.",
    "Pain keeps going above 5/10 or doesn't settle overnight, even after you've eased off a step for a week or two.",
    "The area is hot, red and swollen, especially if you also feel feverish or unwell. Get medical help the same day.",
    "Numbness or weakness keeps getting worse, or you keep dropping things.",
    "Things aren't improving after about 6 weeks of following your plan.",
  ],
  relatedExercises: [
    "isometric-wrist-extension",
    "isometric-wrist-flexion",
    "wrist-extension-curl",
    "wrist-flexion-curl",
    "band-wrist-extension",
    "metronome-wrist-extension",
  ],
  readNext: ["exercise-pain", "tendon-response", "flare-ups"],
  references: [
    {
      authors: "Malliaras P, Barton CJ, Reeves ND, Langberg H.",
      title:
        "Achilles and patellar tendinopathy loading programmes: a systematic review comparing clinical outcomes and identifying potential mechanisms for effectiveness",
      source: "Sports Med. 2013;43(4):267-286",
      year: 2013,
      doi: "10.1007/s40279-013-0019-z",
      pmid: "23494258",
    },
    {
      authors: "Beyer R, Kongsgaard M, Hougs Kjær B, Øhlenschlæger T, Kjær M, Magnusson SP.",
      title:
        "Heavy slow resistance versus eccentric training as treatment for Achilles tendinopathy: a randomized controlled trial",
      source: "Am J Sports Med. 2015;43(7):1704-1711",
      year: 2015,
      doi: "10.1177/0363546515584760",
      pmid: "26018970",
    },
    RIO_2015,
    {
      authors: "Clifford C, Challoumas D, Paul L, Syme G, Millar NL.",
      title:
        "Effectiveness of isometric exercise in the management of tendinopathy: a systematic review and meta-analysis of randomised trials",
      source: "BMJ Open Sport Exerc Med. 2020;6(1):e000760",
      year: 2020,
      doi: "10.1136/bmjsem-2020-000760",
      pmid: "32818059",
    },
    MAGNUSSON_LANGBERG_KJAER_2010,
  ],
  reviewed: "2026-11-23",
};
