import type { TCourseInput } from "./schema";

export const DESK_SETUP: TCourseInput = {
  id: "desk-setup",
  title: "Set up your desk in a week",
  subtitle:
    "Seven short days of small, practical changes to your chair, keyboard, mouse, screen and breaks.",
  intro: [
    "Your desk won't cause or cure wrist pain on its own. But a comfortable setup and regular breaks can make long working days easier on your hands. This course takes you through one area a day, for seven days.",
    "Each day has a short read and one practical thing to try. You don't need to buy anything. Most changes use what you already have, and none of them needs to be perfect.",
    "Along the way you'll learn why there is no single right posture, and why moving often matters more than sitting still in a 'good' position.",
  ],
  whoFor: [
    "People who spend long hours at a computer, laptop or phone and notice aches in their wrists, hands or forearms.",
    "Anyone setting up a new desk, working from home, or moving between desks.",
    "People following a Wristwise program who want their workday to support it.",
  ],
  safety:
    "This course is general education. It can't diagnose a condition or replace care from a clinician. Stop and see a clinician, such as your doctor, a physiotherapist or a hand therapist, if you notice any of these: numbness or tingling that is constant or getting worse; weakness in your hand, or dropping things; swelling, heat or redness around a joint; pain after a fall or injury; pain at night that does not settle with rest or a change of position; or feeling unwell with a fever. If arm pain comes with chest pain, shortness of breath or feeling faint, call your local emergency number straight away. It's also worth seeing a clinician if things aren't improving after about 6 weeks.",
  reviewedOn: "2026-11-25",
  days: [
    {
      day: 1,
      title: "Your chair and your feet",
      summary:
        "Start from the ground up, because where your feet and hips are shapes where your arms end up.",
      body: [
        "Welcome to day one. This week you'll make small changes to your desk, one area a day. We start from the ground up, because where your feet and hips are affects where your arms end up. Nothing here needs to be perfect, and you don't need to buy anything. Use what you have and adjust it a little at a time.",
        "Start with your chair height. A good starting point is a height where your feet rest flat on the floor and your knees sit roughly level with your hips. If your desk is fixed and too high for that, raise the chair until your forearms can rest roughly level with the desk. Then put a footrest, a sturdy box or a pile of books under your feet.",
        "Next, the backrest. Sit back into the chair so it supports you, instead of perching on the front edge. If your chair has an adjustable back, set it so it feels comfortable. A small cushion or a rolled towel behind your lower back can do the same job. Comfort is the goal, not a particular angle.",
        "Armrests can help or get in the way. If they let your shoulders relax and your forearms rest lightly, keep them. If they stop you getting close to the desk, or push your shoulders up toward your ears, lower them or take them off. Your elbows should be able to sit loosely near your sides.",
        "Remember that this is a starting point, not a rule. Bodies differ, and the best position is one you can change often. Later this week you'll see why moving matters more than any single setup.",
      ],
      task: "Adjust your chair now: feet supported, knees about level with your hips, back supported and shoulders relaxed. Do ten minutes of normal work and notice how your arms and shoulders feel. Write down one thing that felt better and one thing you'd like to try changing tomorrow.",
      readSlugs: ["posture-ergonomics"],
      minutes: 10,
    },
    {
      day: 2,
      title: "Keyboard height and wrist position",
      summary:
        "Set your keyboard so your forearms rest roughly level, your wrists stay fairly straight and relaxed, and you aren't reaching.",
      body: [
        "Today is about your keyboard, the thing your hands touch most. The aim is simple: let your forearms rest roughly level, keep your wrists fairly straight and relaxed, and keep the keyboard close enough that you aren't reaching for it.",
        "Height first. With your shoulders relaxed and your elbows loosely by your sides, your hands should reach the keys without lifting your shoulders or bending your wrists sharply up. If the desk is too high, raise your chair and support your feet, as on day one. If it's too low, a keyboard tray or a higher desk can help, if that's possible where you work.",
        "Many keyboards have small feet at the back that tip them up. For many people, a flat keyboard lets the wrists sit straighter. Try it both ways and keep whichever feels easier. Bring the keyboard close to the front of the desk, so your elbows can stay near your body.",
        "Watch out for hard edges. Resting the heel of your hand or the inside of your wrist on a sharp desk edge puts pressure on the area where nerves and tendons pass into the hand. If you like to rest your hands between bursts of typing, a soft, flat rest is fine. Try to rest your palm rather than your wrist crease, and float your hands while you type.",
        "Notice how hard you press. Many people hit the keys much harder than they need to, especially when they're busy or stressed. A lighter touch is one of the easiest changes you can make, and it costs nothing. Keyboard shortcuts can also cut down on reaching for the mouse.",
        "A split or specially shaped keyboard suits some people. It's worth trying if you're curious, but it isn't a guaranteed fix, and a standard keyboard that is set up well works fine for many people.",
      ],
      task: "Set your keyboard height and distance, and check for hard edges under your wrists. Then type a short paragraph twice: once as you normally do, and once pressing as lightly as you can. Notice the difference. Finish with the two stretches below, once each and gently.",
      readSlugs: ["posture-ergonomics"],
      exerciseSlugs: ["wrist-extensor-stretch", "wrist-flexor-stretch"],
      minutes: 12,
    },
    {
      day: 3,
      title: "Your mouse and trackpad",
      summary:
        "Keep the mouse close, hold it lightly and share the clicking between both hands and the keyboard.",
      body: [
        "The mouse is often where people feel it most, because one hand makes the same small movements for hours. Today's changes aim to share that work out and keep your grip relaxed.",
        "Keep the mouse close, right next to the keyboard, so you don't reach forward or out to the side. If your keyboard has a number pad you rarely use, a shorter keyboard can bring the mouse closer in. For bigger movements, move the mouse with your forearm and elbow, instead of only flicking your wrist from side to side.",
        "Hold it lightly. A tight grip keeps the forearm muscles working all day. Let your hand rest on the mouse, and press the buttons only as firmly as you need to. You can also turn the pointer speed up a little, so smaller movements move the cursor further.",
        "Share the load. Try using the mouse in your other hand for simple jobs like scrolling web pages. It will feel clumsy at first, and that's normal. Keyboard shortcuts for copy, paste, switching windows and closing tabs can save a lot of clicks in a day.",
        "Trackpads have their own habits. People often hover a stiff finger over them or press hard to click. Try tap-to-click, use two fingers to scroll, and let your palm rest. Whatever you use, change the way you hold it now and then.",
        "A vertical mouse, which holds your hand in a handshake position, or a trackball suits some people. Like keyboards, they're worth a try but aren't a guaranteed fix. Give anything new a week or two, because your hand needs time to get used to it.",
      ],
      task: "Move your mouse next to the keyboard, loosen your grip, and choose three keyboard shortcuts to use today. Spend at least ten minutes using the mouse in your other hand. Between tasks, do the two exercises below slowly.",
      readSlugs: ["posture-ergonomics"],
      exerciseSlugs: ["forearm-rotation-stretch", "tendon-glides"],
      minutes: 12,
    },
    {
      day: 4,
      title: "Your screen, and the truth about posture",
      summary:
        "Place your screen comfortably, and learn why there is no single correct posture: your best posture is your next one.",
      body: [
        "Today covers your screen, and one big idea: there is no single correct posture. Many people worry that they sit the 'wrong' way and that it's harming them. Experts who have looked at the research say there's no strong evidence that one perfect position prevents pain. Bodies come in different shapes, and comfortable positions differ from person to person.",
        "Screen basics can still make you more comfortable. Place the screen about an arm's length away, with the top of it near eye level, so you can see it without tipping your head back or craning forward. If you find yourself leaning in to read, try making the text bigger. If you use the screen most of the day, put it straight in front of you.",
        "Now the myth. Slouching, leaning or bending your wrist for a while is not damaging your body. What tends to bother muscles and tendons more is staying in any one position, however 'good', for a long time without a change. Sitting bolt upright all day can ache just as much as slouching.",
        "A helpful way to think about it is that your best posture is your next one. Lean back for a while, then sit forward. Stand up for a phone call. Rest your arms, then shift them. Moving brings blood flow to busy muscles and gives tendons a short rest.",
        "If a position starts to ache, treat that as a friendly nudge to move, not as a sign of damage. Worry can make aches feel louder. Noticing the thought 'I'm hurting myself' and swapping it for 'time to change position' can make a real difference to how work feels.",
      ],
      task: "Set your screen at about arm's length, with the top near eye level. Then, for the rest of the day, change position whenever you notice you've been still for a while: lean back, sit forward or stand up. Try at least five different comfortable positions before the day ends.",
      readSlugs: ["posture-ergonomics", "pain-beliefs"],
      minutes: 10,
    },
    {
      day: 5,
      title: "Breaks and micro-pauses",
      summary:
        "Short, regular pauses may be the most useful tool in this course, and today you'll build them into your day.",
      body: [
        "Breaks may be the most useful tool in this whole course, and they cost nothing. A micro-break is a short pause of about 30 to 60 seconds, taken every 20 to 30 minutes. It gives busy muscles and tendons a rest and lets blood flow back in.",
        "A micro-break doesn't have to mean stopping work for long. You can let your hands drop to your sides and shake them out gently, open and close your hands slowly, turn your palms up and down, or roll your shoulders. Look away from the screen while you do it, and take a few slow breaths.",
        "Every hour or so, take a longer break. Stand up and walk, fetch a drink or talk to someone. These longer breaks change what your whole body is doing, not just your hands.",
        "The hard part is remembering. When you're focused, time slips by. Set a timer, use a break reminder on your computer, or link breaks to things that already happen, like sending an email, finishing a meeting or the end of a game. Make it easy to follow: a reminder you can snooze once, not one you'll end up switching off.",
        "You can use some micro-breaks for gentle exercises. Tendon glides move your fingers through a few shapes. Nerve glides gently slide the nerves that run down to your hand. They should feel easy. A mild tingle that fades within a minute is fine, but if it lingers, make the movement smaller next time. These exercises often feel pleasant, though they aren't a cure on their own.",
        "Pausing before you feel sore tends to work better than waiting until you ache. Think of it like having a drink of water before you get very thirsty.",
      ],
      task: "Set a reminder for every 25 minutes while you work today. Each time it goes off, take a 30 to 60 second micro-break, and use at least two of them for the exercises below. At the end of the day, count how many breaks you took and how your hands felt.",
      readSlugs: ["posture-ergonomics"],
      exerciseSlugs: ["tendon-glides", "median-nerve-glide-level-1", "ulnar-nerve-glide-level-1"],
      minutes: 15,
    },
    {
      day: 6,
      title: "Phones, tablets and laptops",
      summary:
        "Make small screens easier on your hands with two-handed use, voice typing, shorter sessions and a better laptop setup.",
      body: [
        "Work doesn't only happen at a desk. Phones, tablets and laptops can be harder on the hands, because they're small and we often use them in awkward places. Today is about making them easier to live with.",
        "With a phone, a common habit is gripping it in one hand and stretching your thumb across the screen. Try holding it in both hands and typing with both thumbs, or resting it on a table or a stand. Swap hands often. For longer messages, voice typing or voice notes give your thumbs a rest.",
        "Long spells of scrolling or texting add up. Break them into shorter sessions and put the phone down in between. If you notice your grip getting tighter, that's a good moment to put the phone down and open your hand.",
        "A laptop joins the keyboard and the screen together, so one of them is always in a less comfortable place. For short jobs, that's fine. For long spells of work, a separate keyboard and mouse, plus something to raise the screen, such as a stand or a stack of books, lets you set things up the way you did earlier this week.",
        "Working on a sofa or in bed isn't dangerous, but it often means bent wrists and a bent neck for a long time. If you do it, rest the laptop on a cushion or a tray, change position often, and keep sessions short.",
        "The same ideas apply to tablets and games controllers. Relax your grip, take breaks between levels or matches, and change button settings that make you stretch or press hard.",
      ],
      task: "Notice how you hold your phone today, and pick one change: two-handed typing, voice notes for long messages, or a stand. If you use a laptop for more than an hour a day, plan a separate keyboard or a raised screen. After your next long phone session, do the thumb stretch below.",
      readSlugs: ["posture-ergonomics"],
      exerciseSlugs: ["thumb-web-stretch", "tendon-glides"],
      minutes: 10,
    },
    {
      day: 7,
      title: "Putting it together into a routine",
      summary:
        "Gather the week's changes into a simple daily routine you can keep up without thinking about it.",
      body: [
        "You've made changes all week. Today you'll gather them into a simple routine you can keep up, because small habits done most days matter more than one perfect setup.",
        "Start each day with a quick desk check: chair and feet, keyboard close and at a comfortable height, mouse right next to it, and screen at about arm's length. It takes less than a minute. If you share a desk or move between desks, this check matters even more.",
        "During the day, rely on your break reminders and change position often. Mix up your tasks where you can, so your hands aren't doing the same thing for hours. Try to use your phone as a break from the keyboard, not on top of it.",
        "Setup and breaks make work more comfortable, but they work best alongside building up what your hands can handle. Strength and endurance help your hands cope with whatever desk you end up at. Your program's exercises do this a little at a time, and gentle holds are a calm place to start.",
        "Expect some ups and downs. A busy week, a deadline or a new mouse can stir things up. That's common and usually settles. If it happens, go back to the basics from this week: more breaks, a lighter touch and shorter spells on any one task.",
        "Finally, be kind to yourself. You don't need to get everything right every day. If you keep most of this week's changes most of the time, you're doing well.",
      ],
      task: "Write your routine on a sticky note or in your phone: a one-minute desk check, your break reminder, two exercises for micro-breaks, and one habit from this week you want to keep. Then try the wrist hold below once today, at about half your effort.",
      readSlugs: ["tendon-loading", "flare-ups"],
      exerciseSlugs: ["isometric-wrist-extension", "tendon-glides"],
      minutes: 12,
    },
  ],
};
