import { MAGNUSSON_KJAER_2019, MAGNUSSON_LANGBERG_KJAER_2010 } from "../references";
import type { TTopic } from "../schema";

export const TENDON_RESPONSE: TTopic = {
  slug: "tendon-response",
  group: "tendons-and-nerves",
  title: "How tendons react to load, and why they get sore",
  description:
    "Why tendons get sore and sensitive when load changes quickly, why rest alone rarely fixes them, and how long they take to adapt.",
  takeaways: [
    "Tendons are living tissue. They slowly get stronger when load is right, and weaker when load is too low for a long time.",
    "A sudden jump in load, like a long week of typing or a new hobby, can make a tendon sore and sensitive. This is a common, short-term reaction, and usually not a tear.",
    "Researchers describe tendon problems as a sliding scale. Early changes can settle fully, and even long-standing tendon pain often improves with well-dosed exercise.",
    "Tendons adapt slowly. Expect small changes over weeks, and clearer changes over about 2 to 3 months.",
    "Calming the load, not stopping it, usually works better than complete rest.",
  ],
  sections: [
    {
      heading: "What a tendon is and what it does",
      blocks: [
        {
          type: "p",
          text: "A tendon is a strong, rope-like cord that joins a muscle to a bone, so that when the muscle pulls, your wrist, fingers or thumb move. Tendons are made mostly of collagen, a tough protein that forms long threads, like the strands in a rope.",
        },
        {
          type: "p",
          text: "Tendons are not just passive ropes. Their living cells sense load, which simply means the pulling force that goes through the tendon when you grip, lift or type. The cells respond by slowly rebuilding the tendon to suit the work it does.",
        },
      ],
    },
    {
      heading: "Too much load, too quickly",
      blocks: [
        {
          type: "p",
          text: "Tendons like steady, gradual change. Problems often start when load rises faster than the tendon can keep up, like long days at the keyboard before a deadline, a new baby to lift, or a new sport.",
        },
        {
          type: "p",
          text: "A tendon can then become what researchers call a reactive tendon. It may swell a little and feel sore, stiff or tender. Studies suggest this is mostly the cells reacting to a spike in load, not the tendon tearing or wearing out, and it can settle fully once the load is back in a range the tendon can handle.",
        },
        {
          type: "p",
          text: "A sore tendon can also become sensitive, so ordinary tasks like lifting a kettle hurt more than you'd expect. This is your body being protective. It doesn't mean each twinge is new damage.",
        },
      ],
    },
    {
      heading: "Too little load also matters",
      blocks: [
        {
          type: "p",
          text: "It feels natural to rest a sore tendon completely, and a short break from the task that flared it can help. But research shows that when tendons are barely used, for example after bed rest or a cast, they lose strength and stiffness within weeks.",
        },
        {
          type: "p",
          text: "That's why pain often comes straight back after a long rest. The tendon rested, but it didn't get stronger. The aim is the middle ground: enough load to keep it adapting, but not so much that it stays irritated.",
        },
      ],
    },
    {
      heading: "The sliding-scale idea, told simply",
      blocks: [
        {
          type: "p",
          text: "In 2009, two Australian researchers suggested that tendon problems sit on a continuum, which is a sliding scale. At one end is the reactive tendon. Further along, after many overloads without enough recovery, some tendons show more lasting changes in how their collagen is arranged.",
        },
        {
          type: "p",
          text: "The same researchers later noted that scans and pain often don't match, so the model is a rough guide to how load affects tendons, not a label for you. The hopeful part is that early changes can settle fully, and even when changes last, pain and everyday use often improve with patient, well-dosed loading.",
        },
        {
          type: "myths",
          items: [
            {
              myth: "A sore tendon is inflamed, so it needs complete rest until the pain is gone.",
              fact: "Researchers now see tendon pain as mostly about how the tendon copes with load, not simple inflammation that rest will cure. Complete rest tends to weaken the tendon, while calmer, steady loading helps it adapt.",
            },
            {
              myth: "If a scan shows changes in my tendon, it is damaged for good.",
              fact: "Tendon changes on scans are common in people without pain, and on their own they don't tell you how you'll feel or how you'll do. Many people with changes on a scan recover well.",
            },
          ],
        },
      ],
    },
    {
      heading: "How long adaptation takes",
      blocks: [
        {
          type: "p",
          text: "Tendons change more slowly than muscles. After a loading session, studies suggest tendon cells keep building new collagen for up to about 3 days. That's one reason loading exercises work best with a rest day in between.",
        },
        {
          type: "p",
          text: "Lasting changes in tendon strength build up over weeks. In studies of healthy adults, programmes of 12 weeks or more tended to give the largest changes. In tendon rehab, many people notice things getting easier over 6 to 12 weeks, and some need 3 to 6 months. Most of this research is on leg tendons, but wrist and hand tendons are built the same way.",
        },
        {
          type: "tip",
          text: "Judge your progress by the trend over several weeks, not by a single day. Good days and bad days are both normal.",
        },
      ],
    },
    {
      heading: "What helps",
      blocks: [
        {
          type: "list",
          items: [
            "Calm the load, don't stop it. Spread heavy or long tasks across the day and take short breaks often.",
            "Use gentle holds, pushing against something that doesn't move. Many people find they ease tendon pain.",
            "Add slow loading as things settle. Slow lifting with a light weight, about 3 times a week, gives the tendon a clear, steady signal to adapt.",
            "Step up in small amounts. Pain during exercise up to 5/10 is acceptable, as long as it settles by the next morning and isn't creeping up week to week.",
          ],
        },
      ],
    },
  ],
  seeAClinician: [
    "You felt a sudden snap or pop and now can't bend or straighten a finger or your thumb.",
    "The area is hot, red and swollen, especially if you also feel feverish or unwell. Get medical help the same day.",
    "There is a lot of swelling or bruising after a fall or injury, or the wrist looks out of shape.",
    "Pain at night is always there and doesn't ease when you rest or change position.",
    "Numbness or tingling keeps getting worse, or your grip is getting weaker.",
    "Things aren't improving after about 6 weeks of following your plan.",
  ],
  relatedExercises: [
    "isometric-wrist-extension",
    "isometric-wrist-flexion",
    "wrist-extension-curl",
    "wrist-flexion-curl",
    "tendon-glides",
  ],
  readNext: ["tendon-loading", "exercise-pain", "flare-ups"],
  references: [
    {
      authors: "Cook JL, Purdam CR.",
      title:
        "Is tendon pathology a continuum? A pathology model to explain the clinical presentation of load-induced tendinopathy",
      source: "Br J Sports Med. 2009;43(6):409-416",
      year: 2009,
      doi: "10.1136/bjsm.2008.051193",
      pmid: "18812414",
    },
    {
      authors: "Cook JL, Rio E, Purdam CR, Docking SI.",
      title:
        "Revisiting the continuum model of tendon pathology: what is its merit in clinical practice and research?",
      source: "Br J Sports Med. 2016;50(19):1187-1191",
      year: 2016,
      doi: "10.1136/bjsports-2015-095422",
      pmid: "27127294",
    },
    MAGNUSSON_LANGBERG_KJAER_2010,
    MAGNUSSON_KJAER_2019,
    {
      authors: "Bohm S, Mersmann F, Arampatzis A.",
      title:
        "Human tendon adaptation in response to mechanical loading: a systematic review and meta-analysis of exercise intervention studies on healthy adults",
      source: "Sports Med Open. 2015;1(1):7",
      year: 2015,
      doi: "10.1186/s40798-015-0009-9",
      pmid: "27747846",
    },
  ],
  reviewed: "2026-11-23",
};
