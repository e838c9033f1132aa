// How each self-test of the assessment is shown: the same rig as the exercises (issue #14).
import { MASK_FRAME, nerveGlide } from "@/content/exercises/demonstrations";
import type { TEnduranceKey } from "@/domain/assessment/endurance";
import type { TMobilityTest } from "@/domain/assessment/mobility";
import type { NERVES } from "@/domain/assessment/vocabulary";
import type { TDemo } from "@/domain/figures/demo";
import {
  FIST_THUMB,
  FLAT,
  GRIP,
  PALM_DOWN,
  PALM_UP,
  SOFT_CURL,
  SPREAD,
  STRAIGHT,
  THUMB_BESIDE,
} from "@/domain/figures/hands";
import { allFingers, pose } from "@/domain/figures/pose";
import {
  DUMBBELL,
  FOREARM_FORWARD,
  FOREARM_UPRIGHT_PALM_OUT,
  SIDE_FRAME,
  TOP_FRAME,
  table,
  WRIST_ARC,
} from "@/domain/figures/setups";

export type TTestIllustration = TMobilityTest | TEnduranceKey | (typeof NERVES)[number];

function weightHold(palm: "up" | "down"): TDemo {
  const forearm = palm === "up" ? PALM_UP : PALM_DOWN;
  return {
    camera: "side",
    skeleton: { body: false, arm: FOREARM_FORWARD },
    motion: "hold",
    poses: [
      pose({ ...GRIP, forearm, wrist: { flex: palm === "up" ? -30 : 30 } }),
      pose({ ...GRIP, forearm }),
    ],
    supports: table(),
    props: [DUMBBELL],
    labels: [
      { text: palm === "up" ? "palm up," : "palm down,", x: 12, y: 24, anchor: "start" },
      { text: "wrist level", x: 12, y: 42, anchor: "start" },
    ],
    frame: SIDE_FRAME,
    description: `Forearm resting on a table, palm ${palm}, hand over the edge holding a light weight. Lift the hand until the wrist is level with the forearm, then keep it level for as long as you can.`,
  };
}

