// Smooth curves through knots for the line drawings (the hand diagram, the education figures).

export type TPt = readonly [number, number];

export function pick(points: readonly TPt[], index: number): TPt {
  const point = points[index];
  if (point === undefined) throw new Error("spline: point index out of range");
  return point;
}

export const fmt = (n: number): string => String(Math.round(n * 10) / 10);
export const pt = (p: TPt): string => `${fmt(p[0])} ${fmt(p[1])}`;

/** One cubic segment P1→P2 of a centripetal Catmull-Rom spline through P0..P3. */
function segment(p0: TPt, p1: TPt, p2: TPt, p3: TPt): string {
  const l01 = Math.hypot(p1[0] - p0[0], p1[1] - p0[1]) ** 0.5;
  const l12 = Math.hypot(p2[0] - p1[0], p2[1] - p1[1]) ** 0.5;
  const l23 = Math.hypot(p3[0] - p2[0], p3[1] - p2[1]) ** 0.5;
  let c1: TPt = p1;
  let c2: TPt = p2;
  if (l01 > 1e-6) {
    const a = 2 * l01 * l01 + 3 * l01 * l12 + l12 * l12;
    const n = 3 * l01 * (l01 + l12);
    c1 = [
      (p1[0] * a - p0[0] * l12 * l12 + p2[0] * l01 * l01) / n,
      (p1[1] * a - p0[1] * l12 * l12 + p2[1] * l01 * l01) / n,
    ];
  }
  if (l23 > 1e-6) {
    const b = 2 * l23 * l23 + 3 * l23 * l12 + l12 * l12;
    const m = 3 * l23 * (l23 + l12);
    c2 = [
      (p2[0] * b + p1[0] * l23 * l23 - p3[0] * l12 * l12) / m,
      (p2[1] * b + p1[1] * l23 * l23 - p3[1] * l12 * l12) / m,
    ];
  }
  return `C${pt(c1)} ${pt(c2)} ${pt(p2)}`;
}

/**
 * A smooth SVG path through every knot (centripetal Catmull-Rom as cubic Béziers: no loops or
 * overshoot where knots bunch up); closed shapes wrap around.
 */
export function smooth(knots: readonly TPt[], closed: boolean): string {
  const n = knots.length;
  const at = (i: number): TPt =>
    closed ? pick(knots, ((i % n) + n) % n) : pick(knots, Math.min(Math.max(i, 0), n - 1));
  const parts = [`M${pt(at(0))}`];
  const last = closed ? n : n - 1;
  for (let i = 0; i < last; i++) parts.push(segment(at(i - 1), at(i), at(i + 1), at(i + 2)));
  if (closed) parts.push("Z");
  return parts.join("");
}
