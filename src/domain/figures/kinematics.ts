// Forward kinematics of the drawing rig: a pose (./pose.ts) and a skeleton (where each limb is
// rooted) give every segment's position and orientation in 3-D. Units are roughly 3.7 per
// centimetre of an adult (upper arm 110, forearm 95, hand 71). World axes: x to the working arm's
// side, y up, z forward.
import { FINGERS, type TArmPose, type TFingerName, type TPose } from "./pose";

export type V3 = readonly [number, number, number];

export const add = (u: V3, v: V3): V3 => [u[0] + v[0], u[1] + v[1], u[2] + v[2]];
export const scale = (u: V3, k: number): V3 => [u[0] * k, u[1] * k, u[2] * k];
export const dot = (u: V3, v: V3): number => u[0] * v[0] + u[1] * v[1] + u[2] * v[2];
const rad = (deg: number): number => (deg * Math.PI) / 180;

/**
 * A segment's frame: origin at its joint, `a` along the segment, `r` toward its thumb side (the
 * front, for the upper arm), `p` toward its palm side (the inside, for the upper arm).
 */
type TFrame = { o: V3; a: V3; r: V3; p: V3 };

/** A point given in a frame's own axes (along, thumb side, palm side), in world coordinates. */
export function inFrame(f: TFrame, [along, radial, palmar]: V3): V3 {
  return add(f.o, add(scale(f.a, along), add(scale(f.r, radial), scale(f.p, palmar))));
}

/** A direction given in a frame's own axes, in world coordinates. */
export function dirInFrame(f: TFrame, [along, radial, palmar]: V3): V3 {
  return add(scale(f.a, along), add(scale(f.r, radial), scale(f.p, palmar)));
}

/** Rotate `v` in the plane of the unit, perpendicular directions x and y, turning x toward y. */
function turnVector(v: V3, x: V3, y: V3, deg: number): V3 {
  const c = Math.cos(rad(deg));
  const s = Math.sin(rad(deg));
  const vx = dot(v, x);
  const vy = dot(v, y);
  return add(v, add(scale(x, vx * (c - 1) - vy * s), scale(y, vy * (c - 1) + vx * s)));
}

/** Turn a frame's axes (not its origin) so that direction x moves toward y by `deg`. */
function turn(f: TFrame, x: V3, y: V3, deg: number): TFrame {
  if (deg === 0) return f;
  return {
    o: f.o,
    a: turnVector(f.a, x, y, deg),
    r: turnVector(f.r, x, y, deg),
    p: turnVector(f.p, x, y, deg),
  };
}

const neg = (u: V3): V3 => scale(u, -1);
const at = (f: TFrame, o: V3): TFrame => ({ ...f, o });
const tip = (f: TFrame, length: number): V3 => add(f.o, scale(f.a, length));

type TSegmentKind = "torso" | "head" | "upper-arm" | "forearm" | "palm" | "finger" | "thumb";

export type TSegment = {
  /** e.g. "arm.forearm", "arm.index.2", "other.palm", "head". */
  id: string;
  parent: string | null;
  kind: TSegmentKind;
  length: number;
  /** Width at the joint and at the far end. */
  width: [number, number];
  /** Flat segments (palm, forearm): their thickness, for how wide they look edge-on. */
  thickness?: number;
  frame: TFrame;
};

// Dimensions. A hand 71 long (19 cm), palm 31 wide at the knuckles; finger bones in the
// proportions of an adult hand (proximal : middle : distal about 1 : 0.65 : 0.5).
const UPPER_ARM = 110;
export const FOREARM = 95;
/** Half the distance between the shoulder joints. */
const SHOULDER_SPAN = 60;
const PALM = { length: 38, width: 31, thickness: 16 };
const FINGER_BONES: Record<TFingerName, readonly [number, number, number]> = {
  index: [14, 8.5, 7],
  middle: [15.5, 10, 7.5],
  ring: [14.5, 9.5, 7.2],
  little: [11.5, 7, 6.5],
};
const FINGER_WIDTH: Record<TFingerName, number> = {
  index: 7.6,
  middle: 7.8,
  ring: 7.2,
  little: 6.4,
};
/** Where each finger leaves the palm: distance from the wrist, and toward the thumb. */
const FINGER_BASE: Record<TFingerName, readonly [number, number]> = {
  index: [37.5, 11],
  middle: [38.5, 3.6],
  ring: [37, -3.8],
  little: [33.5, -10.6],
};
/** The resting fan of the fingers, degrees toward the thumb. */
const FINGER_FAN: Record<TFingerName, number> = { index: 3, middle: 0, ring: -3, little: -8 };
const THUMB_BONES = [17, 11.5, 9.5] as const;
/** The thumb's first bone is drawn thick: it stands for the ball of the thumb. */
const THUMB_WIDTH: [number, number][] = [
  [13, 10.5],
  [10, 9.2],
  [9.2, 8.6],
];
/** How far the thumb's bending plane is turned toward the palm, degrees. */
const THUMB_TWIST = 20;
const THUMB_BASE: V3 = [6, 8, 3];
/** The thumb at rest: angled out from the hand's axis, and forward off the palm. */
const THUMB_REST = { ext: 24, abd: 10 };