export const TEST_DEMONSTRATIONS: Record<TTestIllustration, TDemo> = {
  wristFlexionExtension: {
    camera: "side",
    skeleton: { body: false, arm: FOREARM_FORWARD },
    motion: "tour",
    poses: [
      pose({ forearm: PALM_DOWN }),
      pose({ forearm: PALM_DOWN, wrist: { flex: 70 } }),
      pose({ forearm: PALM_DOWN, wrist: { flex: -60 } }),
    ],
    supports: table(),
    arcs: [
      { ...WRIST_ARC, to: 1 },
      { ...WRIST_ARC, to: 2 },
    ],
    labels: [{ text: "palm down", x: 12, y: 24, anchor: "start" }],
    frame: SIDE_FRAME,
    captions: ["Start: level", "Down", "End: up"],
    description:
      "Forearm flat on a table, palm down, hand over the edge. The hand bends down as far as is comfortable, back to level, then up, bending the wrist back.",
  },
  radialUlnarDeviation: {
    camera: "top",
    skeleton: { body: false, arm: FOREARM_FORWARD },
    motion: "tour",
    poses: [
      pose({ ...FLAT, forearm: PALM_DOWN }),
      pose({ ...FLAT, forearm: PALM_DOWN, wrist: { dev: -20 } }),
      pose({ ...FLAT, forearm: PALM_DOWN, wrist: { dev: 30 } }),
    ],
    supports: table(-12, 90, false),
    arcs: [
      { ...WRIST_ARC, to: 1 },
      { ...WRIST_ARC, to: 2 },
    ],
    labels: [{ text: "palm down", x: 12, y: 24, anchor: "start" }],
    frame: TOP_FRAME,
    captions: ["Start: straight", "Thumb side", "End: little-finger side"],
    description:
      "Forearm and hand flat on a table, palm down. The hand slides sideways toward the thumb as far as is comfortable, back to straight, then toward the little finger, the forearm staying still.",
  },
  forearmRotation: {
    camera: "front",
    skeleton: { body: false, arm: FOREARM_FORWARD },
    motion: "tour",
    poses: [
      pose({ ...GRIP, forearm: 0 }),
      pose({ ...GRIP, forearm: 75 }),
      pose({ ...GRIP, forearm: -75 }),
    ],
    props: [
      {
        kind: "hammer",
        on: "arm.palm",
        at: [30, 0, 12],
        axis: [0, 1, 0],
        length: 46,
        head: false,
      },
    ],
    arcs: [
      { pivot: "arm.palm", track: "arm.palm", at: [30, 46, 12], to: 1, gap: 6 },
      { pivot: "arm.palm", track: "arm.palm", at: [30, 46, 12], to: 2, gap: 6 },
    ],
    labels: [
      { text: "palm up", x: 12, y: 24, anchor: "start" },
      { text: "palm down", x: 228, y: 24, anchor: "end" },
    ],
    frame: { focus: "arm.palm", x: 120, y: 104, zoom: 1.4 },
    captions: ["Start: thumb up", "Palm up", "End: palm down"],
    description:
      "Seen from in front: elbow bent to a right angle at your side, a pen held upright in a loose fist. The palm turns up as far as is comfortable, back to thumb up, then down.",
  },
  fingerThumbMovement: {
    camera: "side",
    skeleton: { body: false, arm: FOREARM_UPRIGHT_PALM_OUT },
    motion: "tour",
    poses: [
      pose({ ...SPREAD, forearm: 0 }),
      pose({ forearm: 0, fingers: allFingers({ mcp: 85, pip: 95, dip: 65 }), thumb: FIST_THUMB }),
      pose({
        forearm: 0,
        fingers: {
          index: { mcp: 40, pip: 50, dip: 30, spread: 0 },
          middle: { mcp: 10, pip: 10, dip: 5, spread: 0 },
          ring: { mcp: 8, pip: 8, dip: 5, spread: 3 },
          little: { mcp: 5, pip: 5, dip: 5, spread: 6 },
        },
        thumb: { ext: 0, abd: 45, mcp: 20, ip: 15 },
      }),
    ],
    labels: [{ text: "palm toward you", x: 12, y: 152, anchor: "start" }],
    frame: { focus: "arm.palm", x: 120, y: 110, zoom: 1.3 },
    captions: ["Start: open wide", "Full fist", "End: thumb to fingertip"],
    description:
      "Hand upright, palm toward you. The hand opens wide, then closes into a full fist, opens again, and the thumb touches the tip of each finger in turn.",
  },
  wristFlexorsTest: weightHold("up"),
  wristExtensorsTest: weightHold("down"),
  thumbFlexorsTest: {
    camera: "side",
    skeleton: { body: false, arm: FOREARM_FORWARD },
    motion: "hold",
    poses: [
      pose({ ...THUMB_BESIDE, forearm: 0, thumb: { ext: 30, abd: 10, mcp: 0, ip: 0 } }),
      pose({ ...THUMB_BESIDE, forearm: 0, thumb: { ext: -5, abd: 10, mcp: 40, ip: 30 } }),
    ],
    supports: table(-11.5),
    props: [
      {
        kind: "band",
        from: { on: "arm.thumb.3", at: [6, 0, 0] },
        to: { world: [0, 90, 20] },
        thin: true,
      },
    ],
    labels: [{ text: "thumb on top", x: 12, y: 24, anchor: "start" }],
    frame: SIDE_FRAME,
    description:
      "Hand resting on its little-finger side on a table, thumb on top, a rubber band pulling the thumb gently up. Bend the thumb down toward the fingers against the band and hold it there for as long as you can.",
  },
  thumbExtensorsTest: {
    camera: "side",
    skeleton: { body: false, arm: FOREARM_FORWARD },
    motion: "hold",
    poses: [
      pose({ ...THUMB_BESIDE, forearm: 0 }),
      pose({ ...THUMB_BESIDE, forearm: 0, thumb: { ext: 35, abd: 5, mcp: 0, ip: 0 } }),
    ],
    supports: table(-11.5),
    props: [
      {
        kind: "band",
        from: { on: "arm.thumb.3", at: [6, 0, 0] },
        to: { on: "arm.index.3", at: [6, 0, 0] },
        thin: true,
      },
    ],
    labels: [{ text: "thumb on top", x: 12, y: 24, anchor: "start" }],
    frame: SIDE_FRAME,
    description:
      "Hand resting on its little-finger side on a table, thumb on top, a rubber band round the thumb and fingers just below the tips. Lift the thumb up and away from the palm, stretching the band, and hold it there for as long as you can.",
  },
  median: nerveGlide({
    nerve: "median",
    start: {
      shoulder: { abd: 88, rot: 80 },
      elbow: 0,
      forearm: 80,
      wrist: { flex: 0 },
      ...STRAIGHT,
    },
    end: {
      shoulder: { abd: 88, rot: 80 },
      elbow: 0,
      forearm: 80,
      wrist: { flex: -60 },
      ...STRAIGHT,
    },
    head: [0, -20],
    label: "palm up",
    description:
      "Arm out to the side at shoulder height, palm up, elbow straight. The wrist bends gently back so the fingers point to the floor; if that is easy, the head tilts away from the arm. Move gently in and out 3 to 5 times.",
  }),
  ulnar: nerveGlide({
    nerve: "ulnar",
    start: {
      shoulder: { abd: 90, rot: 80 },
      elbow: 70,
      forearm: 80,
      wrist: { flex: -50 },
      ...STRAIGHT,
    },
    end: {
      shoulder: { abd: 120, flex: 30, rot: 80 },
      elbow: 120,
      forearm: 60,
      wrist: { flex: 75 },
      ...STRAIGHT,
    },
    frame: MASK_FRAME,
    head: [0, 0],
    label: "the mask",
    description:
      "Arm out to the side, elbow bent and pointing out, palm up with the wrist bent back. The hand comes up toward the face, fingers toward the ear, as if putting on a mask. Move gently in and out 3 to 5 times.",
  }),
  radial: nerveGlide({
    nerve: "radial",
    start: {
      shoulder: { abd: 10, flex: -15, rot: -60, lift: -8 },
      forearm: -40,
      ...STRAIGHT,
    },
    end: {
      shoulder: { abd: 10, flex: -15, rot: -60, lift: -8 },
      forearm: -40,
      wrist: { flex: 60 },
      ...SOFT_CURL,
    },
    simpleHand: "block",
    head: [0, -20],
    label: "palm back",
    description:
      "Arm down by your side and slightly behind, elbow straight, the arm turned in so the palm faces back. The wrist bends and the fingers curl toward the palm; if that is easy, the head tilts away from the arm. Move gently in and out 3 to 5 times.",
  }),
};
