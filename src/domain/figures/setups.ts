// The usual places an arm is put for an exercise: skeleton roots and supports in world units
// (x to the working arm's side, y up, z forward; see ./kinematics.ts).
import type { TArc, TProp, TSupport } from "./demo";
import type { TLimbRoot, V3 } from "./kinematics";
import { FOREARM } from "./kinematics";
import type { TFingerName } from "./pose";

/** A forearm lying forward, wrist at the origin; forearm turn 0 is thumb up. */
export const FOREARM_FORWARD: TLimbRoot = {
  from: "elbow",
  elbow: [0, 0, -FOREARM],
  along: [0, 0, 1],
  thumb: [0, 1, 0],
  palm: [-1, 0, 0],
};

/** The same forearm of the other arm: with the palm up, the little finger faces the viewer. */
export const FOREARM_FORWARD_MIRRORED: TLimbRoot = { ...FOREARM_FORWARD, palm: [1, 0, 0] };

/** A forearm standing up on its elbow, wrist at the origin, little finger toward the viewer. */
export const FOREARM_UPRIGHT: TLimbRoot = {
  from: "elbow",
  elbow: [0, -FOREARM, 0],
  along: [0, 1, 0],
  thumb: [-1, 0, 0],
  palm: [0, 0, 1],
};

/** A forearm standing up on its elbow with the palm toward the viewer (of a side camera). */
export const FOREARM_UPRIGHT_PALM_OUT: TLimbRoot = {
  from: "elbow",
  elbow: [0, -FOREARM, 0],
  along: [0, 1, 0],
  thumb: [0, 0, 1],
  palm: [1, 0, 0],
};

/** A table under a forearm lying forward, its edge just short of the wrist (seen from the side: a leg). */
export function table(top = -12, edge = -6, leg = true): TSupport[] {
  const slab: TSupport = {
    kind: "box",
    min: [-90, top - 11, -300],
    max: [90, top, edge],
    look: "table",
  };
  return leg
    ? [
        slab,
        { kind: "box", min: [-6, -400, edge - 40], max: [6, top - 11, edge - 28], look: "table" },
      ]
    : [slab];
}

/** A seated person's thigh under a forearm lying forward, the knee just short of the wrist. */
export function seatedLeg(top = -12): TSupport[] {
  const knee: V3 = [0, top - 20, -14];
  return [
    { kind: "leg", hip: [0, top - 24, -260], knee, ankle: [0, top - 190, -24] },
    { kind: "floor", y: top - 200 },
  ];
}

/** A weight held in the fist, its handle across the palm. */
export const DUMBBELL: TProp = {
  kind: "dumbbell",
  on: "arm.palm",
  at: [30, 0, 13],
  axis: [0, 1, 0],
};

/**
 * A hand of the other arm holding still with the tip of its straight index finger at `at` on a
 * segment (that segment's axes) moved by `shift` (world axes), the finger pointing `along`
 * (world), the palm facing `palm`, the thumb side `thumb`. Index finger plus palm: 67 long.
 */
export function fingertip(
  on: string,
  at: V3,
  shift: V3,
  along: V3,
  palm: V3,
  thumb: V3,
): TLimbRoot {
  const reach = 67;
  return {
    from: "wrist",
    on,
    at,
    shift: [shift[0] - along[0] * reach, shift[1] - along[1] * reach, shift[2] - along[2] * reach],
    along,
    palm,
    thumb,
    stub: 24,
    space: "world",
  };
}

/**
 * A hand of the other arm laid against a segment of the working arm: its wrist at `at` and its
 * axes, all in that segment's frame (along, thumb side, palm side). Seen edge-on ("mitten") its
 * fingers are drawn as one.
 */
export function helper(
  on: string,
  at: V3,
  along: V3,
  palm: V3,
  thumb: V3,
  {
    stub = 40,
    mitten = false,
    only,
  }: { stub?: number; mitten?: boolean; only?: readonly (TFingerName | "thumb")[] } = {},
): TLimbRoot {
  return { from: "wrist", on, at, along, palm, thumb, stub, mitten, only };
}

/** A band from the hand down to under the foot. */
export const FOOT_BAND: TProp = {
  kind: "band",
  from: { on: "arm.palm", at: [30, 0, 0] },
  to: { world: [0, -214, 4] },
};

export const SEATED_FRAME = { focus: "arm.palm", x: 150, y: 46, zoom: 0.8, height: 220 };
export const SIDE_FRAME = { focus: "arm.palm", x: 116, y: 80, zoom: 1.15 };
/** An arm held out, no table: more room below for a hand that bends down. */
export const REACH_FRAME = { focus: "arm.palm", x: 104, y: 62, zoom: 1.05 };
export const TOP_FRAME = { focus: "arm.palm", x: 104, y: 88, zoom: 1.25 };

/** The wrist bending, an arrow round it from the knuckles' start to end. */
export const WRIST_ARC: TArc = { pivot: "arm.palm", track: "arm.palm", at: [44, 0, 0], gap: 10 };
