// How each exercise is shown (issue #14): the rig (src/domain/figures) in a start and an end
// pose, or a held pose for isometrics, with the exercise's props. One entry per exercise slug.
import type { TDemo, TProp } from "@/domain/figures/demo";
import {
  BALL_OPEN,
  BALL_SQUEEZE,
  BEAK,
  FIST_THUMB,
  FLAT,
  GRIP,
  HELPER_FLAT,
  HELPER_POINT,
  HELPER_WRAP,
  HOLD_BAND,
  HOOK,
  MASK,
  PALM_DOWN,
  PALM_UP,
  PINCH,
  REST_THUMB,
  SOFT_CURL,
  SPREAD,
  STRAIGHT,
  THUMB_APART,
  THUMB_BESIDE,
  THUMB_TUCKED,
} from "@/domain/figures/hands";
import type { V3 } from "@/domain/figures/kinematics";
import { allFingers, pose, type TArmPatch } from "@/domain/figures/pose";
import {
  DUMBBELL,
  FOOT_BAND,
  FOREARM_FORWARD,
  FOREARM_FORWARD_MIRRORED,
  FOREARM_UPRIGHT,
  fingertip,
  helper,
  REACH_FRAME,
  SEATED_FRAME,
  SIDE_FRAME,
  seatedLeg,
  TOP_FRAME,
  table,
  WRIST_ARC,
} from "@/domain/figures/setups";

type TNerve = "median" | "ulnar" | "radial";

/** Which side of each arm segment the nerve runs along, in the segment's own axes. */
const NERVE_SIDE: Record<TNerve, V3> = {
  median: [0, 0, 8],
  ulnar: [0, -9, 4],
  radial: [0, 6, -7],
};

/** The hand goes up to the face: room above the head. */
export const MASK_FRAME = { focus: "head", x: 176, y: 92, zoom: 0.44 };
/** The arm hangs down: a taller picture. */
const RADIAL_FRAME = { focus: "head", x: 150, y: 58, zoom: 0.5, height: 230 };

export function nerveGlide({
  nerve,
  start,
  end,
  head,
  label,
  description,
  frame,
  simpleHand,
}: {
  frame?: TDemo["frame"];
  /** A hand seen face-on and small: its fingers drawn as one. */
  simpleHand?: "block";
  nerve: TNerve;
  start: TArmPatch;
  end: TArmPatch;
  head: [number, number];
  label: string;
  description: string;
}): TDemo {
  const side = NERVE_SIDE[nerve];
  return {
    camera: "front",
    skeleton: {
      body: true,
      arm: { from: "shoulder", hand: simpleHand },
      other: { from: "shoulder", hand: "mitten" },
    },
    motion: "reps",
    poses: [pose(start, { head: head[0] }), pose(end, { head: head[1] })],
    props: [
      {
        kind: "nerve",
        path: ["arm.upper-arm", "arm.forearm", "arm.palm"].map((on) => ({ on, side })),
      },
    ],
    labels: [{ text: label, x: 10, y: 24, anchor: "start" }],
    frame:
      frame ?? (nerve === "radial" ? RADIAL_FRAME : { focus: "head", x: 172, y: 62, zoom: 0.5 }),
    description,
  };
}

function rotatorCuff(direction: "out" | "in"): TDemo {
  const across = { shoulder: { rot: -55 }, elbow: 90, forearm: 0, ...GRIP };
  const outward = { shoulder: { rot: 45 }, elbow: 90, forearm: 0, ...GRIP };
  const [start, end] = direction === "out" ? [across, outward] : [outward, across];
  const anchorX = direction === "out" ? -150 : 150;
  return {
    camera: "top",
    skeleton: { body: true, arm: { from: "shoulder" }, other: { from: "shoulder" } },
    motion: "reps",
    poses: [pose(start), pose(end)],
    supports: [
      { kind: "box", min: [anchorX - 8, -300, 60], max: [anchorX + 8, 0, 76], look: "post" },
      { kind: "box", min: [68, -140, -14], max: [84, -110, 14], look: "towel" },
    ],
    props: [
      {
        kind: "band",
        from: { on: "arm.palm", at: [30, 0, 10] },
        to: { world: [anchorX, -110, 68] },
      },
    ],
    arcs: [{ pivot: "arm.forearm", track: "arm.palm", at: [30, 0, 0], gap: 6 }],
    labels: [{ text: "seen from above", x: 12, y: 24, anchor: "start" }],
    frame: { focus: "head", x: 120, y: 70, zoom: 0.55 },
    description:
      direction === "out"
        ? "Seen from above: standing side-on to a band anchored at elbow height, elbow bent to a right angle with a rolled towel at your side. Start: forearm across the stomach. End: the forearm turned outward like a door opening, elbow still at your side. Return slowly and repeat."
        : "Seen from above: standing side-on to a band anchored at elbow height on the working side, elbow bent to a right angle with a rolled towel at your side. Start: forearm pointing out toward the anchor. End: the forearm turned inward across the stomach like a door closing. Return slowly and repeat.",
  };
}

/** Both arms the same (mirrored): the two hands meet at the middle. */
function bothArms(a: TArmPatch) {
  return pose(a, { other: a });
}

