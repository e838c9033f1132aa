// Wording for the "About your plan" page: the structures in each pain region, the nerves, the
// exercise guidelines, the flare-up plan and a short pain-science primer. Plain language, no
// diagnosis: it describes the muscles and tendons in an area and what often helps.
import type { TBodyArea } from "@/domain/assessment/body-areas";

export type TStructure = { name: string; what: string };

/** Pain regions and structures: for each of the eight body areas. */
export const AREA_STRUCTURES: Record<
  TBodyArea,
  {
    title: string;
    summary: string;
    structures: TStructure[];
    loadedBy: string[];
  }
> = {
  Fingers: {
    title: "Fingers",
    summary:
      "Your fingers grip, pinch, press and type all day. The muscles that bend them sit mostly in your forearm, and their long tendons run through your palm to your fingertips.",
    structures: [
      {
        name: "Flexor digitorum superficialis (FDS)",
        what: "Bends the middle joint of each finger, for gripping and carrying.",
      },
      {
        name: "Flexor digitorum profundus (FDP)",
        what: "Bends the fingertip joints, which helps you hold small things and press keys.",
      },
      {
        name: "Tendon sheaths and pulleys",
        what: "Smooth tunnels and bands that hold the finger tendons close to the bones so they glide easily.",
      },
      {
        name: "Lumbricals",
        what: "Small muscles in your palm that bend your knuckles while keeping your fingers straight, like when you hold a book.",
      },
    ],
    loadedBy: [
      "Gripping tools, handles and steering wheels",
      "Carrying bags by their handles",
      "Typing, gaming and playing an instrument",
      "Climbing and other strong grip sports",
    ],
  },
  "Wrist-Hand-Extensors": {
    title: "Back of the hand and wrist",
    summary:
      "These muscles lift and steady your wrist so your fingers can work well. They start near the bony bump on the outside of your elbow and run along the back of your forearm.",
    structures: [
      {
        name: "Extensor carpi radialis longus (ECRL)",
        what: "Lifts your wrist and tilts it a little toward your thumb.",
      },
      {
        name: "Extensor carpi radialis brevis (ECRB)",
        what: "Lifts and steadies your wrist when you grip or type.",
      },
      {
        name: "Extensor digitorum",
        what: "Straightens your fingers at the big knuckles, for letting go of things and lifting your fingers off the keys.",
      },
    ],
    loadedBy: [
      "Typing and using a mouse, especially with your wrists lifted",
      "Lifting things with your palm facing down, like a kettle or a pan",
      "Strong or long gripping, like using tools",
      "Racquet sports",
    ],
  },
  "Thumb-Extensors": {
    title: "Thumb side of the back of the wrist",
    summary:
      "These tendons move your thumb out and back, and help steady it when you pinch and grip. They pass through narrow tunnels on the thumb side of your wrist.",
    structures: [
      {
        name: "Abductor pollicis longus (APL)",
        what: "Moves your thumb out to the side, away from your hand, and steadies its base.",
      },
      {
        name: "Extensor pollicis brevis (EPB)",
        what: "Straightens your thumb at its big knuckle, and shares a tunnel with APL called the first dorsal compartment.",
      },
      {
        name: "Extensor pollicis longus (EPL)",
        what: "Straightens the tip of your thumb and pulls it back, like a hitchhiker's thumb.",
      },
    ],
    loadedBy: [
      "Lifting a baby or small child under the arms",
      "Texting, scrolling and using a game controller",
      "Pinching and twisting, like opening jars or wringing out a cloth",
    ],
  },
  "Ulnar-Side-Extensors": {
    title: "Little-finger side of the back of the wrist",
    summary:
      "This area steadies the little-finger side of your wrist, especially when you turn your forearm or tilt your hand toward your little finger.",
    structures: [
      {
        name: "Extensor carpi ulnaris (ECU)",
        what: "Tilts your wrist toward your little finger and keeps that side of the wrist steady.",
      },
      {
        name: "ECU tendon sheath",
        what: "A snug tunnel that holds the ECU tendon in its groove on the forearm bone as you turn your hand.",
      },
      {
        name: "Triangular fibrocartilage complex (TFCC)",
        what: "A small cushion and set of ligaments on the little-finger side of the wrist that steadies it and helps your forearm turn smoothly.",
      },
    ],
    loadedBy: [
      "Using a mouse with your hand angled toward your little finger",
      "Turning tasks, like using a screwdriver or turning a door handle",
      "Pushing up from a chair or floor through your hands",
      "Golf, tennis and other swinging sports",
    ],
  },
  "Ulnar-Side-Flexors": {
    title: "Little-finger side of the palm-side wrist",
    summary:
      "This area bends your wrist and steadies it on the little-finger side. It works hard when you grip, swing or press down through the heel of your hand.",
    structures: [
      {
        name: "Flexor carpi ulnaris (FCU)",
        what: "Bends your wrist and tilts it toward your little finger, and is a strong helper when you grip.",
      },
      {
        name: "Pisiform bone",
        what: "A small, pea-shaped bone at the base of your palm that the FCU tendon attaches to, like a tiny kneecap for the wrist.",
      },
      {
        name: "Guyon's canal",
        what: "A small tunnel beside the pisiform where the ulnar nerve and an artery pass into your hand.",
      },
    ],
    loadedBy: [
      "Resting the heel of your hand on a desk edge or mouse",
      "Hammering and chopping",
      "Swinging a racquet, golf club or bat",
      "Leaning on handlebars, like when cycling",
    ],
  },
  "Thumb-Flexors": {
    title: "Base of the thumb",
    summary:
      "The fleshy pad at the base of your thumb holds muscles that bend your thumb and bring it across to meet your fingers. You use them every time you pinch, hold or write.",
    structures: [
      {
        name: "Flexor pollicis longus (FPL)",
        what: "Bends the tip of your thumb, for a firm pinch.",
      },
      {
        name: "Abductor pollicis brevis (APB)",
        what: "Lifts your thumb forward, away from your palm, so you can wrap your hand around things.",
      },
      {
        name: "Flexor pollicis brevis (FPB)",
        what: "Bends your thumb at its big knuckle.",
      },
      {
        name: "Opponens pollicis",
        what: "Turns your thumb so it can meet the tips of your fingers.",
      },
    ],
    loadedBy: [
      "Writing and drawing, especially with a tight grip on the pen",
      "Texting and holding your phone",
      "Pinching and opening jars or packets",
      "Kneading, massage work and other pressing with your thumb",
    ],
  },
  "Wrist-Flexors": {
    title: "Palm side of the wrist and forearm",
    summary:
      "These muscles bend your wrist and help you grip. At the base of your palm, the finger tendons and a nerve pass through a narrow tunnel on their way to your hand.",
    structures: [
      {
        name: "Flexor carpi radialis (FCR)",
        what: "Bends your wrist and tilts it a little toward your thumb.",
      },
      {
        name: "Palmaris longus",
        what: "A thin muscle that helps bend your wrist and tightens the tough layer under your palm, though some people are born without it and that's normal.",
      },
      {
        name: "Carpal tunnel",
        what: "A narrow passage at the base of your palm, under a strong band, where nine tendons that bend your fingers and thumb pass through with the median nerve.",
      },
    ],
    loadedBy: [
      "Gripping and carrying, like shopping bags or tools",
      "Lifting things with your palm facing up",
      "Pressing down through your hands, like push-ups or some yoga poses",
      "Throwing and racquet sports",
    ],
  },
  "Pinky-Flexors": {
    title: "Little-finger side of the palm",
    summary:
      "The fleshy edge of your palm on the little-finger side holds small muscles that move and steady your little finger. They help you cup your hand and grip with your whole hand.",
    structures: [
      {
        name: "Abductor digiti minimi (ADM)",
        what: "Spreads your little finger away from your other fingers.",
      },
      {
        name: "Flexor digiti minimi brevis (FDM)",
        what: "Bends your little finger at its big knuckle.",
      },
      {
        name: "Opponens digiti minimi",
        what: "Turns your little finger toward your thumb, which helps you cup your palm.",
      },
    ],
    loadedBy: [
      "Reaching for keys like Shift, Ctrl and Enter with your little finger",
      "Resting the edge of your hand on a desk or mouse",
      "Wide stretches on a piano or guitar",
      "Gripping round handles with your whole hand",
    ],
  },
};

