import type { TCourseInput } from "./schema";

// Six stages over about four weeks: each "day" is a stage, and people move on when a stage feels
// manageable, not by the calendar.
export const GRIP_STRENGTH: TCourseInput = {
  id: "grip-strength",
  title: "Rebuilding grip strength",
  subtitle:
    "Six stages over four weeks, from gentle holds to carrying the shopping, at a pace your hands can handle.",
  intro: [
    "Wrist and hand pain often leaves your grip feeling weak or hard to trust. That's common, and it usually improves when you load your hands a little at a time. This course walks you through six stages over about four weeks.",
    "Each stage builds on the last: calm holds first, then slow lifting, then pinching and fine grip, and finally carrying and everyday tasks. You move on when a stage feels manageable, not because the calendar says so.",
    "Tendons and muscles adapt slowly. Four weeks is enough to build the habit and notice the first changes. Most people keep going for a few months to see clearer results.",
  ],
  whoFor: [
    "People whose grip feels weak, tired or sore because of wrist, hand or forearm pain, including repetitive strain.",
    "Anyone who has been using their hand less and wants a steady way back to lifting, carrying and opening jars.",
    "People ready to start gentle strengthening. If you've had recent surgery or a broken bone, check with your clinician before you begin.",
  ],
  safety:
    "This course is general education. It can't diagnose a condition or replace care from a clinician. Stop and see a clinician, such as your doctor, a physiotherapist or a hand therapist, if you notice any of these: numbness or tingling that is constant or getting worse; weakness that is getting worse, or dropping things; swelling, heat or redness around a joint; pain after a fall or injury; pain at night that does not settle with rest or a change of position; or feeling unwell with a fever. Stop straight away and get checked if you feel a sudden snap or pop and then can't bend or straighten a finger or your thumb. Mention it to a clinician if a finger keeps catching or locking, or if your pain keeps going above 5 out of 10 or doesn't settle overnight even after easing off for a week or two.",
  reviewedOn: "2026-11-25",
  days: [
    {
      day: 1,
      title: "Week 1: Knowing when to start",
      summary:
        "How to tell whether your hand is ready for strengthening, and how to use a simple pain scale as your guide.",
      body: [
        "Strengthening is one of the most helpful things you can do for a sore hand, but timing matters. You don't need to be pain-free to start. You do need your pain to be fairly steady rather than quickly getting worse, and free of the warning signs in this course's safety box.",
        "Some good signs that you're ready: your everyday pain is about the same from day to day, gentle movement doesn't make it much worse, and any soreness after use settles by the next morning. If you're in the middle of a flare-up, let it calm down first, or start with the gentlest holds only.",
        "To guide you, rate your pain from 0 to 10, where 0 is no pain and 10 is the worst pain you can imagine. Your program uses three simple checks. During exercise, pain stays at 5 out of 10 or below, and 0 to 3 is a comfortable zone. By the next morning, it settles back to your usual level. And over the weeks, it isn't slowly creeping up.",
        "Some discomfort while you exercise is often fine. When an area has been sore for a while, the nervous system becomes more protective, so using it can feel sore without causing harm. You don't need pain for an exercise to work, though. Sessions in the comfortable zone count fully.",
        "Before you begin, get a sense of where you're starting from. Notice which everyday grip tasks feel hard right now, such as opening a jar, carrying a bag, holding a pen or turning a key. These will be your markers of progress, and they're often more useful than any number.",
        "Alongside this, keep your fingers moving. Tendon glides take your fingers through a few shapes and can ease stiffness. They're gentle enough to do every day.",
      ],
      task: "Write down three grip tasks that feel hard right now, and rate each one from 0 to 10 for pain. Then do tendon glides twice today, and try one finger hook hold at about half your effort, rating your pain during it.",
      readSlugs: ["exercise-pain", "tendon-response"],
      exerciseSlugs: ["tendon-glides", "isometric-finger-flexion"],
      minutes: 15,
    },
    {
      day: 2,
      title: "Weeks 1 to 2: Gentle holds",
      summary:
        "Start loading with holds: steady pushes or pulls where nothing moves, done at about half your effort.",
      body: [
        "A hold, also called an isometric exercise, means pushing or pulling against something that doesn't move. The muscle works, but the joint stays still. That makes holds a calm first step for sore hands and wrists.",
        "In your program, holds are done at about half your full effort, for 15 to 45 seconds at a time, usually 3 to 5 times. Build up the effort slowly over a few seconds, hold it steady while you breathe normally, then ease off slowly. Because they're gentle, holds can be done most days.",
        "Three holds are especially useful for grip. The finger hook hold works the muscles that bend your fingers. The wrist extension hold works the muscles on the back of your forearm, which keep your wrist steady every time you grip. The thumb press hold works the base of your thumb, which joins in with almost every grip.",
        "Many people find that holds ease their pain for a while, although research results on this are mixed and people respond differently. Even if they don't ease your pain, holds get your tendons used to load again while things are sensitive.",
        "Pain during a hold is OK if it stays at 5 out of 10 or below, and it often eases as the hold goes on. If it keeps building instead of easing, stop that hold, rest, and try again at a lower effort. Half effort should feel like steady work, not a strain.",
        "Give this stage about a week, or longer if you need it. You're ready to move on when the holds feel comfortable at half effort and your hand settles by the next morning.",
      ],
      task: "Do the three holds below today: 3 to 5 holds of each, about 30 seconds at half effort, with a minute of rest in between. Rate your pain during the last hold of each one, and check again tomorrow morning.",
      readSlugs: ["tendon-loading"],
      exerciseSlugs: [
        "isometric-finger-flexion",
        "isometric-wrist-extension",
        "isometric-thumb-flexion",
      ],
      minutes: 20,
    },
    {
      day: 3,
      title: "Weeks 2 to 3: Slow loading",
      summary:
        "Add slow lifting with a light weight, using a steady 3-1-3 tempo and small steps up.",
      body: [
        "Once holds feel manageable, it's time to add movement. Slow loading means lifting a light weight smoothly through a comfortable range. Tendons respond to slow, steady load by gradually getting stronger and better at handling everyday tasks.",
        "Use a 3-1-3 tempo: about 3 seconds to lift, a 1 second pause, then 3 seconds to lower. The lowering part matters most, so resist the urge to let the weight drop. Counting out loud helps.",
        "Start light. A can of food, a small bottle of water or a light dumbbell is plenty. Slow loading usually means 12 to 15 lifts, called reps, for 2 or 3 sets. The first sessions may feel easy. That's on purpose, because tendons adapt more slowly than muscles.",
        "Step up in small amounts. If your pain stayed at 5 out of 10 or below, settled by the next morning and isn't creeping up, add 2 reps next time. Once you reach 15 reps, use a slightly heavier weight and go back to 12 reps. If pain went above 5 out of 10 or didn't settle by the morning, step down a little instead.",
        "Do loading exercises about 3 times a week, with a rest day in between. Tendons keep adapting for a day or more after a session, so rest days are part of the work. You can keep doing holds on the other days if you like.",
        "For grip, the finger curl works the muscles that close your hand. The two wrist curls, palm down and palm up, strengthen the forearm muscles that hold your wrist steady while you grip.",
      ],
      task: "Choose a light weight and do the finger curl: 2 sets of 12 slow reps at a 3-1-3 tempo. Add one of the wrist curls below if that feels fine. If your program gives a different dose, follow it. Note the weight, reps and pain, so you know whether to step up, stay or step down next time.",
      readSlugs: ["tendon-loading", "tendon-response"],
      exerciseSlugs: ["finger-curl", "wrist-extension-curl", "wrist-flexion-curl"],
      minutes: 20,
    },
    {
      day: 4,
      title: "Week 3: Pinch and fine grip",
      summary:
        "Train the thumb and the small muscles of the hand that you use for pinching, writing, buttons and keys.",
      body: [
        "Not every grip is a full fist. Many daily tasks use a pinch grip, where the thumb presses against one or two fingers: writing, doing up buttons, holding a key, pulling out a plug or picking up a coin. These use the thumb and the small muscles of the hand more than the big forearm muscles.",
        "The base of the thumb does a lot of work in pinching, so it often gets sore. Strengthening it gently can make these tasks feel steadier. The thumb bend press uses a light band or putty to work the muscles that bend your thumb, with the same slow tempo as before.",
        "It also helps to balance the muscles that close your hand with the ones that open it. We grip, type and click all day, but we rarely open our fingers against any resistance. Band finger opening uses a rubber band around your fingers and thumb to work the muscles that open your hand.",
        "The little-finger side of the hand matters for a firm grip too, for example when you hold a mug handle or a tool. The little finger curl works that side. Keep all these movements slow and smooth, and keep the rest of your hand relaxed.",
        "Fine grip tasks also get better with practice. Picking up small objects, writing a short note slowly or threading a lace all count. Treat them as gentle practice, not a test, and stop before your hand gets very tired.",
        "If a finger catches, clicks painfully or locks as you bend it, stop that exercise and mention it to a clinician. Mild aching that settles by the next morning is common and fine.",
      ],
      task: "Add the thumb bend press and band finger opening to your loading days: 2 sets of 12 slow reps of each. Then spend two minutes on fine grip practice, such as picking up coins or doing up buttons, and notice how steady it feels.",
      readSlugs: ["exercise-pain"],
      exerciseSlugs: ["thumb-flexion-press", "band-finger-extension", "pinky-flexion-curl"],
      minutes: 20,
    },
    {
      day: 5,
      title: "Weeks 3 to 4: Carrying and real-life tasks",
      summary:
        "Bring your new strength into daily life with grip squeezes, turning exercises and carrying that builds up step by step.",
      body: [
        "Exercises build what your hands can handle, but the real goal is everyday life: carrying shopping, lifting a kettle, opening jars, and turning keys and doorknobs. This stage links the two by practising grip in ways that look more like real tasks.",
        "The grip squeeze uses a soft ball or putty at about half effort, with your whole hand sharing the work. Hammer rotation trains the forearm muscles that turn your palm up and down, which you use for keys, doorknobs and screwdrivers. The thumb-side wrist raise strengthens the muscles that lift a kettle or a full mug.",
        "Then practise the real tasks on purpose, starting small. Carry a light bag for a short walk, then a little heavier or a little further next time. Hold the bag with a relaxed grip and swap hands often. Split a heavy load into two bags, one in each hand.",
        "Use the same checks as for your exercises: pain up to 5 out of 10 during the task, settling by the next morning, and not creeping up over the weeks. It's a guide, not a test you can fail. If a task is too much today, make it smaller rather than avoiding it completely.",
        "It's normal to feel a little wary of tasks that have hurt before. Confidence usually grows from doing, not waiting. Pick a task that feels a little challenging but not scary, try a small version of it, and build from there.",
        "Small tricks help while you build up: use both hands, slide things rather than lift them, use a jar opener or a thicker handle, and take breaks in long jobs like gardening or DIY. These aren't signs of weakness. They're ways to keep doing what matters while your hand gets stronger.",
      ],
      task: "List three everyday tasks you want to do more easily. Choose the easiest one and do a small version today, such as carrying a light bag for a short walk. Add the grip squeeze to your loading days: 2 sets of 12 at half effort.",
      readSlugs: ["tendon-response", "kinesiophobia"],
      exerciseSlugs: ["grip-squeeze", "hammer-rotation", "radial-deviation-raise"],
      minutes: 20,
    },
    {
      day: 6,
      title: "Week 4 and beyond: Keeping it up",
      summary:
        "Keep your grip strength growing after the course, fit exercise into a normal week and handle setbacks calmly.",
      body: [
        "By now you have a set of holds, slow loading exercises and real-life practice. The next step is to keep going. Tendons adapt slowly, with small changes over weeks and clearer changes over about 2 to 3 months, so the weeks after this course matter as much as the weeks in it.",
        "A simple routine works well: loading exercises about 3 times a week with a rest day in between, holds or tendon glides on busy or sore days, and everyday tasks as practice. Keep stepping up in small amounts, adding 2 reps at a time and moving to a slightly heavier weight when you reach 15 reps.",
        "Metronome grip pulses are a good addition now. They train your grip with gentle squeezes to a slow, steady beat, which helps your hand get used to smooth, repeated effort, a bit like a day at work.",
        "Expect ups and downs. A busy week, poor sleep or a sudden jump in hand use can stir things up. That's common and rarely means damage. Ease off a step, swap loading for holds for a few days if you need to, then build back over about a week. Easing off is not going back to the start.",
        "Look at the trend, not single days. Every few weeks, go back to the three grip tasks you wrote down at the start and rate them again. Many people find these changes more encouraging than any number on a weight.",
        "Once things feel good, you don't have to stop completely. Many people keep one or two sessions a week to hold on to their strength, especially if their work or hobbies ask a lot of their hands.",
      ],
      task: "Plan your next four weeks: write down which days you'll do loading, which days you'll do holds or glides, and one real-life task to build up. Then re-rate the three grip tasks from the first stage and compare them with where you started.",
      readSlugs: ["flare-ups", "tendon-loading"],
      exerciseSlugs: ["metronome-grip-pulses", "grip-squeeze", "tendon-glides"],
      minutes: 15,
    },
  ],
};
