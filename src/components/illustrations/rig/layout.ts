// From 3-D to the page: every segment of the rig (src/domain/figures/kinematics.ts) is projected
// by the demonstration's camera and becomes a 2-D joint nested in its parent's, with one set of
// values per key pose (where its joint sits on the parent, its angle, its shape's stretch). The
// SVG renderer turns those into nested groups; CSS keyframes move between the values.
import type { TAnchor, TCamera, TDemo } from "@/domain/figures/demo";
import { inFrame, solveRig, type TSegment, type V3 } from "@/domain/figures/kinematics";
import { interpolatePose, type TPose } from "@/domain/figures/pose";

export type P2 = readonly [number, number];

/** Screen axes (right, down) and the direction toward the viewer, in world coordinates. */
const CAMERAS: Record<TCamera, readonly [V3, V3, V3]> = {
  front: [
    [-1, 0, 0],
    [0, -1, 0],
    [0, 0, 1],
  ],
  side: [
    [0, 0, 1],
    [0, -1, 0],
    [1, 0, 0],
  ],
  top: [
    [0, 0, 1],
    [1, 0, 0],
    [0, 1, 0],
  ],
};

const d3 = (u: V3, v: V3): number => u[0] * v[0] + u[1] * v[1] + u[2] * v[2];

export function project(camera: TCamera, v: V3): [u: number, v: number, depth: number] {
  const [right, down, toward] = CAMERAS[camera];
  return [d3(right, v), d3(down, v), d3(toward, v)];
}

/** One joint's values in one key pose, relative to its parent joint. */
export type TKey = {
  /** Where the joint sits in the parent's frame. */
  x: number;
  y: number;
  /** Turn from the parent's direction, degrees. */
  a: number;
  /** The shape's stretch along the segment (foreshortening, negative when it points back). */
  s: number;
  /** The shape's stretch across (a palm seen edge-on); negative shows the other face. */
  u: number;
};

export type TNode = {
  id: string;
  segment: TSegment;
  keys: TKey[];
  depth: number;
  behind: TNode[];
  front: TNode[];
  /** The absolute 2-D frame in each key pose (world units, before the picture's zoom). */
  abs: { o: P2; a: number }[];
  /** Seen end-on in every pose (drawn as its cross-section). */
  endOn: boolean;
};

const TAU = Math.PI * 2;
const deg = (r: number): number => (r * 180) / Math.PI;
const rot = ([x, y]: P2, a: number): P2 => [
  x * Math.cos(a) - y * Math.sin(a),
  x * Math.sin(a) + y * Math.cos(a),
];

/** The key poses, and the legs the animation runs along (for unwrapping angles). */
function legs(demo: TDemo): [from: number, to: number][] {
  const n = demo.poses.length;
  return demo.motion === "tour"
    ? Array.from({ length: n - 1 }, (_, i) => [0, i + 1] as [number, number])
    : [[0, 1]];
}

type TProjected = { o: P2; dir: P2; len: number; r: P2; p: P2; depth: number };

function projectSegment(camera: TCamera, s: TSegment): TProjected {
  const [ou, ov, od] = project(camera, s.frame.o);
  const [au, av] = project(camera, s.frame.a);
  const [ru, rv] = project(camera, s.frame.r);
  const [pu, pv] = project(camera, s.frame.p);
  const [, , md] = project(camera, inFrame(s.frame, [s.length / 2, 0, 0]));
  return {
    o: [ou, ov],
    dir: [au, av],
    len: Math.hypot(au, av),
    r: [ru, rv],
    p: [pu, pv],
    depth: s.kind === "palm" ? od : md,
  };
}

/**
 * Absolute angle and signed stretch of each segment, unwrapped along the animation's path. A
 * segment that points at the viewer throughout (a forearm seen end-on) takes its angle from its
 * thumb side instead, so it still turns with the forearm.
 */
