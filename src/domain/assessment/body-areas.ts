/** The eight body areas of spec section 2, in the spec's order; also the preview page names. */
export const BODY_AREAS = [
  "Fingers",
  "Wrist-Hand-Extensors",
  "Thumb-Extensors",
  "Ulnar-Side-Extensors",
  "Ulnar-Side-Flexors",
  "Thumb-Flexors",
  "Wrist-Flexors",
  "Pinky-Flexors",
] as const;
export type TBodyArea = (typeof BODY_AREAS)[number];

/** Plain-language names for people (the spec's ids stay in data and URLs). */
export const BODY_AREA_NAMES: Record<TBodyArea, string> = {
  Fingers: "Fingers",
  "Wrist-Hand-Extensors": "Back of the hand and wrist",
  "Thumb-Extensors": "Thumb side of the back of the wrist",
  "Ulnar-Side-Extensors": "Little-finger side of the back of the wrist",
  "Ulnar-Side-Flexors": "Little-finger side of the palm-side wrist",
  "Thumb-Flexors": "Base of the thumb",
  "Wrist-Flexors": "Palm side of the wrist and forearm",
  "Pinky-Flexors": "Little-finger side of the palm",
};