/** Where a limb starts. */
export type TLimbRoot =
  /**
   * From a shoulder of the drawn body (the working arm on the x side). A hand drawn small can be
   * simpler: "mitten" (seen edge-on: one finger for four, no thumb) or "block" (seen face-on:
   * the four fingers as one broad piece, with the thumb).
   */
  | { from: "shoulder"; hand?: "mitten" | "block" }
  /** A forearm placed in the world, e.g. resting on a table: elbow, direction, thumb-up frame. */
  | { from: "elbow"; elbow: V3; along: V3; thumb: V3; palm: V3 }
  /**
   * A hand placed against a segment of the other limb (a helping hand): its wrist at `at`, in
   * that segment's frame, its axes given in that frame too. The forearm is drawn `stub` long.
   */
  | {
      from: "wrist";
      on: string;
      at: V3;
      along: V3;
      thumb: V3;
      palm: V3;
      stub: number;
      /** Seen edge-on: the four fingers as one, the thumb out of sight (a simpler drawing). */
      mitten?: boolean;
      /** Draw only these digits (the rest are out of sight behind the hand). */
      only?: readonly (TFingerName | "thumb")[];
      /**
       * "world": the wrist is `shift` (world axes) from the point `at` of the segment, and the
       * hand's axes are world directions; it does not turn with the segment (a steady hand).
       */
      space?: "world";
      shift?: V3;
    };

export type TSkeleton = {
  /** Draw the torso and head (and root "shoulder" limbs on it). */
  body: boolean;
  arm: TLimbRoot;
  other?: TLimbRoot;
};

type TLimbOut = { segments: TSegment[] };

function hand(
  prefix: string,
  wrist: TFrame,
  a: TArmPose,
  out: TSegment[],
  {
    mitten = false,
    block = false,
    only,
  }: { mitten?: boolean; block?: boolean; only?: readonly (TFingerName | "thumb")[] } = {},
): void {
  let palm = turn(wrist, wrist.a, wrist.p, a.wrist.flex);
  palm = turn(palm, palm.a, neg(palm.r), a.wrist.dev);
  out.push({
    id: `${prefix}.palm`,
    parent: `${prefix}.forearm`,
    kind: "palm",
    length: PALM.length,
    width: [PALM.width * 0.8, PALM.width],
    thickness: PALM.thickness,
    frame: palm,
  });
  const digits: readonly string[] = mitten
    ? ["middle"]
    : block
      ? ["middle", "thumb"]
      : (only ?? [...FINGERS, "thumb"]);
  for (const name of FINGERS.filter((n) => digits.includes(n))) {
    const f = a.fingers[name];
    const [along, across] = block ? [38, 0] : FINGER_BASE[name];
    const spread = FINGER_FAN[name] + (name === "ring" || name === "little" ? -f.spread : f.spread);
    let bone = at(palm, inFrame(palm, [along, across, 0]));
    bone = turn(bone, bone.a, bone.r, spread);
    const bends = [f.mcp, f.pip, f.dip];
    const w = block ? 24 : FINGER_WIDTH[name] + (mitten ? 2 : 0);
    let parent = `${prefix}.palm`;
    FINGER_BONES[name].forEach((length, i) => {
      bone = turn(bone, bone.a, bone.p, bends[i] ?? 0);
      const id = `${prefix}.${name}.${i + 1}`;
      out.push({
        id,
        parent,
        kind: "finger",
        length,
        width: [w - i * 0.5, w - (i + 1) * 0.5],
        frame: bone,
      });
      parent = id;
      bone = at(bone, tip(bone, length));
    });
  }
  if (!digits.includes("thumb")) return;
  const t = a.thumb;
  let bone = at(palm, inFrame(palm, THUMB_BASE));
  bone = turn(bone, bone.a, bone.r, THUMB_REST.ext + t.ext);
  bone = turn(bone, bone.a, bone.p, THUMB_REST.abd + t.abd);
  // The thumb sits turned toward the fingers: its own joints bend across the front of the palm,
  // toward the little finger and the palm together.
  const bends = [0, t.mcp, t.ip];
  let parent = `${prefix}.palm`;
  THUMB_BONES.forEach((length, i) => {
    const across = add(
      scale(bone.r, -Math.cos(rad(THUMB_TWIST))),
      scale(bone.p, Math.sin(rad(THUMB_TWIST))),
    );
    bone = turn(bone, bone.a, across, bends[i] ?? 0);
    const id = `${prefix}.thumb.${i + 1}`;
    out.push({
      id,
      parent,
      kind: "thumb",
      length,
      width: THUMB_WIDTH[i] ?? [9, 8.5],
      frame: bone,
    });
    parent = id;
    bone = at(bone, tip(bone, length));
  });
}

