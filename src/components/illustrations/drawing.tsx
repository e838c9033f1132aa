// The drawing kit shared by the assessment's test illustrations and the exercise figures: one
// 240×160 canvas, one palette, arrowheads drawn as paths (no <marker>s, so no ids), so any number
// of drawings can sit on one page. Server-safe: no hooks.
import type { ReactNode } from "react";
import { cn } from "@/lib/cn";

export const INK = "#1c2629";
export const SKIN = "#ffffff";
export const ACCENT = "#1d6660";
export const SOFT = "#e2eeeb";
export const GUIDE = "#75827d";
export const TEXT = "#4d5a60";

export const DASH = "4 4";

export const f = (n: number): string => String(Math.round(n * 10) / 10);
export const rad = (deg: number): number => (deg * Math.PI) / 180;
export const at = (x: number, y: number, rotate = 0): string =>
  `translate(${f(x)} ${f(y)})${rotate === 0 ? "" : ` rotate(${f(rotate)})`}`;

export function Frame({
  label,
  className,
  children,
}: {
  label: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <svg
      xmlns="http://www.w3.org/2000/svg"
      viewBox="0 0 240 160"
      role="img"
      aria-label={label}
      focusable="false"
      className={cn("h-auto w-full max-w-xs", className)}
      fill="none"
      stroke={INK}
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      <title>{label}</title>
      {children}
    </svg>
  );
}

export function Label({
  x,
  y,
  anchor = "middle",
  children,
}: {
  x: number;
  y: number;
  anchor?: "start" | "middle" | "end";
  children: string;
}) {
  return (
    <text
      x={x}
      y={y}
      textAnchor={anchor}
      fontSize={12}
      fontWeight={500}
      fill={TEXT}
      stroke="none"
      fontFamily="inherit"
    >
      {children}
    </text>
  );
}

// ----------------------------------------------------------------------------------------------
// Arrows
// ----------------------------------------------------------------------------------------------

export type TPoint = readonly [number, number];

/** A filled arrowhead whose tip is `tip`, pointing away from `from`. */
export function Head({ tip, from }: { tip: TPoint; from: TPoint }) {
  const len = 8;
  const half = 4.2;
  const dx = tip[0] - from[0];
  const dy = tip[1] - from[1];
  const d = Math.hypot(dx, dy) || 1;
  const ux = dx / d;
  const uy = dy / d;
  const bx = tip[0] - ux * len;
  const by = tip[1] - uy * len;
  return (
    <path
      d={`M${f(tip[0])} ${f(tip[1])}L${f(bx - uy * half)} ${f(by + ux * half)}L${f(bx + uy * half)} ${f(by - ux * half)}Z`}
      fill={ACCENT}
      stroke={ACCENT}
      strokeWidth={1.5}
    />
  );
}

/**
 * An arrow along an elliptical arc centred on (cx, cy), from angle `from` to angle `to` (degrees,
 * clockwise from 3 o'clock, the SVG convention), optionally tilted by `tilt` degrees, with a head
 * at the end, at both ends or (to redraw part of a ring in front of a limb) none.
 */
