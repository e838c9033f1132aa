// /carpaltunnel: tingling and numbness in the thumb and first fingers, often at night. The page
// explains what can help and when to see a clinician; it never says the app diagnoses the syndrome.
import type { TLanding } from "./schema";

export const CARPAL_TUNNEL_PAGE: TLanding = {
  slug: "carpaltunnel",
  title: "Tingling fingers and carpal tunnel: what can help",
  description:
    "Tingling or numbness in your thumb and first fingers, often at night? What can help, when to see a clinician, and a free self-assessment.",
  eyebrow: "Tingling, numbness and night symptoms",
  headline: "Tingling fingers at night? Learn what can help, and when to get checked",
  lead: "Tingling or numbness in your thumb, index and middle fingers, often waking you at night, is common and is often linked to the carpal tunnel. Wristwise can't diagnose it, but it screens for warning signs, explains what research says can help, and builds a gentle program with nerve glides and sensible changes to your daily load.",
  audience: {
    heading: "This page is for you if",
    items: [
      "You notice tingling, pins and needles or numbness in your thumb, index and middle fingers, and sometimes half of your ring finger.",
      "Symptoms wake you at night or are there when you wake up, and you shake or flick your hand to get the feeling back.",
      "Holding a phone, driving, reading or gripping a tool for a while brings the tingling on.",
      "A clinician has said you may have carpal tunnel syndrome, and you want a steady routine to follow alongside their advice.",
    ],
  },
  how: {
    heading: "How Wristwise approaches tingling fingers",
    items: [
      {
        title: "Screening comes first",
        text: "Before any exercise, short questions look for signs that need a clinician, including numbness that never goes away, a weak pinch or a thinner thumb base.",
      },
      {
        title: "Mapping your symptoms",
        text: "You tell us where you feel tingling, when it happens and what sets it off. This shapes your program, but it is not a diagnosis.",
      },
      {
        title: "Gentle nerve checks",
        text: "Three easy movements show how your nerves handle being moved, so your program includes nerve glides at a level that suits you.",
      },
      {
        title: "Habits and load",
        text: "Your program and the library suggest simple changes, like a night splint, a lighter grip and regular breaks from bent-wrist tasks.",
      },
    ],
  },
  sections: [
    {
      heading: "What the carpal tunnel is",
      paragraphs: [
        "The carpal tunnel is a narrow passage at the base of your palm. Nine tendons that bend your fingers and thumb pass through it, along with the median nerve. This nerve gives feeling to the palm side of your thumb, index and middle fingers and half of your ring finger.",
        "The tunnel has little spare room. Keeping your wrist bent for a long time, or anything that takes up more space inside, can raise the pressure on the nerve. When symptoms come from this, doctors call it carpal tunnel syndrome. Similar symptoms can also come from the neck or other nerves, which is why only a clinician can say what is causing yours.",
        "Many people sleep with their wrists curled. A bent wrist raises the pressure inside the tunnel for hours at a time, which is why tingling so often wakes people up or is there first thing in the morning.",
      ],
    },
    {
      heading: "What can help",
      paragraphs: [
        "Night splints. A splint that keeps your wrist straight while you sleep can ease night symptoms. Guidelines support splints and they are low risk, though a recent review found the benefit is probably modest.",
        "Nerve glides. These gentle movements help the median nerve slide through the tunnel. They may help a little, mostly alongside other care. Mild tingling that fades within a minute is fine; if it lingers, make the movement smaller.",
        "Changes to your load. Breaks from long spells of gripping or bent-wrist tasks, a lighter grip and keeping your wrist fairly straight can all ease pressure on the nerve.",
        "When symptoms are strong or don't settle, a doctor can talk you through other options, such as a steroid injection or surgery.",
      ],
    },
  ],
  evidence: {
    heading: "What the research says, in plain words",
    items: [
      "The advice follows the American Academy of Orthopaedic Surgeons guideline on carpal tunnel syndrome, which supports night splints that keep the wrist in a neutral, straight position.",
      "A Cochrane review, a careful summary of many trials, was more cautious about splints and found the benefit is probably modest. We tell you that plainly rather than overselling them.",
      "Reviews of nerve glides suggest they may help a little, mostly alongside other care. The studies are small, so Wristwise uses glides as one gentle part of the plan, not the whole answer.",
      "The safety questions look for constant numbness, weakness and a thinner thumb base, the signs that call for an examination in person rather than exercise alone.",
    ],
  },
  costLine:
    "The assessment, your program with its nerve glides and every instruction, and the library are free. Pro is optional, for logging, load tracking and progress charts over time.",
  safety: [
    "If numbness in your fingers is there all the time, not just at night or during certain tasks, please see a clinician before starting exercise.",
    "If your hand feels weak, you keep dropping things, or buttons and keys are getting harder to manage, see a doctor soon.",
    "If the fleshy base of your thumb looks thinner or flatter than on your other hand, see a clinician soon.",
    "Tingling or numbness that started after a fall or wrist injury, especially with swelling, needs a doctor the same day.",
    "If symptoms come with neck pain, spread up your arm, or keep waking you despite a splint for several weeks, a clinician can look for other causes.",
    "Wristwise does not diagnose carpal tunnel syndrome. This page is education, not medical advice.",
  ],
  faq: [
    {
      q: "Can Wristwise tell me if I have carpal tunnel syndrome?",
      a: "No. Only a clinician who examines you can diagnose it, sometimes with nerve tests. Wristwise asks about your symptoms, screens for warning signs and builds a gentle program, but it does not diagnose.",
    },
    {
      q: "Should I wear a wrist splint at night?",
      a: "Many people find that a splint keeping the wrist straight at night eases their symptoms, and it is low risk. Choose one that holds the wrist neutral, not bent back. A pharmacist or clinician can help you choose.",
    },
    {
      q: "Is it normal for nerve glides to make my fingers tingle?",
      a: "Mild tingling that fades within a minute is common and fine. If it lasts longer, make the movement smaller and gentler. Nerve glides are eased in and out of, never held as a strong stretch.",
    },
    {
      q: "Will I need surgery?",
      a: "Many people with mild or moderate symptoms improve with splints and changes to daily habits. Surgery is an option a doctor may talk through if symptoms are strong, constant or keep coming back.",
    },
    {
      q: "Does typing cause carpal tunnel syndrome?",
      a: "Research on keyboard and mouse use alone is mixed. Strong or repeated gripping, vibrating tools, pregnancy, diabetes and some other health factors are more clearly linked. Often there is no single cause.",
    },
  ],
  readSlugs: ["carpal-tunnel", "bracing", "posture-ergonomics"],
  cta: "signup",
};