/** Nerves, for people with nerve symptoms. */
export const NERVE_STRUCTURES: Record<
  "median" | "ulnar" | "radial",
  {
    title: string;
    path: string;
    sensitiveTo: string[];
  }
> = {
  median: {
    title: "Median nerve",
    path: "It runs down your arm, along the middle of the front of your forearm, and through the carpal tunnel at the base of your palm. It gives feeling to the palm side of your thumb, index and middle fingers and half of your ring finger, and powers many of the muscles that bend your wrist and fingers and move your thumb.",
    sensitiveTo: [
      "Keeping your wrist bent for a long time, like holding a phone or sleeping with your wrists curled",
      "Long spells of strong or repeated gripping",
      "Pressure on the palm side of your wrist, like resting it on a hard desk edge",
    ],
  },
  ulnar: {
    title: "Ulnar nerve",
    path: 'It runs behind the bony bump on the inner side of your elbow (your "funny bone"), down the little-finger side of your forearm and into your palm beside the pisiform bone. It gives feeling to your little finger and half of your ring finger, and powers most of the small muscles inside your hand.',
    sensitiveTo: [
      "Keeping your elbow bent for a long time, like holding a phone to your ear or sleeping with your arm bent",
      "Leaning on your elbow, like on a desk or a car armrest",
      "Pressure on the heel of your hand on the little-finger side, like cycling handlebars or a mouse edge",
    ],
  },
  radial: {
    title: "Radial nerve",
    path: "It wraps around the back of your upper arm and passes the outer side of your elbow. It powers the muscles that straighten your elbow, wrist, fingers and thumb, and a thin branch runs along the thumb side of your forearm to give feeling to the back of your hand near your thumb.",
    sensitiveTo: [
      "Tight watch straps, bracelets or splints pressing on the thumb side of your wrist",
      "Repeated twisting of your forearm with your wrist bent down, like using a screwdriver",
      "Long spells with your arm straight and your wrist curled down, like reaching back for something",
    ],
  },
};