export function ArcArrow({
  cx,
  cy,
  r,
  ry = r,
  tilt = 0,
  from,
  to,
  heads = "end",
}: {
  cx: number;
  cy: number;
  r: number;
  ry?: number;
  tilt?: number;
  from: number;
  to: number;
  heads?: "end" | "both" | "none";
}) {
  const point = (deg: number): TPoint => {
    const t = rad(deg);
    const p = rad(tilt);
    const x = r * Math.cos(t);
    const y = ry * Math.sin(t);
    return [cx + x * Math.cos(p) - y * Math.sin(p), cy + x * Math.sin(p) + y * Math.cos(p)];
  };
  const dir = to > from ? 1 : -1;
  const step = (7 / ((r + ry) / 2)) * (180 / Math.PI);
  const a0 = heads === "both" ? from + dir * step * 0.75 : from;
  const a1 = heads === "none" ? to : to - dir * step * 0.75;
  const p0 = point(a0);
  const p1 = point(a1);
  const large = Math.abs(a1 - a0) > 180 ? 1 : 0;
  const sweep = dir > 0 ? 1 : 0;
  return (
    <g>
      <path
        d={`M${f(p0[0])} ${f(p0[1])}A${f(r)} ${f(ry)} ${f(tilt)} ${large} ${sweep} ${f(p1[0])} ${f(p1[1])}`}
        stroke={ACCENT}
        strokeWidth={2.2}
      />
      {heads === "none" ? null : <Head tip={point(to)} from={point(to - dir * step)} />}
      {heads === "both" ? <Head tip={point(from)} from={point(from + dir * step)} /> : null}
    </g>
  );
}

/** A straight arrow from (x1, y1) to (x2, y2). */
export function LineArrow({ x1, y1, x2, y2 }: { x1: number; y1: number; x2: number; y2: number }) {
  const d = Math.hypot(x2 - x1, y2 - y1) || 1;
  const ex = x2 - ((x2 - x1) / d) * 6;
  const ey = y2 - ((y2 - y1) / d) * 6;
  return (
    <g>
      <path d={`M${f(x1)} ${f(y1)}L${f(ex)} ${f(ey)}`} stroke={ACCENT} strokeWidth={2.2} />
      <Head tip={[x2, y2]} from={[x1, y1]} />
    </g>
  );
}

// ----------------------------------------------------------------------------------------------
// Body parts. Each is drawn in its own coordinates and placed with a transform.
// ----------------------------------------------------------------------------------------------

export type TLook = "solid" | "dashed";

export function look(kind: TLook, fill: string = SKIN) {
  return kind === "solid"
    ? { fill, stroke: INK }
    : { fill: "none", stroke: GUIDE, strokeDasharray: DASH };
}

/** A rounded bar (arm, finger) from (x1, y1), `w` thick, to (x2, y2), `w2` thick. */
export function Limb({
  x1,
  y1,
  x2,
  y2,
  w,
  w2 = w,
  kind = "solid",
  fill = SKIN,
}: {
  x1: number;
  y1: number;
  x2: number;
  y2: number;
  w: number;
  w2?: number;
  kind?: TLook;
  fill?: string;
}) {
  const len = Math.hypot(x2 - x1, y2 - y1) || 1;
  const nx = -(y2 - y1) / len;
  const ny = (x2 - x1) / len;
  const r1 = w / 2;
  const r2 = w2 / 2;
  const p = (x: number, y: number, n: number): string => `${f(x + nx * n)} ${f(y + ny * n)}`;
  return (
    <path
      d={`M${p(x1, y1, r1)}L${p(x2, y2, r2)}A${f(r2)} ${f(r2)} 0 0 0 ${p(x2, y2, -r2)}L${p(x1, y1, -r1)}A${f(r1)} ${f(r1)} 0 0 0 ${p(x1, y1, r1)}Z`}
      {...look(kind, fill)}
    />
  );
}

// A mitten-like hand in profile: fingers as one rounded piece, the thumb angled off the palm side.
const SIDE_HAND =
  "M-3 -7.5C10 -9 24 -9 36 -8C46 -7 54 -6 58 -3C62 0 61 5 56 6C48 7 40 7 35 7.5C32 8 30.5 9.5 32 11.5C34 14 32.5 17.5 28.5 17C22 16 12 12.5 -3 8Z";
const SIDE_PALM =
  "M-3 -7.5C10 -9 24 -9 36 -8C40 -7.5 41.5 -3 40.5 1C39.5 4.5 37 6.8 35 7.5C32 8 30.5 9.5 32 11.5C34 14 32.5 17.5 28.5 17C22 16 12 12.5 -3 8Z";
