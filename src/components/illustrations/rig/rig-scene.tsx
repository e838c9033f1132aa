// The SVG of one demonstration, drawn once: every joint is a <g> nested in its parent's. A joint
// that moves carries its values for every key pose as CSS custom properties (--x0, --a0, --x1,
// --a1, ...) and the class "rj" (its shape's stretch: "rk"); the keyframes and the still poses
// in globals.css read them. A joint that does not move gets a plain transform attribute.
import type { CSSProperties, ReactNode } from "react";
import type { TCamera, TDemo, TProp, TSupport } from "@/domain/figures/demo";
import { dirInFrame, inFrame, type TSegment, type V3 } from "@/domain/figures/kinematics";
import { ACCENT, ArcArrow, f, GUIDE, INK, LineArrow, SKIN, SOFT, TEXT } from "../drawing";
import {
  anchorPoint,
  arcGeometry,
  type P2,
  project,
  type TKey,
  type TLayout,
  type TNode,
  toLocal,
} from "./layout";

const same = (a: number, b: number, eps: number): boolean => Math.abs(a - b) < eps;
const g2 = (n: number): string => String(Math.round(n * 100) / 100);

/**
 * CSS variables for the values that change (one per key pose) and for fixed values that are not
 * the default (the start only). They do not inherit (@property in globals.css), so a value left
 * out falls back to the element's own start value.
 */
function vars(keys: readonly TKey[], props: readonly TProp2[], size?: number, zoom?: number) {
  const style: Record<string, string> = {};
  for (const p of props) {
    const fmt = p === "s" || p === "u" ? g2 : f;
    const unit = p === "s" || p === "u" ? 1 : 0;
    const first = keys[0]?.[p] ?? unit;
    if (moves(keys, [p], size, zoom))
      keys.forEach((k, i) => {
        style[`--${p}${i}`] = fmt(k[p]);
      });
    else if (fmt(first) !== fmt(unit)) style[`--${p}0`] = fmt(first);
  }
  return style as CSSProperties;
}

type TProp2 = "x" | "y" | "a" | "s" | "u";

/**
 * Whether a joint's values change between poses by more than can be seen: a third of a unit of
 * the picture (240 wide) at the far end of its segment. `size` is the segment's length times
 * the picture's zoom.
 */
const moves = (keys: readonly TKey[], props: readonly TProp2[], size = 60, zoom = 1): boolean => {
  const seen = 0.35;
  const tolerance = (p: TProp2): number =>
    p === "a"
      ? Math.max(0.3, ((seen / Math.max(size, 1)) * 180) / Math.PI)
      : p === "s" || p === "u"
        ? Math.max(0.01, seen / Math.max(size, 1))
        : seen / zoom;
  return props.some((p) => keys.some((k) => !same(k[p], keys[0]?.[p] ?? 0, tolerance(p))));
};

/** An angle in (−180, 180]. */
function normalAngle(a: number): number {
  const b = ((a % 360) + 360) % 360;
  return b > 180 ? b - 360 : b;
}

/** A group placed at a joint: animated through CSS, or fixed with a transform. */
function Joint({
  keys,
  children,
  size,
  zoom,
}: {
  keys: readonly TKey[];
  children: ReactNode;
  /** The segment's length on the page, for how much change can be seen. */
  size?: number;
  zoom?: number;
}) {
  const k = keys[0];
  if (!k) return <g>{children}</g>;
  if (moves(keys, ["x", "y", "a"], size, zoom))
    return (
      <g className="rj" style={vars(keys, ["x", "y", "a"], size, zoom)}>
        {children}
      </g>
    );
  const a = normalAngle(k.a);
  const t = `${k.x || k.y ? `translate(${f(k.x)} ${f(k.y)})` : ""}${same(a, 0, 0.05) ? "" : `rotate(${f(a)})`}`;
  return <g transform={t || undefined}>{children}</g>;
}

/** A shape stretched along and across its segment: animated, fixed, or left alone. */
function Stretch({
  keys,
  children,
  size,
}: {
  keys: readonly TKey[];
  children: ReactNode;
  size?: number;
}) {
  const k = keys[0];
  if (!k) return <>{children}</>;
  if (moves(keys, ["s", "u"], size))
    return (
      <g className="rk" style={vars(keys, ["s", "u"], size)}>
        {children}
      </g>
    );
  if (same(k.s, 1, 0.005) && same(k.u, 1, 0.005)) return <>{children}</>;
  return <g transform={`scale(${g2(k.s)} ${g2(k.u)})`}>{children}</g>;
}

