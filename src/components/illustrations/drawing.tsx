// The palette and arrows of the demonstrations (./rig): arrowheads are drawn as paths (no
// <marker>s, so no ids), so any number of drawings can sit on one page. Server-safe: no hooks.

export const INK = "#1c2629";
export const SKIN = "#fff";
export const ACCENT = "#1d6660";
export const SOFT = "#e2eeeb";
export const GUIDE = "#75827d";
export const TEXT = "#4d5a60";

export const f = (n: number): string => String(Math.round(n * 10) / 10);
const rad = (deg: number): number => (deg * Math.PI) / 180;

// ----------------------------------------------------------------------------------------------
// Arrows
// ----------------------------------------------------------------------------------------------

type TPoint = readonly [number, number];

/** A filled arrowhead whose tip is `tip`, pointing away from `from`. */
function Head({ tip, from }: { tip: TPoint; from: TPoint }) {
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