const SIDE_FINGERS = "M-2 -7C8 -6.5 15 -5.5 21 -3C25.5 -0.5 25 5 20 6C12 7 6 7.5 -2 7.5Z";

/**
 * A flat hand seen from the thumb side: wrist at the origin, fingers along +x, back of the hand
 * toward −y, thumb off the palm side. `bend` curls the fingers at the knuckles (degrees).
 */
export function SideHand({
  kind = "solid",
  bend = 0,
  fill = SKIN,
}: {
  kind?: TLook;
  bend?: number;
  fill?: string;
}) {
  const style = look(kind, fill);
  if (bend === 0) return <path d={SIDE_HAND} {...style} />;
  return (
    <g>
      <path d={SIDE_FINGERS} transform={at(36, -0.5, bend)} {...style} />
      <path d={SIDE_PALM} {...style} />
    </g>
  );
}

export type TFinger = readonly [x: number, y: number, angle: number, length: number, width: number];

export function digitTip(finger: TFinger): TPoint {
  const [x, y, angle, length] = finger;
  const a = rad(angle);
  return [x + Math.sin(a) * length, y - Math.cos(a) * length];
}

/** A finger or thumb from its base, `angle` degrees clockwise from straight up, tapering a little. */
export function Digit({ finger, kind = "solid" }: { finger: TFinger; kind?: TLook }) {
  const [x, y, , , width] = finger;
  const [tx, ty] = digitTip(finger);
  return <Limb x1={x} y1={y} x2={tx} y2={ty} w={width} w2={width * 0.85} kind={kind} />;
}

/** A palm seen from the front with the wrist below it; wrist centre at the origin. */
export function FrontPalm() {
  return (
    <g fill={SKIN}>
      <path d="M-11 30V-2H11V30" />
      <rect x={-19} y={-44} width={38} height={43} rx={13} />
      <path d="M-9 -15C-4 -11 4 -11 9 -17" strokeWidth={1.4} opacity={0.45} />
    </g>
  );
}

/**
 * A fist from the side, wrist at the origin, gripping a dumbbell whose handle runs away from the
 * viewer; seen a little from above, the handle shows as a short upright bar with a plate at each
 * end. The curled fingers show on the palm side.
 */
export function FistWithWeight({ palm }: { palm: "up" | "down" }) {
  const outline =
    "M-4 -9C3 -11 9 -14.5 18 -14.5C28 -14.5 34 -9 34 0C34 9 28 13.5 18 13.5C9 13.5 3 10 -4 9";
  return (
    <g>
      <path d="M18 -26V26" stroke={ACCENT} strokeWidth={6} />
      <rect x={4} y={-38} width={28} height={11} rx={3} fill={SOFT} stroke={ACCENT} />
      <rect x={4} y={27} width={28} height={11} rx={3} fill={SOFT} stroke={ACCENT} />
      <g transform={palm === "up" ? undefined : "scale(1 -1)"}>
        <path d={outline} fill={SKIN} stroke="none" />
        {/* the palm side, with the curled fingers */}
        <path
          d="M-4 -9C3 -11 9 -14.5 18 -14.5C28 -14.5 34 -9 34 -1C26 -5.5 14 -6 -4 -3Z"
          fill={SOFT}
          stroke="none"
        />
        <path
          d="M15 -14.5C15 -9 18 -6.5 23.5 -6.5M24.5 -14C24.5 -9.5 27.5 -7.5 33 -7.5"
          strokeWidth={1.6}
        />
        <path d={outline} />
      </g>
    </g>
  );
}

export function Table({ x1, x2, y }: { x1: number; x2: number; y: number }) {
  return (
    <g fill={SOFT}>
      <path d={`M${x2 - 24} ${y + 9}V162H${x2 - 12}V${y + 9}`} />
      <rect x={x1} y={y} width={x2 - x1} height={10} rx={3} />
    </g>
  );
}