/** A rounded bar along +x from 0 to `length`, `w0` wide at 0 and `w1` at the end. */
function capsule(length: number, w0: number, w1: number): string {
  const r0 = w0 / 2;
  const r1 = w1 / 2;
  return `M0 ${f(-r0)}L${f(length)} ${f(-r1)}A${f(r1)} ${f(r1)} 0 0 1 ${f(length)} ${f(r1)}L0 ${f(r0)}A${f(r0)} ${f(r0)} 0 0 1 0 ${f(-r0)}Z`;
}

// A palm seen from its face, wrist at the origin, knuckles toward +x, thumb side toward +y.
const PALM_PATH =
  "M-2 -12.5C8 -14.5 20 -15.6 30 -15.4C36 -15.2 40 -11 40 -5L40 6C40 12 36 15.6 30 15.6C20 15.8 10 16.4 3 15C-1 14 -3 11 -3 8L-3 -8C-3 -10.5 -2.6 -12 -2 -12.5Z";

function torsoPath(camera: TCamera): string {
  // Local x runs up from the waist, y across (front view) or forward (side view).
  if (camera === "side")
    return "M150 -9C140 -22 122 -30 100 -30L0 -27L0 22L84 27C112 29 136 22 150 9Z";
  return "M154 -16C148 -38 142 -60 128 -70C116 -78 100 -74 90 -68L0 -56L0 56L90 68C100 74 116 78 128 70C142 60 148 38 154 16Z";
}

function Shape({
  segment,
  camera,
  fill,
  endOn,
}: {
  segment: TSegment;
  camera: TCamera;
  fill: string;
  endOn: boolean;
}) {
  const { kind, length, width } = segment;
  switch (kind) {
    case "torso":
      // From above: the shoulders round the neck.
      if (endOn) return <ellipse rx={78} ry={30} fill={SKIN} />;
      return <path d={torsoPath(camera)} fill={SKIN} />;
    case "head":
      if (endOn) return <ellipse rx={29} ry={36} fill={SKIN} />;
      return (
        <g fill={SKIN}>
          <rect x={-6} y={-13} width={44} height={26} rx={8} />
          <ellipse cx={74} cy={0} rx={42} ry={29} />
        </g>
      );
    case "palm": {
      // End-on (a fist seen from its knuckles): the cross-section, thumb side toward +y.
      const t = segment.thickness ?? 14;
      if (endOn)
        return (
          <rect x={f(-t / 2)} y={f(-width[1] / 2)} width={t} height={width[1]} rx={6} fill={fill} />
        );
      return <path d={PALM_PATH} fill={fill} />;
    }
    default:
      // A limb pointing at (or away from) the viewer: its round cross-section.
      if (endOn) return <circle r={f(width[0] / 2)} fill={fill} />;
      return <path d={capsule(length, width[0], width[1])} fill={fill} />;
  }
}

type TCtx = { demo: TDemo; lay: TLayout; helper: boolean };

