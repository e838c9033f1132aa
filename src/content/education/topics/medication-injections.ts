import { GRAHAM_2016, MARSHALL_2007 } from "../references";
import type { TTopic } from "../schema";

export const MEDICATION_INJECTIONS: TTopic = {
  slug: "medication-injections",
  group: "living-with-it",
  title: "Pain relief and injections: what they can and can't do",
  description:
    "The main kinds of pain relief for wrist and hand pain, what research says about gels, tablets and steroid injections, and how they fit with exercise.",
  takeaways: [
    "Pain relief can make it easier to stay active and keep up your exercises. Exercise and gradual loading do the long-term work.",
    "Anti-inflammatory gels rubbed on the skin can ease recent sprains and strains, with fewer side effects than tablets.",
    "Steroid injections often ease tendon pain for a few weeks. For tennis elbow, people who had them did worse in the long run than those who had physiotherapy or waited.",
    "For carpal tunnel symptoms, a steroid injection can help for weeks to months.",
    "Always choose medicines and injections with a doctor or pharmacist, who can check what is safe for you.",
  ],
  sections: [
    {
      heading: "Where pain relief fits",
      blocks: [
        {
          type: "p",
          text: "Medicines and injections don't rebuild a tendon or make a hand stronger. What they can do is take the edge off pain for a while. That can help you sleep, work and keep doing your exercises, which is what helps most over time.",
        },
        {
          type: "p",
          text: "It is a bit like scaffolding around a building. It supports you while the real work is done, and it is not meant to stay up forever.",
        },
      ],
    },
    {
      heading: "Gels and creams",
      blocks: [
        {
          type: "p",
          text: "Anti-inflammatory gels contain a medicine from the same family as some common pain tablets, called NSAIDs (non-steroidal anti-inflammatory drugs). You rub them on the sore area. Only a small amount reaches the rest of the body, so side effects are usually milder than with tablets.",
        },
        {
          type: "p",
          text: "A large Cochrane review found that these gels work well for recent sprains, strains and overuse injuries. In the trials, many people got good relief over about a week. The most common side effect was mild skin irritation. They may be less helpful for pain that has lasted many months.",
        },
        {
          type: "tip",
          text: "Even gels are medicines. Ask a pharmacist before using one, especially if you are pregnant, have asthma, or take other medicines.",
        },
      ],
    },
    {
      heading: "Tablets",
      blocks: [
        {
          type: "p",
          text: "Two common kinds of pain tablet are paracetamol (called acetaminophen in some countries) and anti-inflammatory tablets. They can ease pain for some people in the short term. But the research on them for wrist and hand pain is limited.",
        },
        {
          type: "p",
          text: "For back pain and for hip or knee arthritis, a large review found that paracetamol helped very little. A major guideline on carpal tunnel symptoms found that tablets other than steroids did not seem to help.",
        },
        {
          type: "p",
          text: "Anti-inflammatory tablets can upset the stomach and may not suit people with some heart, kidney or stomach problems. They can also mix badly with other medicines. That is why a doctor or pharmacist should help you decide.",
        },
      ],
    },
    {
      heading: "Steroid injections",
      blocks: [
        {
          type: "p",
          text: "A corticosteroid injection (often called a steroid injection) puts a strong anti-inflammatory medicine close to a sore tendon or into the carpal tunnel. These are not the same as the steroids some athletes misuse.",
        },
        {
          type: "p",
          text: "For tendon pain, a large review of trials found that steroid injections often reduce pain a lot in the first few weeks. But for tennis elbow (pain on the outside of the elbow, in the tendons that lift your wrist), this benefit reversed over the next 6 to 12 months. In two trials, people who had a steroid injection were more likely to have their pain come back within a year than people who had physiotherapy or a dummy (placebo) injection.",
        },
        {
          type: "p",
          text: "For carpal tunnel symptoms, the picture is more positive. Reviews and guidelines agree that a steroid injection can ease numbness, tingling and pain, often for weeks to a few months. For some people symptoms come back later, and other options may then be discussed.",
        },
        {
          type: "p",
          text: "Possible side effects include a short spell of extra pain after the injection, thinning or paler skin where the needle went in, and higher blood sugar for a few days in people with diabetes. Infection is rare. Your clinician will talk you through these.",
        },
      ],
    },
    {
      heading: "Making a good decision",
      blocks: [
        {
          type: "list",
          items: [
            "Ask what the medicine or injection is for: to help you sleep, work or exercise for a while, or something more.",
            "Ask how long the benefit usually lasts, and what the side effects are.",
            "Tell your doctor or pharmacist about all your other medicines, supplements and health conditions.",
            "If you have an injection, ask when and how to restart your exercises, and keep loading gradually afterwards.",
            "If you feel you need pain relief most days for weeks, talk to your doctor rather than just taking more.",
          ],
        },
        {
          type: "myths",
          items: [
            {
              myth: "An injection will fix the problem for good.",
              fact: "Injections mostly give short-term relief. Longer-term change usually comes from gradual loading and managing your daily load.",
            },
            {
              myth: "If I need pain relief, my exercises must be harming me.",
              fact: "Using pain relief to stay active is fine. Follow the pain rules and your clinician's advice.",
            },
          ],
        },
      ],
    },
  ],
  seeAClinician: [
    "You are taking pain relief most days and still struggling after a few weeks.",
    "You have side effects, such as stomach pain, black stools, swelling, a rash or wheezing. Stop and get medical advice.",
    "After an injection, the area becomes hot, red, more swollen and very painful, or you feel feverish. Get checked the same day.",
    "Numbness or weakness keeps getting worse, or the base of your thumb looks thinner.",
    "A joint is hot, red and swollen, especially with fever. Get medical help the same day.",
    "Things aren't improving after about 6 weeks of following your plan.",
  ],
  relatedExercises: [],
  readNext: ["tendon-loading", "carpal-tunnel", "flare-ups"],
  references: [
    {
      authors: "Derry S, Moore RA, Gaskell H, McIntyre M, Wiffen PJ.",
      title: "Topical NSAIDs for acute musculoskeletal pain in adults",
      source: "Cochrane Database Syst Rev. 2015;(6):CD007402",
      year: 2015,
      doi: "10.1002/14651858.CD007402.pub3",
      pmid: "26068955",
    },
    {
      authors: "Machado GC, Maher CG, Ferreira PH, et al.",
      title:
        "Efficacy and safety of paracetamol for spinal pain and osteoarthritis: systematic review and meta-analysis of randomised placebo controlled trials",
      source: "BMJ. 2015;350:h1225",
      year: 2015,
      doi: "10.1136/bmj.h1225",
      pmid: "25828856",
    },
    {
      authors: "Coombes BK, Bisset L, Vicenzino B.",
      title:
        "Efficacy and safety of corticosteroid injections and other injections for management of tendinopathy: a systematic review of randomised controlled trials",
      source: "Lancet. 2010;376(9754):1751-1767",
      year: 2010,
      doi: "10.1016/S0140-6736(10)61160-9",
      pmid: "20970844",
    },
    {
      authors: "Bisset L, Beller E, Jull G, Brooks P, Darnell R, Vicenzino B.",
      title:
        "Mobilisation with movement and exercise, corticosteroid injection, or wait and see for tennis elbow: randomised trial",
      source: "BMJ. 2006;333:939",
      year: 2006,
      doi: "10.1136/bmj.38961.584653.AE",
    },
    {
      authors: "Coombes BK, Bisset L, Brooks P, Khan A, Vicenzino B.",
      title:
        "Effect of corticosteroid injection, physiotherapy, or both on clinical outcomes in patients with unilateral lateral epicondylalgia: a randomized controlled trial",
      source: "JAMA. 2013;309(5):461-469",
      year: 2013,
      doi: "10.1001/jama.2013.129",
      pmid: "23385272",
    },
    MARSHALL_2007,
    GRAHAM_2016,
  ],
  reviewed: "2026-11-23",
};
