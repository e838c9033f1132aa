import type { TCourseInput } from "./schema";

export const FLARE_UP_PLAN: TCourseInput = {
  id: "flare-up-plan",
  title: "Your flare-up plan",
  subtitle:
    "Five short days to understand flare-ups, calm them down, and write a plan you can reach for on a bad day.",
  intro: [
    "A flare-up is a spell when your pain is clearly worse than usual. It can feel like you're back at the start, but that's rarely true. Flare-ups are a common part of recovering from wrist and hand pain, and most settle within a few days.",
    "Over five short days, this course helps you understand what a flare-up is, what to do in the first couple of days, how to scale your exercises back and build them up again, and when to get help.",
    "By the end, you'll have written your own flare-up plan: a short, calm set of steps you can follow next time, without having to work it all out while you're sore.",
  ],
  whoFor: [
    "People with wrist, hand or forearm pain, including repetitive strain, whose pain comes and goes in bursts.",
    "Anyone following an exercise program who wants to know how to adjust it on bad days.",
    "People who feel worried or stuck when their pain flares and would like a clear plan.",
  ],
  safety:
    "This course is general education. It can't diagnose a condition or replace care from a clinician, and if your clinician has given you a different plan, follow theirs. Stop and see a clinician, such as your doctor, a physiotherapist or a hand therapist, if you notice any of these: numbness or tingling that is constant or getting worse; weakness in your hand, or dropping things; swelling, heat or redness around a joint; pain after a fall or injury; pain at night that does not settle with rest or a change of position; or feeling unwell with a fever. See a clinician too if a flare-up hasn't started to settle after about 2 weeks. If arm pain comes with chest pain, shortness of breath or feeling faint, call your local emergency number straight away.",
  reviewedOn: "2026-11-25",
  days: [
    {
      day: 1,
      title: "What a flare-up is, and what it is not",
      summary:
        "Understand why pain can spike for a few days, and why that rarely means something new is damaged.",
      body: [
        "A flare-up is a spell of a few hours or days when your pain, ache or stiffness is clearly worse than your normal. It often comes after a busy spell, but sometimes it seems to come from nowhere. Either way, it's a very common part of living with, and recovering from, wrist and hand pain.",
        "Pain is a protective alarm made by your nervous system. When pain has been around for a while, that alarm can become more sensitive, like a smoke alarm that goes off when you make toast. Then an ordinary amount of use can set it off. The pain is real, but it doesn't mean your tissues are being harmed.",
        "Many things can turn the alarm up for a few days: a sudden jump in hand use, a long day of typing, a new task or tool, poor sleep, stress or worry, or doing a lot more exercise than usual. Sometimes there's no clear reason, and that's OK too.",
        "A flare-up is not a sign that you've undone your progress. The strength you've built doesn't vanish in a few bad days. Recovery rarely goes in a straight line. It tends to look like a bumpy road going uphill, and what matters is the trend over several weeks, not one hard day.",
        "A flare-up is also different from the warning signs in this course's safety box. Numbness that is constant or getting worse, weakness, swelling with heat or redness, pain after a fall, or feeling unwell with a fever are not part of a typical flare-up. Those need a clinician to take a look.",
        "Knowing all this can take some of the fear out of a bad day. Worry tends to turn the alarm up, and understanding what's going on tends to turn it down.",
      ],
      task: "Think back to your last flare-up, or imagine one. Write down what may have set it off, how long it lasted and what helped. Then write one sentence you'd like to say to yourself next time, such as: 'This is a flare-up. It's common, and it will settle.'",
      readSlugs: ["flare-ups", "pain-science"],
      minutes: 10,
    },
    {
      day: 2,
      title: "The first 48 hours: relative rest, not total rest",
      summary:
        "Calm things down in the first couple of days by doing less of what stirs them up, without stopping everything.",
      body: [
        "When pain flares, it's natural to want to keep your hand completely still. But full rest tends to leave hands stiffer and more sensitive. The idea today is relative rest: doing less of whatever stirs things up, while staying gently active.",
        "Start by pausing and taking a breath. Remind yourself that flare-ups are common and usually mean your system is more sensitive, not that something new is damaged. Then think about what changed in the last few days. That clue helps you decide what to ease off.",
        "For the next 48 to 72 hours, calm your daily load. Take more short breaks, switch hands or tools where you can, and split long spells of typing, phone use or gripping into smaller chunks. If you can, move heavier hand jobs like DIY or gardening to later in the week.",
        "Keep gentle movement going. Tendon glides, easy forearm turning and gentle holds at a low effort can keep things moving without stirring them up. Many people find a few gentle holds calming on a sore day.",
        "Heat or cold can help with comfort. Use whichever feels better, for short spells, with a cloth between your skin and the pack. Sleep, a walk or something relaxing can help too, because stress and tiredness can turn the pain alarm up.",
        "If you use pain relief medicine, follow the leaflet or the advice of your pharmacist or doctor. If the pain is much worse than your usual flare-ups, or any of the warning signs appear, get it checked rather than waiting.",
      ],
      task: "Write down two things you could ease off during a flare-up, such as long typing spells or carrying heavy bags, and two gentle things you'll keep doing. Try the tendon glides and the gentle wrist hold below at a low effort, and notice how they feel.",
      readSlugs: ["flare-ups"],
      exerciseSlugs: ["tendon-glides", "isometric-wrist-extension", "forearm-rotation-stretch"],
      minutes: 12,
    },
    {
      day: 3,
      title: "Scaling your program back",
      summary:
        "Cut your exercises to a dose your hand can handle while it settles, using a simple 0 to 10 pain scale.",
      body: [
        "During a flare-up, you usually don't need to stop your exercises. Instead, you scale them back to a dose your hand can handle while it settles. This keeps your strength ticking over and helps the alarm calm down.",
        "A simple rule is to do about half. Halve your sets, use a lighter weight, or both. Keep the exercises that feel comfortable. For a few days, you can swap loading exercises, the ones where you lift a weight, for gentle holds at a lower effort, plus glides and easy movement.",
        "Use a 0 to 10 pain scale to guide you, where 0 is no pain and 10 is the worst pain you can imagine. As general guidance during a flare-up, aim to keep pain during exercise at about 3 to 4 out of 10 or less, and check that it settles back to your usual level within 24 hours, by the next morning. Your program's everyday limit is up to 5 out of 10, but a little extra care while things are sensitive makes sense.",
        "If pain goes higher during an exercise, stop that set, rest, and try again with fewer reps, a lower effort or a smaller movement. If it hasn't settled by the next morning, ease off a little more next time. You don't need pain for an exercise to help, so low-pain and pain-free sessions count fully.",
        "Scaling back is a normal adjustment, not a failure. Most people only need a smaller dose for a few days before they can move on again. Log each session in your program, so you can both see how things are going.",
        "If your clinician has given you different limits, follow theirs. This is general guidance, and the right level can vary from person to person.",
      ],
      task: "Look at your current exercises and write a flare-up version of them: about half the sets, a lighter weight, or holds instead of lifting. Try one of the holds below at a low effort today, and rate your pain during it and again the next morning.",
      readSlugs: ["exercise-pain"],
      exerciseSlugs: [
        "isometric-wrist-extension",
        "isometric-wrist-flexion",
        "isometric-finger-flexion",
      ],
      minutes: 15,
    },
    {
      day: 4,
      title: "Building back up",
      summary:
        "Once your pain is close to its usual level, step back up to your normal program over about a week.",
      body: [
        "A flare-up usually starts to ease within a few days. Once your pain is close to its usual level, it's time to build back up. Doing this gradually helps you avoid a second spike, because big jumps in load are a common cause of flare-ups.",
        "Bring things back in order. First, return your holds to their usual effort. Next, add your loading exercises again, with fewer sets or a lighter weight than before. Then add sets, reps or weight a step at a time until you reach your old dose. For most people this takes about a week.",
        "Check the pain rules at each step. During exercise, pain stays within your acceptable level. Afterwards, it settles back to your usual by the next morning. Over the week, it isn't creeping up. If all three are met, take the next step. If one isn't, stay where you are, or ease off a step for a session or two.",
        "Bring daily activities back in the same way. If you cut back on long typing spells or heavy jobs, add them back bit by bit and keep your breaks in place. A flare-up is a good reminder to spread big tasks over several days where you can.",
        "Learn from it. Jot down what seemed to set it off and what helped it settle. Over time, many people spot patterns, like deadlines, poor sleep or a weekend of DIY, and can plan ahead next time.",
        "It's common to feel a little nervous about going back to your full program after a flare-up. Small, planned steps are the best way to rebuild confidence. Each step that goes well shows you that your hand can handle it.",
      ],
      task: "Write a simple ladder back to your normal program over about a week: holds first, then loading at a lighter dose, then your usual dose. Mark which step you're on, do today's step, and use the pain rules to decide what to do tomorrow.",
      readSlugs: ["exercise-pain", "tendon-loading"],
      exerciseSlugs: ["isometric-wrist-extension", "wrist-extension-curl"],
      minutes: 15,
    },
    {
      day: 5,
      title: "Writing your plan, and knowing when to get help",
      summary:
        "Put everything into one short written plan, and learn the warning signs that mean it's time to see a clinician.",
      body: [
        "Today you'll bring the week together into your own flare-up plan. Writing it down now, while you feel calm, means you won't have to work it out while you're sore and worried. Keep it short enough to fit on one page, or in one note on your phone.",
        "A good plan has six parts. First, a calm reminder: flare-ups are common and usually settle. Second, your usual triggers, so you can spot them early. Third, what you'll ease off and what you'll keep doing. Fourth, your flare-up version of your exercises. Fifth, how you'll build back up. And last, who you'll contact if things don't settle.",
        "It also helps to know what isn't a typical flare-up. Stop and see a clinician if you notice numbness or tingling that is constant or getting worse, weakness or dropping things, swelling, heat or redness, pain after a fall or injury, pain at night that does not settle, or feeling unwell with a fever.",
        "See a clinician too if a flare-up hasn't started to settle after about 2 weeks, if flare-ups keep coming closer together, or if things aren't improving after about 6 weeks of following your plan. If arm pain ever comes with chest pain, shortness of breath or feeling faint, call your local emergency number straight away.",
        "Seeing a clinician doesn't mean you've failed, or that something serious must be wrong. It's a normal part of looking after yourself, and they can help you adjust your plan.",
        "Finally, share your plan with someone if that helps, like a partner, a colleague or your clinician. Keep it somewhere easy to find, and update it after each flare-up with anything new you've learned.",
      ],
      task: "Write your flare-up plan using the six parts above: a calm reminder, your triggers, what to ease off and what to keep, your flare-up exercises, your build-back steps, and who to contact. Save it somewhere you'll find it easily on a bad day.",
      readSlugs: ["flare-ups", "pain-science"],
      minutes: 20,
    },
  ],
};