/** Overview of the page's sections (for the "page sections" overview). */
export const PAGE_SECTIONS: {
  id: "regions" | "guidelines" | "flare-ups" | "pain-science";
  title: string;
  summary: string;
}[] = [
  {
    id: "regions",
    title: "Your pain regions",
    summary:
      "The muscles, tendons and nerves in the areas you marked, what they do, and which everyday tasks load them.",
  },
  {
    id: "guidelines",
    title: "Exercise guidelines",
    summary: "How your exercises are dosed, how much pain is OK, and how to rest and recover.",
  },
  {
    id: "flare-ups",
    title: "Flare-up plan",
    summary: "A calm, step-by-step plan for when symptoms spike, and when to see a clinician.",
  },
  {
    id: "pain-science",
    title: "How pain works",
    summary:
      "Why pain happens, why it doesn't always mean damage, and what you can do to help it settle.",
  },
];

/** Exercise guidelines. */
export const GUIDELINES: {
  dosing: string[];
  painMonitoring: { intro: string; rules: string[]; note: string };
  rest: string[];
} = {
  dosing: [
    "Your program uses two main kinds of exercise. Holds are steady pushes against something that doesn't move, at about half your effort, for 15 to 45 seconds, usually 3 to 5 times. Slow loading means lifting a light weight or pulling a band, usually 12 to 15 times, for 2 or 3 sets.",
    "Loading exercises use a slow tempo: about 3 seconds up, a 1 second pause, then 3 seconds down. Going slowly keeps the load smooth and steady, which sensitive tissues tend to handle well. It also gives the muscles and tendons more time under load, and that is what helps them adapt. The slow lowering matters most.",
    "Holds are gentle, so they can be done most days. Loading exercises are usually done about 3 times a week, with a day in between. Stretches and glides are light and can be done once or twice a day.",
    "Your program sets your starting dose from your check-in: how easily your symptoms are stirred up, how long you could hold in the endurance test, and the weight you could lift. It starts well inside what you can do, so the first weeks may feel easy. That's on purpose.",
    "As you log how each session went, the program adjusts in small steps. If pain stayed low, settled by the next morning and isn't creeping up week to week, you get a little more: a few more seconds on a hold or 2 more reps. Once you reach 15 reps, the weight goes up and the reps go back to 12. If pain went above 5/10 or didn't settle, the dose steps down a little. If things are in between, it stays the same.",
  ],
  painMonitoring: {
    intro:
      "Some pain during exercise is often fine, and it doesn't mean you're doing harm. This simple model helps you judge how much is OK. It uses a 0 to 10 scale, where 0 is no pain and 10 is the worst pain you can imagine.",
    rules: [
      "During exercise, pain up to 5/10 is acceptable. You don't need pain for an exercise to work, and 0 to 3 is a comfortable zone.",
      "After exercise, your pain should settle back to its usual level by the next morning.",
      "From week to week, your pain and stiffness should not be creeping up.",
      "If one of these isn't met, ease off a step next session. That's a normal adjustment, not a failure.",
      "Nerve glides should feel gentle. Mild tingling that fades within a minute is fine. If it lingers, make the movement smaller.",
    ],
    note: "This model comes from research on exercise for painful tendons, first tested with the Achilles tendon at the back of the heel. It's widely used in hand and wrist rehab, but here it's used as guidance, not a strict rule. Use it alongside how you feel, and follow your clinician's advice if it differs.",
  },
  rest: [
    "Rest about 1 minute between holds and about 90 seconds between loading sets. If your symptoms are more easily stirred up, your program adds an extra 30 seconds. Use the rest to let your hand hang loose and breathe slowly.",
    "Rest days are part of the plan. Tendons and muscles adapt in the day or two after loading, which is why loading exercises have a day off in between. Gentle holds, stretches and normal daily use are still fine on those days.",
    "Sleep matters more than most people think. Your body does much of its repair during sleep, and poor sleep can turn up pain sensitivity. If symptoms wake you at night, keeping your wrist fairly straight may help. A clinician can tell you whether a night splint is worth trying.",
    "During the workday, take short breaks often, for example 30 to 60 seconds every 20 to 30 minutes. Let your hands drop, shake them out gently, change position or do a few tendon glides. Changing position often tends to help more than searching for one perfect posture.",
  ],
};