function JointTree({ node, ctx }: { node: TNode; ctx: TCtx }): ReactNode {
  const fill = ctx.helper && node.id.startsWith("other.") ? SOFT : SKIN;
  const seg = node.segment;
  const zoom = ctx.demo.frame.zoom;
  const size = seg.length * zoom;
  const attached = (ctx.demo.props ?? []).filter((p) => "on" in p && p.on === node.id);
  if (seg.kind === "finger" || seg.kind === "thumb") {
    // A finger is one smooth outline: every bone's ink first (this one's, then its children's),
    // then the skin on top in reverse, so the joints show no seams.
    const w = (seg.width[0] + seg.width[1]) / 2;
    const stroke = 2 / ctx.demo.frame.zoom;
    const still = stillChain(ctx, node);
    if (still)
      return (
        <Joint keys={node.keys} size={size} zoom={zoom}>
          <path d={still} strokeWidth={f(w + stroke)} />
          <path d={still} stroke={fill} strokeWidth={f(w - stroke)} />
        </Joint>
      );
    // A bone that keeps its stretch is drawn at its seen length (round ends stay round).
    const fixed = !moves(node.keys, ["s"], size);
    const line = `M0 0H${f(seg.length * (fixed ? (node.keys[0]?.s ?? 1) : 1))}`;
    const bone = (color: string | undefined, width: number) => {
      const path = <path d={line} stroke={color} strokeWidth={f(width)} />;
      return fixed ? (
        path
      ) : (
        <Stretch keys={node.keys.map((k) => ({ ...k, u: 1 }))} size={size}>
          {path}
        </Stretch>
      );
    };
    return (
      <Joint keys={node.keys} size={size} zoom={zoom}>
        {bone(undefined, w + stroke)}
        {[...node.behind, ...node.front].map((c) => (
          <JointTree key={c.id} node={c} ctx={ctx} />
        ))}
        {bone(fill, w - stroke)}
        {attached.map((p) => (
          <Prop key={p.kind} prop={p} node={node} ctx={ctx} />
        ))}
      </Joint>
    );
  }
  // A hand seen edge-on with its four fingers bent alike shows one finger: the nearest.
  const fingers = [...node.behind, ...node.front].filter((c) => c.segment.kind === "finger");
  const nearest = fingers.reduce<TNode | undefined>(
    (a, c) => (!a || c.depth > a.depth ? c : a),
    undefined,
  );
  const merged = seg.kind === "palm" && edgeOnAlike(ctx, node, fingers);
  const shown = (c: TNode): boolean => !merged || c.segment.kind !== "finger" || c === nearest;
  const nerves = (ctx.demo.props ?? []).flatMap((p) =>
    p.kind === "nerve" ? p.path.filter((n) => n.on === node.id) : [],
  );
  return (
    <Joint keys={node.keys} size={size} zoom={zoom}>
      {attached.map((p) =>
        propDepth(ctx, node, p) < node.depth ? (
          <Prop key={`${p.kind}-b`} prop={p} node={node} ctx={ctx} />
        ) : null,
      )}
      {node.behind.filter(shown).map((c) => (
        <JointTree key={c.id} node={c} ctx={ctx} />
      ))}
      {(seg.kind === "forearm" || seg.kind === "upper-arm") &&
      !node.endOn &&
      node.keys.some((k) => Math.abs(k.s) < 0.6) ? (
        <Foreshortened node={node} fill={fill} />
      ) : (
        <Stretch keys={node.keys} size={size}>
          <Shape segment={seg} camera={ctx.demo.camera} fill={fill} endOn={node.endOn} />
          {nerves.map((n) => (
            <Nerve key={n.side.join()} node={node} side={n.side} ctx={ctx} />
          ))}
        </Stretch>
      )}
      {node.front.filter(shown).map((c) => (
        <JointTree key={c.id} node={c} ctx={ctx} />
      ))}
      {attached.map((p) =>
        propDepth(ctx, node, p) >= node.depth ? (
          <Prop key={`${p.kind}-f`} prop={p} node={node} ctx={ctx} />
        ) : null,
      )}
    </Joint>
  );
}

/**
 * A limb that turns toward the viewer: round ends that keep their size, and a body between them
 * that shortens, so seen end-on it is a circle, not a sliver.
 */
function Foreshortened({ node, fill }: { node: TNode; fill: string }) {
  const { length, width } = node.segment;
  const [r0, r1] = [width[0] / 2, width[1] / 2];
  const ends: TKey[] = node.keys.map((k) => ({ x: length * k.s, y: 0, a: 0, s: 1, u: 1 }));
  const along: TKey[] = node.keys.map((k) => ({ ...k, u: 1 }));
  return (
    <g fill={fill}>
      <circle r={f(r0)} />
      <Joint keys={ends}>
        <circle r={f(r1)} />
      </Joint>
      <Stretch keys={along}>
        <path d={`M0 ${f(-r0)}L${f(length)} ${f(-r1)}V${f(r1)}L0 ${f(r0)}Z`} stroke="none" />
        <path
          d={`M0 ${f(-r0)}L${f(length)} ${f(-r1)}M0 ${f(r0)}L${f(length)} ${f(r1)}`}
          fill="none"
        />
      </Stretch>
    </g>
  );
}

/**
 * Whether a palm is seen edge-on in every pose with its four fingers bent the same way, so that
 * drawing them all only adds lines.
 */
