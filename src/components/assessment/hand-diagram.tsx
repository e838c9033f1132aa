"use client";

import type * as React from "react";
import { useId } from "react";
import { fmt, pick, pt, smooth, type TPt } from "@/components/illustrations/spline";
import type { TBodyArea } from "@/domain/assessment/body-areas";
import { cn } from "@/lib/cn";

/*
 * An interactive line drawing of a right forearm, wrist and hand (fingers up, forearm at the
 * bottom) for picking painful regions. The palm view shows the thumb on the viewer's left (a right
 * palm facing you, as on a clinical body chart); the back view is its mirror image.
 *
 * All geometry is authored once, in palm-view coordinates: the skin outline and fingers as knots a
 * smooth (centripetal Catmull-Rom) curve passes through, the other regions as rounded control
 * polygons. The back view reuses it inside a mirroring transform. Each region is a focusable
 * `role="checkbox"` group (Space/Enter toggle it); selected regions turn teal and carry a white tick
 * so the state never relies on colour alone, and keyboard focus draws a teal-and-white ring.
 */

type TView = "palm" | "back";

const VIEWBOX_W = 300;
const VIEWBOX_H = 460;
/**
 * The part of the 300-wide drawing area that is shown: the hand with a little margin. Cropping
 * the empty sides makes every region about a fifth larger, so each has room for a 44 × 44 px touch
 * target on a 390 px phone (issue #14; checked in tests/e2e/assessment.spec.ts).
 */
const CROP_X = 25;
const CROP_W = VIEWBOX_W - 2 * CROP_X;

// ----------------------------------------------------------------------------------------------
// Geometry helpers (pure, evaluated once at module load)
// ----------------------------------------------------------------------------------------------

/** Open smooth runs joined end to start at sharp corners (the web between thumb and finger). */
function smoothRuns(runs: readonly (readonly TPt[])[]): string {
  return runs
    .map((run, i) => (i === 0 ? smooth(run, false) : smooth(run, false).replace(/^M[^C]*/, "")))
    .join("");
}

/**
 * A closed shape from a control polygon: each vertex is rounded off with a quadratic curve, so the
 * outline is smooth where vertices are dense and a rounded-corner tile where they are sparse. A
 * third number caps that vertex's corner radius.
 */
type TVertex = TPt | readonly [number, number, number];

function tile(vertices: readonly TVertex[]): string {
  const n = vertices.length;
  const vertexAt = (i: number): TVertex => {
    const v = vertices[((i % n) + n) % n];
    if (v === undefined) throw new Error("hand-diagram: vertex index out of range");
    return v;
  };
  const corners = vertices.map((_, i) => {
    const prev = vertexAt(i - 1);
    const here = vertexAt(i);
    const next = vertexAt(i + 1);
    const dIn = Math.hypot(here[0] - prev[0], here[1] - prev[1]);
    const dOut = Math.hypot(next[0] - here[0], next[1] - here[1]);
    const r = Math.min(here[2] ?? Number.POSITIVE_INFINITY, dIn / 2, dOut / 2);
    const enter: TPt = [
      here[0] + ((prev[0] - here[0]) * r) / dIn,
      here[1] + ((prev[1] - here[1]) * r) / dIn,
    ];
    const leave: TPt = [
      here[0] + ((next[0] - here[0]) * r) / dOut,
      here[1] + ((next[1] - here[1]) * r) / dOut,
    ];
    return { enter, here: [here[0], here[1]] as TPt, leave };
  });
  const first = corners[0];
  if (first === undefined) return "";
  const parts = [`M${pt(first.leave)}`];
  for (let i = 1; i <= n; i++) {
    const c = corners[i % n];
    if (c === undefined) continue;
    parts.push(`L${pt(c.enter)}Q${pt(c.here)} ${pt(c.leave)}`);
  }
  parts.push("Z");
  return parts.join("");
}

/** A finger (or the thumb): base centre at the web, tilted `angle` degrees clockwise. */
type TFinger = {
  x: number;
  y: number;
  angle: number;
  length: number;
  base: number;
  tip: number;
};

