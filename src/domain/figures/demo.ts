// A demonstration: the rig (./kinematics.ts) in a sequence of poses (./pose.ts), seen by one
// camera, with the things the exercise uses. Plain data; src/components/illustrations/rig draws it.
import type { TSkeleton, V3 } from "./kinematics";
import type { TPose } from "./pose";

/** Where the viewer stands: in front of the person, at the working arm's side, or above. */
export type TCamera = "front" | "side" | "top";

/**
 * How the poses play:
 * - reps: start to end and back, pausing at each end;
 * - beat: the same without pauses, three beats each way (metronome work);
 * - hold: one position held against resistance (isometrics, endurance holds), poses = [placed, pressing];
 * - tour: from the start to each later pose and back to the start (tendon glides, hammer turns).
 */
type TMotion = "reps" | "beat" | "hold" | "tour";

/** A point on a segment (in its own axes: along, thumb side, palm side) or in the world. */
export type TAnchor = { on: string; at: V3 } | { world: V3 };

export type TProp =
  /** A light dumbbell gripped in the hand, its handle along the segment's `axis`. */
  | { kind: "dumbbell"; on: string; at: V3; axis: V3 }
  /** A hammer held near the end of its handle, its head `length` away along `axis` (no head: a pen). */
  | { kind: "hammer"; on: string; at: V3; axis: V3; length: number; head?: boolean }
  /** A soft ball or putty; `squeeze` flattens it in the end pose. */
  | { kind: "ball"; on: string; at: V3; radius: number; squeeze?: number }
  /** A rubber band or resistance band stretched between two anchors. */
  | { kind: "band"; from: TAnchor; to: TAnchor; thin?: boolean }
  /** A dotted line along the nerve, on the given side of each listed segment. */
  | { kind: "nerve"; path: readonly { on: string; side: V3 }[] };

/** Fixed things of the world: a table, a thigh, a floor, a door post; all drawn behind the arm. */
export type TSupport =
  | { kind: "box"; min: V3; max: V3; look: "table" | "post" | "towel" }
  | { kind: "leg"; hip: V3; knee: V3; ankle: V3 }
  | { kind: "floor"; y: number };

/** A curved arrow around a joint for the movement of the far end of a segment. */
export type TArc = {
  /** The segment whose joint the arrow goes round. */
  pivot: string;
  /** The segment whose far end moves (or `at`, a point on it). */
  track: string;
  at?: V3;
  /** Pose indices the arrow runs between (default 0 → 1). */
  from?: number;
  to?: number;
  both?: boolean;
  /** Extra radius beyond the tracked point (a straight arrow: how far to its right it runs). */
  gap?: number;
  /** A straight arrow from where the tracked point starts to where it ends, beside it. */
  straight?: boolean;
};

/** Isometric work: where the working part presses and which way (in that segment's axes). */
type TPress = { on: string; at: V3; dir: V3 };

type TLabel = { text: string; x: number; y: number; anchor?: "start" | "middle" | "end" };

export type TDemo = {
  camera: TCamera;
  skeleton: TSkeleton;
  motion: TMotion;
  /** At least two: [start, end] for reps/beat/hold, [start, ...stops] for a tour. */
  poses: readonly TPose[];
  supports?: readonly TSupport[];
  props?: readonly TProp[];
  arcs?: readonly TArc[];
  press?: TPress;
  /** Arrows round a limb's length: the forearm turning palm up and down. */
  rings?: readonly { on: string; along: number; radius: number }[];
  /** Short words in the picture (viewBox units: 240 × 160). */
  labels?: readonly TLabel[];
  /** Show a metronome ticking one beat a second. */
  metronome?: boolean;
  /**
   * Where the picture sits: the joint of `focus` in the start pose goes to (x, y), at `zoom`, in
   * a picture 240 wide and `height` tall (default 160).
   */
  frame: { focus: string; x: number; y: number; zoom: number; height?: number };
  /** Fill the other limb in the secondary colour: it is a helping hand, not a second working arm. */
  helper?: boolean;
  /** Names for the stills with reduced motion, one per pose (default "Start", "End"). */
  captions?: readonly string[];
  /** The movement in words: the figure's accessible name. */
  description: string;
};