function edgeOnAlike(ctx: TCtx, palm: TNode, fingers: TNode[]): boolean {
  if (fingers.length !== 4 || palm.keys.some((k) => Math.abs(k.u) > 0.7)) return false;
  const side = palm.id.split(".")[0];
  return ctx.demo.poses.every((p) => {
    const hand = side === "other" ? p.other : p.arm;
    const f = Object.values(hand.fingers);
    return f.every(
      (g) =>
        Math.abs(g.mcp - (f[0]?.mcp ?? 0)) < 4 &&
        Math.abs(g.pip - (f[0]?.pip ?? 0)) < 4 &&
        Math.abs(g.dip - (f[0]?.dip ?? 0)) < 4,
    );
  });
}

/**
 * A finger that keeps its shape relative to its first bone (every later joint fixed, nothing
 * attached), as one polyline in the first bone's frame; undefined when it bends.
 */
function stillChain(ctx: TCtx, node: TNode): string | undefined {
  const points: P2[] = [[0, 0]];
  let current: TNode | undefined = node;
  let at: P2 = [0, 0];
  let angle = 0;
  while (current) {
    const k = current.keys[0];
    const size = current.segment.length * ctx.demo.frame.zoom;
    const props: TProp2[] = current === node ? ["s"] : ["x", "y", "a", "s"];
    if (!k || moves(current.keys, props, size, ctx.demo.frame.zoom)) return undefined;
    if ((ctx.demo.props ?? []).some((p) => "on" in p && p.on === current?.id)) return undefined;
    if (current !== node) {
      const [x, y] = rotate2([k.x, k.y], angle);
      at = [at[0] + x, at[1] + y];
      angle += (k.a * Math.PI) / 180;
    }
    const [dx, dy] = rotate2([current.segment.length * k.s, 0], angle);
    at = [at[0] + dx, at[1] + dy];
    points.push(at);
    const next: TNode[] = [...current.behind, ...current.front];
    if (next.length > 1) return undefined;
    current = next[0];
  }
  return points.map(([x, y], i) => `${i ? "L" : "M"}${f(x)} ${f(y)}`).join("");
}

const rotate2 = ([x, y]: P2, a: number): P2 => [
  x * Math.cos(a) - y * Math.sin(a),
  x * Math.sin(a) + y * Math.cos(a),
];

function segmentAt(lay: TLayout, id: string, k = 0): TSegment {
  const s = lay.posed[k]?.find((x) => x.id === id);
  if (!s) throw new Error(`No segment ${id}`);
  return s;
}

/** A point of a segment (its own axes) in a node's 2-D frame, in the start pose. */
function localPoint(ctx: TCtx, node: TNode, at: V3): P2 {
  const seg = segmentAt(ctx.lay, node.id);
  const [u, v] = project(ctx.demo.camera, inFrame(seg.frame, at));
  return toLocal(ctx.lay, node, [u, v]);
}

/** A direction of a segment in a node's 2-D frame, with its on-page length (1 = in the page). */
function localDirection(ctx: TCtx, node: TNode, dir: V3): P2 {
  const seg = segmentAt(ctx.lay, node.id);
  const [u, v] = project(ctx.demo.camera, dirInFrame(seg.frame, dir));
  const a = -(node.abs[0]?.a ?? 0);
  return [u * Math.cos(a) - v * Math.sin(a), u * Math.sin(a) + v * Math.cos(a)];
}

function propDepth(ctx: TCtx, node: TNode, prop: TProp): number {
  if (!("on" in prop) || !("at" in prop)) return node.depth;
  const seg = segmentAt(ctx.lay, node.id);
  const [, , d] = project(ctx.demo.camera, inFrame(seg.frame, prop.at));
  // Things held in the hand show round it: draw them behind the fingers that close over them.
  return prop.kind === "ball" ? d : d - 100;
}

/** A bar through the hand with a plate at each end; seen end-on, it is drawn a little from above. */
function Weight({ c, dir, half, plate }: { c: P2; dir: P2; half: number; plate: number }) {
  const [ux, uy] = dir;
  const p = (k: number): string => `${f(c[0] + ux * k)} ${f(c[1] + uy * k)}`;
  const angle = (Math.atan2(uy, ux) * 180) / Math.PI;
  return (
    <g stroke={ACCENT}>
      <path d={`M${p(-half)}L${p(half)}`} strokeWidth={5} />
      {[-1, 1].map((s) => (
        <rect
          key={s}
          x={-4}
          y={f(-plate / 2)}
          width={8}
          height={f(plate)}
          rx={2.5}
          fill={SOFT}
          transform={`translate(${p(s * (half + 4))}) rotate(${f(angle)})`}
        />
      ))}
    </g>
  );
}

