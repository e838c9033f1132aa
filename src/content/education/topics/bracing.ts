import { GRAHAM_2016, KARJALAINEN_2023, MAGNUSSON_KJAER_2019 } from "../references";
import type { TTopic } from "../schema";

export const BRACING: TTopic = {
  slug: "bracing",
  group: "living-with-it",
  title: "Wrist splints and braces: when they help and how to stop",
  description:
    "When a wrist splint or brace can help, why wearing one all day for a long time can backfire, and a simple plan to wean off it.",
  takeaways: [
    "Splints and braces can help in the short term, for example a night splint for carpal tunnel symptoms or extra support during a flare-up.",
    "Wearing a splint all day for weeks can leave your wrist stiffer and weaker, and can make it feel more fragile than it is.",
    "The research on splints shows some benefit for carpal tunnel symptoms, but how much is still uncertain.",
    "Use a splint as a tool for a set job, not as a long-term crutch. Pair it with movement and exercise.",
    "Wean off step by step: first for light tasks, then for longer spells, then nights only, then not at all.",
  ],
  sections: [
    {
      heading: "What splints and braces do",
      blocks: [
        {
          type: "p",
          text: "A splint or brace holds your wrist, and sometimes your thumb, in one position. Some are firm with a metal or plastic bar. Others are soft and only give light support. They can reduce how much a sore area moves and is loaded, and they can keep the wrist straight while you sleep.",
        },
        {
          type: "p",
          text: "That can be helpful for a while. But tendons, muscles and joints also need movement and load to stay healthy. A splint is most useful when it has a clear job and a clear end point.",
        },
      ],
    },
    {
      heading: "When a splint can help",
      blocks: [
        {
          type: "list",
          items: [
            "At night for carpal tunnel symptoms. Many people sleep with their wrists curled, which can squeeze the median nerve (the nerve that passes through the carpal tunnel). A splint that keeps the wrist fairly straight can ease night-time tingling and waking.",
            "For a short time during a flare-up, to make hard tasks more comfortable while things settle.",
            "For some thumb-base or thumb-side tendon pain, when a clinician suggests one.",
            "After a fracture, surgery or a serious sprain, when a clinician prescribes one for a set time.",
          ],
        },
        {
          type: "p",
          text: "A major guideline on carpal tunnel syndrome rated splinting as helpful for symptoms. A more recent Cochrane review was more cautious. It found the trials were small and often not blinded, so the true size of the benefit is uncertain. In short, a night splint is a reasonable, low-risk thing to try, but it doesn't work for everyone.",
        },
        {
          type: "tip",
          text: "For carpal tunnel symptoms, the splint should hold your wrist close to straight, not bent back. It should feel snug, not tight. If it makes tingling worse, or your fingers go pale, cold or puffy, loosen it or take it off and ask your clinician.",
        },
      ],
    },
    {
      heading: "The downside of wearing one all day",
      blocks: [
        {
          type: "p",
          text: "Tendons and muscles adapt to the load they get. When they are loaded, they slowly become stronger. When they are unloaded for a long time, research shows they lose some of their strength and stiffness. This happens in everyone, not just people with pain.",
        },
        {
          type: "list",
          items: [
            "Stiffness: joints that aren't moved for weeks can become harder to bend.",
            "Deconditioning: muscles and tendons become weaker, so ordinary tasks feel harder once the splint comes off.",
            "More sensitivity: the brain can start to treat the wrist as fragile, so normal use may feel more threatening.",
            "Skin and nerve pressure: tight straps can rub, and pressure on the thumb side of the wrist can irritate a small nerve branch there.",
            "Extra load elsewhere: your elbow, shoulder or other hand may end up doing more.",
          ],
        },
      ],
    },
    {
      heading: "How to wean off a splint",
      blocks: [
        {
          type: "p",
          text: "If you have been wearing a splint a lot, stop gradually rather than all at once. A common plan, over about 1 to 3 weeks, looks like this:",
        },
        {
          type: "list",
          items: [
            "Take it off for light tasks first, like reading, eating or short spells at the computer.",
            "Each day, add a little more time without it. Keep it for the tasks that stir things up most.",
            "Next, wear it only for heavy or long tasks, and at night if you were using it then.",
            "Finally, stop daytime use. If night symptoms have settled, try a few nights without it.",
            "Add gentle holds, tendon glides and easy movement every day while you wean. These help the wrist get used to load again.",
          ],
        },
        {
          type: "p",
          text: "It is normal to feel a little stiff or achy for the first few days without a splint. Use the pain rules: some pain up to 5 out of 10 is acceptable, it should settle by the next morning, and it shouldn't creep up week to week. If it does, go back one step for a few days, then try again.",
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
              myth: "The longer I wear my brace, the more my wrist will heal.",
              fact: "After the first days or weeks, long use mostly leads to stiffness and weakness. Movement and gradual loading help tendons adapt.",
            },
            {
              myth: "If it hurts without the splint, I'm not ready to stop.",
              fact: "Some ache when you come out of a splint is common and usually settles as the wrist gets used to moving again.",
            },
          ],
        },
      ],
    },
  ],
  seeAClinician: [
    "Numbness or tingling is constant, or keeps getting worse even with a night splint.",
    "You keep dropping things, your grip is getting weaker, or the base of your thumb looks thinner.",
    "Your fingers go pale, blue, cold or very swollen while wearing a splint.",
    "Your wrist looks out of shape or is very painful to use after a fall or injury.",
    "Pain at night is always there and doesn't ease when you rest or change position.",
    "You can't wean off the splint after a few weeks of trying, or things aren't improving after about 6 weeks.",
  ],
  relatedExercises: [
    "tendon-glides",
    "isometric-wrist-extension",
    "isometric-wrist-flexion",
    "median-nerve-glide-level-1",
    "forearm-rotation-stretch",
    "grip-squeeze",
  ],
  readNext: ["carpal-tunnel", "tendon-loading", "flare-ups"],
  references: [KARJALAINEN_2023, GRAHAM_2016, MAGNUSSON_KJAER_2019],
  reviewed: "2026-11-23",
};
