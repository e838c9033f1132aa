/**
 * Bonus reading for the community dashboard (issue #20): short, practical pieces on the parts of
 * daily life the program and the library touch only briefly. Educational, like the rest of
 * Wristwise: nothing here diagnoses, and each piece says when to see a clinician instead.
 */

export type TBonusPiece = {
  /** Stable and URL-safe: the piece's address on the dashboard. */
  slug: string;
  title: string;
  /** One or two sentences for the list of pieces. */
  summary: string;
  /** Reading time, at about 200 words a minute (checked in the tests). */
  minutes: number;
  sections: { heading: string; body: string[] }[];
};

export const BONUS_PIECES: readonly TBonusPiece[] = [
  {
    slug: "desk-reset-90-seconds",
    title: "A 90-second desk reset",
    summary:
      "A short routine to break up long spells at the keyboard: move, loosen your hands, look away, and set your desk up again before you carry on.",
    minutes: 3,
    sections: [
      {
        heading: "Why a short reset helps",
        body: [
          "When you work at a desk, your hands and forearms do small, repeated movements for hours while the rest of you barely moves. The muscles that steady your wrist and fingers stay gently switched on the whole time. For many people, it is this long, unbroken stretch of the same work, more than any single posture, that leaves their wrists aching by the end of the day.",
          "A short, regular break changes that pattern. It gives busy muscles a moment off, gets the rest of your body moving and lets you notice tension before it builds up. Research on short, frequent breaks for computer workers suggests they can ease discomfort without getting less work done. The reset below takes about 90 seconds, and you don't need any equipment or space.",
        ],
      },
      {
        heading: "The reset, step by step",
        body: [
          "Take your hands off the keyboard and mouse and let your arms hang loosely by your sides for a few seconds. Give your hands a gentle shake, as if you were shaking off water. Then roll your shoulders slowly backwards five times, letting them drop down and away from your ears at the end of each roll.",
          "Next, bring your hands up in front of you. Make a loose fist, then open your hand and spread your fingers wide. Do this five times, slowly. If you know the tendon glides from the exercise library, run through the five hand shapes once instead. Then, with your elbows bent and tucked in at your sides, turn your palms slowly up to the ceiling and down to the floor five times.",
          "For the last 20 seconds, look away from the screen at something in the distance, and breathe out slowly a couple of times. Stand up if you can. Before you sit back down, check your setup: feet supported, keyboard and mouse close, shoulders relaxed. Then pick up where you left off.",
        ],
      },
      {
        heading: "Making it a habit",
        body: [
          "A good rhythm for most people is one reset every 30 to 60 minutes. The hard part is remembering, so tie it to something that already happens: sending an email, finishing a call, the end of a meeting or refilling your water glass. A gentle timer on your phone or computer works well too. If a timer goes off in the middle of a thought, finish the sentence first, then take the break.",
          "Busy days are when the reset matters most and when it is easiest to skip. If 90 seconds feels like too much on a deadline day, do the first 30 seconds: let your hands drop, shake them out and roll your shoulders. A short break taken often helps more than a long break you never get around to.",
        ],
      },
      {
        heading: "Keep it comfortable",
        body: [
          "None of these movements should hurt beyond a mild, familiar ache. Move slowly, and go only as far as feels easy today. If a movement brings on tingling or pins and needles in your fingers, leave it out and keep the rest of the routine.",
          "The reset is there to break up your day. It doesn't replace your Wristwise program, and it isn't a test of how your wrists are doing. If your hands keep getting worse at work despite regular breaks, or you notice numbness that stays, weakness or dropping things, please see a clinician, such as your doctor, a physiotherapist or a hand therapist.",
        ],
      },
    ],
  },
  {
    slug: "travelling-with-sore-wrists",
    title: "Travelling with sore wrists",
    summary:
      "How to pack, carry, sit still for hours and keep your program going while you're away, so a trip doesn't turn into a flare-up.",
    minutes: 3,
    sections: [
      {
        heading: "Before you go",
        body: [
          "Trips are a common time for wrist pain to flare. In a few days your hands lift heavy bags, grip handles for long spells, type on a laptop in odd places and then sit still for hours. None of that is dangerous, but it is a sudden change in load, and sore wrists tend to notice sudden changes. A little planning takes out most of the strain.",
          "Choose luggage that does the work for you. A suitcase with four wheels that you push beside you is usually kinder to the wrist than one you drag behind you on two wheels, because your arm isn't twisted back and your grip can stay relaxed. A backpack worn on both shoulders keeps weight off your hands altogether. If you need to carry bags, two lighter bags, one in each hand, are easier than one heavy one.",
          "Pack the things that help you at home: any brace or splint you use at night, your usual pain relief if you take it, and a light resistance band if your program uses one, since it folds flat. Pack a little lighter than you think you need. Every kilogram you leave behind is one you don't have to lift into a car boot or an overhead locker.",
        ],
      },
      {
        heading: "On the way",
        body: [
          "When you lift a bag, bring it close to your body, use both hands and let your legs do the lifting. Use trolleys wherever you find them. It is completely fine to ask a member of staff or a fellow traveller to help with an overhead locker; most people are glad to. Keep your hands soft on handles and straps, and swap sides every few minutes.",
          "Long journeys mean long spells of sitting still, which many people find makes stiffness worse. Every 30 to 60 minutes, open and close your hands, turn your palms up and down, and roll your shoulders. On a plane or train, standing up and walking the aisle now and then helps your whole body.",
          "If you are driving, hold the wheel with a relaxed grip, with your hands at about the quarter-to-three position, and move your seat close enough that your elbows stay slightly bent. Stop for a break at least every two hours, get out of the car and give your hands and arms a gentle shake. Reading a map or scrolling on your phone during the break doesn't count as rest for your hands.",
        ],
      },
      {
        heading: "Working from a hotel room or a café",
        body: [
          "A laptop on a bed or a sofa pulls your wrists and neck into awkward positions for long spells. Work at a table if you can. Raise the laptop on a few books or a folded jumper so the screen is higher, and if you work away from home often, a small folding keyboard and a mouse are light to carry and make a real difference.",
          "On a phone, type with both thumbs rather than one, rest your forearms on a table, and use voice typing for longer messages. Take the same short breaks you would at your desk at home.",
        ],
      },
      {
        heading: "Keeping your program going",
        body: [
          "You don't need to do your full program while you are away. A shorter version keeps your hands used to exercise, so coming home doesn't feel like starting again. Pick two or three exercises that need no equipment, such as a wrist hold and a stretch, and do them once a day. The holds can be done sitting on the edge of a bed, and they take only a few minutes.",
          "Use the same pain rules as at home: some discomfort during exercise is fine if it stays at about 5 out of 10 or below and has settled by the next morning. If your wrists are sore from carrying and travelling, do less for a day or two rather than nothing. Once you're back, build up again over about a week.",
          "A flare-up after a trip is common, and it usually settles within a few days. If you notice numbness that stays, weakness, swelling with heat or redness, or pain after a fall or knock, please see a clinician, wherever you are.",
        ],
      },
    ],
  },
  {
    slug: "sleep-positions-for-wrists",
    title: "Sleep positions that spare your wrists",
    summary:
      "Why wrists can feel worse at night or first thing, positions that keep them straighter while you sleep, and what to do if tingling wakes you.",
    minutes: 3,
    sections: [
      {
        heading: "Why nights can be harder",
        body: [
          "Many people with wrist and hand pain notice it most at night or first thing in the morning. One reason is simple: while you sleep, you can spend hours with your wrists bent, tucked under a pillow or squashed under your body, without moving. Awake, you would shift position long before it got uncomfortable.",
          "A bent wrist matters most for the nerve that runs through the carpal tunnel. When the wrist is curled right forward or bent right back, the pressure inside the tunnel goes up, and for people with carpal tunnel symptoms that often means tingling or numbness in the thumb and first fingers that wakes them at night. Tendons can also feel stiff and achy after a long spell without moving, and that usually eases once you start to use your hands in the morning.",
        ],
      },
      {
        heading: "Positions to try",
        body: [
          "The aim is simply to keep your wrists fairly straight, roughly in line with your forearms, for most of the night. You don't need to lie perfectly still, and you can't control what you do once you are asleep. Small changes to how you settle down are enough to make a difference for many people.",
          "If you sleep on your side, try hugging a pillow in front of you. It supports your top arm, keeps your wrist from curling under and stops you lying on your lower hand. Keep your lower arm in front of you rather than tucked under the pillow or your head. If you sleep on your back, rest your arms by your sides or on a pillow on your tummy, with your hands open and relaxed.",
          "Sleeping on your front often means your arms end up above your head with your wrists bent, which many people find brings on tingling. If you are a front sleeper, try starting the night on your side with a pillow to hug. It can take a week or two to get used to, so be patient with yourself.",
        ],
      },
      {
        heading: "Night splints",
        body: [
          "For carpal tunnel symptoms, a simple splint worn at night that holds the wrist straight is one of the better-supported things you can try, and many people find it eases night-time tingling within a few weeks. Look for one that keeps your wrist straight rather than bent back, and that is snug but not tight. Your fingers should be free to move, and your hand should never feel cold, numb or puffy in it.",
          "A night splint is for the night. Wearing a brace all day for weeks can leave your wrist stiffer and weaker, which is why the library's bracing topic suggests a plan for using one only when it helps. If you are unsure which splint suits you, a pharmacist, physiotherapist or hand therapist can help you choose and check the fit.",
        ],
      },
      {
        heading: "If tingling wakes you",
        body: [
          "Waking with tingling or numb fingers is common, and it usually settles within a few minutes. Sit up, let your arm hang down over the side of the bed, give your hand a gentle shake, and open and close your fingers slowly. Once the feeling has come back, settle down again with your wrist straighter.",
          "Please see a clinician, such as your doctor, a physiotherapist or a hand therapist, if numbness or tingling is constant or getting worse, if your hand feels weak or you are dropping things, or if pain at night doesn't settle with rest or a change of position. These signs are worth having checked, and there are good treatments when they are needed.",
        ],
      },
      {
        heading: "Around bedtime",
        body: [
          "Scrolling on a phone in bed often means holding it above your face with your wrists bent back for a long time. Try putting the phone down a little earlier, or resting it on a pillow so your hands can relax. Poor sleep also turns up pain sensitivity in general, so anything that helps you sleep better, like a regular bedtime, a dark and cool room or a warm shower, is likely to help your hands too.",
        ],
      },
    ],
  },
  {
    slug: "pacing-music-and-gaming",
    title: "Hands that make music or play games: pacing practice sessions",
    summary:
      "How musicians and gamers can plan sessions, build up time gradually and prepare for a big event without pushing sore hands past what they can take.",
    minutes: 4,
    sections: [
      {
        heading: "Why pacing beats pushing through",
        body: [
          "Playing an instrument and gaming both ask your hands for hundreds of small, precise, fast movements, often for hours at a time. Your tendons and muscles can adapt to a lot, but they adapt gradually. Problems tend to start after a sudden jump: a new, harder piece, a run of rehearsals before a concert, a tournament weekend or a new game you can't put down.",
          "Pacing means spreading that load so your hands can keep up. It isn't about playing less for ever. It is about changing how much you play in steps small enough that your hands have time to get used to each one. Many people find they end up playing more over a month by pacing than they would by pushing through and then having to stop for a week.",
        ],
      },
      {
        heading: "Shaping a session",
        body: [
          "Break long sessions into blocks. A good starting point for many people is 20 to 25 minutes of playing, then a 5-minute break in which you put the instrument or controller down, let your arms hang loose and move around. During the break, avoid switching straight to a phone, since that keeps the same small muscles busy.",
          "Start each session with a gentle warm-up: slow scales, easy pieces or a relaxed practice mode, for five minutes or so. Put the hardest material, such as the fast passage you are learning or the most intense matches, in the middle of the session, once you are warm but before you are tired. Finish with something easy. Tired hands tend to grip harder and move less smoothly, which is when discomfort often creeps in.",
        ],
      },
      {
        heading: "Finding your baseline and building up",
        body: [
          "Your baseline is the amount of playing you can do now with pain staying at about 5 out of 10 or below during the session and settling by the next morning. It might be less than you would like, and that is fine. Start there, even if it means shorter sessions than before, and keep a simple note of how long you played and how your hands felt the next day.",
          "When a week at your baseline has gone well, add a little: five minutes to each session, or one more session a week. Keep each step small and give it a few days before the next. If your hands are clearly worse the next morning, drop back to the last amount that felt fine for a few days, then try again. When you have a concert, an exam or a tournament coming up, plan your build-up weeks in advance, so you aren't trying to double your practice in the final few days.",
          "Not all practice has to be with your hands. For musicians, listening to recordings, studying the score and running through a passage in your head all help you learn. For gamers, watching replays and planning strategy count too. These are good ways to keep improving on days when your hands need a lighter load.",
        ],
      },
      {
        heading: "Setup and technique",
        body: [
          "For musicians, small changes to your setup can take a lot of strain off: the height of your strap or stool, the angle of a music stand, the action and string gauge of a guitar, or the bench height at a piano. Notice how hard you press or grip. Many players use much more force than they need, especially under pressure, and practising slowly with a lighter touch is a skill worth building. A teacher can be a great help here.",
          "For gamers, hold the controller or mouse loosely, and rest your forearm on the desk rather than on the edge of it. A slightly higher mouse sensitivity can mean less wrist flicking, and moving from the elbow and shoulder for big movements spreads the work. Remap keys or buttons so that the most repeated actions don't all fall on the same finger. Take a proper break between matches, not only between sessions.",
        ],
      },
      {
        heading: "When to get it checked",
        body: [
          "See a clinician, such as your doctor, a physiotherapist or a hand therapist, if you notice numbness or tingling that stays, weakness or dropping things, or swelling, heat or redness around a joint. Musicians should also get checked if a finger starts to curl or lose control only while playing, even without pain. That is different from ordinary tiredness, and clinicians who work with performers can help. Some physiotherapists and hand therapists specialise in musicians and will ask you to bring your instrument to the appointment.",
        ],
      },
    ],
  },
  {
    slug: "talking-to-your-employer",
    title: "Talking to your employer about your workstation",
    summary:
      "How to prepare for the conversation, what to ask for, what you do and don't have to share, and what to do if it doesn't go well.",
    minutes: 3,
    sections: [
      {
        heading: "Why it's worth raising early",
        body: [
          "Many people put off mentioning wrist pain at work because they worry it will look like a weakness, or that nothing can be done. In practice, most of what helps is small and cheap: a separate keyboard and mouse, a better chair, a headset, time for short breaks. These changes are easiest to make early, before a sore wrist has turned into weeks of struggling through the day.",
          "In many countries, employers have to assess computer workstations or consider reasonable changes for people with a health problem that affects their work. The details differ from place to place, and your manager, HR team or occupational health service can tell you what applies where you work. Even where there is no formal duty, most employers would much rather help you stay comfortable and productive than lose you to pain.",
        ],
      },
      {
        heading: "Before the conversation",
        body: [
          "Spend a few days noticing what makes your hands worse and what helps. Which tasks are hardest: long spells of typing, heavy mouse work, phone calls with a handset, carrying equipment? How long do you usually work without a break? Note anything you have already tried, such as moving your keyboard or taking regular resets, and what difference it made.",
          "Then turn that into a short list of specific requests. Things people often ask for include a workstation assessment, an adjustable chair, a separate keyboard, mouse and laptop stand, a headset for calls, dictation software, the freedom to take short breaks, a mix of tasks through the day, or a temporary change to the heaviest parts of the job while things settle. Specific requests are much easier for a manager to say yes to than a general 'my wrists hurt'.",
        ],
      },
      {
        heading: "During the conversation",
        body: [
          "Ask for a short meeting rather than bringing it up in passing. You don't have to share a diagnosis or your medical history. It is enough to say that your wrists and hands are sore after long spells of computer work and that a few changes would help you work well. Keep the focus on what would help and how it will help you do your job.",
          "You might say something like: 'I've been getting wrist pain after long days at the keyboard. I've been doing exercises and taking breaks, and I think a few changes to my desk would help a lot. Could we arrange a workstation assessment, and could I try a separate keyboard and mouse with my laptop?' Afterwards, send a short email that sums up what you agreed, and suggest a date in a month or so to check how it is going.",
        ],
      },
      {
        heading: "If it doesn't go well",
        body: [
          "If your request is turned down or nothing happens, ask whether your workplace has an occupational health service or an HR adviser you can speak to. A union or staff representative can also help. A short letter from your doctor, physiotherapist or hand therapist, describing the changes that would help, often carries weight, and you can ask for one at your next appointment.",
          "If you work from home some or all of the time, the same requests apply to your home desk. Many employers will provide or pay for equipment for home working, so it is worth asking. And if your pain is getting worse despite changes at work, or you notice numbness that stays, weakness or dropping things, please see a clinician rather than waiting for things at work to be sorted out.",
        ],
      },
    ],
  },
];

const BY_SLUG = new Map(BONUS_PIECES.map((p) => [p.slug, p]));

/** The bonus piece with this slug, or null for anything else (an unknown slug, a non-string). */
export function bonusPieceOf(slug: unknown): TBonusPiece | null {
  return typeof slug === "string" ? (BY_SLUG.get(slug) ?? null) : null;
}