function Prop({ prop, node, ctx }: { prop: TProp; node: TNode; ctx: TCtx }) {
  if (prop.kind === "dumbbell" || prop.kind === "hammer") {
    const c = localPoint(ctx, node, prop.at);
    let dir = localDirection(ctx, node, prop.axis);
    const len = Math.hypot(dir[0], dir[1]);
    // Seen along the handle, show it tilted toward the viewer: across the hand, shortened.
    if (len < 0.45) dir = [0, 1.15];
    const k = Math.max(Math.hypot(dir[0], dir[1]), 0.01);
    const unit: P2 = [dir[0] / k, dir[1] / k];
    if (prop.kind === "dumbbell") return <Weight c={c} dir={unit} half={20 * k} plate={26} />;
    const end: P2 = [c[0] + unit[0] * prop.length * k, c[1] + unit[1] * prop.length * k];
    const angle = (Math.atan2(unit[1], unit[0]) * 180) / Math.PI;
    return (
      <g stroke={ACCENT}>
        <path
          d={`M${f(c[0] - unit[0] * 6)} ${f(c[1] - unit[1] * 6)}L${f(end[0])} ${f(end[1])}`}
          strokeWidth={prop.head === false ? 4 : 6}
        />
        {prop.head === false ? null : (
          <rect
            x={-6}
            y={-16}
            width={14}
            height={32}
            rx={3}
            fill={SOFT}
            transform={`translate(${f(end[0])} ${f(end[1])}) rotate(${f(angle)})`}
          />
        )}
      </g>
    );
  }
  if (prop.kind === "ball") {
    const c = localPoint(ctx, node, prop.at);
    const keys: TKey[] = ctx.demo.poses.map((_, i) => ({
      x: 0,
      y: 0,
      a: 0,
      s: i === 0 || !prop.squeeze ? 1 : 1 - prop.squeeze,
      u: i === 0 || !prop.squeeze ? 1 : 1 + prop.squeeze * 0.35,
    }));
    return (
      <g transform={`translate(${f(c[0])} ${f(c[1])})`}>
        <Stretch keys={keys}>
          <circle r={prop.radius} fill={SOFT} stroke={ACCENT} />
        </Stretch>
      </g>
    );
  }
  return null;
}

/** A dotted line along a segment on one side: the nerve's path. */
function Nerve({ node, side, ctx }: { node: TNode; side: V3; ctx: TCtx }) {
  const seg = node.segment;
  // Drawn inside the segment's stretch: undo the start pose's stretch.
  const k = node.keys[0] ?? { s: 1, u: 1 };
  const unstretch = ([x, y]: P2): P2 => [x / (k.s || 1), y / (k.u || 1)];
  const a = unstretch(localPoint(ctx, node, [seg.length * 0.04, side[1], side[2]]));
  const b = unstretch(localPoint(ctx, node, [seg.length * 0.96, side[1], side[2]]));
  return (
    <path
      d={`M${f(a[0])} ${f(a[1])}L${f(b[0])} ${f(b[1])}`}
      stroke={ACCENT}
      strokeWidth={3}
      strokeDasharray="0 6"
    />
  );
}

/** A band between two anchors: a line from the first, turned and stretched to reach the second. */
function Band({ prop, ctx }: { prop: Extract<TProp, { kind: "band" }>; ctx: TCtx }) {
  const { demo, lay } = ctx;
  const keys: TKey[] = demo.poses.map((_, k) => {
    const a = anchorPoint(demo, lay, prop.from, k);
    const b = anchorPoint(demo, lay, prop.to, k);
    const [ax, ay] = [a[0] - lay.origin[0], a[1] - lay.origin[1]];
    return {
      x: ax,
      y: ay,
      a: (Math.atan2(b[1] - a[1], b[0] - a[0]) * 180) / Math.PI,
      s: Math.hypot(b[0] - a[0], b[1] - a[1]) / 100,
      u: 1,
    };
  });
  return (
    <Joint keys={keys}>
      <Stretch keys={keys}>
        <path d="M0 0H100" stroke={ACCENT} strokeWidth={prop.thin ? 2.2 : 3.4} />
      </Stretch>
    </Joint>
  );
}