export const FLARE_UP_PLAN: {
  intro: string;
  steps: { title: string; body: string }[];
  seeAClinicianIf: string[];
} = {
  intro:
    "Flare-ups are a common part of recovery. They rarely mean you've damaged something, and most settle within a few days with a calmer load. Here is a plan you can follow, one step at a time.",
  steps: [
    {
      title: "Pause and breathe",
      body: "A flare-up can feel worrying, but it usually means your system is more sensitive for now, not that something new is damaged. Think about what changed recently: a long day, a new task, poor sleep or extra stress. That helps you plan your next few days.",
    },
    {
      title: "Reduce, don't stop",
      body: "Complete rest often leaves things stiffer and more sensitive. Keep moving gently. Cut your exercise volume by about half or use a lighter weight, and keep doing the parts that feel comfortable.",
    },
    {
      title: "Switch to holds and glides",
      body: "For a few days, swap your loading exercises for gentle holds at a lower effort, plus tendon glides and easy movement. Many people find holds calming, and they keep the area used to some load.",
    },
    {
      title: "Calm your daily load for 48 to 72 hours",
      body: "Look at the rest of your day too. Take more micro-breaks, switch hands or tools where you can, and break long sessions of typing, phone use or gripping into shorter chunks. Heat or cold can help with comfort, so use whichever feels better.",
    },
    {
      title: "Build back over about a week",
      body: "Once your pain is back near its usual level, bring your exercises back step by step: holds first, then loading with fewer sets or a lighter weight. Aim to reach your previous dose over about a week, using the pain-monitoring rules as your guide.",
    },
    {
      title: "Learn from it",
      body: "Jot down what seemed to set it off. Over time this helps you spot patterns and plan ahead, like spreading a big task over a few days or building up before a busy week.",
    },
  ],
  seeAClinicianIf: [
    "Arm pain comes with chest pain, shortness of breath, sweating or feeling faint. Call your local emergency number now.",
    "Your hand or wrist looks out of shape, or is very painful to use, after a fall or injury.",
    "A joint is hot, red and swollen, especially if you also feel feverish or unwell. Get medical help the same day.",
    "Your hand or fingers turn cold, pale or blue, or you suddenly lose feeling in them.",
    "You can't bend or straighten a finger or your thumb after a sudden snap or pop.",
    "Numbness or weakness keeps getting worse, you keep dropping things, or the base of your thumb looks thinner.",
    "Pain at night is always there and doesn't ease when you rest or change position.",
    "A flare-up hasn't started to settle after 2 weeks, or things aren't improving after about 6 weeks of following your plan.",
  ],
};

