import { z } from "zod";
import { EDUCATION_SLUGS, type TEducationSlug } from "./education/schema";

export const EBOOK_IDS = ["typing-without-pain", "understanding-tendons"] as const;
export type TEbookId = (typeof EBOOK_IDS)[number];

const ZEbook = z.object({
  id: z.enum(EBOOK_IDS),
  /** As the catalogue sells it. */
  title: z.string().min(5),
  subtitle: z.string().min(10),
  /** The opening chapter, in the book's own words. */
  intro: z.array(z.string().min(40)).min(2),
  /** The chapters: topics of the education library, in reading order. */
  chapters: z.array(z.enum(EDUCATION_SLUGS)).min(3),
});
export type TEbook = z.infer<typeof ZEbook> & { chapters: TEducationSlug[] };
/** A handbook the PDF builder can lay out: a sold ebook, or the free starter guide. */
export type TBook = Omit<TEbook, "id"> & { id: string };

/**
 * The ebooks (issue #17): handbooks generated as PDFs from the education library, so they say
 * what the app says and are updated with it. Parsed at load, like the catalogue.
 */
export const EBOOKS: readonly TEbook[] = z.array(ZEbook).parse([
  {
    id: "typing-without-pain",
    title: "Typing without pain",
    subtitle: "A practical handbook for people who work at a keyboard",
    intro: [
      "This handbook is for anyone whose wrists, hands or forearms ache after a day at the keyboard. It brings together the parts of the Wristwise library that matter most at a desk: how to set up your workspace without chasing a perfect posture, why pain is not a simple measure of damage, how to pace work and breaks, and what to do when a bad week comes.",
      "Read it in order, or go straight to the chapter you need. Each chapter starts with its key points, ends with when to see a clinician, and lists the research it draws on. Nothing here diagnoses you or replaces an assessment by a clinician who can examine your hands.",
      "One idea runs through the whole book: your hands are built to move and to adapt. Changing position often, building up gradually, and keeping up the things you enjoy usually help more than any single piece of equipment.",
    ],
    chapters: [
      "posture-ergonomics",
      "pain-science",
      "pain-beliefs",
      "exercise-pain",
      "flare-ups",
      "carpal-tunnel",
    ],
  },
  {
    id: "understanding-tendons",
    title: "Understanding your tendons",
    subtitle: "How tendons respond to load, and why the right exercise helps",
    intro: [
      "Tendons connect muscle to bone and carry the force of every grip, lift and keystroke. When they are painful, it is natural to want to rest them completely. This handbook explains why that rarely helps for long, and how a gradual, well-judged increase in load helps tendons become stronger and calmer.",
      "It gathers the Wristwise library's chapters on tendons, exercise and pain, scans and treatments into one place. Each chapter begins with its key points and ends with when to see a clinician and the research behind it. It is educational: it does not diagnose, and it does not replace the advice of a clinician who has examined you.",
      "If you are following a Wristwise program, this is the thinking behind it: start where your tendon is comfortable, load it a little more as it adapts, and use how it feels the next day as your guide.",
    ],
    chapters: [
      "tendon-response",
      "tendon-loading",
      "exercise-pain",
      "imaging-results",
      "medication-injections",
      "bracing",
    ],
  },
]);

/** The ebook an id names, or null. */
export function findEbook(id: unknown): TEbook | null {
  return EBOOKS.find((e) => e.id === id) ?? null;
}

/**
 * The free starter guide (issue #18, /freeguides): the library's first chapters as a PDF, sent by
 * email to anyone who asks. Not sold; the same builder as the ebooks.
 */
export const STARTER_GUIDE: TBook = {
  id: "starter-guide",
  title: "The Wristwise starter guide",
  subtitle: "Understanding and easing wrist and hand pain",
  intro: [
    "This short guide is for anyone whose wrists, hands or forearms hurt and who wants to understand why, and what they can do about it. It brings together three chapters of the Wristwise library: how pain works, why exercise can hurt a little and why that is usually fine, and what to do in a flare-up.",
    "It is educational. It does not diagnose you, and it does not replace a clinician who can examine your hands. Each chapter ends with when to see one, and with the research it draws on.",
    "If you would like a program built around your own hands, the Wristwise self-assessment is free, and so is the exercise program it gives you.",
  ],
  chapters: ["pain-science", "exercise-pain", "flare-ups"],
};