function Support({ support, ctx }: { support: TSupport; ctx: TCtx }) {
  const { demo, lay } = ctx;
  const view = (v: V3): P2 => {
    const [u, w] = project(demo.camera, v);
    return [u - lay.origin[0], w - lay.origin[1]];
  };
  if (support.kind === "box") {
    const corners = [0, 1, 2, 3, 4, 5, 6, 7].map((i) =>
      view([
        i & 1 ? support.max[0] : support.min[0],
        i & 2 ? support.max[1] : support.min[1],
        i & 4 ? support.max[2] : support.min[2],
      ]),
    );
    const xs = corners.map((c) => c[0]);
    const ys = corners.map((c) => c[1]);
    const x0 = Math.min(...xs);
    const y0 = Math.min(...ys);
    const fill = support.look === "towel" ? SKIN : SOFT;
    return (
      <rect
        x={f(x0)}
        y={f(y0)}
        width={f(Math.max(...xs) - x0)}
        height={f(Math.max(...ys) - y0)}
        rx={support.look === "towel" ? 6 : 3}
        fill={fill}
        stroke={support.look === "table" ? INK : GUIDE}
      />
    );
  }
  if (support.kind === "floor") {
    const [, y] = view([0, support.y, 0]);
    return <path d={`M-400 ${f(y)}H400`} stroke={GUIDE} />;
  }
  const hip = view(support.hip);
  const knee = view(support.knee);
  const ankle = view(support.ankle);
  const part = (p: P2, q: P2, w0: number, w1: number) => {
    const angle = (Math.atan2(q[1] - p[1], q[0] - p[0]) * 180) / Math.PI;
    return (
      <path
        d={capsule(Math.hypot(q[0] - p[0], q[1] - p[1]), w0, w1)}
        transform={`translate(${f(p[0])} ${f(p[1])}) rotate(${f(angle)})`}
        fill={SOFT}
        stroke={GUIDE}
      />
    );
  };
  return (
    <g>
      {part(ankle, [ankle[0] + 40, ankle[1] + 6], 20, 14)}
      {part(knee, ankle, 40, 28)}
      {part(hip, knee, 52, 42)}
    </g>
  );
}

/** Everything of the demonstration inside one <svg>: rig, props, arrows and words. */
export function RigScene({ demo, lay }: { demo: TDemo; lay: TLayout }) {
  const ctx: TCtx = { demo, lay, helper: demo.helper ?? false };
  const { x, y, zoom } = demo.frame;
  const bands = (demo.props ?? []).filter(
    (p): p is Extract<TProp, { kind: "band" }> => p.kind === "band",
  );
  return (
    <>
      <g transform={`translate(${f(x)} ${f(y)}) scale(${g2(zoom)})`} strokeWidth={g2(2 / zoom)}>
        {(demo.supports ?? []).map((s, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: a demonstration's supports never reorder.
          <Support key={i} support={s} ctx={ctx} />
        ))}
        {lay.roots.map((n) => (
          <JointTree key={n.id} node={n} ctx={ctx} />
        ))}
        {bands.map((b, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: a demonstration's bands never reorder.
          <Band key={i} prop={b} ctx={ctx} />
        ))}
      </g>
      {(demo.arcs ?? []).map((arc) => {
        if (arc.straight) {
          const [a, b] = [arc.from ?? 0, arc.to ?? 1].map((k) => {
            const p = anchorPoint(demo, lay, { on: arc.track, at: arc.at ?? [0, 0, 0] }, k);
            return lay.toView(p);
          }) as [P2, P2];
          const gap = arc.gap ?? 10;
          return (
            <LineArrow
              key={`${arc.track}-line`}
              x1={a[0] + gap}
              y1={a[1]}
              x2={b[0] + gap}
              y2={b[1]}
            />
          );
        }
        const { centre, radius, start, turn } = arcGeometry(demo, lay, arc);
        const a0 = (start * 180) / Math.PI;
        return (
          <ArcArrow
            key={`${arc.pivot}-${arc.track}-${arc.from ?? 0}-${arc.to ?? 1}`}
            cx={centre[0]}
            cy={centre[1]}
            r={radius}
            from={a0}
            to={a0 + (turn * 180) / Math.PI}
            heads={arc.both ? "both" : "end"}
          />
        );
      })}
      {demo.press ? <Press demo={demo} lay={lay} /> : null}
      {demo.motion === "hold" ? <HoldRing /> : null}
      {(demo.rings ?? []).map((ring) => (
        <Ring key={`${ring.on}-${ring.along}`} demo={demo} lay={lay} ring={ring} />
      ))}
      {demo.metronome ? <Metronome /> : null}
      {(demo.labels ?? []).map((l) => (
        <text
          key={l.text}
          className="rig-label"
          x={l.x}
          y={l.y}
          textAnchor={l.anchor ?? "middle"}
          fontSize={14}
          fontWeight={600}
          fill={TEXT}
          stroke="none"
        >
          {l.text}
        </text>
      ))}
    </>
  );
}