export const PAIN_SCIENCE: { title: string; paragraphs: string[] }[] = [
  {
    title: "Pain is a protector",
    paragraphs: [
      "Pain is made by your nervous system to protect you. Your brain weighs up signals from your body along with your past experience, your sleep, your stress and what you believe is going on. If it decides an area needs protecting, it makes that area hurt.",
      "This happens in everyone, and the pain is always real. It's a helpful alarm. But like a car alarm, it can end up set a little too sensitive.",
    ],
  },
  {
    title: "Hurt doesn't always mean harm",
    paragraphs: [
      "When pain has been around for a while, how much it hurts is often not a good guide to what is happening in the tissues. A sensitive area can hurt with quite ordinary use, like typing or lifting a cup, without being harmed.",
      "That's why some pain during your exercises, within the guidelines, is usually safe. It's a sign to pace things, not a sign to stop moving.",
    ],
  },
  {
    title: "Sensitivity goes up and down",
    paragraphs: [
      "Sensitivity isn't fixed. It can rise after a busy week, a poor night's sleep or a stressful time, and fall again when things calm down. That's why pain can change from day to day even when you've done the same things.",
      "Ups and downs are a normal part of recovery. Look at the trend over a few weeks rather than a single day.",
    ],
  },
  {
    title: "Why gradual loading works",
    paragraphs: [
      "Hand and wrist pain often builds when the load on your hands gets ahead of what the muscles and tendons are ready for. Capacity can grow again. Muscles and tendons adapt to the load they're given, a little at a time.",
      "Gradual loading works on two fronts. It slowly builds strength and endurance, so daily tasks take less out of you. And it shows your nervous system that movement is safe, which can help turn the alarm down. Tendons adapt slowly, so changes often take weeks to a few months.",
    ],
  },
  {
    title: "What you can influence",
    paragraphs: [
      "Many things beyond your hands affect pain, and you can work on several of them. Good sleep, regular breaks, managing stress and staying generally active can all help calm a sensitive system.",
      "Confidence matters too. The more you understand your pain and see yourself doing a little more each week, the less your nervous system needs to protect you. Small, steady steps count.",
    ],
  },
];

/** Extra line for each irritability level, used to personalise the guidelines. */
export const IRRITABILITY_GUIDANCE: Record<"high" | "moderate" | "low", string> = {
  high: "From your answers, your symptoms seem easy to stir up right now. Your program starts with gentle holds of up to 30 seconds and extra rest between sets. Slow loading can be added once your pain settles more easily.",
  moderate:
    "From your answers, your symptoms react to load but settle fairly well. Your program mixes holds with a small amount of slow loading: 2 sets, a lighter starting weight and extra rest. It steps up slowly as long as your pain settles by the next morning.",
  low: "From your answers, your symptoms settle fairly quickly. Your program uses holds as a warm-up, then 3 sets of slow loading. Keep following the pain-monitoring rules, because capacity builds over weeks, not days.",
};
