/** How long morning stiffness lasted, as the daily load log asks it (issue #6). */
export const STIFFNESS = ["none", "under-15-min", "15-to-60-min", "over-60-min"] as const;
export type TStiffness = (typeof STIFFNESS)[number];
