// The community curriculum (issue #20): eight weeks that walk through the program's exercises and
// the pain-education library in a sensible order, from calming things down to keeping going alone.
// Exercise and reading slugs point at the catalogue, the library and the mini courses; the test
// beside this file checks that each one leads somewhere. The pain rules (up to 5/10 during, settled
// by the next morning, not creeping up week to week) and the loading steps are the ones the
// library's exercise-pain and tendon-loading topics teach.

export type TCurriculumWeek = {
  week: number;
  slug: string;
  title: string;
  focus: string;
  summary: string;
  goals: string[];
  /** Exercise catalogue slugs (src/content/exercises). */
  exercises: string[];
  /** Library topics (src/content/education) or mini courses (src/content/courses). */
  reading: { kind: "topic" | "course"; slug: string }[];
  /** One paragraph: what to do this week in daily life. */
  practice: string;
  /** A reflective question for the week. */
  checkIn: string;
};

export const CURRICULUM_WEEKS: readonly TCurriculumWeek[] = [
  {
    week: 1,
    slug: "week-1",
    title: "Understanding pain and settling things down",
    focus: "Pain education and calming",
    summary:
      "Learn how pain works and why a sore wrist is not the same as a damaged one. This week is about calming things down with gentle movement, not pushing through.",
    goals: [
      "Understand pain as a protective alarm that can become too sensitive",
      "Learn the three pain rules your program uses",
      "Keep your hand moving gently every day",
    ],
    exercises: ["tendon-glides", "forearm-rotation-stretch", "isometric-wrist-extension"],
    reading: [
      { kind: "topic", slug: "pain-science" },
      { kind: "topic", slug: "exercise-pain" },
    ],
    practice:
      "Notice which everyday tasks stir your pain up and which feel fine, without judging them. Rate your pain from 0 to 10 once a day at the same time, and write it down. Do the tendon glides and forearm turns in short, easy spells, and try the wrist hold at about half your effort. If a task flares things up, do a little less of it rather than stopping altogether, and take short breaks instead of long rests.",
    checkIn:
      "When your wrist hurt this week, what did you tell yourself it meant, and does that still fit what you have read about pain?",
  },
  {
    week: 2,
    slug: "week-2",
    title: "Gentle mobility and nerve glides",
    focus: "Mobility and nerve glides",
    summary:
      "Add gentle stretches and nerve glides to keep the wrist, fingers and nerves moving freely. Small, comfortable movements are enough.",
    goals: [
      "Move your wrist through its comfortable range each day",
      "Learn the difference between a glide and a stretch",
      "Notice how any tingling behaves and when it settles",
    ],
    exercises: [
      "wrist-flexor-stretch",
      "wrist-extensor-stretch",
      "median-nerve-glide-level-1",
      "ulnar-nerve-glide-level-1",
    ],
    reading: [
      { kind: "topic", slug: "carpal-tunnel" },
      { kind: "topic", slug: "kinesiophobia" },
    ],
    practice:
      "Spread your movement through the day rather than saving it for one session: a few stretches after a long spell of typing, a set of glides while the kettle boils. Keep glides smooth and never hold them at the end. A mild tingle that settles within a minute is fine; if it is strong or lingers, make the movement smaller next time. Pick one task you have been avoiding and try a small, planned piece of it.",
    checkIn:
      "Which movement did you expect to hurt that turned out to feel fine, and what did that teach you?",
  },
  {
    week: 3,
    slug: "week-3",
    title: "Steady holds",
    focus: "Isometrics",
    summary:
      "Start gentle strengthening with holds, where the muscles work but nothing moves. Many people find holds calming on a sore day.",
    goals: [
      "Do holds at about half effort, with steady breathing",
      "Keep pain during holds at 5 out of 10 or below",
      "Check the next morning that things have settled",
    ],
    exercises: [
      "isometric-wrist-extension",
      "isometric-wrist-flexion",
      "isometric-finger-flexion",
      "isometric-thumb-extension",
    ],
    reading: [
      { kind: "topic", slug: "tendon-response" },
      { kind: "topic", slug: "tendon-loading" },
    ],
    practice:
      "Set aside a few minutes each day for your holds, ideally at a regular time so they become routine. Start at about half effort and let it feel like steady work, not a strain. Use the pain rules as your guide: up to 5 out of 10 during the hold is acceptable, and by the next morning your pain should be back to its usual level. If it is not, ease off a step next time. That is a normal adjustment, not a setback.",
    checkIn:
      "How did your wrist feel the morning after your holds, and what does that tell you about the effort you chose?",
  },
  {
    week: 4,
    slug: "week-4",
    title: "Building load slowly",
    focus: "Slow loading",
    summary:
      "Move from holds to slow lifting with a light weight, using a 3-1-3 tempo. Tendons adapt to load that grows a little at a time.",
    goals: [
      "Lift slowly: about 3 seconds up, a 1 second pause, 3 seconds down",
      "Choose a weight you can move smoothly for every rep",
      "Keep a rest day between loading sessions",
    ],
    exercises: ["wrist-extension-curl", "wrist-flexion-curl", "hammer-rotation"],
    reading: [
      { kind: "topic", slug: "tendon-loading" },
      { kind: "topic", slug: "imaging-results" },
    ],
    practice:
      "Do your loading exercises about three times this week, with a rest day in between, and keep your holds on the other days if you like them. A tin of beans or a bottle of water works as a first weight. Write down the weight and reps each time. When the last few reps feel like work but stay smooth and your pain rules are met, add 2 reps next session rather than jumping to a heavier weight.",
    checkIn:
      "What would tell you that your hand is coping well with more load, apart from whether it hurts?",
  },
  {
    week: 5,
    slug: "week-5",
    title: "Grip and endurance",
    focus: "Grip strength and endurance",
    summary:
      "Build a grip you can trust and the endurance to use it for longer. Steady, repeated work matters as much as strength.",
    goals: [
      "Work on grip and finger strength three times this week",
      "Balance gripping work with opening the fingers",
      "Try one real grip task on purpose, starting small",
    ],
    exercises: ["grip-squeeze", "finger-curl", "band-finger-extension", "metronome-grip-pulses"],
    reading: [
      { kind: "course", slug: "grip-strength" },
      { kind: "topic", slug: "case-study-2" },
    ],
    practice:
      "Pick one everyday grip task that has felt hard, such as opening a jar, carrying a bag or holding a pen, and practise it on purpose in small doses. Carry a light bag for a short walk with a relaxed grip and swap hands often; next time go a little heavier or a little further. Keep your grip exercises to about three sessions this week, and pair each gripping exercise with the band work that opens your fingers.",
    checkIn: "Which grip task has changed most since you started, and how did you notice?",
  },
  {
    week: 6,
    slug: "week-6",
    title: "Daily load and work habits",
    focus: "Desk, work and daily load",
    summary:
      "Look at how your hands are used across a whole day, at work and at home. Variety and regular short breaks tend to help more than any one perfect position.",
    goals: [
      "Take a short break every 20 to 30 minutes of hand-heavy work",
      "Make one or two small changes to your setup",
      "Share the work between both hands where you can",
    ],
    exercises: [
      "metronome-wrist-extension",
      "band-wrist-extension",
      "rotator-cuff-external-rotation",
    ],
    reading: [
      { kind: "topic", slug: "posture-ergonomics" },
      { kind: "course", slug: "desk-setup" },
      { kind: "topic", slug: "case-study-1" },
    ],
    practice:
      "Spend a day noticing where your hand load comes from: typing, mouse use, your phone, carrying, cooking, hobbies. Then change one or two small things, such as bringing the mouse closer, avoiding a hard edge under your wrist or splitting a long spell of typing into shorter ones. Take 30 to 60 second breaks every 20 to 30 minutes and use them to move, not just to stop. Your next posture is usually your best one.",
    checkIn:
      "Which part of your day asks the most of your hands, and what one change made it easier?",
  },
  {
    week: 7,
    slug: "week-7",
    title: "Planning for flare-ups",
    focus: "Flare-up planning",
    summary:
      "Flare-ups are a common part of recovery and most settle within a few days. This week you write a short plan to reach for on a bad day.",
    goals: [
      "Know the difference between a flare-up and a warning sign",
      "Write down how you will scale your exercises back and build up again",
      "Choose your gentle exercises for sore days",
    ],
    exercises: ["tendon-glides", "isometric-wrist-extension", "forearm-rotation-stretch"],
    reading: [
      { kind: "topic", slug: "flare-ups" },
      { kind: "course", slug: "flare-up-plan" },
      { kind: "topic", slug: "medication-injections" },
    ],
    practice:
      "Write your flare-up plan on one page while you feel well. Include what tends to set your pain off, two things you will ease off during a flare-up and two gentle things you will keep doing. Note how you will scale back, such as doing about half your usual exercise and switching to holds and glides for 2 to 3 days, then building back up over about a week. Add the warning signs that mean you should see a clinician, and keep the plan somewhere you can find it.",
    checkIn:
      "If your pain flared tomorrow, what is the first thing you would do, and what would you say to yourself?",
  },
  {
    week: 8,
    slug: "week-8",
    title: "Keeping going on your own",
    focus: "Independence and maintenance",
    summary:
      "Turn what you have learned into a routine you can keep up without a weekly plan. Tendons and muscles keep adapting over months, so steady practice matters more than perfect sessions.",
    goals: [
      "Choose a short routine you can keep up two or three times a week",
      "Decide how you will progress it over the coming months",
      "Know when to ask a clinician for help",
    ],
    exercises: ["wrist-extension-curl", "hammer-rotation", "grip-squeeze"],
    reading: [
      { kind: "topic", slug: "pain-education" },
      { kind: "topic", slug: "case-study-3" },
    ],
    practice:
      "Look back at your notes from week 1 and compare them with today: your pain ratings, the tasks that felt hard and the ones you now do without thinking. Pick the three or four exercises that have helped most and fit them into your week, about three times, with rest days between loading sessions. Keep using the pain rules to guide how much you do. Plan when you will next check in with yourself, for example in a month, and what would make you see a clinician.",
    checkIn:
      "What have you learned about your hands over these eight weeks that you want to remember on a hard day?",
  },
];

const BY_SLUG = new Map(CURRICULUM_WEEKS.map((w) => [w.slug, w]));

/** The curriculum week with this slug ("week-1" .. "week-8"), or undefined. */
export function curriculumWeekOf(slug: string): TCurriculumWeek | undefined {
  return BY_SLUG.get(slug);
}