function unwrap(
  demo: TDemo,
  segments0: TSegment[],
): { angles: Map<string, { a: number; s: number }[]>; endOn: Set<string> } {
  const keyCount = demo.poses.length;
  const samples: TSegment[][] = [segments0];
  for (const [from, to] of legs(demo)) {
    const a = demo.poses[from] as TPose;
    const b = demo.poses[to] as TPose;
    for (let i = 1; i <= STEPS; i++)
      samples.push(solveRig(interpolatePose(a, b, i / STEPS), demo.skeleton));
  }
  const endOn = new Set<string>();
  for (const seg of segments0) {
    const short = samples.every((segs) => {
      const s = segs.find((x) => x.id === seg.id);
      return s ? projectSegment(demo.camera, s).len < 0.3 : true;
    });
    if (short) endOn.add(seg.id);
  }
  const direction = (id: string, p: TProjected): number =>
    endOn.has(id) ? Math.atan2(p.r[1], p.r[0]) - Math.PI / 2 : Math.atan2(p.dir[1], p.dir[0]);

  const angles = new Map<string, { a: number; s: number }[]>(
    segments0.map((s) => [s.id, Array.from({ length: keyCount }, () => ({ a: 0, s: 1 }))]),
  );
  const first = new Map<string, { a: number; s: number }>();
  for (const seg of segments0) {
    const p = projectSegment(demo.camera, seg);
    const v = { a: direction(seg.id, p), s: p.len };
    first.set(seg.id, v);
    const slot = angles.get(seg.id);
    if (slot) slot[0] = v;
  }
  let sample = 1;
  for (const [, to] of legs(demo)) {
    const current = new Map(first);
    for (let i = 1; i <= STEPS; i++, sample++) {
      for (const seg of samples[sample] ?? []) {
        const prev = current.get(seg.id) ?? { a: 0, s: 1 };
        const p = projectSegment(demo.camera, seg);
        if (!endOn.has(seg.id) && p.len < 0.02) {
          current.set(seg.id, { a: prev.a, s: 0 });
          continue;
        }
        const raw = direction(seg.id, p);
        if (endOn.has(seg.id)) {
          // Seen end-on the thumb side turns freely: keep the angle continuous, never flip.
          let d = raw - prev.a;
          d -= Math.round(d / TAU) * TAU;
          current.set(seg.id, { a: prev.a + d, s: p.len });
          continue;
        }
        // The representation (angle + kπ, stretch × (−1)^k) closest to the previous step.
        const k = Math.round((prev.a - raw) / Math.PI);
        current.set(seg.id, { a: raw + k * Math.PI, s: k % 2 === 0 ? p.len : -p.len });
      }
    }
    for (const [id, v] of current) {
      const slot = angles.get(id);
      if (slot) slot[to] = v;
    }
  }
  return { angles, endOn };
}

const STEPS = 16;

export type TLayout = {
  roots: TNode[];
  nodes: Map<string, TNode>;
  /** Segments in each key pose, for props and arrows. */
  posed: TSegment[][];
  /** World-projected point → picture (viewBox) point. */
  toView: (p: P2) => P2;
  zoom: number;
  origin: P2;
};

export function layout(demo: TDemo): TLayout {
  const posed = demo.poses.map((p) => solveRig(p, demo.skeleton));
  const base = posed[0] ?? [];
  const { angles, endOn } = unwrap(demo, base);
  const projected = posed.map(
    (segs) => new Map(segs.map((s) => [s.id, projectSegment(demo.camera, s)])),
  );
  const focus = projected[0]?.get(demo.frame.focus);
  if (!focus) throw new Error(`No segment ${demo.frame.focus} to centre on`);
  const origin = focus.o;

  const nodes = new Map<string, TNode>();
  const absOf = (id: string, k: number): { o: P2; a: number } => {
    const p = projected[k]?.get(id);
    const ang = angles.get(id)?.[k];
    if (!p || !ang) throw new Error(`No segment ${id}`);
    return { o: [p.o[0] - origin[0], p.o[1] - origin[1]], a: ang.a };
  };

  for (const seg of base) {
    const keys: TKey[] = [];
    const abs: { o: P2; a: number }[] = [];
    for (let k = 0; k < demo.poses.length; k++) {
      const me = absOf(seg.id, k);
      abs.push(me);
      const parent = seg.parent ? absOf(seg.parent, k) : { o: [0, 0] as P2, a: 0 };
      const [x, y] = rot([me.o[0] - parent.o[0], me.o[1] - parent.o[1]], -parent.a);
      const p = projected[k]?.get(seg.id);
      const stretch = angles.get(seg.id)?.[k]?.s ?? 1;
      let across = 1;
      if (p && seg.thickness) {
        // How wide a flat segment looks: its width across the view plus its thickness, signed by
        // which face is toward the viewer (the thumb side drawn at +y).
        const ny: P2 = [-Math.sin(me.a), Math.cos(me.a)];
        const ry = p.r[0] * ny[0] + p.r[1] * ny[1];
        const py = p.p[0] * ny[0] + p.p[1] * ny[1];
        const w = seg.width[1];
        across = (ry < 0 ? -1 : 1) * (Math.abs(ry) + ((seg.thickness ?? 0) / w) * Math.abs(py));
      }
      // Seen end-on, a segment is drawn as its cross-section, unstretched.
      const still = endOn.has(seg.id);
      keys.push({
        x,
        y,
        a: deg(me.a - parent.a),
        s: still ? 1 : stretch,
        u: still ? 1 : across,
      });
    }
    const depth = projected[0]?.get(seg.id)?.depth ?? 0;
    nodes.set(seg.id, {
      id: seg.id,
      segment: seg,
      keys,
      depth,
      behind: [],
      front: [],
      abs,
      endOn: endOn.has(seg.id),
    });
  }

  const roots: TNode[] = [];
  for (const seg of base) {
    const node = nodes.get(seg.id);
    if (!node) continue;
    const parent = seg.parent ? nodes.get(seg.parent) : undefined;
    if (!parent) roots.push(node);
    else if (node.depth < parent.depth - 0.5) parent.behind.push(node);
    else parent.front.push(node);
  }
  const byDepth = (a: TNode, b: TNode): number => a.depth - b.depth;
  for (const n of nodes.values()) {
    n.behind.sort(byDepth);
    n.front.sort(byDepth);
  }
  roots.sort(byDepth);

  const { x, y, zoom } = demo.frame;
  return {
    roots,
    nodes,
    posed,
    zoom,
    origin,
    toView: ([u, v]) => [x + zoom * (u - origin[0]), y + zoom * (v - origin[1])],
  };
}