/** A point in a finger's own frame: `s` up along its axis from the web, `t` across to the right. */
function onFinger(f: TFinger, s: number, t: number): TPt {
  const a = (f.angle * Math.PI) / 180;
  return [f.x + Math.sin(a) * s + Math.cos(a) * t, f.y - Math.cos(a) * s + Math.sin(a) * t];
}

/**
 * Knots up the left side from `fromL`, round the tip and down the right side to `fromR` (both
 * measured along the axis from the web), `inset` inside the skin outline.
 */
function fingerKnots(f: TFinger, inset: number, fromL: number, fromR: number): TPt[] {
  const r = f.tip / 2 - inset;
  const tipS = f.length - f.tip / 2;
  const half = (s: number): number =>
    f.base / 2 + (f.tip / 2 - f.base / 2) * Math.min(Math.max(s / tipS, 0), 1) - inset;
  const midS = tipS * 0.5;
  const knots: TPt[] = [onFinger(f, fromL, -half(fromL)), onFinger(f, midS, -half(midS))];
  for (let deg = 0; deg <= 180; deg += 30) {
    const phi = (deg * Math.PI) / 180;
    knots.push(onFinger(f, tipS + r * Math.sin(phi), -r * Math.cos(phi)));
  }
  knots.push(onFinger(f, midS, half(midS)), onFinger(f, fromR, half(fromR)));
  return knots;
}

// ----------------------------------------------------------------------------------------------
// The hand, in palm-view coordinates (thumb on the left)
// ----------------------------------------------------------------------------------------------

const THUMB: TFinger = { x: 86, y: 250, angle: -38, length: 80, base: 42, tip: 32 };
const INDEX: TFinger = { x: 112, y: 160, angle: -5, length: 92, base: 32, tip: 27 };
const MIDDLE: TFinger = { x: 144.5, y: 155, angle: 0, length: 102, base: 33, tip: 28 };
const RING: TFinger = { x: 176.5, y: 158, angle: 5, length: 95, base: 31, tip: 26 };
const LITTLE: TFinger = { x: 205, y: 171, angle: 12, length: 72, base: 27, tip: 22 };
const FINGERS = [INDEX, MIDDLE, RING, LITTLE] as const;

/** The bottom of the V between two neighbouring fingers. */
function valley(left: TFinger, right: TFinger): TPt {
  const a = onFinger(left, 0, left.base / 2);
  const b = onFinger(right, 0, -right.base / 2);
  return [(a[0] + b[0]) / 2, Math.max(a[1], b[1]) + 2];
}

/** The crook between thumb and index finger. */
const THUMB_WEB = onFinger(THUMB, 0, THUMB.base / 2);

/** The skin outline, left open at the elbow end so the forearm simply fades out. */
const SILHOUETTE = smoothRuns([
  [
    [92, 478],
    [97, 420],
    [103, 370],
    [107, 340],
    [108, 326],
    [101, 316],
    [89, 304],
    [79, 288],
    ...fingerKnots(THUMB, 0, 8, 0).slice(0, -1),
    THUMB_WEB,
  ],
  [THUMB_WEB, [99, 211], ...fingerKnots(INDEX, 0, -24, 0).slice(0, -1), valley(INDEX, MIDDLE)],
  [valley(INDEX, MIDDLE), ...fingerKnots(MIDDLE, 0, 0, 0).slice(1, -1), valley(MIDDLE, RING)],
  [valley(MIDDLE, RING), ...fingerKnots(RING, 0, 0, 0).slice(1, -1), valley(RING, LITTLE)],
  [
    valley(RING, LITTLE),
    ...fingerKnots(LITTLE, 0, 0, -18).slice(1),
    [218, 222],
    [220, 255],
    [215, 290],
    [206, 312],
    [202, 330],
    [204, 356],
    [210, 420],
    [216, 478],
  ],
]);