/** The arm from its shoulder, on the x side (side = 1) or the other side (side = −1). */
function fromShoulder(
  prefix: string,
  a: TArmPose,
  side: 1 | -1,
  out: TSegment[],
  simple?: "mitten" | "block",
): void {
  const lateral: V3 = [side, 0, 0];
  const up: V3 = [0, 1, 0];
  const forward: V3 = [0, 0, 1];
  const lift = turnVector([SHOULDER_SPAN * side, -10, 0], lateral, up, a.shoulder.lift);
  let f: TFrame = { o: lift, a: neg(up), r: forward, p: neg(lateral) };
  f = turn(f, forward, lateral, a.shoulder.rot);
  f = turn(f, neg(up), forward, a.shoulder.flex);
  f = turn(f, neg(up), lateral, a.shoulder.abd);
  out.push({
    id: `${prefix}.upper-arm`,
    parent: "torso",
    kind: "upper-arm",
    length: UPPER_ARM,
    width: [30, 24],
    frame: f,
  });
  let fore = at(f, tip(f, UPPER_ARM));
  fore = turn(fore, fore.a, fore.r, a.elbow);
  forearm(prefix, fore, a, `${prefix}.upper-arm`, out, simple);
}

function forearm(
  prefix: string,
  elbow: TFrame,
  a: TArmPose,
  parent: string | null,
  out: TSegment[],
  simple?: "mitten" | "block",
): void {
  const fore = turn(elbow, elbow.p, elbow.r, a.forearm);
  out.push({
    id: `${prefix}.forearm`,
    parent,
    kind: "forearm",
    length: FOREARM,
    width: [27, 21],
    thickness: 17,
    frame: fore,
  });
  hand(prefix, at(fore, tip(fore, FOREARM)), a, out, {
    mitten: simple === "mitten",
    block: simple === "block",
  });
}

function limb(
  prefix: "arm" | "other",
  root: TLimbRoot,
  a: TArmPose,
  side: 1 | -1,
  placed: TSegment[],
): TLimbOut {
  const segments: TSegment[] = [];
  if (root.from === "shoulder") fromShoulder(prefix, a, side, segments, root.hand);
  else if (root.from === "elbow")
    forearm(
      prefix,
      { o: root.elbow, a: root.along, r: root.thumb, p: root.palm },
      a,
      null,
      segments,
    );
  else {
    const host = placed.find((s) => s.id === root.on);
    if (!host) throw new Error(`No segment ${root.on} to place a hand on`);
    const h = host.frame;
    const world = root.space === "world";
    const dir = (v: V3): V3 => (world ? v : dirInFrame(h, v));
    const wrist: TFrame = {
      o: add(inFrame(h, root.at), root.shift ?? [0, 0, 0]),
      a: dir(root.along),
      r: dir(root.thumb),
      p: dir(root.palm),
    };
    segments.push({
      id: `${prefix}.forearm`,
      parent: root.on,
      kind: "forearm",
      length: root.stub,
      width: [25, 21],
      frame: { ...wrist, o: tip(wrist, -root.stub) },
    });
    hand(prefix, wrist, { ...a, wrist: { flex: 0, dev: 0 } }, segments, root);
  }
  return { segments };
}

/** The torso and head: neck base at the origin, the head tilted toward the working arm. */
function body(head: number): TSegment[] {
  const up: TFrame = { o: [0, -150, 0], a: [0, 1, 0], r: [0, 0, 1], p: [1, 0, 0] };
  const neck = turn({ ...up, o: [0, 0, 0] }, [0, 1, 0], [1, 0, 0], head);
  return [
    { id: "torso", parent: null, kind: "torso", length: 150, width: [118, 150], frame: up },
    { id: "head", parent: "torso", kind: "head", length: 110, width: [28, 56], frame: neck },
  ];
}

/** Every segment of the skeleton in this pose, parents before children. */
export function solveRig(pose: TPose, skeleton: TSkeleton): TSegment[] {
  const out: TSegment[] = skeleton.body ? body(pose.head) : [];
  out.push(...limb("arm", skeleton.arm, pose.arm, 1, out).segments);
  if (skeleton.other) out.push(...limb("other", skeleton.other, pose.other, -1, out).segments);
  return out;
}
