// Wording for the /nerve-mobility-test step: three gentle nerve-glide tolerance checks.

export const NERVE_MOBILITY_INTRO: string[] = [
  "These are not tests that diagnose anything. They check how your nerves tolerate gentle movement, so your program can include the right nerve glides at the right level.",
  "The nerves to your hand run all the way from your neck, and they need to slide a little as you move. For each check you'll ease gently in and out of a position 3 to 5 times. Never hold a strong stretch.",
  "A mild stretch or tingling that settles within a minute is common and fine. Afterwards, tell us how each one felt.",
];

export const NERVE_GLIDE_CONTENT: Record<
  "median" | "ulnar" | "radial",
  { title: string; steps: string[]; feel: string }
> = {
  median: {
    title: "Arm out, palm up (median nerve)",
    steps: [
      "Sit or stand tall. Lift your arm out to the side to shoulder height, palm facing up and elbow straight. Keep your shoulder relaxed and down.",
      "Gently bend your wrist back, so your fingers point toward the floor.",
      "If that feels easy, gently tilt your head away from your arm, toward your other shoulder.",
      "Ease back to the start. Move gently in and out of the position 3 to 5 times, without holding it.",
    ],
    feel: "You may feel a gentle stretch or mild tingling along the front of your arm, in your palm, or in your thumb and first fingers.",
  },
  ulnar: {
    title: "The mask (ulnar nerve)",
    steps: [
      "Sit or stand tall. Lift your arm out to the side with your elbow bent, so your elbow points out.",
      "Turn your palm up to face the ceiling, with your wrist bent back.",
      "Gently bring your hand up toward your face, so your fingers point toward your ear, as if putting on a mask. Your thumb and index finger can make a circle around your eye.",
      "Ease back out. Move gently in and out of the position 3 to 5 times, without holding it.",
    ],
    feel: "You may feel a gentle stretch or mild tingling on the inner side of your elbow, or in your ring and little fingers.",
  },
  radial: {
    title: "Arm back, wrist bent (radial nerve)",
    steps: [
      "Stand tall with your arm down by your side, slightly behind you, and your elbow straight. Let your shoulder relax down.",
      "Turn your arm inward so your palm faces behind you.",
      "Gently bend your wrist and curl your fingers in toward your palm.",
      "If that feels easy, gently tilt your head away from that arm.",
      "Ease back to the start. Move gently in and out of the position 3 to 5 times, without holding it.",
    ],
    feel: "You may feel a gentle stretch or mild tingling along the back of your forearm or wrist, or on the back of your thumb.",
  },
};

export const NERVE_RESPONSE_CONTENT: Record<
  "none" | "mild" | "strong" | "skipped",
  { label: string; description: string }
> = {
  none: {
    label: "Nothing much",
    description: "Only a gentle stretch, or nothing at all.",
  },
  mild: {
    label: "Mild tingling or pulling that settled within a minute",
    description: "It faded once you stopped, and your hand feels back to normal now.",
  },
  strong: {
    label: "Strong or lingering symptoms",
    description:
      "Tingling, numbness or pain that lasted more than a minute, or spread further along your arm.",
  },
  skipped: {
    label: "I didn't try this one",
    description: "For example, it felt too uncomfortable to start. That's fine.",
  },
};

export const NERVE_MOBILITY_SAFETY =
  "Move slowly and stay within comfort. Never hold a strong stretch or push into pain. If tingling, numbness or pain builds up, stop that one and tell us how it felt. It's fine to skip any check you don't feel comfortable trying.";