export const DEMONSTRATIONS: Record<string, TDemo> = {
  // Stretches --------------------------------------------------------------------------------
  "wrist-flexor-stretch": {
    camera: "side",
    skeleton: {
      body: false,
      arm: FOREARM_FORWARD,
      other: helper("arm.palm", [16, 0, 17], [1, 0, 0], [0, 0, -1], [0, -1, 0], {
        stub: 34,
        mitten: true,
      }),
    },
    helper: true,
    motion: "reps",
    poses: [
      pose({ ...STRAIGHT, forearm: PALM_UP }, { other: HELPER_FLAT }),
      pose({ ...STRAIGHT, forearm: PALM_UP, wrist: { flex: -65 } }, { other: HELPER_FLAT }),
    ],
    arcs: [WRIST_ARC],
    labels: [
      { text: "palm up,", x: 12, y: 24, anchor: "start" },
      { text: "arm straight", x: 12, y: 42, anchor: "start" },
    ],
    frame: REACH_FRAME,
    description:
      "Start: arm straight out in front, palm up, the other hand on the palm and fingers. End: the other hand gently draws the fingers back and down, bending the wrist back until a mild stretch. Hold, then ease off.",
  },
  "wrist-extensor-stretch": {
    camera: "side",
    skeleton: {
      body: false,
      arm: FOREARM_FORWARD,
      other: helper("arm.palm", [16, 0, -17], [1, 0, 0], [0, 0, 1], [0, -1, 0], {
        stub: 34,
        mitten: true,
      }),
    },
    helper: true,
    motion: "reps",
    poses: [
      pose({ ...SOFT_CURL, forearm: PALM_DOWN }, { other: HELPER_FLAT }),
      pose({ ...SOFT_CURL, forearm: PALM_DOWN, wrist: { flex: 70 } }, { other: HELPER_FLAT }),
    ],
    arcs: [WRIST_ARC],
    labels: [
      { text: "palm down,", x: 12, y: 24, anchor: "start" },
      { text: "arm straight", x: 12, y: 42, anchor: "start" },
    ],
    frame: REACH_FRAME,
    description:
      "Start: arm straight out in front, palm down, the other hand across the back of the hand. End: the wrist bent down, fingers toward the floor, the other hand drawing it gently toward you until a mild stretch. Hold, then ease off.",
  },
  "prayer-stretch": {
    camera: "front",
    skeleton: { body: true, arm: { from: "shoulder" }, other: { from: "shoulder" } },
    motion: "reps",
    // Angles found by fitting the hands to the middle of the chest, palms together.
    poses: [
      bothArms({
        ...STRAIGHT,
        shoulder: { abd: 19, flex: 14, rot: -70 },
        elbow: 132,
        forearm: -66,
        wrist: { flex: -63 },
      }),
      bothArms({
        ...STRAIGHT,
        shoulder: { abd: 20, flex: 4, rot: -70 },
        elbow: 112,
        forearm: -49,
        wrist: { flex: -70 },
      }),
    ],
    arcs: [{ pivot: "arm.palm", track: "arm.palm", at: [0, 0, 0], straight: true, gap: 34 }],
    labels: [
      { text: "palms", x: 12, y: 24, anchor: "start" },
      { text: "together", x: 12, y: 42, anchor: "start" },
    ],
    frame: { focus: "head", x: 120, y: 60, zoom: 0.55 },
    description:
      "Start: palms and fingers pressed together in front of the chest, fingers up, elbows out. End: the hands lowered toward the waist, palms still together, until a mild stretch in the palms and wrists. Hold, then raise the hands to release.",
  },
  "reverse-prayer-stretch": {
    camera: "front",
    skeleton: { body: true, arm: { from: "shoulder" }, other: { from: "shoulder" } },
    motion: "reps",
    poses: [
      bothArms({
        ...STRAIGHT,
        shoulder: { abd: 18, flex: 1, rot: -70 },
        elbow: 89,
        forearm: -80,
        wrist: { flex: 61 },
      }),
      bothArms({
        ...STRAIGHT,
        shoulder: { abd: 22, flex: 4, rot: -70 },
        elbow: 113,
        forearm: -77,
        wrist: { flex: 80 },
      }),
    ],
    arcs: [{ pivot: "arm.palm", track: "arm.palm", at: [0, 0, 0], straight: true, gap: 34 }],
    labels: [{ text: "back to back", x: 10, y: 24, anchor: "start" }],
    frame: { focus: "head", x: 120, y: 36, zoom: 0.5 },
    description:
      "Start: the backs of the hands lightly together in front of the belly, fingers pointing down, elbows out and low. End: the hands lifted toward the chest, backs still together, until a mild stretch across the backs of the wrists. Hold, then lower to release.",
  },
  "thumb-extensor-stretch": {
    camera: "side",
    skeleton: { body: false, arm: FOREARM_FORWARD },
    motion: "reps",
    poses: [
      pose({ ...THUMB_TUCKED, forearm: 0 }),
      pose({ ...THUMB_TUCKED, forearm: 0, wrist: { dev: 25 } }),
    ],
    supports: table(-11.5),
    arcs: [WRIST_ARC],
    labels: [
      { text: "thumb up,", x: 12, y: 24, anchor: "start" },
      { text: "thumb tucked in", x: 12, y: 42, anchor: "start" },
    ],
    frame: SIDE_FRAME,
    description:
      "Start: forearm resting on a table on its little-finger side, hand past the edge, thumb folded into the palm with the fingers loosely over it. End: the wrist tilted gently down toward the little finger, only to a mild stretch on the thumb side. Hold, then straighten.",
  },
  "thumb-web-stretch": {
    camera: "top",
    skeleton: {
      body: false,
      arm: FOREARM_FORWARD,
      other: helper("arm.thumb.1", [4, 14, 4], [0, -1, 0], [0, 0, -1], [1, 0, 0], {
        stub: 30,
        only: ["index", "thumb"],
      }),
    },
    helper: true,
    motion: "reps",
    poses: [
      pose({ ...FLAT, forearm: PALM_UP }, { other: PINCH }),
      pose({ ...FLAT, forearm: PALM_UP, thumb: { ext: 45, abd: 5 } }, { other: PINCH }),
    ],
    supports: table(-12, -6, false),
    arcs: [{ pivot: "arm.thumb.1", track: "arm.thumb.3", gap: 8 }],
    labels: [{ text: "palm up", x: 12, y: 24, anchor: "start" }],
    frame: TOP_FRAME,
    description:
      "Start: forearm resting palm up, the other hand holding the thumb near its base. End: the thumb eased away from the index finger, opening the web between them to a mild stretch. Hold, then let the thumb come back.",
  },
  "finger-flexor-stretch": {
    camera: "side",
    skeleton: {
      body: false,
      arm: FOREARM_FORWARD,
      other: helper("arm.middle.1", [-14, 0, 15], [1, 0, 0], [0, 0, -1], [0, -1, 0], {
        stub: 34,
        mitten: true,
      }),
    },
    helper: true,
    motion: "reps",
    poses: [
      pose({ ...STRAIGHT, forearm: PALM_UP }, { other: HELPER_FLAT }),
      pose(
        {
          ...STRAIGHT,
          forearm: PALM_UP,
          wrist: { flex: -50 },
          fingers: allFingers({ mcp: -25, pip: 0, dip: 0 }),
        },
        { other: HELPER_FLAT },
      ),
    ],
    arcs: [{ pivot: "arm.palm", track: "arm.middle.3", gap: 8 }],
    labels: [
      { text: "palm up,", x: 12, y: 24, anchor: "start" },
      { text: "fingers straight", x: 12, y: 42, anchor: "start" },
    ],
    frame: REACH_FRAME,

    description:
      "Start: arm straight out in front, palm up, the other hand's fingers across the four fingers. End: the fingers drawn gently back, kept straight, the wrist bending back with them, until a mild stretch in the palm and forearm. Hold, then ease off.",
  },
  "tendon-glides": {
    camera: "side",
    skeleton: { body: false, arm: FOREARM_UPRIGHT },
    motion: "tour",
    poses: [
      pose({ ...STRAIGHT, forearm: 0 }),
      pose({ forearm: 0, fingers: allFingers({ mcp: 0, pip: 95, dip: 75 }), thumb: REST_THUMB }),
      pose({ forearm: 0, fingers: allFingers({ mcp: 85, pip: 95, dip: 65 }), thumb: FIST_THUMB }),
      pose({ forearm: 0, fingers: allFingers({ mcp: 85, pip: 0, dip: 0 }), thumb: REST_THUMB }),
      pose({ forearm: 0, fingers: allFingers({ mcp: 85, pip: 95, dip: 0 }), thumb: FIST_THUMB }),
    ],
    labels: [{ text: "wrist straight", x: 12, y: 24, anchor: "start" }],
    frame: { focus: "arm.palm", x: 124, y: 128, zoom: 1.65 },
    captions: ["Start: straight hand", "Hook", "Full fist", "Tabletop", "End: straight fist"],
    description:
      "Start: elbow on the table, forearm upright, fingers straight and together. Then in turn, going back to the straight hand between each: a hook with the big knuckles straight, a full relaxed fist, a tabletop bent only at the big knuckles, and a straight fist with the fingertips at the base of the palm. Pause in each shape.",
  },
  "forearm-rotation-stretch": {
    camera: "top",
    skeleton: {
      body: false,
      arm: FOREARM_FORWARD,
      other: helper("arm.forearm", [78, 0, 16], [0, -1, 0], [0, 0, -1], [1, 0, 0], {
        stub: 14,
        mitten: true,
      }),
    },
    helper: true,
    motion: "reps",
    poses: [
      pose({ ...FLAT, forearm: 78 }, { other: HELPER_WRAP }),
      pose({ ...FLAT, forearm: -78 }, { other: HELPER_WRAP }),
    ],
    rings: [{ on: "arm.forearm", along: 62, radius: 20 }],
    labels: [
      { text: "palm up,", x: 12, y: 136, anchor: "start" },
      { text: "then palm down", x: 12, y: 154, anchor: "start" },
    ],
    frame: TOP_FRAME,
    description:
      "Start: elbow bent at your side, forearm forward, the palm turned up as far as is comfortable, the other hand round the forearm just above the wrist easing the turn a little further. End: the palm turned down the same way. Hold each way.",
  },

  // Nerve glides ------------------------------------------------------------------------------
  "median-nerve-glide-level-1": nerveGlide({
    nerve: "median",
    start: {
      shoulder: { abd: 45, rot: 80 },
      elbow: 25,
      forearm: 80,
      wrist: { flex: 25 },
      ...SOFT_CURL,
    },
    end: {
      shoulder: { abd: 45, rot: 80 },
      elbow: 25,
      forearm: 80,
      wrist: { flex: -45 },
      ...STRAIGHT,
    },
    head: [-18, 18],
    label: "palm up",
    description:
      "Start: arm out to the side, halfway up, elbow softly bent, palm up, wrist and fingers gently curled, head tilted a little away. End: the wrist bends back and the fingers straighten while the head tilts toward the arm. Move smoothly in and out, never holding.",
  }),
  "median-nerve-glide-level-2": nerveGlide({
    nerve: "median",
    start: {
      shoulder: { abd: 80, rot: 80 },
      elbow: 5,
      forearm: 80,
      wrist: { flex: 10 },
      ...SOFT_CURL,
    },
    end: {
      shoulder: { abd: 80, rot: 80 },
      elbow: 5,
      forearm: 80,
      wrist: { flex: -55 },
      ...STRAIGHT,
    },
    head: [0, -25],
    label: "palm up",
    description:
      "Start: arm out to the side just below shoulder height, elbow straight, palm up, head upright. End: the wrist bends back and the fingers straighten, as if pressing a wall, while the head tilts away from the arm, only to a mild stretch. Come straight back out; never hold.",
  }),
  "ulnar-nerve-glide-level-1": nerveGlide({
    nerve: "ulnar",
    start: {
      shoulder: { abd: 75, rot: 80 },
      elbow: 10,
      forearm: 80,
      wrist: { flex: 0 },
      ...SOFT_CURL,
    },
    end: {
      shoulder: { abd: 75, rot: 80 },
      elbow: 80,
      forearm: 80,
      wrist: { flex: -50 },
      ...STRAIGHT,
    },
    head: [-18, 18],
    label: "palm up",
    description:
      "Start: arm out to the side a little below shoulder height, elbow nearly straight, palm up, head tilted a little away. End: the elbow bends about halfway and the wrist bends back like carrying a tray, while the head tilts toward the arm. Move smoothly in and out, never holding.",
  }),
  "ulnar-nerve-glide-level-2": nerveGlide({
    nerve: "ulnar",
    start: { shoulder: { abd: 105, flex: 25, rot: 80 }, elbow: 80, ...MASK, wrist: { flex: 50 } },
    end: { shoulder: { abd: 120, flex: 30, rot: 80 }, elbow: 120, ...MASK, wrist: { flex: 75 } },
    frame: MASK_FRAME,
    head: [0, 0],
    label: "the mask",
    description:
      "Start: arm out to the side at shoulder height, elbow bent, thumb and index finger making a ring, hand a little way from the head. End: the hand turned upside down and brought toward the face so the ring sits round the eye like a mask, fingers toward the jaw, elbow out. Go only to a mild stretch and move back out; never hold.",
  }),
  "radial-nerve-glide-level-1": nerveGlide({
    nerve: "radial",
    start: { shoulder: { abd: 15 }, elbow: 3, forearm: 0, wrist: { flex: 0 }, ...STRAIGHT },
    end: { shoulder: { abd: 15 }, elbow: 3, forearm: 0, wrist: { flex: 60 }, ...SOFT_CURL },
    head: [-18, 18],
    label: "palm in",
    description:
      "Start: arm hanging a few inches from the side, elbow straight, palm facing in, head tilted a little away. End: the wrist bends so the palm curls in toward the forearm, fingers softly curled, while the head tilts toward the arm. Move smoothly in and out, never holding.",
  }),
  "radial-nerve-glide-level-2": nerveGlide({
    nerve: "radial",
    start: {
      shoulder: { abd: 12, flex: -15, rot: -60, lift: -8 },
      elbow: 3,
      forearm: -40,
      wrist: { flex: 0 },
      ...SOFT_CURL,
    },
    end: {
      shoulder: { abd: 12, flex: -15, rot: -60, lift: -8 },
      elbow: 3,
      forearm: -40,
      wrist: { flex: 60 },
      ...SOFT_CURL,
    },
    simpleHand: "block",
    head: [0, -25],
    label: "palm back",
    description:
      "Start: arm by the side and slightly behind, shoulder dropped, the whole arm turned in so the palm faces back, head upright. End: the wrist bends so the palm curls toward the forearm, fingers softly curled, while the head tilts away from the arm. Come straight back out; never hold.",
  }),

  // Isometrics --------------------------------------------------------------------------------
  "isometric-wrist-extension": {
    camera: "side",
    skeleton: {
      body: false,
      arm: FOREARM_FORWARD,
      other: helper("arm.palm", [6, 0, -17], [1, 0, 0.15], [0, 0, 1], [0, 1, 0], {
        stub: 45,
        mitten: true,
      }),
    },
    helper: true,
    motion: "hold",
    poses: [
      pose({ ...FLAT, forearm: PALM_DOWN }, { other: HELPER_FLAT }),
      pose({ ...FLAT, forearm: PALM_DOWN }, { other: HELPER_FLAT }),
    ],
    supports: table(),
    press: { on: "arm.palm", at: [30, 0, 9], dir: [0, 0, -1] },
    labels: [{ text: "palm down", x: 12, y: 24, anchor: "start" }],
    frame: SIDE_FRAME,
    description:
      "Forearm resting on a table, palm down, hand past the edge, the other hand across the back of the hand. Push the back of the hand up into the other hand, which pushes down just as hard, so nothing moves. Hold steady at about half effort.",
  },
  "isometric-wrist-flexion": {
    camera: "side",
    skeleton: {
      body: false,
      arm: FOREARM_FORWARD,
      other: helper("arm.palm", [6, 0, 17], [1, 0, -0.15], [0, 0, -1], [0, 1, 0], {
        stub: 45,
        mitten: true,
      }),
    },
    helper: true,
    motion: "hold",
    poses: [
      pose({ ...FLAT, forearm: PALM_UP }, { other: HELPER_FLAT }),
      pose({ ...FLAT, forearm: PALM_UP }, { other: HELPER_FLAT }),
    ],
    supports: table(),
    press: { on: "arm.palm", at: [30, 0, -9], dir: [0, 0, 1] },
    labels: [{ text: "palm up", x: 12, y: 24, anchor: "start" }],
    frame: SIDE_FRAME,
    description:
      "Forearm resting on a table, palm up, hand past the edge, the other hand across the palm. Try to curl the palm up while the other hand pushes down just as hard, so nothing moves. Hold steady at about half effort.",
  },
  "isometric-ulnar-extension": {
    camera: "top",
    skeleton: {
      body: false,
      arm: FOREARM_FORWARD,
      other: helper("arm.palm", [22, -88, 0], [0, 1, 0], [0, 0, 1], [-1, 0, 0], {
        stub: 30,
        only: ["index", "middle", "ring", "little"],
      }),
    },
    helper: true,
    motion: "hold",
    poses: [
      pose({ ...FLAT, forearm: PALM_DOWN }, { other: HELPER_FLAT }),
      pose({ ...FLAT, forearm: PALM_DOWN }, { other: HELPER_FLAT }),
    ],
    supports: table(-12, -6, false),
    press: { on: "arm.palm", at: [22, -16, 0], dir: [0, -1, 0] },

    labels: [{ text: "palm down", x: 12, y: 24, anchor: "start" }],
    frame: TOP_FRAME,
    description:
      "Forearm resting on a table, palm down, wrist straight, the other hand's fingers against the little-finger edge. Push the edge of the hand out toward the little-finger side, slightly up, while the other hand holds it still. Hold steady at about half effort.",
  },
  "isometric-ulnar-flexion": {
    camera: "side",
    skeleton: {
      body: false,
      arm: FOREARM_FORWARD_MIRRORED,
      other: helper("arm.palm", [-4, -6, 17], [1, 0, -0.2], [0, 0, -1], [0, 1, 0], {
        stub: 45,
        mitten: true,
      }),
    },
    helper: true,
    motion: "hold",
    poses: [
      pose({ ...FLAT, forearm: PALM_UP }, { other: HELPER_FLAT }),
      pose({ ...FLAT, forearm: PALM_UP }, { other: HELPER_FLAT }),
    ],
    supports: table(),
    press: { on: "arm.palm", at: [10, -6, -9], dir: [0, -0.3, 1] },
    labels: [
      { text: "palm up,", x: 12, y: 24, anchor: "start" },
      { text: "little-finger side", x: 12, y: 42, anchor: "start" },
    ],
    frame: SIDE_FRAME,
    description:
      "Forearm resting on a table, palm up, the other palm over the little-finger side near the heel of the hand. Press that side of the palm up and slightly inward while the other hand holds it still. Hold steady at about half effort.",
  },
  "isometric-thumb-extension": {
    camera: "side",
    skeleton: {
      body: false,
      arm: FOREARM_FORWARD,
      other: fingertip("arm.thumb.3", [6, 0, 0], [0, 5, 0], [0, -1, 0], [0, 0, -1], [-1, 0, 0]),
    },
    helper: true,
    motion: "hold",
    poses: [
      pose({ ...THUMB_BESIDE, forearm: 0 }, { other: HELPER_POINT }),
      pose({ ...THUMB_BESIDE, forearm: 0 }, { other: HELPER_POINT }),
    ],
    supports: table(-11.5),
    press: { on: "arm.thumb.3", at: [16, 7, 0], dir: [0, 1, 0] },
    labels: [{ text: "thumb on top", x: 232, y: 152, anchor: "end" }],

    frame: SIDE_FRAME,
    description:
      "Forearm and hand resting on a table on the little-finger side, thumb on top against the index finger, one finger of the other hand on the thumb near the nail. Press the thumb up and out against that finger, which holds it still. Hold steady at about half effort.",
  },
  "isometric-thumb-flexion": {
    camera: "side",
    skeleton: {
      body: false,
      arm: FOREARM_FORWARD,
      other: fingertip("arm.thumb.3", [4, 0, 0], [0, -6, 0], [0, 0, -1], [0, 1, 0], [-1, 0, 0]),
    },
    helper: true,
    motion: "hold",
    poses: [
      pose({ ...THUMB_APART, forearm: 0 }, { other: HELPER_POINT }),
      pose({ ...THUMB_APART, forearm: 0 }, { other: HELPER_POINT }),
    ],
    supports: table(-11.5),
    press: { on: "arm.thumb.3", at: [-6, -8, 0], dir: [0, -1, 0] },
    labels: [{ text: "thumb on top", x: 232, y: 152, anchor: "end" }],
    frame: SIDE_FRAME,
    description:
      "Forearm and hand resting on a table on the little-finger side, thumb on top and a little away from the index finger, one finger of the other hand under the thumb pad. Press the pad down and in against that finger, which holds firm. Hold steady at about half effort.",
  },
  "isometric-pinky-flexion": {
    camera: "side",
    skeleton: {
      body: false,
      arm: FOREARM_FORWARD_MIRRORED,
      other: fingertip("arm.little.3", [4, 0, 0], [0, 5, 0], [0, -1, 0], [0, 0, -1], [-1, 0, 0]),
    },
    helper: true,
    motion: "hold",
    poses: [
      pose({ ...FLAT, forearm: PALM_UP }, { other: HELPER_POINT }),
      pose({ ...FLAT, forearm: PALM_UP }, { other: HELPER_POINT }),
    ],
    supports: table(),
    press: { on: "arm.little.3", at: [-8, 0, 6], dir: [0, 0, 1] },
    labels: [
      { text: "palm up,", x: 12, y: 24, anchor: "start" },
      { text: "little finger", x: 12, y: 42, anchor: "start" },
    ],
    frame: SIDE_FRAME,
    description:
      "Forearm resting on a table, palm up, one finger of the other hand across the inside of the little finger near its tip. Try to bend the little finger toward the palm while the other finger holds it still; the other fingers rest. Hold steady at about half effort.",
  },
  "isometric-finger-flexion": {
    camera: "top",
    skeleton: {
      body: false,
      arm: FOREARM_FORWARD,
      other: {
        from: "elbow",
        elbow: [-30, 0, 190],
        along: [0, 0, -1],
        thumb: [0, 1, 0],
        palm: [1, 0, 0],
      },
    },
    motion: "hold",
    poses: [
      pose({ ...HOOK, forearm: 0 }, { other: { ...HOOK, forearm: 0 } }),
      pose({ ...HOOK, forearm: 0 }, { other: { ...HOOK, forearm: 0 } }),
    ],
    press: { on: "arm.palm", at: [0, 0, 0], dir: [-1, 0, 0] },
    labels: [{ text: "fingers hooked", x: 12, y: 24, anchor: "start" }],
    frame: { focus: "arm.palm", x: 80, y: 84, zoom: 1.3 },
    description:
      "Both hands in front of the chest, the fingers of the working hand bent into a hook and hooked into the other hand's fingers. Pull the hands gently apart, both pulling equally, so nothing moves. Hold steady at about half effort.",
  },

  // Loading ----------------------------------------------------------------------------------
  "wrist-extension-curl": {
    camera: "side",
    skeleton: { body: false, arm: FOREARM_FORWARD },
    motion: "reps",
    poses: [
      pose({ ...GRIP, forearm: PALM_DOWN, wrist: { flex: 35 } }),
      pose({ ...GRIP, forearm: PALM_DOWN, wrist: { flex: -45 } }),
    ],
    supports: table(),
    props: [DUMBBELL],
    arcs: [WRIST_ARC],
    labels: [{ text: "palm down", x: 12, y: 24, anchor: "start" }],
    frame: SIDE_FRAME,
    description:
      "Start: forearm resting on a table, palm down, holding a light weight with the hand lowered over the edge. End: the back of the hand lifted up, moving only at the wrist. Lower slowly and repeat.",
  },
  "wrist-flexion-curl": {
    camera: "side",
    skeleton: { body: false, arm: FOREARM_FORWARD },
    motion: "reps",
    poses: [
      pose({ ...GRIP, forearm: PALM_UP, wrist: { flex: -35 } }),
      pose({ ...GRIP, forearm: PALM_UP, wrist: { flex: 50 } }),
    ],
    supports: table(),
    props: [DUMBBELL],
    arcs: [WRIST_ARC],
    labels: [{ text: "palm up", x: 12, y: 24, anchor: "start" }],
    frame: SIDE_FRAME,
    description:
      "Start: forearm resting on a table, palm up, holding a light weight with the hand lowered over the edge. End: the palm curled up toward you, moving only at the wrist. Lower slowly and repeat.",
  },
  "ulnar-extensor-raise": {
    camera: "top",
    skeleton: { body: false, arm: FOREARM_FORWARD },
    motion: "reps",
    poses: [
      pose({ ...GRIP, forearm: PALM_DOWN, wrist: { flex: 10, dev: 0 } }),
      pose({ ...GRIP, forearm: PALM_DOWN, wrist: { flex: -25, dev: 28 } }),
    ],
    supports: table(-12, -6, false),
    props: [DUMBBELL],
    arcs: [{ pivot: "arm.palm", track: "arm.palm", at: [44, 0, 0], gap: 10 }],
    labels: [
      { text: "palm down", x: 12, y: 24, anchor: "start" },
      { text: "little-finger side", x: 232, y: 152, anchor: "end" },
    ],

    frame: TOP_FRAME,
    description:
      "Start: forearm resting on a table, palm down, holding a light weight with the wrist straight. End: the hand lifted and tilted out toward the little-finger side on a gentle diagonal. Lower slowly and repeat.",
  },
  "ulnar-flexor-curl": {
    camera: "side",
    skeleton: { body: true, arm: { from: "shoulder" } },
    motion: "reps",
    poses: [pose({ ...GRIP, wrist: { dev: -15 } }), pose({ ...GRIP, wrist: { dev: 30 } })],
    props: [{ kind: "hammer", on: "arm.palm", at: [30, 0, 10], axis: [0, -1, 0], length: 62 }],
    arcs: [{ pivot: "arm.palm", track: "arm.palm", at: [30, -70, 10], gap: 6 }],
    labels: [{ text: "arm by your side", x: 232, y: 152, anchor: "end" }],
    frame: { focus: "arm.palm", x: 120, y: 92, zoom: 0.8 },
    description:
      "Start: standing, arm relaxed by your side, palm toward the thigh, holding a hammer near the end of its handle with the heavy end behind you, angled down. End: the hand tilted toward the little finger, lifting the heavy end up behind you. Lower slowly and repeat.",
  },
  "thumb-extension-lift": {
    camera: "top",
    skeleton: { body: false, arm: FOREARM_FORWARD },
    motion: "reps",
    poses: [
      pose({ ...FLAT, forearm: PALM_DOWN, thumb: { ext: -5, abd: 0, mcp: 5, ip: 5 } }),
      pose({ ...FLAT, forearm: PALM_DOWN, thumb: { ext: 40, abd: 0, mcp: 0, ip: 0 } }),
    ],
    supports: table(-12, 90, false),
    props: [
      {
        kind: "band",
        from: { on: "arm.thumb.3", at: [6, 0, 0] },
        to: { on: "arm.little.3", at: [4, -3, 0] },
      },
    ],
    arcs: [{ pivot: "arm.thumb.1", track: "arm.thumb.3", gap: 8 }],
    labels: [{ text: "band near the tips", x: 12, y: 24, anchor: "start" }],
    frame: TOP_FRAME,
    description:
      "Start: forearm and hand resting palm down on a table, a rubber band round the thumb and fingers near the tips, thumb beside the index finger. End: the thumb moved out and up, away from the hand, stretching the band. Return slowly and repeat.",
  },
  "thumb-flexion-press": {
    camera: "top",
    skeleton: {
      body: false,
      arm: FOREARM_FORWARD,
      other: {
        from: "elbow",
        elbow: [62, 0, 205],
        along: [0, 0, -1],
        thumb: [0, 1, 0],
        palm: [-1, 0, 0],
      },
    },
    helper: true,
    motion: "reps",
    poses: [
      pose(
        { ...FLAT, forearm: PALM_UP, thumb: { ext: 30, abd: 0, mcp: 0, ip: 0 } },
        { other: HOLD_BAND },
      ),
      pose(
        { ...FLAT, forearm: PALM_UP, thumb: { ext: -40, abd: 20, mcp: 45, ip: 35 } },
        { other: HOLD_BAND },
      ),
    ],
    supports: table(-12, 90, false),
    props: [
      {
        kind: "band",
        from: { on: "arm.thumb.3", at: [6, 0, 0] },
        to: { on: "other.palm", at: [30, 0, 10] },
        thin: true,
      },
    ],
    arcs: [{ pivot: "arm.thumb.1", track: "arm.thumb.3", gap: 8 }],
    labels: [{ text: "palm up", x: 12, y: 24, anchor: "start" }],
    frame: TOP_FRAME,
    description:
      "Start: forearm resting palm up, a light band round the end of the thumb held by the other hand so it pulls the thumb gently outward. End: the thumb bent in toward the palm against the band. Let it go back out slowly and repeat.",
  },
  "pinky-flexion-curl": {
    camera: "side",
    skeleton: {
      body: false,
      arm: FOREARM_FORWARD_MIRRORED,
      other: {
        from: "elbow",
        elbow: [-20, 60, 215],

        along: [0, 0, -1],
        thumb: [0, 1, 0],
        palm: [1, 0, 0],
      },
    },
    helper: true,
    motion: "reps",
    poses: [
      pose({ ...FLAT, forearm: PALM_UP }, { other: HOLD_BAND }),
      pose(
        { ...FLAT, forearm: PALM_UP, fingers: { little: { mcp: 70, pip: 90, dip: 55 } } },
        { other: HOLD_BAND },
      ),
    ],
    supports: table(),
    props: [
      {
        kind: "band",
        from: { on: "arm.little.3", at: [5, 0, 0] },
        to: { on: "other.palm", at: [30, 0, 10] },
        thin: true,
      },
    ],
    arcs: [{ pivot: "arm.little.1", track: "arm.little.3", gap: 8 }],
    labels: [
      { text: "palm up,", x: 12, y: 24, anchor: "start" },
      { text: "little finger", x: 12, y: 42, anchor: "start" },
    ],
    frame: SIDE_FRAME,
    description:
      "Start: forearm resting on a table, palm up, a rubber band round the end of the little finger held by the other hand toward the fingertips. End: the little finger curled into the palm against the band, the other fingers resting. Let it straighten slowly and repeat.",
  },
  "finger-curl": {
    camera: "side",
    skeleton: { body: false, arm: FOREARM_FORWARD },
    motion: "reps",
    poses: [
      pose({
        forearm: PALM_UP,
        fingers: allFingers({ mcp: 10, pip: 25, dip: 40 }),
        thumb: { ext: -10, abd: 0, mcp: 10, ip: 5 },
      }),
      pose({
        forearm: PALM_UP,
        fingers: allFingers({ mcp: 60, pip: 90, dip: 50 }),
        thumb: { ext: -10, abd: 0, mcp: 10, ip: 5 },
      }),
    ],
    supports: table(),
    props: [{ kind: "dumbbell", on: "arm.index.3", at: [2, 0, 11], axis: [0, 1, 0] }],
    arcs: [{ pivot: "arm.middle.1", track: "arm.middle.3", gap: 10, from: 0, to: 1 }],
    labels: [{ text: "palm up", x: 12, y: 24, anchor: "start" }],
    frame: SIDE_FRAME,
    description:
      "Start: forearm resting palm up, hand past the edge, a light weight rolled down to the fingertips, held by the curled tips. End: the fingers curled slowly, rolling the weight back up into the palm; the wrist stays still. Let it roll down again and repeat.",
  },
  "grip-squeeze": {
    camera: "side",
    skeleton: { body: false, arm: FOREARM_FORWARD },
    motion: "reps",
    poses: [pose({ forearm: PALM_UP, ...BALL_OPEN }), pose({ forearm: PALM_UP, ...BALL_SQUEEZE })],
    supports: table(),
    props: [{ kind: "ball", on: "arm.palm", at: [34, 0, 18], radius: 16, squeeze: 0.22 }],
    labels: [{ text: "half effort", x: 12, y: 24, anchor: "start" }],
    frame: SIDE_FRAME,
    description:
      "Start: forearm resting, wrist straight, a soft ball in the hand with the fingers and thumb round it. End: the ball squeezed gently to about half effort; hold for 3 seconds, then release slowly.",
  },
  "hammer-rotation": {
    camera: "front",
    skeleton: { body: false, arm: FOREARM_FORWARD },
    motion: "tour",
    poses: [
      pose({ ...GRIP, forearm: 0 }),
      pose({ ...GRIP, forearm: -60 }),
      pose({ ...GRIP, forearm: 60 }),
    ],
    supports: table(),
    props: [{ kind: "hammer", on: "arm.palm", at: [30, 0, 12], axis: [0, 1, 0], length: 70 }],
    arcs: [
      { pivot: "arm.palm", track: "arm.palm", at: [30, 70, 12], to: 1, gap: 6 },
      { pivot: "arm.palm", track: "arm.palm", at: [30, 70, 12], to: 2, gap: 6 },
    ],
    labels: [
      { text: "palm up", x: 12, y: 24, anchor: "start" },
      { text: "palm down", x: 228, y: 24, anchor: "end" },
    ],
    frame: { focus: "arm.palm", x: 120, y: 120, zoom: 1.3 },
    captions: ["Start: upright", "Palm down", "End: palm up"],
    description:
      "Seen from in front of the hand: forearm resting on a table, holding a hammer by the handle with the heavy end up. Start upright; turn the palm slowly down, back to upright, then palm up and back. The elbow and forearm stay on the table.",
  },
  "radial-deviation-raise": {
    camera: "side",
    skeleton: { body: false, arm: FOREARM_FORWARD },
    motion: "reps",
    poses: [
      pose({ ...GRIP, forearm: 0, wrist: { dev: 15 } }),
      pose({ ...GRIP, forearm: 0, wrist: { dev: -20 } }),
    ],
    supports: table(-11.5),
    props: [DUMBBELL],
    arcs: [WRIST_ARC],
    labels: [{ text: "thumb up", x: 12, y: 24, anchor: "start" }],
    frame: SIDE_FRAME,
    description:
      "Start: forearm resting on a table, thumb up, holding a light weight with the hand tilted slightly down. End: the hand tilted up toward the ceiling, leading with the thumb. Lower slowly and repeat.",
  },

  // Band --------------------------------------------------------------------------------------
  "band-finger-extension": {
    camera: "top",
    skeleton: { body: false, arm: FOREARM_FORWARD },
    motion: "reps",
    poses: [pose({ forearm: PALM_DOWN, ...BEAK }), pose({ forearm: PALM_DOWN, ...SPREAD })],
    supports: table(-12, 0, false),
    props: [
      ["arm.thumb.3", "arm.index.3"],
      ["arm.index.3", "arm.middle.3"],
      ["arm.middle.3", "arm.ring.3"],
      ["arm.ring.3", "arm.little.3"],
    ].map(
      ([from, to]): TProp => ({
        kind: "band",
        from: { on: from as string, at: [2, 0, 0] },
        to: { on: to as string, at: [2, 0, 0] },
        thin: true,
      }),
    ),
    labels: [{ text: "open like a flower", x: 232, y: 152, anchor: "end" }],

    frame: TOP_FRAME,
    description:
      "Start: forearm resting palm down, fingertips and thumb together in a loose beak, a rubber band round them near the tips. End: the fingers and thumb spread open as wide as is comfortable against the band. Close slowly and repeat.",
  },
  "band-thumb-abduction": {
    camera: "top",
    skeleton: { body: false, arm: FOREARM_FORWARD },
    motion: "reps",
    poses: [
      pose({ ...FLAT, forearm: PALM_DOWN, thumb: { ext: -8, abd: 0, mcp: 5, ip: 5 } }),
      pose({ ...FLAT, forearm: PALM_DOWN, thumb: { ext: 35, abd: 0, mcp: 5, ip: 5 } }),
    ],
    supports: table(-12, 90, false),
    props: [
      {
        kind: "band",
        from: { on: "arm.thumb.2", at: [4, 0, 0] },
        to: { on: "arm.little.1", at: [8, -3, 0] },
      },
    ],
    arcs: [{ pivot: "arm.thumb.1", track: "arm.thumb.3", gap: 8 }],
    labels: [{ text: "slide out", x: 12, y: 24, anchor: "start" }],
    frame: TOP_FRAME,
    description:
      "Start: hand resting flat on a table, palm down, fingers together, a rubber band round the thumb and fingers halfway along, thumb against the index finger. End: the thumb slid out to the side along the table, away from the fingers. Return slowly and repeat.",
  },
  "band-wrist-extension": {
    camera: "side",
    skeleton: { body: false, arm: FOREARM_FORWARD },
    motion: "reps",
    poses: [
      pose({ ...HOLD_BAND, forearm: PALM_DOWN, wrist: { flex: 25 } }),
      pose({ ...HOLD_BAND, forearm: PALM_DOWN, wrist: { flex: -45 } }),
    ],
    supports: seatedLeg(),
    props: [FOOT_BAND],
    arcs: [WRIST_ARC],
    labels: [{ text: "palm down", x: 12, y: 24, anchor: "start" }],
    frame: SEATED_FRAME,
    description:
      "Start: seated, forearm resting on the thigh, palm down, hand past the knee, holding a band whose other end is under the foot. End: the back of the hand lifted toward the ceiling, moving only at the wrist. Lower slowly and repeat.",
  },
  "band-wrist-flexion": {
    camera: "side",
    skeleton: { body: false, arm: FOREARM_FORWARD },
    motion: "reps",
    poses: [
      pose({ ...HOLD_BAND, forearm: PALM_UP, wrist: { flex: -30 } }),
      pose({ ...HOLD_BAND, forearm: PALM_UP, wrist: { flex: 50 } }),
    ],
    supports: seatedLeg(),
    props: [FOOT_BAND],
    arcs: [WRIST_ARC],
    labels: [{ text: "palm up", x: 12, y: 24, anchor: "start" }],
    frame: SEATED_FRAME,
    description:
      "Start: seated, forearm resting on the thigh, palm up, hand past the knee, holding a band whose other end is under the foot. End: the palm curled up toward the ceiling, moving only at the wrist. Lower slowly and repeat.",
  },
  "band-radial-deviation": {
    camera: "side",
    skeleton: { body: false, arm: FOREARM_FORWARD },
    motion: "reps",
    poses: [
      pose({ ...HOLD_BAND, forearm: 0, wrist: { dev: 5 } }),
      pose({ ...HOLD_BAND, forearm: 0, wrist: { dev: -20 } }),
    ],
    supports: seatedLeg(-11.5),
    props: [FOOT_BAND],
    arcs: [WRIST_ARC],
    labels: [{ text: "thumb up", x: 12, y: 24, anchor: "start" }],
    frame: SEATED_FRAME,
    description:
      "Start: seated, forearm resting on the thigh, thumb up, hand past the knee, holding a band whose other end is under the foot. End: the hand tilted up toward the ceiling, leading with the thumb. Lower slowly and repeat.",
  },

  // Metronome ---------------------------------------------------------------------------------
  "metronome-wrist-extension": {
    camera: "side",
    skeleton: { body: false, arm: FOREARM_FORWARD },
    motion: "beat",
    poses: [
      pose({ ...GRIP, forearm: PALM_DOWN, wrist: { flex: 15 } }),
      pose({ ...GRIP, forearm: PALM_DOWN, wrist: { flex: -40 } }),
    ],
    supports: table(),
    props: [DUMBBELL],
    arcs: [{ ...WRIST_ARC, both: true }],
    metronome: true,
    labels: [{ text: "3 beats up, 3 down", x: 48, y: 24, anchor: "start" }],
    frame: SIDE_FRAME,
    description:
      "A metronome ticks once a second. Forearm resting on a table, palm down, holding a light weight with the hand slightly below level. Lift the back of the hand over 3 beats and lower it over the next 3, without pausing at the top or bottom.",
  },
  "metronome-wrist-flexion": {
    camera: "side",
    skeleton: { body: false, arm: FOREARM_FORWARD },
    motion: "beat",
    poses: [
      pose({ ...GRIP, forearm: PALM_UP, wrist: { flex: -15 } }),
      pose({ ...GRIP, forearm: PALM_UP, wrist: { flex: 45 } }),
    ],
    supports: table(),
    props: [DUMBBELL],
    arcs: [{ ...WRIST_ARC, both: true }],
    metronome: true,
    labels: [{ text: "3 beats up, 3 down", x: 48, y: 24, anchor: "start" }],
    frame: SIDE_FRAME,
    description:
      "A metronome ticks once a second. Forearm resting on a table, palm up, holding a light weight with the hand slightly below level. Curl the palm up over 3 beats and lower it over the next 3, without pausing at the top or bottom.",
  },
  "metronome-thumb-extension": {
    camera: "side",
    skeleton: { body: false, arm: FOREARM_FORWARD },
    motion: "beat",
    poses: [
      pose({ ...THUMB_BESIDE, forearm: 0 }),
      pose({ ...THUMB_BESIDE, forearm: 0, thumb: { ext: 35, abd: 5, mcp: 0, ip: 0 } }),
    ],
    supports: table(-11.5, 80),
    props: [
      {
        kind: "band",
        from: { on: "arm.thumb.3", at: [6, 0, 0] },
        to: { world: [0, -11.5, 70] },
        thin: true,
      },
    ],
    arcs: [{ pivot: "arm.thumb.1", track: "arm.thumb.3", gap: 8, both: true }],
    metronome: true,
    labels: [{ text: "3 beats up, 3 down", x: 48, y: 24, anchor: "start" }],
    frame: SIDE_FRAME,
    description:
      "A metronome ticks once a second. Hand resting on its little-finger side on a table, fingers loosely curled, a band round the thumb held down on the table. Lift the thumb up and away from the index finger over 3 beats and lower it over the next 3.",
  },
  "metronome-grip-pulses": {
    camera: "side",
    skeleton: { body: false, arm: FOREARM_FORWARD },
    motion: "beat",
    poses: [pose({ forearm: PALM_UP, ...BALL_OPEN }), pose({ forearm: PALM_UP, ...BALL_SQUEEZE })],
    supports: table(),
    props: [{ kind: "ball", on: "arm.palm", at: [34, 0, 18], radius: 16, squeeze: 0.22 }],
    metronome: true,
    labels: [{ text: "3 beats in, 3 out", x: 48, y: 24, anchor: "start" }],
    frame: SIDE_FRAME,
    description:
      "A metronome ticks once a second. Forearm resting, a soft ball in the hand. Squeeze gradually over 3 beats to about half effort, then release slowly over the next 3, keeping the ball in the hand.",
  },

  // Rotator cuff ------------------------------------------------------------------------------
  "rotator-cuff-external-rotation": rotatorCuff("out"),
  "rotator-cuff-internal-rotation": rotatorCuff("in"),
};

/** The demonstration of an exercise; throws for a slug without one (a content error, tested). */
export function getDemonstration(slug: string): TDemo {
  const demo = DEMONSTRATIONS[slug];
  if (!demo) throw new Error(`No demonstration for exercise ${slug}`);
  return demo;
}
