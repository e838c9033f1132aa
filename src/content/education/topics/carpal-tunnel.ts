import { BALLESTERO_PEREZ_2017, GRAHAM_2016, KARJALAINEN_2023, MARSHALL_2007 } from "../references";
import type { TTopic } from "../schema";

export const CARPAL_TUNNEL: TTopic = {
  slug: "carpal-tunnel",
  group: "tendons-and-nerves",
  title: "The carpal tunnel: tingling fingers and what helps",
  description:
    "What the carpal tunnel is, why it can cause night tingling in the thumb and first fingers, what helps, and when to see a clinician.",
  takeaways: [
    "The carpal tunnel is a narrow passage at the base of your palm. A nerve and nine tendons share the space.",
    "When the nerve is squeezed or irritated, many people feel tingling or numbness in the thumb, index and middle fingers, often at night.",
    "A night splint that keeps the wrist straight helps many people, and gentle nerve glides may help a little.",
    "Injections and surgery are options a doctor can talk through if symptoms are strong or don't settle.",
    "Constant numbness, weakness or a thinner thumb base are signs to see a clinician soon.",
  ],
  sections: [
    {
      heading: "What the carpal tunnel is",
      blocks: [
        {
          type: "p",
          text: "Your wrist has eight small bones called carpal bones. Together they form a curved floor, like the bottom of a U. Across the top runs a tough band called the transverse carpal ligament. The space underneath is the carpal tunnel.",
        },
        {
          type: "figure",
          figure: "carpal-tunnel",
          caption:
            "A slice across the wrist, seen end-on. The small wrist bones form a curved floor, and a tough band called the transverse carpal ligament forms the roof. Inside the tunnel are nine tendons that bend the fingers and thumb, and the median nerve, which lies near the top, just under the band.",
        },
        {
          type: "p",
          text: "Through this tunnel pass nine tendons that bend your fingers and thumb, and the median nerve. This nerve gives feeling to the palm side of your thumb, index and middle fingers and half of your ring finger. It also powers some of the small muscles at the base of your thumb.",
        },
        {
          type: "p",
          text: "The tunnel has little spare room. Anything that takes up more space, or keeps the wrist bent for a long time, can raise the pressure on the nerve. When symptoms come from this, doctors call it carpal tunnel syndrome.",
        },
      ],
    },
    {
      heading: "Common symptoms",
      blocks: [
        {
          type: "list",
          items: [
            "Tingling, pins and needles or numbness in the thumb, index and middle fingers, and sometimes half of the ring finger.",
            "Symptoms that wake you at night or are there when you wake up. Many people shake or flick their hand to get the feeling back.",
            "Symptoms during tasks that keep the wrist bent, like holding a phone, driving or reading.",
            "Aching in the wrist or forearm, or a feeling of clumsiness, like fumbling buttons.",
          ],
        },
        {
          type: "p",
          text: "These symptoms are common and often come and go. They can also come from other places, such as the neck or other nerves, so only a clinician who examines you can tell what is going on. This page explains the condition in general. It can't tell you what is causing your symptoms.",
        },
      ],
    },
    {
      heading: "Why it can happen",
      blocks: [
        {
          type: "p",
          text: "Often there is no single cause. Things that can play a part include pregnancy, diabetes, an underactive thyroid, arthritis, a past wrist fracture, body weight, getting older and family history. Work with strong or repeated gripping, or vibrating tools, is linked too. Research on keyboard and mouse use alone is mixed.",
        },
        {
          type: "p",
          text: "Night symptoms are so common because many people sleep with their wrists curled. A bent wrist raises the pressure inside the tunnel for hours at a time.",
        },
      ],
    },
    {
      heading: "What helps",
      blocks: [
        {
          type: "p",
          text: "The American Academy of Orthopaedic Surgeons guideline from 2016, based on a large review of studies, and other expert reviews point to a few options.",
        },
        {
          type: "list",
          items: [
            "Night splints. A splint that keeps the wrist in a neutral position, meaning straight, not bent up or down, can ease night symptoms. The guideline found strong evidence that splints help. A 2023 Cochrane review was more cautious and found the benefit is probably modest, but splints are low risk and many people find them helpful.",
            "Nerve glides. These are gentle movements that help the median nerve slide through the tunnel. Reviews suggest they may help a little, mostly alongside other care, but the studies are small and the evidence is limited.",
            "Daily habits. Breaks from long spells of gripping or bent-wrist tasks, a lighter grip, and keeping the wrist fairly straight can all ease pressure on the nerve.",
            "Steroid injections. Studies show an injection into the tunnel can ease symptoms for a time, often some weeks, though symptoms may come back. It is something a doctor can discuss with you.",
            "Surgery. An operation called carpal tunnel release cuts the ligament roof to give the nerve more room. It tends to give the longest-lasting relief when symptoms are strong or keep coming back, and is something a doctor discusses with you.",
          ],
        },
        {
          type: "tip",
          text: "During nerve glides, mild tingling that fades within a minute is fine. If it lingers, make the movement smaller.",
        },
      ],
    },
    {
      heading: "Myths and facts",
      blocks: [
        {
          type: "myths",
          items: [
            {
              myth: "Tingling fingers always mean the nerve is being damaged.",
              fact: "Tingling often means the nerve is irritated, and it often eases when the pressure eases. Constant numbness or weakness is different and worth getting checked.",
            },
            {
              myth: "Surgery is the only real fix.",
              fact: "Many people with mild or moderate symptoms improve with splints and changes in daily habits. Surgery is an option for people whose symptoms are strong or don't settle.",
            },
          ],
        },
      ],
    },
  ],
  seeAClinician: [
    "Numbness in your fingers is there all the time, not just at night or during certain tasks.",
    "Your hand feels weak, you keep dropping things, or fine tasks like buttons get harder.",
    "The fleshy base of your thumb looks thinner or flatter than on the other hand.",
    "Tingling or numbness started after a fall or wrist injury, especially with swelling. Seek care the same day.",
    "Symptoms come with neck pain or spread up the arm, which can point to a different cause worth checking.",
    "Night symptoms keep waking you despite a splint, or things aren't improving after about 6 weeks.",
  ],
  relatedExercises: ["median-nerve-glide-level-1", "median-nerve-glide-level-2", "tendon-glides"],
  readNext: ["bracing", "posture-ergonomics", "medication-injections"],
  references: [
    GRAHAM_2016,
    {
      // The 2024 update of the guideline above (approved by the AAOS board in May 2024). Its
      // volume, pages and PubMed id could not be confirmed offline, so only the DOI is given.
      authors: "Shapiro LM, Kamal RN, Management of Carpal Tunnel Syndrome Work Group.",
      title:
        "American Academy of Orthopaedic Surgeons/ASSH clinical practice guideline summary: management of carpal tunnel syndrome",
      source: "J Am Acad Orthop Surg. 2024",
      year: 2024,
      doi: "10.5435/JAAOS-D-24-01179",
    },
    {
      authors: "Padua L, Coraci D, Erra C, et al.",
      title: "Carpal tunnel syndrome: clinical features, diagnosis, and management",
      source: "Lancet Neurol. 2016;15(12):1273-1284",
      year: 2016,
      doi: "10.1016/S1474-4422(16)30231-9",
    },
    KARJALAINEN_2023,
    BALLESTERO_PEREZ_2017,
    MARSHALL_2007,
  ],
  reviewed: "2026-11-23",
};