/** The smallest convex polygon around a set of points (Andrew's monotone chain). */
function convexHull(points: readonly TPt[]): TPt[] {
  const sorted = [...points].sort((a, b) => a[0] - b[0] || a[1] - b[1]);
  const cross = (o: TPt, a: TPt, b: TPt): number =>
    (a[0] - o[0]) * (b[1] - o[1]) - (a[1] - o[1]) * (b[0] - o[0]);
  const half = (list: readonly TPt[]): TPt[] => {
    const chain: TPt[] = [];
    for (const p of list) {
      while (
        chain.length >= 2 &&
        cross(pick(chain, chain.length - 2), pick(chain, chain.length - 1), p) <= 0
      )
        chain.pop();
      chain.push(p);
    }
    chain.pop();
    return chain;
  };
  return [...half(sorted), ...half([...sorted].reverse())];
}

/**
 * An invisible target around all four fingers, gaps included: one finger alone is narrower than a
 * fingertip, but together they make one large area to tap. Regions drawn later (the back of the
 * hand) sit on top of it where they meet.
 */
const FINGERS_HIT_AREA = `M${convexHull(FINGERS.flatMap((f) => fingerKnots(f, 0, 0, 0)))
  .map(pt)
  .join("L")}Z`;

/** A finger's own (front or back) surface, inset inside the outline. */
const FINGER_SHAPES = FINGERS.map((f) => {
  const knots = fingerKnots(f, 4, 3, 3);
  knots.push(onFinger(f, 0.5, 0));
  return smooth(knots, true);
});

/** The thumb, inset, from its outer side round the tip and down to the web. */
const THUMB_EDGE = fingerKnots(THUMB, 4, 10, 6);

/** Palm: the thumb plus the fleshy pad at its base, bounded by the thenar crease. */
const THENAR_SHAPE = tile([
  [122, 316, 8],
  [107, 316],
  [94, 308],
  [84, 292],
  [78, 272],
  ...THUMB_EDGE,
  [106, 243],
  [120, 256],
  [129, 276],
  [133, 296],
  [133, 315, 8],
]);

/** Palm: the fleshy pad along the little-finger side. */
const HYPOTHENAR_SHAPE = tile([
  [182, 205],
  [198, 199],
  [211, 201],
  [214, 224],
  [215, 256],
  [210, 290],
  [200, 312, 6],
  [178, 312, 6],
  [175, 278],
  [176, 236],
]);

/** Palm side of the wrist and forearm, thumb side and centre. */
const PALM_WRIST_SHAPE = tile([
  [114, 324, 6],
  [164, 324, 6],
  [165, 447, 8],
  [100, 447, 8],
  [102, 420],
  [108, 372],
  [112, 342],
]);

/** The little-finger side of the wrist and forearm (palm or back). */
const ULNAR_FOREARM_BELOW_WRIST = [
  [198, 330],
  [199, 356],
  [205, 420],
  [208, 447, 8],
  [169, 447, 8],
] as const satisfies readonly TVertex[];

const ULNAR_WRIST_SHAPE = tile([[169, 324, 6], [197, 324, 6], ...ULNAR_FOREARM_BELOW_WRIST]);

/** Back: the thumb and the "snuffbox" at the thumb side of the back of the wrist. */
const SNUFFBOX_SHAPE = tile([
  [112, 340, 6],
  [113, 328],
  [106, 319],
  [94, 308],
  [84, 292],
  [78, 272],
  ...THUMB_EDGE,
  [104, 247],
  [121, 262],
  [132, 289],
  [140, 314],
  [142, 340, 6],
]);

/** Back: the back of the hand, narrowing to the centre of the wrist, then the forearm. */
const DORSUM_SHAPE = tile([
  [104, 190],
  [122, 174],
  [148, 168],
  [176, 172],
  [200, 186],
  [211, 206],
  [214, 230],
  [215, 258],
  [210, 284, 6],
  [166, 286, 6],
  [165, 447, 8],
  [100, 447, 8],
  [102, 420],
  [106, 384],
  [108, 358],
  [110, 344, 6],
  [146, 344, 6],
  [145, 316],
  [137, 290],
  [126, 264],
  [110, 248],
  [105, 230],
  [104, 212],
]);

