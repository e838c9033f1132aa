import { LIN_2020 } from "../references";
import type { TTopic } from "../schema";

export const IMAGING_RESULTS: TTopic = {
  slug: "imaging-results",
  group: "living-with-it",
  title: "Scans and X-rays: what they can and can't tell you",
  description:
    "What X-ray, ultrasound and MRI show about wrist and hand pain, why many findings are common in people without pain, and how to read a report calmly.",
  takeaways: [
    "Scans are very good at finding some things, like a broken bone. They cannot show pain or how sensitive your hand is.",
    "Many scan findings, like wear, small tears, cysts and tendon changes, are common in people who have no pain at all.",
    "A finding on a report does not always explain your symptoms. Your story and an examination matter more.",
    "For most wrist and hand pain that builds up slowly, a scan is not needed to start exercise.",
    "Scans are most useful after a fall or injury, when a fracture is possible, or when there are warning signs.",
  ],
  sections: [
    {
      heading: "What each type of scan shows",
      blocks: [
        {
          type: "p",
          text: "Imaging means taking pictures of the inside of your body. Each kind of picture is good at different things.",
        },
        {
          type: "list",
          items: [
            "X-ray: shows bones clearly. It can find a break (fracture), bones out of place, or joint changes from arthritis. It shows soft tissues like tendons and nerves poorly.",
            "Ultrasound: uses sound waves to show tendons, the sleeves around them, fluid, lumps and the size of nerves. It is quick and safe, and can watch tendons move. The result depends a lot on the skill of the person doing it.",
            "MRI (magnetic resonance imaging): uses a strong magnet to show soft tissues and bone in fine detail, including small ligaments and cartilage. It can spot a hidden break that an X-ray missed.",
          ],
        },
        {
          type: "p",
          text: "None of these pictures can show pain itself. Pain is made by your nervous system, and no scan can measure how sensitive it is or how much something hurts.",
        },
      ],
    },
    {
      heading: "Many findings are normal",
      blocks: [
        {
          type: "p",
          text: "Scans of people with no pain often show things that sound worrying. In one small study, volunteers who had never had wrist pain or injury had MRI scans of both wrists. The scans still showed a number of 'positive findings' in each wrist. The authors advised that MRI results must be matched closely to a person's story and examination.",
        },
        {
          type: "p",
          text: "The same pattern is seen all over the body. A large review of back scans found signs of disc wear in about a third of pain-free 20-year-olds and in almost all pain-free 80-year-olds. Tendon changes on ultrasound and MRI are also often seen in active people who feel fine.",
        },
        {
          type: "p",
          text: "This does not mean findings never matter. Some changes are more common in people with pain, and some tendon changes may raise the chance of pain later, though the research is mixed. But on their own, they don't tell you why you hurt today or how you will do.",
        },
        {
          type: "tip",
          text: "Think of many findings like grey hair or wrinkles on the inside. They often come with age and use, and lots of people have them without any pain.",
        },
      ],
    },
    {
      heading: "Reading your report calmly",
      blocks: [
        {
          type: "p",
          text: "Reports are written for doctors, so the words can sound scary. Here is what some common ones usually mean:",
        },
        {
          type: "list",
          items: [
            "Degenerative or degeneration: normal changes with age and use, a bit like grey hair. Not the same as 'falling apart'.",
            "Tendinosis or tendinopathy: a tendon that looks a little thicker or different. Tendons like this can still get stronger with the right load.",
            "Small or partial tear: some fraying of the fibres. Many of these are found in people without pain.",
            "Ganglion or cyst: a small, harmless pocket of fluid. Often found by chance and may come and go.",
            "Small effusion: a little fluid in a joint, which is often normal.",
            "Unremarkable: normal. Incidental: found by chance and probably not linked to your symptoms.",
          ],
        },
        {
          type: "p",
          text: "Good questions to ask your clinician: Does this finding match where and how I hurt? Does it change what we should do? Is it safe for me to keep exercising?",
        },
      ],
    },
    {
      heading: "When a scan is actually useful",
      blocks: [
        {
          type: "p",
          text: "Good guidelines advise using imaging selectively, when the result would change the plan. Times when a scan often helps include:",
        },
        {
          type: "list",
          items: [
            "After a fall or knock, when the wrist is swollen, looks out of shape, or is very sore at one spot. A break in the small scaphoid bone at the base of the thumb can be missed at first, so a repeat X-ray or MRI is sometimes needed.",
            "When a clinician suspects a fracture, a torn tendon (you can't bend or straighten a finger), or an infection.",
            "Warning signs, such as a hot, red, swollen joint (with or without a fever), a lump that keeps growing, or pain that never eases, even at night.",
            "Swollen, stiff joints in several places, which may need checks for arthritis.",
            "When things aren't improving after a good trial of care, or to plan an injection or surgery.",
          ],
        },
        {
          type: "p",
          text: "For carpal tunnel symptoms (tingling in the thumb and first fingers), nerve tests or an ultrasound are sometimes used. Even then, the decision is based mostly on your symptoms and an examination.",
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
              myth: "An MRI will show exactly where my pain comes from.",
              fact: "MRI shows structure, not pain. Many findings are also seen in people who feel fine, so a clinician has to match them to your symptoms.",
            },
            {
              myth: "If the report says 'tear', I must stop using my hand.",
              fact: "Many small tears are found in pain-free wrists. Unless your clinician says otherwise, gradual loading is usually safe and helpful.",
            },
            {
              myth: "Wear and tear means my wrist can only get worse.",
              fact: "Age-related changes are common and often painless. Strength and comfort can still improve a lot with exercise.",
            },
          ],
        },
      ],
    },
  ],
  seeAClinician: [
    "Your hand or wrist looks out of shape, is very swollen, or is very painful to use after a fall or injury.",
    "You can't bend or straighten a finger or your thumb after a sudden snap or pop.",
    "A joint is hot, red and swollen, especially if you feel feverish or unwell. Get medical help the same day.",
    "A lump is growing quickly, is hard and fixed, or is very painful.",
    "Numbness or weakness keeps getting worse, or the base of your thumb looks thinner.",
    "Pain at night is always there and doesn't ease when you rest or change position.",
    "Your report worries you, or things aren't improving after about 6 weeks of following your plan.",
  ],
  relatedExercises: [
    "isometric-wrist-extension",
    "isometric-wrist-flexion",
    "wrist-extension-curl",
    "grip-squeeze",
    "tendon-glides",
  ],
  readNext: ["pain-science", "tendon-response", "pain-beliefs"],
  references: [
    {
      authors: "Couzens G, Daunt N, Crawford R, Ross M.",
      title: "Positive magnetic resonance imaging findings in the asymptomatic wrist",
      source: "ANZ J Surg. 2014;84(7-8):528-532",
      year: 2014,
      doi: "10.1111/ans.12552",
    },
    {
      authors: "Brinjikji W, Luetmer PH, Comstock B, et al.",
      title:
        "Systematic literature review of imaging features of spinal degeneration in asymptomatic populations",
      source: "AJNR Am J Neuroradiol. 2015;36(4):811-816",
      year: 2015,
      doi: "10.3174/ajnr.A4173",
    },
    {
      authors: "Splittgerber LE, Ihm JM.",
      title: "Significance of asymptomatic tendon pathology in athletes",
      source: "Curr Sports Med Rep. 2019;18(6):192-200",
      year: 2019,
      doi: "10.1249/JSR.0000000000000600",
      pmid: "31385834",
    },
    LIN_2020,
  ],
  reviewed: "2026-11-23",
};
