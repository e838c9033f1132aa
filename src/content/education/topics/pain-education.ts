import { LIN_2020, MOSELEY_BUTLER_2015, SILBERNAGEL_2007, WATSON_2019 } from "../references";
import type { TTopic } from "../schema";

export const PAIN_EDUCATION: TTopic = {
  slug: "pain-education",
  group: "understanding-pain",
  title: "Why learning about pain helps, and how to use it every day",
  description:
    "What understanding pain can do for your recovery, how to get the most from this library, and how to use the pain-monitoring rules day to day.",
  takeaways: [
    "Learning how pain works can make it less frightening, and less fear often makes it easier to move and recover.",
    "Studies suggest learning about pain helps most when it goes together with exercise and activity, not on its own.",
    "The pain-monitoring rules turn that knowledge into simple daily choices: how much pain is OK, and when to ease off.",
    "You don't need to read everything. Start with what worries you most, and come back when you have a new question.",
  ],
  sections: [
    {
      heading: "What learning about pain can do",
      blocks: [
        {
          type: "p",
          text: "Pain is confusing. It can move around, change from day to day, and flare up for no clear reason. When we don't understand something, our brain often expects the worst. That worry can keep the pain alarm turned up.",
        },
        {
          type: "p",
          text: 'Researchers call it pain education when a clinician explains how pain works in plain language. The main aim is to help people see pain as a sign that the body wants protection, rather than a sign of damage. Reviews of this research suggest it can reduce worry, fear of movement and "thinking the worst", and may help people move and do more.',
        },
        {
          type: "p",
          text: "To be honest about the evidence: when education is used on its own, its effect on pain levels is usually small. Its bigger role seems to be making exercise and activity feel safer, so people can keep going. Most studies also looked at back and neck pain, not the wrist and hand, so we are using what we learned there and applying it carefully.",
        },
      ],
    },
    {
      heading: "How to use this library",
      blocks: [
        {
          type: "p",
          text: "The topics are grouped so you can dip in where you need to. You can read them in any order.",
        },
        {
          type: "list",
          items: [
            "Understanding pain: how pain works, common beliefs, fear of movement, and why exercise can hurt a little.",
            "Tendons and nerves: how tendons respond to load, how loading helps, and the carpal tunnel.",
            "Living with it: flare-ups, scan results, medicines and injections, braces, and your desk setup.",
            "Stories: made-up examples, based on common experiences, of how recovery can go.",
          ],
        },
        {
          type: "tip",
          text: "If you are short on time, start with how pain works and the flare-up guide. Many people find those two answer the biggest worries first.",
        },
        {
          type: "p",
          text: "Ideas often make more sense after a second read. Coming back to a topic after a few weeks of exercise can help, because you will have your own experience to compare it with.",
        },
      ],
    },
    {
      heading: "The pain-monitoring rules, day to day",
      blocks: [
        {
          type: "p",
          text: "Your program uses a simple 0 to 10 scale, where 0 is no pain and 10 is the worst pain you can imagine. This approach comes from research on painful tendons, where people could keep active as long as their pain stayed within limits. It is guidance, not a strict rule.",
        },
        {
          type: "list",
          items: [
            "During exercise: up to 5 out of 10 is acceptable. You don't need pain for an exercise to work, and 0 to 3 is a comfortable zone.",
            "The next morning: your pain should be back to its usual level.",
            "Week to week: pain and stiffness should not be creeping up.",
            "If any of these isn't met, ease off a step next session. That is a normal adjustment, not a failure.",
            "Nerve glides should feel gentle. Mild tingling that fades within a minute is fine. If it lingers, make the movement smaller.",
          ],
        },
        {
          type: "p",
          text: "Loading exercises are usually done about 3 times a week, with a day in between. Move slowly: about 3 seconds up, a 1 second pause, then 3 seconds down.",
        },
      ],
    },
    {
      heading: "Making it a habit",
      blocks: [
        {
          type: "list",
          items: [
            "Log each session honestly. Your program uses your answers to adjust the dose in small steps.",
            'Check in with yourself each morning. A quick "back to usual?" is enough.',
            "Look at the trend over a few weeks, not a single day. Ups and downs are normal.",
            "When something worries you, look it up here, then decide on one small action.",
          ],
        },
      ],
    },
    {
      heading: "A worked example",
      blocks: [
        {
          type: "p",
          text: "Imagine someone does their wrist exercises and their pain reaches 4 out of 10. That is within the limit. The next morning it is back to its usual level, so next time they carry on as planned. A week later, a busy work deadline leaves the wrist sorer the next morning. Following the rules, they ease off a step for a few sessions. They look at the flare-up guide, take more breaks at work, and build back up over the following week.",
        },
      ],
    },
  ],
  seeAClinician: [
    "Numbness, tingling or weakness keeps getting worse, or the base of your thumb looks thinner.",
    "A joint is hot, red and swollen, especially with a fever or feeling unwell. Get medical help the same day.",
    "Your hand or wrist looks out of shape after a fall or injury.",
    "Pain at night is always there and doesn't ease when you rest or change position.",
    "A flare-up hasn't started to settle after 2 weeks, or things aren't improving after about 6 weeks.",
    "You feel too worried about your pain to follow the plan. A clinician can talk it through with you.",
  ],
  relatedExercises: [
    "isometric-wrist-extension",
    "wrist-extension-curl",
    "tendon-glides",
    "median-nerve-glide-level-1",
  ],
  readNext: ["pain-science", "exercise-pain", "flare-ups"],
  references: [
    {
      authors: "Louw A, Diener I, Butler DS, Puentedura EJ.",
      title:
        "The effect of neuroscience education on pain, disability, anxiety, and stress in chronic musculoskeletal pain",
      source: "Arch Phys Med Rehabil. 2011;92(12):2041-2056",
      year: 2011,
      doi: "10.1016/j.apmr.2011.07.198",
      pmid: "22133255",
    },
    WATSON_2019,
    MOSELEY_BUTLER_2015,
    SILBERNAGEL_2007,
    LIN_2020,
  ],
  reviewed: "2026-11-23",
};