const ULNAR_BACK_SHAPE = tile([
  [168, 290, 6],
  [210, 290, 6],
  [202, 312],
  ...ULNAR_FOREARM_BELOW_WRIST,
]);

// ---- decorative detail -----------------------------------------------------------------------

function crease(f: TFinger, s: number, share: number): string {
  const halfWidth = (f.base / 2) * share;
  return `M${pt(onFinger(f, s, -halfWidth))}Q${pt(onFinger(f, s - 2.5, 0))} ${pt(onFinger(f, s, halfWidth))}`;
}

const PALM_DETAIL = [
  ...FINGERS.flatMap((f) => [crease(f, f.length * 0.3, 0.55), crease(f, f.length * 0.6, 0.5)]),
  crease(THUMB, THUMB.length * 0.5, 0.45),
  // heart line and head line
  smooth(
    [
      [212, 194],
      [186, 190],
      [160, 187],
      [138, 177],
    ],
    false,
  ),
  smooth(
    [
      [103, 222],
      [130, 229],
      [156, 242],
    ],
    false,
  ),
];

function nail(f: TFinger): string {
  const tipS = f.length - f.tip / 2;
  const w = f.tip / 2 - 5;
  return smooth(
    [
      onFinger(f, tipS - f.tip * 0.55, -w),
      onFinger(f, tipS + 1, -w),
      onFinger(f, tipS + w * 0.8, 0),
      onFinger(f, tipS + 1, w),
      onFinger(f, tipS - f.tip * 0.55, w),
      onFinger(f, tipS - f.tip * 0.55 - 2, 0),
    ],
    true,
  );
}

function knuckle(f: TFinger, s: number): string {
  const w = f.base * 0.18;
  return `M${pt(onFinger(f, s, -w))}Q${pt(onFinger(f, s + 3, 0))} ${pt(onFinger(f, s, w))}`;
}

const BACK_DETAIL = [
  ...[...FINGERS, THUMB].map(nail),
  ...FINGERS.flatMap((f) => [knuckle(f, f.length * 0.3), knuckle(f, f.length * 0.58)]),
  knuckle(THUMB, THUMB.length * 0.42),
];

// ----------------------------------------------------------------------------------------------
// Regions
// ----------------------------------------------------------------------------------------------

type TRegion = {
  area: TBodyArea;
  label: string;
  shapes: readonly string[];
  /** An invisible shape that widens the area a tap counts for. */
  hitArea?: string;
  /** Where the "selected" tick marks go (palm-view coordinates). */
  marks: readonly TPt[];
};

const fingerMarks = FINGERS.map((f) => onFinger(f, f.length * 0.45, 0));

export const HAND_REGION_LABELS = {
  palm: {
    Fingers: "Fingers",
    "Thumb-Flexors": "Base of the thumb (palm side)",
    "Pinky-Flexors": "Little-finger side of the palm",
    "Wrist-Flexors": "Palm side of the wrist and forearm",
    "Ulnar-Side-Flexors": "Little-finger side of the wrist and forearm (palm side)",
  },
  back: {
    Fingers: "Fingers",
    "Thumb-Extensors": "Thumb side of the back of the wrist",
    "Wrist-Hand-Extensors": "Back of the hand and wrist",
    "Ulnar-Side-Extensors": "Little-finger side of the back of the wrist",
  },
} as const satisfies Record<TView, Partial<Record<TBodyArea, string>>>;

