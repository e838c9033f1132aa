// /wristpain: general wrist pain, its common non-serious causes, why graded exercise helps, and what
// the assessment checks.
import type { TLanding } from "./schema";

export const WRIST_PAIN: TLanding = {
  slug: "wristpain",
  title: "Wrist pain: common causes and how exercise can help",
  description:
    "Plain answers on common, non-serious causes of wrist pain, why graded exercise helps, and a free self-assessment that builds your program.",
  eyebrow: "Understanding wrist pain",
  headline: "Sore wrist? Most wrist pain is common, and it often gets better",
  lead: "Wrist pain can be worrying, especially when it hangs around. Most of it comes from everyday causes like overuse, irritated tendons or stiffness, and these often improve with the right kind of movement. Wristwise helps you check for warning signs first, then gives you a steady exercise plan to follow.",
  audience: {
    heading: "This page is for you if",
    items: [
      "Your wrist aches during or after busy days at a keyboard, a phone, a game controller or a steering wheel.",
      "Gripping, lifting, opening a jar or pushing up from a chair makes your wrist sore.",
      "Your wrist feels stiff in the morning or after a rest, and loosens up once you get moving.",
      "The pain came on slowly over days or weeks, rather than after a fall or a clear injury.",
    ],
  },
  how: {
    heading: "What the assessment checks",
    items: [
      {
        title: "Safety first",
        text: "Short yes-or-no questions look for signs that need a clinician, such as a possible broken bone, a hot swollen joint, or numbness that keeps getting worse.",
      },
      {
        title: "Where it hurts, and how much",
        text: "You tap the sore areas on a hand diagram and rate each one, and tell us about any tingling or numbness, so your exercises target the right muscles and tendons.",
      },
      {
        title: "How your wrist moves and copes",
        text: "Simple self-checks of your wrist, forearm, fingers and thumb, and light timed holds, show where to start and how much load suits you right now.",
      },
      {
        title: "How daily life is going",
        text: "The QuickDASH questions about everyday tasks give you a starting score, so you can see how things change over the weeks ahead.",
      },
    ],
  },
  sections: [
    {
      heading: "Common, non-serious causes of wrist pain",
      paragraphs: [
        "Overuse. Doing more than your hands are used to, such as a long project, a new job, a new hobby or lifting a baby, can leave the muscles and tendons sore. It usually reflects a jump in load rather than damage.",
        "Tendon irritation. Tendons are the strong cords that join your forearm muscles to your hand. When they are asked to do a lot more, quickly, they can become tender and achy, especially when you grip or lift.",
        "Stiffness after rest. Joints and tendons often feel stiff after sleep or a long time sitting still, and ease as you move. This is common and usually not a sign of harm.",
        "A more sensitive alarm. When pain has lasted a while, your nervous system can become more protective and react to ordinary use. The pain is real, but it doesn't always mean something is being damaged.",
      ],
    },
    {
      heading: "Why graded exercise helps",
      paragraphs: [
        "Graded exercise means starting with loads that feel easy and building up in small steps. Tendons and muscles adapt to the load they are given, so steady, well-planned work helps them handle more over time.",
        "Resting completely can ease pain for a short time, but it also lets your hands lose strength and tolerance, so pain can come back when you return to normal life. A gentle, regular program keeps your hands working while they settle.",
        "Progress is rarely a straight line. A bad day or a short flare-up is common and doesn't mean you are back at the start. Your program eases off when pain tells it to, then builds up again.",
      ],
    },
  ],
  evidence: {
    heading: "Built on guidelines and research",
    items: [
      "Research on painful tendons supports gradual, well-planned loading. A review of loading studies found that the common thread was a steady build-up, rather than one special exercise.",
      "The pain rules follow the pain-monitoring model used in tendon research, where some discomfort during exercise is allowed as long as it settles by the next day.",
      "Learning how pain works is part of the program, because research suggests that understanding pain can make it less worrying and make movement feel safer.",
      "The QuickDASH is a published, validated measure of how hand and arm problems affect everyday tasks, so the changes you see are measured, not guessed.",
    ],
  },
  costLine:
    "The assessment, your program with every instruction and the pain library are free for everyone. Pro is an optional extra if you want logging with automatic progression and progress charts.",
  safety: [
    "See a doctor the same day if your wrist hurts badly after a fall, looks out of shape, or is too painful to move.",
    "A hot, red and swollen wrist, especially with a fever or feeling unwell, needs medical help the same day.",
    "If your hand feels numb all the time, is getting weaker, or you keep dropping things, please see a clinician before you start exercising.",
    "See a clinician if your pain is getting quickly worse, you notice a new lump, or things haven't improved after a few weeks of steady effort.",
    "This page is general education, not medical advice, and it can't tell what is causing your pain.",
  ],
  faq: [
    {
      q: "Should I rest my wrist until the pain goes away?",
      a: "Short breaks and lighter days can help when pain is high. Long, complete rest usually isn't needed for everyday wrist pain, and it can leave your hands less ready for daily life. Gentle, graded exercise is often a better long-term plan.",
    },
    {
      q: "Do I need a scan before I start?",
      a: "Most everyday wrist pain doesn't need a scan before gentle exercise. Scans often show changes that are common in people without any pain, too. A clinician will arrange one if they think it will change your care.",
    },
    {
      q: "Should I wear a wrist brace?",
      a: "A brace can help for short spells, like at night or during a heavy task. Wearing one all day for a long time can leave the wrist weaker and stiffer, so most people do better using it briefly and then weaning off.",
    },
    {
      q: "Can Wristwise tell me what is causing my wrist pain?",
      a: "No. It doesn't diagnose. It asks careful questions, points out signs that need a clinician, and builds exercises around where you feel pain.",
    },
  ],
  readSlugs: ["tendon-response", "exercise-pain", "imaging-results"],
  cta: "signup",
};
