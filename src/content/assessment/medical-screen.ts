// Wording for the /medical-screen step: one yes/no question per red flag, and the advice shown for
// the most urgent level any "yes" reaches (see src/domain/assessment/red-flags.ts).
import type { TRedFlagId, TRedFlagLevel } from "@/domain/assessment/red-flags";

export const RED_FLAG_QUESTIONS: Record<TRedFlagId, { question: string; hint?: string }> = {
  // ---- emergency ----
  fracture: {
    question:
      "After a recent fall or injury, does your hand, wrist or forearm look out of shape, or is it too painful to move or use?",
    hint: "For example, after falling onto your hand. Answer yes if you think a bone might be broken or a joint has come out of place. Also answer yes if you fell onto your hand in the last few weeks and the thumb side of your wrist is still sore to press or to grip, even if it looks normal and moves: a broken wrist bone there can look normal at first.",
  },
  hotSwollenFever: {
    question:
      "Is a joint in your hand or wrist hot, red and swollen, without a clear reason such as a knock?",
    hint: "Answer yes whether or not you feel feverish or unwell. Feeling feverish as well (a high temperature, chills, shivering or feeling unwell all over) makes it more urgent still.",
  },
  tendonRupture: {
    question:
      "Did you recently feel a sudden snap or pop in your hand or wrist, and now you can't straighten or bend a finger or your thumb?",
    hint: "We mean moving it by itself, without help from your other hand.",
  },
  circulationLoss: {
    question:
      "Is your hand, or are any of your fingers, cold, pale or blue, or have you suddenly lost feeling in them?",
    hint: "We mean a new or sudden change, not ordinary cold hands on a chilly day that warm up again.",
  },
  // ---- urgent ----
  rapidWorsening: {
    question: "Have your hand or wrist symptoms been getting quickly worse over the last few days?",
    hint: "For example, more pain, more swelling or less movement each day, without a clear reason.",
  },
  // Constant night pain that nothing eases is a reason to be checked on its own; a history of
  // cancer makes it more so (the id keeps its first name: answers are stored under it).
  nightPainCancer: {
    question:
      "Do you have pain in your hand, wrist or forearm at night that is always there and doesn't ease when you rest or change position?",
    hint: "Many people with hand pain notice it at night, or wake with tingling that eases when they shake or move the hand. Answer yes only if the pain never lets up, whatever you do. It matters even more if you have ever had cancer.",
  },
  progressiveWeakness: {
    question:
      "Is weakness or numbness in your hand steadily spreading or getting worse, for example are you dropping things more and more?",
    hint: "We mean a change that keeps getting worse over days or weeks, not a weak grip that comes and goes.",
  },
  // ---- nerve ----
  constantNumbness: {
    question: "Is any part of your hand or fingers numb all the time, all day, without a break?",
    hint: "Numbness or tingling that comes and goes is common, and we ask about it later. Answer yes only if it never goes away.",
  },
  thumbWasting: {
    question:
      "Does the fleshy part at the base of your thumb look thinner or flatter than on your other hand, or is your thumb weak when you pinch?",
    hint: "Look at both palms side by side. A weak pinch can make it hard to do up buttons or turn a key.",
  },
  lump: {
    question:
      "Do you have a new or growing lump or swelling in your hand, wrist or forearm that you haven't had checked?",
    hint: "If a clinician has already looked at it and it hasn't changed since, you can answer no.",
  },
};

const COME_BACK =
  "Once a clinician has checked you and said gentle exercise is fine, come back and carry on from here. We'll ask you to confirm that, and we'll keep a record of your confirmation.";

/** A maps search for help nearby: opens in the person's own maps service, no data sent by us. */
const nearby = (what: string) =>
  `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(`${what} near me`)}`;

/** Common emergency numbers, shown with the emergency advice (tel: links work on phones). */
export const EMERGENCY_NUMBERS: readonly { number: string; where: string }[] = [
  { number: "911", where: "US and Canada" },
  { number: "999", where: "UK" },
  { number: "112", where: "Europe and most mobile phones" },
  { number: "000", where: "Australia" },
];

export const RED_FLAG_LEVEL_ADVICE: Record<
  TRedFlagLevel,
  {
    title: string;
    body: string[];
    /** What to do, in one sentence: the first thing the advice page says. */
    action: string;
    /** The advice page's primary button: where to find that help. */
    find: { label: string; href: string };
  }
> = {
  emergency: {
    title: "Please get medical help now",
    body: [
      "Your answers can be signs of a problem that needs care today, so please don't wait to see if it settles. If it feels severe, or you feel very unwell, call rather than travel on your own.",
      "Please don't start any exercises. Rest your hand and keep it supported in whatever position feels easiest. If your hand is swelling, gently take off any rings, watch or bracelets if you can.",
      "This is not a diagnosis. Only a clinician who examines you can say what is going on, and getting checked quickly is the safest next step.",
      COME_BACK,
    ],
    action:
      "Call your local emergency number, or go to an emergency department or urgent care now.",
    find: { label: "Find urgent care near me", href: nearby("urgent care") },
  },
  urgent: {
    title: "Please see a doctor soon",
    body: [
      "Your answers suggest your symptoms should be checked by a doctor before you start exercising. Please book an appointment with your GP or family doctor within the next few days.",
      "This doesn't mean something is seriously wrong. Some changes are simply better looked at in person before you add exercise.",
      "Until then, use your hand for everyday tasks as comfort allows, and hold off on the exercises here. If things get much worse, or you feel very unwell, get care the same day.",
      COME_BACK,
    ],
    action: "Book an appointment with your GP or family doctor within the next few days.",
    find: { label: "Find a doctor near me", href: nearby("doctor") },
  },
  nerve: {
    title: "Please have this checked by a clinician",
    body: [
      "Some of your answers are worth a closer look in person. Numbness that never goes away, a thinner or weaker thumb, or a lump that hasn't been checked are all things a clinician should assess.",
      "Please see your GP or family doctor, a physiotherapist (physical therapist) or a hand therapist in the coming weeks. This isn't an emergency, and gentle exercise may well still be right for you once you've been checked.",
      COME_BACK,
    ],
    action: "See your doctor, a physiotherapist or a hand therapist in the coming weeks.",
    find: { label: "Find a hand therapist near me", href: nearby("hand therapist") },
  },
};

export const CLEARANCE_CONFIRMATION =
  "A doctor or another qualified clinician has checked these symptoms and told me that gentle hand and wrist exercise is safe for me.";

/** The re-check after the assessment ("Something changed?", issue #14). */
export const SAFETY_CHECK_COPY = {
  title: "Has anything changed?",
  intro:
    "If something new has happened to your hand or wrist, answer these ten questions again. If you answer no to all of them, your program carries on as before. Your earlier answers are kept.",
  linkLabel: "Something changed? Re-run the safety check",
  linkHint: "New symptoms, an injury or a change that worries you.",
};
