import { BALLESTERO_PEREZ_2017, GRAHAM_2016, KARJALAINEN_2023 } from "../references";
import type { TTopic } from "../schema";

export const CASE_STUDY_3: TTopic = {
  slug: "case-study-3",
  group: "stories",
  title: "Case study: Jordan, a guitarist and gamer with tingling fingers at night",
  description:
    "An illustrative 16-week story: Jordan sees a doctor, tries a night splint, nerve glides and paced practice, and improves, though some tingling comes and goes.",
  takeaways: [
    "Jordan is not a real person. This story is a composite of common experiences, shared to show what recovery can look like.",
    "Seeing a doctor early helped Jordan understand the tingling, rule out anything urgent and agree on a plan.",
    "A night splint, gentle nerve glides and shorter practice sessions cut night waking from about 5 nights a week to roughly once every week or two.",
    "The improvement was real but partial. Some tingling still comes and goes, and Jordan knows which signs mean it's time to go back to the doctor.",
  ],
  sections: [
    {
      heading: "Meet Jordan",
      blocks: [
        {
          type: "p",
          text: "This is an illustrative story. Jordan is not a real person. Jordan is a composite, built from experiences that many musicians and gamers describe. Your own path may look different, and that's OK.",
        },
        {
          type: "p",
          text: "Jordan is 25, teaches guitar, plays in a band and games most evenings. Over a few months, a pins-and-needles feeling started to wake Jordan up at night. It affected the thumb, index and middle fingers of the left hand, the one that presses the strings. Shaking the hand out helped for a while. Some mornings those fingertips felt clumsy, and long practice sessions brought the tingling back during the day, at about 5/10.",
        },
      ],
    },
    {
      heading: "The doctor's visit",
      blocks: [
        {
          type: "p",
          text: "Tingling at night felt worrying, so Jordan booked an appointment with a GP. The doctor asked about Jordan's hands, work and sleep. She checked the feeling in each fingertip, tested the strength of the thumb and looked at the muscles at the base of the thumb. Feeling was a little reduced in two fingertips, but strength was normal and the muscles looked healthy.",
        },
        {
          type: "p",
          text: "She explained that the symptoms fitted pressure on the median nerve, the nerve that gives feeling to the palm side of the thumb, index and middle fingers. It passes through a narrow space at the wrist called the carpal tunnel. When this nerve gets irritated there, doctors often call it carpal tunnel syndrome.",
        },
        {
          type: "figure",
          figure: "carpal-tunnel",
          caption:
            "A cross-section of the wrist. The median nerve and nine tendons that bend the fingers and thumb pass together through the carpal tunnel, under a tough band called the transverse carpal ligament.",
        },
        {
          type: "p",
          text: "Because the symptoms were mild and there was no weakness, the doctor suggested starting simply: a splint at night, gentle nerve glides and changes to practice habits. Nerve tests, which use small electrical pulses to check how well a nerve carries signals, could come later if things didn't improve. She mentioned that other options, such as an injection or surgery, exist for people who need them. They booked a review in 8 weeks.",
        },
      ],
    },
    {
      heading: "Weeks 1 to 6: splint, glides and pacing",
      blocks: [
        {
          type: "p",
          text: "A night splint keeps the wrist fairly straight while you sleep, because curling the wrist can raise pressure in the tunnel. Jordan wore a simple off-the-shelf splint every night. Studies suggest splints may ease symptoms a little in the short term, but the evidence is low certainty, so it was one part of the plan, not the whole plan.",
        },
        {
          type: "p",
          text: "Jordan also did median nerve glides twice a day: 2 sets of 10 smooth, gentle movements, never held at the end. A mild tingle that faded within a minute was fine. Once, it lingered for about five minutes, so next time Jordan made the movement smaller. Research on nerve glides is limited, but they are gentle and may help alongside other care.",
        },
        {
          type: "list",
          items: [
            "Practice went from 2-hour blocks to 25 minutes on, then 5 minutes off.",
            "In each break, Jordan let the hands hang, shook them out and did a few tendon glides.",
            "Gaming sessions had the same breaks, with a looser grip on the controller.",
            "Jordan stopped sleeping with the hands tucked and curled under the pillow.",
          ],
        },
        {
          type: "p",
          text: "By week 6, night waking was down to 1 or 2 nights a week. Tingling during practice dropped to about 2/10.",
        },
      ],
    },
    {
      heading: "Week 7: a setback",
      blocks: [
        {
          type: "p",
          text: "Then came a weekend with two gigs and a long rehearsal. Jordan skipped breaks and didn't wear the splint after a late night. The tingling came back most nights, and the fingertips still felt numb the next morning. Symptoms were not settling by morning, so it was time to ease off.",
        },
        {
          type: "p",
          text: "Jordan went back to shorter practice blocks, kept the glides small and wore the splint every night. Within about 10 days, things had calmed back to where they were before. At the 8-week review, the doctor found thumb strength was still normal. They agreed to carry on, with nerve tests if progress stalled.",
        },
      ],
    },
    {
      heading: "Weeks 9 to 16: where things landed",
      blocks: [
        {
          type: "p",
          text: "Jordan moved up to the level 2 nerve glide and added a gentle finger hook hold for grip strength. Practice grew to three 40-minute blocks a day, still with breaks. By week 16, night waking happened about once every week or two, and daytime tingling showed up mainly after very long sessions.",
        },
        {
          type: "p",
          text: "This is an honest ending, not a perfect one. The tingling hasn't gone away completely. It still comes and goes, especially after gig weekends, long drives or a night sleeping on that arm. Jordan still wears the splint on those nights. But it no longer runs Jordan's life, and the warning signs are clear.",
        },
      ],
    },
    {
      heading: "What Jordan learned",
      blocks: [
        {
          type: "list",
          items: [
            "Seeing a doctor early turned a scary unknown into a plan, with clear signs to watch.",
            "Pacing practice made a bigger difference than any single exercise.",
            "Nerve glides should feel gentle. A tingle that fades within a minute is fine, and one that lingers means make it smaller.",
            "Partial improvement is still improvement. Knowing what sets symptoms off makes them easier to manage.",
          ],
        },
        {
          type: "myths",
          items: [
            {
              myth: "Tingling means you have to stop playing for good.",
              fact: "Many people keep playing by pacing their sessions. Tingling that becomes constant, or comes with weakness, is the sign to get checked again.",
            },
            {
              myth: "A splint will fix the problem on its own.",
              fact: "Splints may help a little, mostly in the short term. They tend to work best as one part of a wider plan.",
            },
          ],
        },
      ],
    },
  ],
  seeAClinician: [
    "Numbness or tingling becomes constant instead of coming and going.",
    "Your hand feels weaker, you keep dropping things, or fine tasks like buttons or picks get harder.",
    "The fleshy pad at the base of your thumb looks thinner or flatter than on the other hand.",
    "Symptoms spread up your arm or into your neck, or appear in both hands at once.",
    "You suddenly lose feeling in your hand, or it turns cold, pale or blue.",
    "Night symptoms aren't easing after about 6 weeks of following your plan.",
  ],
  relatedExercises: [
    "median-nerve-glide-level-1",
    "median-nerve-glide-level-2",
    "tendon-glides",
    "isometric-finger-flexion",
  ],
  readNext: ["carpal-tunnel", "bracing", "flare-ups"],
  illustrative: true,
  references: [
    GRAHAM_2016,
    KARJALAINEN_2023,
    {
      authors: "Page MJ, O'Connor D, Pitt V, Massy-Westropp N.",
      title: "Exercise and mobilisation interventions for carpal tunnel syndrome",
      source: "Cochrane Database Syst Rev. 2012;(6):CD009899",
      year: 2012,
      doi: "10.1002/14651858.CD009899",
    },
    BALLESTERO_PEREZ_2017,
  ],
  reviewed: "2026-11-23",
};