const REGIONS: Record<TView, readonly TRegion[]> = {
  palm: [
    {
      area: "Fingers",
      label: HAND_REGION_LABELS.palm.Fingers,
      shapes: FINGER_SHAPES,
      hitArea: FINGERS_HIT_AREA,
      marks: fingerMarks,
    },
    {
      area: "Thumb-Flexors",
      label: HAND_REGION_LABELS.palm["Thumb-Flexors"],
      shapes: [THENAR_SHAPE],
      marks: [[108, 284]],
    },
    {
      area: "Pinky-Flexors",
      label: HAND_REGION_LABELS.palm["Pinky-Flexors"],
      shapes: [HYPOTHENAR_SHAPE],
      marks: [[195, 258]],
    },
    {
      area: "Wrist-Flexors",
      label: HAND_REGION_LABELS.palm["Wrist-Flexors"],
      shapes: [PALM_WRIST_SHAPE],
      marks: [[136, 390]],
    },
    {
      area: "Ulnar-Side-Flexors",
      label: HAND_REGION_LABELS.palm["Ulnar-Side-Flexors"],
      shapes: [ULNAR_WRIST_SHAPE],
      marks: [[189, 390]],
    },
  ],
  back: [
    {
      area: "Fingers",
      label: HAND_REGION_LABELS.back.Fingers,
      shapes: FINGER_SHAPES,
      hitArea: FINGERS_HIT_AREA,
      marks: fingerMarks,
    },
    {
      area: "Thumb-Extensors",
      label: HAND_REGION_LABELS.back["Thumb-Extensors"],
      shapes: [SNUFFBOX_SHAPE],
      marks: [onFinger(THUMB, 20, 0)],
    },
    {
      area: "Wrist-Hand-Extensors",
      label: HAND_REGION_LABELS.back["Wrist-Hand-Extensors"],
      shapes: [DORSUM_SHAPE],
      marks: [[158, 228]],
    },
    {
      area: "Ulnar-Side-Extensors",
      label: HAND_REGION_LABELS.back["Ulnar-Side-Extensors"],
      shapes: [ULNAR_BACK_SHAPE],
      marks: [[189, 390]],
    },
  ],
};

/** Places the palm-view drawing in the viewBox, and its mirror image for the back view. */
const SHIFT_X = 22;
const SHIFT_Y = -38;
const PLACE_PALM = `translate(${SHIFT_X} ${SHIFT_Y})`;
const PLACE_BACK = `translate(${VIEWBOX_W - SHIFT_X} ${SHIFT_Y}) scale(-1 1)`;

const COLORS = {
  ink: "#1c2629",
  muted: "#4d5a60",
  line: "#75827d",
  brand: "#1d6660",
  brandStrong: "#154e49",
  soft: "#e2eeeb",
  skin: "#ffffff",
} as const;

// ----------------------------------------------------------------------------------------------
// Component
// ----------------------------------------------------------------------------------------------

function Region({
  region,
  checked,
  onToggle,
}: {
  region: TRegion;
  checked: boolean;
  onToggle: (area: TBodyArea) => void;
}): React.JSX.Element {
  const onKeyDown = (event: React.KeyboardEvent<SVGGElement>): void => {
    if (event.key === " " || event.key === "Enter" || event.key === "Spacebar") {
      event.preventDefault();
      if (!event.repeat) onToggle(region.area);
    }
  };
  return (
    // biome-ignore lint/a11y/useSemanticElements: an SVG shape cannot be a native <input type="checkbox">
    <g
      role="checkbox"
      aria-checked={checked}
      aria-label={region.label}
      tabIndex={0}
      data-area={region.area}
      className="group/region cursor-pointer outline-none"
      onClick={() => onToggle(region.area)}
      onKeyDown={onKeyDown}
    >
      {region.hitArea ? <path d={region.hitArea} fill="transparent" /> : null}
      {region.shapes.map((d) => (
        <path
          key={d}
          d={d}
          fill={checked ? COLORS.brand : COLORS.soft}
          stroke={checked ? COLORS.brandStrong : COLORS.line}
          strokeWidth={checked ? 2.5 : 1.5}
          strokeLinejoin="round"
          className={cn(
            "transition-colors duration-150",
            !checked && "group-hover/region:fill-[#cfe3de]",
          )}
        />
      ))}
      {/* Focus ring: a teal band with a white core, drawn on each shape's edge. */}
      {region.shapes.map((d) => (
        <g
          key={`focus-${d}`}
          pointerEvents="none"
          className="opacity-0 group-focus-visible/region:opacity-100"
        >
          <path d={d} fill="none" stroke={COLORS.brand} strokeWidth={8} strokeLinejoin="round" />
          <path d={d} fill="none" stroke={COLORS.skin} strokeWidth={2} strokeLinejoin="round" />
        </g>
      ))}
    </g>
  );
}