/** A point of the world or of a segment, in a key pose, world-projected (not yet zoomed). */
export function anchorPoint(demo: TDemo, lay: TLayout, anchor: TAnchor, k: number): P2 {
  let world: V3;
  if ("world" in anchor) world = anchor.world;
  else {
    const seg = lay.posed[k]?.find((s) => s.id === anchor.on);
    if (!seg) throw new Error(`No segment ${anchor.on}`);
    world = inFrame(seg.frame, anchor.at);
  }
  const [u, v] = project(demo.camera, world);
  return [u, v];
}

/** A world-projected point in a node's own 2-D frame in key pose k. */
export function toLocal(lay: TLayout, node: TNode, p: P2, k = 0): P2 {
  const f = node.abs[k];
  if (!f) return p;
  return rot([p[0] - lay.origin[0] - f.o[0], p[1] - lay.origin[1] - f.o[1]], -f.a);
}

/**
 * A curved arrow for `arc`: centred on the pivot's joint in pose `from`, starting at the tracked
 * point, turning (radians, unwrapped along the movement) as far as the tracked point goes by pose
 * `to`. Radius and centre in picture units.
 */
export function arcGeometry(
  demo: TDemo,
  lay: TLayout,
  arc: NonNullable<TDemo["arcs"]>[number],
): { centre: P2; radius: number; start: number; turn: number } {
  const from = arc.from ?? 0;
  const to = arc.to ?? 1;
  const a = demo.poses[from];
  const b = demo.poses[to];
  if (!a || !b) throw new Error("Arc between missing poses");
  const find = (segs: TSegment[], id: string): TSegment => {
    const s = segs.find((x) => x.id === id);
    if (!s) throw new Error(`No segment ${id}`);
    return s;
  };
  const at = (segs: TSegment[]): P2 => {
    const s = find(segs, arc.track);
    const [u, v] = project(demo.camera, inFrame(s.frame, arc.at ?? [s.length, 0, 0]));
    return [u, v];
  };
  const start0 = solveRig(a, demo.skeleton);
  const [cu, cv] = project(demo.camera, find(start0, arc.pivot).frame.o);
  const angle = (q: P2): number => Math.atan2(q[1] - cv, q[0] - cu);
  const p0 = at(start0);
  const start = angle(p0);
  let prev = start;
  let turn = 0;
  const steps = 24;
  for (let i = 1; i <= steps; i++) {
    const q = at(solveRig(interpolatePose(a, b, i / steps), demo.skeleton));
    let d = angle(q) - prev;
    d -= Math.round(d / TAU) * TAU;
    turn += d;
    prev += d;
  }
  return {
    centre: lay.toView([cu, cv]),
    radius: Math.hypot(p0[0] - cu, p0[1] - cv) * lay.zoom + (arc.gap ?? 10),
    start,
    turn,
  };
}
