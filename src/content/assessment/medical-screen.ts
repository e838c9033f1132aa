// Wording for the /medical-screen step: one yes/no question per red flag, and the advice shown for
// the most urgent level any "yes" reaches (see src/domain/assessment/red-flags.ts).
import type { TRedFlagId, TRedFlagLevel } from "@/domain/assessment/red-flags";

export const RED_FLAG_QUESTIONS: Record<TRedFlagId, { question: string; hint?: string }> = {
  // ---- emergency ----
  fracture: {
    question:
      "After a recent fall or injury, does your hand, wrist or forearm look out of shape, or is it too painful to move or use?",
    hint: "For example, after falling onto your hand. Answer yes if you think a bone might be broken or a joint has come out of place.",
  },
  hotSwollenFever: {
    question:
      "Is a joint in your hand or wrist hot, red and swollen, and do you also feel feverish or unwell?",
    hint: "Feeling feverish can mean a high temperature, chills, shivering or just feeling unwell all over.",
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
  nightPainCancer: {
    question:
      "Have you ever had cancer, and do you now have pain in your hand, wrist or forearm at night that is always there and doesn't ease when you rest or change position?",
    hint: "Many people with hand pain notice it at night. Answer yes only if both are true: you have had cancer, and the night pain never lets up.",
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

export const RED_FLAG_LEVEL_ADVICE: Record<
  TRedFlagLevel,
  { title: string; body: string[]; action: string }
> = {
  emergency: {
    title: "Please get medical help now",
    body: [
      "Your answers can be signs of a problem that needs care today. Please go to an emergency department or urgent care now. If it feels severe, or you feel very unwell, call your local emergency number.",
      "Please don't start any exercises. Rest your hand and keep it supported in whatever position feels easiest. If your hand is swelling, gently take off any rings, watch or bracelets if you can.",
      "This is not a diagnosis. Only a clinician who examines you can say what is going on, and getting checked quickly is the safest next step.",
      COME_BACK,
    ],
    action:
      "Go to an emergency department or urgent care now. If it's severe, call your local emergency number.",
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
  },
  nerve: {
    title: "Please have this checked by a clinician",
    body: [
      "Some of your answers are worth a closer look in person. Numbness that never goes away, a thinner or weaker thumb, or a lump that hasn't been checked are all things a clinician should assess.",
      "Please see your GP or family doctor, a physiotherapist (physical therapist) or a hand therapist in the coming weeks. This isn't an emergency, and gentle exercise may well still be right for you once you've been checked.",
      COME_BACK,
    ],
    action: "See your doctor, a physiotherapist or a hand therapist in the coming weeks.",
  },
};

export const CLEARANCE_CONFIRMATION =
  "A doctor or another qualified clinician has checked these symptoms and told me that gentle hand and wrist exercise is safe for me.";