/** A white tick, so a selected region doesn't rely on colour alone. */
function Tick({ at, mirrored }: { at: TPt; mirrored: boolean }): React.JSX.Element {
  return (
    <path
      transform={`translate(${fmt(at[0])} ${fmt(at[1])})${mirrored ? " scale(-1 1)" : ""}`}
      d="M-5.5 0.5 L-1.8 4.2 L5.5 -4.2"
      fill="none"
      stroke={COLORS.skin}
      strokeWidth={3}
      strokeLinecap="round"
      strokeLinejoin="round"
    />
  );
}

export function HandDiagram(props: {
  view: TView;
  selected: ReadonlySet<TBodyArea>;
  onToggle: (area: TBodyArea) => void;
  className?: string;
}): React.JSX.Element {
  const { view, selected, onToggle, className } = props;
  const uid = useId().replace(/[^A-Za-z0-9_-]/g, "");
  const fadeId = `hand-fade-${uid}`;
  const maskId = `hand-mask-${uid}`;
  const mirrored = view === "back";
  const regions = REGIONS[view];
  const name =
    view === "palm"
      ? "Palm side of the right hand and forearm"
      : "Back of the right hand and forearm";
  return (
    // biome-ignore lint/a11y/useSemanticElements: the drawing itself groups its checkboxes; a <fieldset> cannot hold SVG shapes
    <svg
      viewBox={`${CROP_X} 0 ${CROP_W} ${VIEWBOX_H}`}
      role="group"
      aria-label={name}
      className={cn("h-auto w-full", className)}
    >
      <title>{name}</title>
      <defs>
        <linearGradient id={fadeId} x1="0" y1="420" x2="0" y2="478" gradientUnits="userSpaceOnUse">
          <stop offset="0" stopColor="#ffffff" />
          <stop offset="1" stopColor="#ffffff" stopOpacity="0" />
        </linearGradient>
        <mask
          id={maskId}
          maskUnits="userSpaceOnUse"
          x="0"
          y="0"
          width={VIEWBOX_W}
          height={VIEWBOX_H}
        >
          <rect x="0" y="0" width={VIEWBOX_W} height={VIEWBOX_H} fill={`url(#${fadeId})`} />
        </mask>
      </defs>

      <g transform={mirrored ? PLACE_BACK : PLACE_PALM}>
        <path
          aria-hidden
          d={SILHOUETTE}
          fill={COLORS.skin}
          stroke={COLORS.ink}
          strokeWidth={2}
          strokeLinejoin="round"
          strokeLinecap="round"
          mask={`url(#${maskId})`}
        />

        {regions.map((region) => (
          <Region
            key={region.area}
            region={region}
            checked={selected.has(region.area)}
            onToggle={onToggle}
          />
        ))}

        <g
          aria-hidden
          pointerEvents="none"
          fill="none"
          stroke={COLORS.ink}
          strokeOpacity={0.35}
          strokeWidth={1.5}
          strokeLinecap="round"
        >
          {(mirrored ? BACK_DETAIL : PALM_DETAIL).map((d) => (
            <path key={d} d={d} />
          ))}
        </g>

        <g aria-hidden pointerEvents="none">
          {regions
            .filter((region) => selected.has(region.area))
            .flatMap((region) =>
              region.marks.map((at) => (
                <Tick key={`${region.area}-${pt(at)}`} at={at} mirrored={mirrored} />
              )),
            )}
        </g>
      </g>

      <g aria-hidden fill={COLORS.muted} fontSize={13} fontWeight={500}>
        <text
          x={mirrored ? VIEWBOX_W - CROP_X - 4 : CROP_X + 4}
          y={VIEWBOX_H - 8}
          textAnchor={mirrored ? "end" : "start"}
        >
          Thumb side
        </text>
        <text
          x={mirrored ? CROP_X + 4 : VIEWBOX_W - CROP_X - 4}
          y={VIEWBOX_H - 8}
          textAnchor={mirrored ? "start" : "end"}
        >
          Little-finger side
        </text>
      </g>
    </svg>
  );
}