/** Isometric work: an arrow pressing at the contact, pulsing, and a ring that fills over the hold. */
function Press({ demo, lay }: { demo: TDemo; lay: TLayout }) {
  const press = demo.press;
  if (!press) return null;
  const seg = segmentAt(lay, press.on);
  const [u, v] = project(demo.camera, inFrame(seg.frame, press.at));
  const [tx, ty] = lay.toView([u, v]);
  const [du, dv] = project(demo.camera, dirInFrame(seg.frame, press.dir));
  const angle = (Math.atan2(dv, du) * 180) / Math.PI;
  return (
    <g>
      <g transform={`translate(${f(tx)} ${f(ty)}) rotate(${f(angle)})`}>
        <g className="rp">
          <path d="M-30 0H-8" stroke={ACCENT} strokeWidth={4} />
          <path d="M0 0L-11 -7.5L-11 7.5Z" fill={ACCENT} stroke={ACCENT} strokeWidth={1.5} />
        </g>
      </g>
    </g>
  );
}

/** The hold: a ring in the corner that fills while the position is held. */
function HoldRing() {
  return (
    <g>
      <g transform="translate(222 20)">
        <circle r={11} stroke={SOFT} strokeWidth={4} />
        <circle
          className="rc"
          r={11}
          stroke={ACCENT}
          strokeWidth={4}
          pathLength={100}
          strokeDasharray="100"
          transform="rotate(-90)"
        />
      </g>
      <text
        className="rig-label"
        x={204}
        y={25}
        textAnchor="end"
        fontSize={14}
        fontWeight={600}
        fill={TEXT}
        stroke="none"
      >
        hold
      </text>
    </g>
  );
}

/** A ring of arrows round a limb: the forearm turning about its own length. */
function Ring({
  demo,
  lay,
  ring,
}: {
  demo: TDemo;
  lay: TLayout;
  ring: NonNullable<TDemo["rings"]>[number];
}) {
  const seg = segmentAt(lay, ring.on);
  const [u, v] = project(demo.camera, inFrame(seg.frame, [ring.along, 0, 0]));
  const [cx, cy] = lay.toView([u, v]);
  const [au, av, ad] = project(demo.camera, seg.frame.a);
  const tilt = (Math.atan2(av, au) * 180) / Math.PI;
  const radius = ring.radius * lay.zoom;
  return (
    <ArcArrow
      cx={cx}
      cy={cy}
      r={Math.max(Math.abs(ad), 0.35) * radius}
      ry={radius}
      tilt={tilt}
      from={-60}
      to={235}
      heads="both"
    />
  );
}

/** A metronome in the corner, its arm swinging one beat a second. */
function Metronome() {
  return (
    <g transform="translate(24 52)">
      <path d="M-16 0L-7 -36H7L16 0Z" fill={SKIN} />
      <g
        className="rj rt"
        style={
          { "--x0": 0, "--y0": 0, "--a0": -24, "--x1": 0, "--y1": 0, "--a1": 24 } as CSSProperties
        }
      >
        <path d="M0 -4V-40" stroke={ACCENT} strokeWidth={2.6} />
        <rect x={-3.5} y={-30} width={7} height={6} rx={1.5} fill={ACCENT} stroke={ACCENT} />
      </g>
    </g>
  );
}
