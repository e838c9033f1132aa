// Wording for the /mobility-test step: four movement self-checks and the three ratings.
import type { TMobilityRating, TMobilityTest } from "@/domain/assessment/mobility";

export const MOBILITY_TEST_CONTENT: Record<
  TMobilityTest,
  {
    title: string;
    /** What the person is asked afterwards, as a question in plain English. */
    question: string;
    purpose: string;
    steps: string[];
    compare: string;
  }
> = {
  wristFlexionExtension: {
    title: "Bend your wrist down and up",
    question: "How did bending your wrist down and up feel?",
    purpose: "This checks how far your wrist bends toward your palm and back the other way.",
    steps: [
      "Sit at a table. Rest your forearm on it, palm down, with your hand over the edge.",
      "Keeping your forearm flat on the table, slowly let your hand bend down as far as is comfortable.",
      "Bring it back to level, then lift your hand up, bending your wrist back as far as is comfortable.",
      "Do the same with your other hand.",
    ],
    compare:
      "Compare both sides. Does your wrist bend as far each way, and does it feel the same? Only move as far as is comfortable.",
  },
  radialUlnarDeviation: {
    title: "Move your hand side to side",
    question: "How did moving your hand from side to side feel?",
    purpose:
      "This checks how far your wrist moves toward your thumb and toward your little finger.",
    steps: [
      "Rest your forearm and hand flat on the table, palm down.",
      "Keeping your forearm still, slide your hand sideways toward your thumb as far as is comfortable.",
      "Then slide it the other way, toward your little finger.",
      "Do the same with your other hand.",
    ],
    compare:
      "Compare both sides. Watch that your forearm stays still, so only your wrist moves. Only move as far as is comfortable.",
  },
  forearmRotation: {
    title: "Turn your palm up and down",
    question: "How did turning your palm up and down feel?",
    purpose:
      "This checks how well your forearm turns, which you use for things like turning a key or pouring a drink.",
    steps: [
      "Sit or stand tall. Bend your elbow to a right angle (90 degrees) and tuck it in against your side.",
      "If it's comfortable, hold a pen upright in a loose fist, so you can see how far you turn.",
      "Turn your palm up toward the ceiling as far as is comfortable.",
      "Then turn it down toward the floor as far as is comfortable.",
      "Keep your elbow against your side the whole time. Then try your other arm.",
    ],
    compare:
      "Compare both arms. Does your palm turn as far each way? Keeping your elbow tucked in stops your shoulder from helping. Only move as far as is comfortable.",
  },
  fingerThumbMovement: {
    title: "Open, close and touch",
    question:
      "How did opening your hand, making a fist and touching your thumb to each finger feel?",
    purpose: "This checks how freely your fingers and thumb move for gripping and fine tasks.",
    steps: [
      "Open your hand wide, spreading your fingers and thumb.",
      "Slowly make a full fist, with your fingertips reaching into your palm.",
      "Open again, then touch the tip of your thumb to the tip of each finger in turn.",
      "Finally, reach your thumb across your palm to touch the base of your little finger.",
    ],
    compare:
      "Compare with your other hand. Notice any finger that can't reach, feels stiff or hurts. Only move as far as is comfortable.",
  },
};

export const MOBILITY_RATING_CONTENT: Record<
  TMobilityRating,
  { label: string; description: string }
> = {
  full: {
    label: "Full and comfortable",
    description: "It moves as far as your other side, or as far as you'd expect, with no pain.",
  },
  limited: {
    label: "Limited",
    description: "It feels stiff or doesn't go as far, but it isn't painful.",
  },
  painful: {
    label: "Painful",
    description: "The movement brings on pain, even if it goes all the way.",
  },
};

export const MOBILITY_SAFETY =
  "Move slowly and gently. Mild discomfort is fine. If pain rises sharply, stop that movement and rate it as painful. Never force a movement or push through pain.";
