import {
  ForearmRotationIllustration,
  MedianNerveGlideIllustration,
  RadialNerveGlideIllustration,
  ThumbExtensorsEnduranceIllustration,
  ThumbFlexorsEnduranceIllustration,
  UlnarNerveGlideIllustration,
  WristExtensorsEnduranceIllustration,
  WristFlexorsEnduranceIllustration,
} from "@/components/assessment/test-illustrations";
import {
  ACCENT,
  ArcArrow,
  at,
  DASH,
  Digit,
  FistWithWeight,
  Frame,
  FrontPalm,
  f,
  GUIDE,
  INK,
  Label,
  Limb,
  LineArrow,
  rad,
  SideHand,
  SKIN,
  SOFT,
  Table,
  type TFinger,
  type TLook,
  type TPoint,
} from "@/components/illustrations/drawing";
import type { TExerciseFigure } from "@/content/exercises/schema";
import { cn } from "@/lib/cn";

/*
 * Line drawings for the exercise library. Eight reuse the assessment's test illustrations; the rest
 * are drawn here in the same style: one 240×160 canvas, one palette, no ids (arrowheads are paths,
 * not <marker>s), so any number can sit on one page. Server-safe: no hooks.
 */

const DEFAULT_CLASS = "h-auto w-full max-w-xs";

/**
 * Rounded bars along polylines (a hand in silhouette, a curled finger), drawn as one outlined
 * shape: every ink stroke first, then the narrower skin strokes, so joints and overlaps show no
 * seams. Each part is a polyline and its thickness.
 */
function Silhouette({ parts }: { parts: readonly { points: readonly TPoint[]; w: number }[] }) {
  const paths = parts.map(({ points, w }) => ({
    d: points.map(([x, y], i) => `${i === 0 ? "M" : "L"}${f(x)} ${f(y)}`).join(""),
    w,
  }));
  return (
    <g>
      {paths.map(({ d, w }) => (
        <path key={`ink${d}`} d={d} stroke={INK} strokeWidth={w + 4} />
      ))}
      {paths.map(({ d, w }) => (
        <path key={`skin${d}`} d={d} stroke={SKIN} strokeWidth={w} />
      ))}
    </g>
  );
}

/** The points of a finger from `start`: each piece turns `bend` degrees clockwise from the last. */
function fingerPoints(
  start: TPoint,
  heading: number,
  pieces: readonly (readonly [bend: number, length: number])[],
): TPoint[] {
  const points: TPoint[] = [start];
  let angle = heading;
  let [x, y] = start;
  for (const [bend, length] of pieces) {
    angle += bend;
    x += Math.sin(rad(angle)) * length;
    y -= Math.cos(rad(angle)) * length;
    points.push([x, y]);
  }
  return points;
}

/**
 * A fist held thumb-up, seen from the side: wrist at the origin, knuckles along +x, thumb side
 * toward −y. It grips a hammer by the end of its handle, the head off the thumb side or off the
 * little-finger side.
 */
function HammerFist({ head, kind = "solid" }: { head: "thumb" | "little"; kind?: TLook }) {
  const s = head === "thumb" ? -1 : 1;
  const outline =
    "M-4 -11C4 -14 10 -15 20 -15C30 -15 36 -10 36 0C36 10 30 15 20 15C10 15 4 12 -4 11";
  if (kind === "dashed") {
    return (
      <g stroke={GUIDE} strokeDasharray={DASH}>
        <path d={`M21 ${s * 15}V${s * 56}`} />
        <rect x={7} y={s > 0 ? 56 : -67} width={28} height={11} rx={3} />
        <path d={outline} />
      </g>
    );
  }
  return (
    <g>
      <path d={`M21 ${-s * 8}V${s * 56}`} stroke={ACCENT} strokeWidth={6} />
      <rect x={7} y={s > 0 ? 56 : -67} width={28} height={11} rx={3} fill={SOFT} stroke={ACCENT} />
      <path d={`${outline}Z`} fill={SKIN} stroke="none" />
      <path d={outline} />
      <path d="M23 -7.5H35M24 0H36M23 7.5H35" strokeWidth={1.4} opacity={0.5} />
      <Limb x1={4} y1={-11} x2={25} y2={-13} w={9} w2={8} />
    </g>
  );
}

/** Head, neck and torso of a person facing the viewer, no arms; neck base at (x, y). */
function FrontBody({ x, y }: { x: number; y: number }) {
  return (
    <g>
      <path
        d={`M${x - 34} 162V${y + 26}C${x - 34} ${y + 10} ${x - 26} ${y + 2} ${x - 12} ${y}H${x + 12}C${x + 26} ${y + 2} ${x + 34} ${y + 10} ${x + 34} ${y + 26}V162`}
        fill={SKIN}
      />
      <path d={`M${x - 5} ${y}V${y - 10}M${x + 5} ${y}V${y - 10}`} />
      <circle cx={x} cy={y - 25} r={16} fill={SKIN} />
      <circle cx={x - 5.5} cy={y - 27} r={1.6} fill={INK} stroke="none" />
      <circle cx={x + 5.5} cy={y - 27} r={1.6} fill={INK} stroke="none" />
      <path d={`M${x - 4.5} ${y - 20}Q${x} ${y - 17} ${x + 4.5} ${y - 20}`} strokeWidth={1.6} />
    </g>
  );
}

/** Head, neck and torso of a person seen from their right, facing the viewer's right. */
function SideBody({ x, y, r = 16 }: { x: number; y: number; r?: number }) {
  const hy = y - r - 8;
  const torso = `M${x - 7} ${y}C${x - 18} ${y + 2} ${x - 24} ${y + 10} ${x - 24} ${y + 28}V162H${x + 20}V${y + 32}C${x + 20} ${y + 14} ${x + 15} ${y + 4} ${x + 7} ${y}`;
  return (
    <g>
      <path d={`${torso}Z`} fill={SKIN} stroke="none" />
      <path d={`M${x - 7} ${y}C${x - 18} ${y + 2} ${x - 24} ${y + 10} ${x - 24} ${y + 28}V162`} />
      <path d={`M${x + 7} ${y}C${x + 15} ${y + 4} ${x + 20} ${y + 14} ${x + 20} ${y + 32}V162`} />
      <path d={`M${x - 5} ${y + 1}V${hy + r - 3}M${x + 5} ${y + 1}V${hy + r - 3}`} />
      <circle cx={x} cy={hy} r={r} fill={SKIN} />
      <circle cx={x + r * 0.5} cy={hy - 2} r={1.6} fill={INK} stroke="none" />
      <path d={`M${x + r * 0.55} ${hy + r * 0.45}H${x + r * 0.85}`} strokeWidth={1.6} />
    </g>
  );
}

// ----------------------------------------------------------------------------------------------
// Stretches
// ----------------------------------------------------------------------------------------------

// The other hand, the one helping, is filled in the secondary colour to tell the two apart.

function WristFlexorStretch({ className }: { className?: string }) {
  const wx = 146;
  const wy = 64;
  return (
    <Frame
      label="Arm straight out in front, palm facing forward and fingers pointing down, the other hand gently drawing the fingers back toward you"
      className={className}
    >
      <Limb x1={40} y1={128} x2={176} y2={146} w={15} w2={13} fill={SOFT} />
      <SideBody x={34} y={48} />
      <g transform={`${at(wx, wy)} scale(1 -1)`}>
        <SideHand kind="dashed" />
      </g>
      <g transform={`${at(wx, wy, 84)} scale(1 -1)`}>
        <SideHand />
      </g>
      <Limb x1={32} y1={64} x2={wx} y2={wy} w={17} w2={13} />
      <g transform={`${at(178, 146, -100)} scale(1 -1)`}>
        <SideHand fill={SOFT} bend={55} />
      </g>
      <LineArrow x1={220} y1={112} x2={198} y2={114} />
    </Frame>
  );
}

function WristExtensorStretch({ className }: { className?: string }) {
  const wx = 146;
  const wy = 64;
  return (
    <Frame
      label="Arm straight out in front, palm down, the other hand gently pressing the back of the hand so the wrist bends down"
      className={className}
    >
      <SideBody x={34} y={48} />
      <g transform={at(wx, wy)}>
        <SideHand kind="dashed" />
      </g>
      <Limb x1={70} y1={54} x2={156} y2={54} w={15} w2={13} fill={SOFT} />
      <g transform={at(wx, wy, 78)}>
        <SideHand />
      </g>
      <Limb x1={32} y1={64} x2={wx} y2={wy} w={17} w2={13} />
      <g transform={at(162, 56, 74)}>
        <SideHand fill={SOFT} bend={12} />
      </g>
      <LineArrow x1={218} y1={94} x2={196} y2={98} />
    </Frame>
  );
}

/** Two hands pressed together, seen from the front; wrists at the origin, fingers up. */
function PalmsTogether() {
  return (
    <g>
      {[-1, 1].map((s) => (
        <g key={s} transform={s < 0 ? "scale(-1 1)" : undefined}>
          <path d="M0 4V-50C2 -55 7 -54 8 -48C10 -34 11 -18 10 4" fill={SKIN} />
          <Limb x1={7} y1={-10} x2={4} y2={-30} w={7} w2={6} />
        </g>
      ))}
    </g>
  );
}

function PrayerStretch({ className }: { className?: string }) {
  const x = 120;
  const y = 56;
  const wy = 118;
  return (
    <Frame
      label="Palms pressed together in front of the chest, elbows out, lowering the hands toward the waist"
      className={className}
    >
      <FrontBody x={x} y={y} />
      <Limb x1={x - 30} y1={y + 18} x2={60} y2={wy} w={16} w2={15} />
      <Limb x1={x + 30} y1={y + 18} x2={180} y2={wy} w={16} w2={15} />
      <Limb x1={60} y1={wy} x2={x - 8} y2={wy} w={15} w2={13} />
      <Limb x1={180} y1={wy} x2={x + 8} y2={wy} w={15} w2={13} />
      <g transform={at(x, wy)}>
        <PalmsTogether />
      </g>
      <LineArrow x1={x} y1={126} x2={x} y2={154} />
      <Label x={234} y={24} anchor="end">
        palms together
      </Label>
    </Frame>
  );
}

function ReversePrayerStretch({ className }: { className?: string }) {
  const x = 120;
  const y = 56;
  const wy = 98;
  return (
    <Frame
      label="Backs of the hands pressed together in front of the chest, fingers pointing down, elbows out"
      className={className}
    >
      <FrontBody x={x} y={y} />
      <Limb x1={x - 30} y1={y + 18} x2={60} y2={106} w={16} w2={15} />
      <Limb x1={x + 30} y1={y + 18} x2={180} y2={106} w={16} w2={15} />
      <Limb x1={60} y1={106} x2={x - 8} y2={wy} w={15} w2={13} />
      <Limb x1={180} y1={106} x2={x + 8} y2={wy} w={15} w2={13} />
      <g transform={`${at(x, wy)} scale(1 -1)`}>
        <PalmsTogether />
      </g>
      <Label x={234} y={24} anchor="end">
        backs together
      </Label>
    </Frame>
  );
}

/**
 * A loose fist held thumb-up, seen from the palm side, the thumb tucked across the palm under the
 * curled fingers: wrist at the origin, knuckles along +x, thumb side toward −y.
 */
function TuckedFist({ kind = "solid" }: { kind?: TLook }) {
  const outline =
    "M-4 -12C4 -17 14 -20 26 -20H40C46 -20 50 -16 50 -10V10C50 16 46 20 40 20H26C14 20 6 16 -4 12";
  if (kind === "dashed") return <path d={outline} stroke={GUIDE} strokeDasharray={DASH} />;
  return (
    <g>
      <path d={`${outline}Z`} fill={SKIN} stroke="none" />
      <path d={outline} />
      {/* the thumb, across the palm, its tip under the curled fingers */}
      <Limb x1={6} y1={-13} x2={32} y2={-3} w={11} w2={10} />
      <rect x={26} y={-20} width={24} height={40} rx={8} fill={SKIN} />
      <path d="M27 -10H49M27 0H50M27 10H49" strokeWidth={1.6} />
    </g>
  );
}

const WIDE_FINGERS: readonly TFinger[] = [
  [-13, -40, -4, 27, 9],
  [-4, -42, -1, 31, 9],
  [5, -42, 2, 29, 9],
  [13.5, -39, 5, 22, 8.5],
];
const THUMB_IN: TFinger = [-15, -16, -42, 25, 10];
const THUMB_BACK: TFinger = [-15, -16, -88, 25, 10];

function ThumbStretch({ className }: { className?: string }) {
  const wx = 56;
  const wy = 72;
  const sx = 204;
  const sy = 154;
  const k = 0.95;
  const scaled = `translate(${sx} ${sy}) scale(${k})`;
  return (
    <Frame
      label="Thumb tucked inside loosely curled fingers, tilting the wrist down toward the little finger; then the thumb drawn back to open the web between thumb and index finger"
      className={className}
    >
      <g transform={at(wx, wy)}>
        <TuckedFist kind="dashed" />
      </g>
      <g transform={at(wx, wy, 32)}>
        <TuckedFist />
      </g>
      <Limb x1={4} y1={wy} x2={wx + 2} y2={wy} w={22} w2={19} />
      <ArcArrow cx={wx} cy={wy} r={66} from={-4} to={42} />
      <path d="M146 24V150" stroke={SOFT} />
      <g transform={scaled} strokeWidth={2 / k}>
        <Digit finger={THUMB_IN} kind="dashed" />
        {WIDE_FINGERS.map((finger) => (
          <Digit key={finger.join()} finger={finger} />
        ))}
        <FrontPalm />
        <Digit finger={THUMB_BACK} />
      </g>
      <ArcArrow cx={sx - 15 * k} cy={sy - 16 * k} r={34} from={-124} to={-170} />
      <Label x={100} y={150}>
        tilt down
      </Label>
      <Label x={194} y={22}>
        thumb back
      </Label>
    </Frame>
  );
}

type TPieces = readonly (readonly [bend: number, length: number])[];

// Each hand is seen from the little-finger side, palm to the right.
const GLIDES: readonly { name: string; x: number; pieces: TPieces }[] = [
  {
    name: "straight",
    x: 18,
    pieces: [
      [0, 19],
      [0, 13],
      [0, 10],
    ],
  },
  {
    name: "hook",
    x: 62,
    pieces: [
      [0, 19],
      [100, 16],
      [75, 10],
    ],
  },
  {
    name: "fist",
    x: 106,
    pieces: [
      [88, 17],
      [98, 9.5],
      [80, 12],
    ],
  },
  {
    name: "tabletop",
    x: 148,
    pieces: [
      [88, 19],
      [0, 13],
      [0, 10],
    ],
  },
  {
    name: "straight fist",
    x: 208,
    pieces: [
      [88, 17],
      [100, 13],
      [0, 10],
    ],
  },
];

function TendonGlides({ className }: { className?: string }) {
  const wy = 142;
  const ky = 106;
  return (
    <Frame
      label="Tendon glides, five hand positions in turn: straight, hook, full fist, tabletop and straight fist"
      className={className}
    >
      {GLIDES.map(({ name, x, pieces }, i) => (
        <g key={name}>
          <Silhouette
            parts={[
              {
                points: [
                  [x - 1, 172],
                  [x, wy + 4],
                ],
                w: 14,
              },
              {
                points: [
                  [x, wy],
                  [x + 1, ky + 7],
                ],
                w: 19,
              },
              { points: fingerPoints([x + 2, ky + 3], 0, pieces), w: 10 },
            ]}
          />
          <Label
            x={i === 0 ? 4 : i === 4 ? 236 : x + 6}
            y={i % 2 === 0 ? 22 : 40}
            anchor={i === 0 ? "start" : i === 4 ? "end" : "middle"}
          >
            {name}
          </Label>
        </g>
      ))}
    </Frame>
  );
}

// ----------------------------------------------------------------------------------------------
// Loading
// ----------------------------------------------------------------------------------------------

function RadialDeviation({ className }: { className?: string }) {
  const wx = 128;
  const wy = 96;
  return (
    <Frame
      label="Forearm resting on its side on a table, thumb up, holding a hammer and tilting the hand up toward the thumb"
      className={className}
    >
      <Table x1={4} x2={120} y={108} />
      <g transform={at(wx, wy, 18)}>
        <HammerFist head="thumb" kind="dashed" />
      </g>
      <g transform={at(wx, wy, -18)}>
        <HammerFist head="thumb" />
      </g>
      <Limb x1={20} y1={wy} x2={wx} y2={wy} w={22} w2={18} />
      <ArcArrow cx={wx} cy={wy} r={78} from={-58} to={-98} />
      <Label x={200} y={146}>
        thumb up
      </Label>
    </Frame>
  );
}

function UlnarDeviation({ className }: { className?: string }) {
  const x = 136;
  const wx = x + 14;
  const wy = 106;
  return (
    <Frame
      label="Standing with the arm down at the side, holding a hammer by the end of its handle with the head behind you, tilting the hand back toward the little finger"
      className={className}
    >
      <SideBody x={x} y={42} r={14} />
      <g transform={at(wx, wy, 80)}>
        <HammerFist head="little" kind="dashed" />
      </g>
      <g transform={at(wx, wy, 102)}>
        <HammerFist head="little" />
      </g>
      <Limb x1={x - 2} y1={58} x2={wx} y2={wy} w={18} w2={15} />
      <ArcArrow cx={wx} cy={wy} r={78} from={170} to={204} />
    </Frame>
  );
}

const SPREAD_FINGERS: readonly TFinger[] = [
  [-13, -40, -22, 27, 9],
  [-4, -42, -7, 31, 9],
  [5, -42, 8, 29, 9],
  [13.5, -39, 24, 22, 8.5],
];
const SPREAD_THUMB: TFinger = [-15, -14, -62, 24, 10];

function FingerExtensionBand({ className }: { className?: string }) {
  const x = 112;
  const y = 156;
  const k = 1.2;
  // The band runs across the fronts of the digits, round the outer edges of thumb and little finger.
  const band = [SPREAD_THUMB, ...SPREAD_FINGERS].map(([bx, by, angle]): TPoint => {
    const a = rad(angle);
    return [x + (bx + Math.sin(a) * 17) * k, y + (by - Math.cos(a) * 17) * k];
  });
  const d = band.map(([bx, by], i) => `${i === 0 ? "M" : "L"}${f(bx)} ${f(by)}`).join("");
  return (
    <Frame
      label="A rubber band around the fingers and thumb, spreading the fingers and thumb open against it"
      className={className}
    >
      <g transform={`translate(${x} ${y}) scale(${k})`} strokeWidth={2 / k}>
        {SPREAD_FINGERS.map((finger) => (
          <Digit key={finger.join()} finger={finger} />
        ))}
        <FrontPalm />
        <Digit finger={SPREAD_THUMB} />
      </g>
      <path d={d} stroke={ACCENT} strokeWidth={3.2} />
      <LineArrow x1={x - 58} y1={y - 66} x2={x - 80} y2={y - 76} />
      <LineArrow x1={x - 24} y1={y - 108} x2={x - 32} y2={y - 130} />
      <LineArrow x1={x + 30} y1={y - 108} x2={x + 42} y2={y - 128} />
      <LineArrow x1={x + 50} y1={y - 80} x2={x + 72} y2={y - 90} />
      <Label x={204} y={150}>
        spread
      </Label>
    </Frame>
  );
}

function GripSqueeze({ className }: { className?: string }) {
  // Seen from the palm side: the ball sits in the palm, the fingers curl over its top toward the
  // viewer and the thumb wraps its side.
  const x = 120;
  const by = 84;
  return (
    <Frame label="Hand squeezing a soft ball in the palm, then relaxing" className={className}>
      <Limb x1={x} y1={172} x2={x} y2={130} w={28} w2={26} />
      <rect x={x - 25} y={70} width={50} height={68} rx={16} fill={SKIN} />
      <ellipse cx={x} cy={by} rx={30} ry={27} fill={ACCENT} stroke={INK} />
      {[-15, -5, 5, 15].map((dx, i) => (
        <Limb
          key={dx}
          x1={x + dx}
          y1={by - 26 + (i === 0 || i === 3 ? 3 : 0)}
          x2={x + dx}
          y2={by - 6 - (i === 3 ? 4 : 0)}
          w={10}
          w2={9.5}
        />
      ))}
      <Silhouette
        parts={[
          {
            points: fingerPoints([x - 20, 128], -10, [
              [0, 12],
              [28, 14],
              [40, 12],
            ]),
            w: 11,
          },
        ]}
      />
      <LineArrow x1={x - 74} y1={by} x2={x - 46} y2={by} />
      <LineArrow x1={x + 74} y1={by} x2={x + 46} y2={by} />
      <Label x={200} y={150}>
        squeeze
      </Label>
    </Frame>
  );
}

function FingerCurl({ className }: { className?: string }) {
  // Seen from the little-finger side, so the thumb is out of sight.
  const wx = 130;
  const wy = 80;
  const knuckle: TPoint = [wx + 36, wy];
  const fingers = fingerPoints(knuckle, 90, [
    [40, 14],
    [20, 12],
    [-35, 9],
  ]);
  return (
    <Frame
      label="Forearm resting palm up, a light dumbbell rolling from the fingertips back into the palm"
      className={className}
    >
      <Table x1={4} x2={122} y={92} />
      <Silhouette
        parts={[
          {
            points: [
              [14, wy],
              [wx, wy],
            ],
            w: 22,
          },
          { points: [[wx - 4, wy], knuckle], w: 19 },
          { points: fingers, w: 11 },
        ]}
      />
      <circle cx={wx + 22} cy={wy - 20} r={10} stroke={GUIDE} strokeDasharray={DASH} />
      <circle cx={200} cy={90} r={10} fill={SOFT} stroke={ACCENT} />
      <circle cx={200} cy={90} r={3.5} fill={ACCENT} stroke={ACCENT} />
      <ArcArrow cx={knuckle[0]} cy={knuckle[1]} r={52} from={12} to={-112} />
      <Label x={60} y={40}>
        palm up
      </Label>
    </Frame>
  );
}

function PinkyFlexion({ className }: { className?: string }) {
  const kx = 148;
  const ky = 90;
  const finger = fingerPoints([kx, ky], 90, [
    [-38, 18],
    [-52, 13],
    [-42, 10],
  ]);
  const [, , mid] = finger;
  const [mx, my] = mid ?? [kx, ky];
  return (
    <Frame
      label="Hand resting palm up, seen from the little-finger side, bending the little finger toward the palm against a band looped over it"
      className={className}
    >
      <Table x1={4} x2={236} y={104} />
      <rect x={212} y={66} width={10} height={38} rx={3} fill={SOFT} />
      {/* forearm, palm and the other fingers, lying on the table */}
      <Silhouette
        parts={[
          {
            points: [
              [10, 92],
              [104, 92],
            ],
            w: 22,
          },
          {
            points: [
              [104, 93],
              [kx - 4, 93],
            ],
            w: 20,
          },
          {
            points: [
              [kx, 98],
              [kx + 44, 98],
            ],
            w: 10,
          },
        ]}
      />
      <path d={`M${kx + 6} ${ky}H${kx + 40}`} stroke={GUIDE} strokeDasharray={DASH} />
      <Silhouette parts={[{ points: finger, w: 10 }]} />
      <path
        d={`M${f(mx - 4)} ${f(my - 3)}L217 72M${f(mx + 4)} ${f(my + 3)}L217 82`}
        stroke={ACCENT}
        strokeWidth={2}
      />
      <ArcArrow cx={kx} cy={ky} r={52} from={-12} to={-80} />
      <Label x={60} y={40}>
        little finger
      </Label>
    </Frame>
  );
}

function IsometricPress({ className }: { className?: string }) {
  const wx = 128;
  const wy = 92;
  return (
    <Frame
      label="Forearm resting on a table, the other hand pressing down on the back of the hand while it pushes up against it, without moving"
      className={className}
    >
      <Table x1={4} x2={120} y={104} />
      <path d={`M${wx + 58} ${wy}H232`} stroke={GUIDE} strokeDasharray={DASH} />
      {/* the other hand lies on the back of this one, its thumb out of sight behind it */}
      <Limb x1={70} y1={18} x2={wx + 8} y2={wy - 15} w={15} w2={13} fill={SOFT} />
      <g transform={at(wx + 10, wy - 15, 3)}>
        <SideHand fill={SOFT} />
      </g>
      <g transform={at(wx, wy)}>
        <SideHand />
      </g>
      <Limb x1={20} y1={wy} x2={wx} y2={wy} w={22} w2={17} />
      <LineArrow x1={166} y1={28} x2={166} y2={60} />
      <LineArrow x1={166} y1={142} x2={166} y2={114} />
      <Label x={208} y={132}>
        hold
      </Label>
    </Frame>
  );
}

function RotatorCuff({ direction, className }: { direction: "out" | "in"; className?: string }) {
  const x = 120;
  const y = 50;
  const ex = 86;
  const ey = 110;
  const outHand: TPoint = [ex - 46, ey + 8];
  const inHand: TPoint = [ex + 44, ey + 10];
  const [from, to] = direction === "out" ? [inHand, outHand] : [outHand, inHand];
  const anchorX = direction === "out" ? 222 : 18;
  return (
    <Frame
      label={
        direction === "out"
          ? "Elbow bent to a right angle at your side, pulling a band anchored across your body, turning the forearm outward"
          : "Elbow bent to a right angle at your side, pulling a band anchored out to the side, turning the forearm inward across your body"
      }
      className={className}
    >
      <rect x={anchorX - 5} y={40} width={10} height={122} rx={3} fill={SOFT} />
      <FrontBody x={x} y={y} />
      <Limb x1={x + 30} y1={y + 18} x2={x + 36} y2={170} w={16} />
      <Limb x1={x - 30} y1={y + 18} x2={ex} y2={ey} w={16} w2={15} />
      <Limb x1={ex} y1={ey} x2={from[0]} y2={from[1]} w={14} w2={12} kind="dashed" />
      <path d={`M${f(to[0])} ${f(to[1])}L${anchorX} ${ey + 4}`} stroke={ACCENT} strokeWidth={2.2} />
      <Limb x1={ex} y1={ey} x2={to[0]} y2={to[1]} w={14} w2={12} />
      <circle cx={to[0]} cy={to[1]} r={8} fill={SKIN} />
      <ArcArrow
        cx={ex}
        cy={ey}
        r={58}
        ry={28}
        from={direction === "out" ? 30 : 150}
        to={direction === "out" ? 150 : 30}
      />
    </Frame>
  );
}

function Metronome({ className }: { className?: string }) {
  const wx = 150;
  const wy = 86;
  const pivot: TPoint = [52, 86];
  return (
    <Frame
      label="A metronome ticking beside a forearm resting on a table, lifting and lowering a light dumbbell slowly, three seconds up and three seconds down"
      className={className}
    >
      <Table x1={4} x2={142} y={98} />
      {/* the metronome, standing on the table behind the forearm */}
      <path d="M24 98L42 26C43 22 45 20 48 20H56C59 20 61 22 62 26L80 98Z" fill={SKIN} />
      <path d={`M${pivot[0]} ${pivot[1]}L40 34`} stroke={GUIDE} strokeDasharray={DASH} />
      <path d={`M${pivot[0]} ${pivot[1]}L66 32`} stroke={ACCENT} strokeWidth={2.6} />
      <rect
        x={57}
        y={46}
        width={9}
        height={7}
        rx={1.5}
        fill={ACCENT}
        stroke={ACCENT}
        transform="rotate(15 61.5 49.5)"
      />
      <ArcArrow cx={pivot[0]} cy={pivot[1]} r={66} from={-112} to={-66} heads="both" />
      <g transform={at(wx, wy)}>
        <FistWithWeight palm="up" />
      </g>
      <Limb x1={14} y1={wy} x2={wx - 4} y2={wy} w={22} w2={16} />
      <ArcArrow cx={wx} cy={wy} r={56} from={-40} to={40} heads="both" />
      <Label x={234} y={22} anchor="end">
        3 up · 3 down
      </Label>
    </Frame>
  );
}

// ----------------------------------------------------------------------------------------------
// The figure for each exercise
// ----------------------------------------------------------------------------------------------

export function ExerciseFigure({
  figure,
  className,
}: {
  figure: TExerciseFigure;
  className?: string;
}): React.JSX.Element {
  const merged = cn(DEFAULT_CLASS, className);
  switch (figure) {
    case "wrist-flexor-stretch":
      return <WristFlexorStretch className={merged} />;
    case "wrist-extensor-stretch":
      return <WristExtensorStretch className={merged} />;
    case "prayer-stretch":
      return <PrayerStretch className={merged} />;
    case "reverse-prayer-stretch":
      return <ReversePrayerStretch className={merged} />;
    case "thumb-stretch":
      return <ThumbStretch className={merged} />;
    case "tendon-glides":
      return <TendonGlides className={merged} />;
    case "forearm-rotation":
      return <ForearmRotationIllustration className={merged} />;
    case "nerve-median":
      return <MedianNerveGlideIllustration className={merged} />;
    case "nerve-ulnar":
      return <UlnarNerveGlideIllustration className={merged} />;
    case "nerve-radial":
      return <RadialNerveGlideIllustration className={merged} />;
    case "wrist-curl-palm-up":
      return <WristFlexorsEnduranceIllustration className={merged} />;
    case "wrist-curl-palm-down":
      return <WristExtensorsEnduranceIllustration className={merged} />;
    case "radial-deviation":
      return <RadialDeviation className={merged} />;
    case "ulnar-deviation":
      return <UlnarDeviation className={merged} />;
    case "thumb-extension-band":
      return <ThumbExtensorsEnduranceIllustration className={merged} />;
    case "thumb-flexion":
      return <ThumbFlexorsEnduranceIllustration className={merged} />;
    case "finger-extension-band":
      return <FingerExtensionBand className={merged} />;
    case "grip-squeeze":
      return <GripSqueeze className={merged} />;
    case "finger-curl":
      return <FingerCurl className={merged} />;
    case "pinky-flexion":
      return <PinkyFlexion className={merged} />;
    case "isometric-press":
      return <IsometricPress className={merged} />;
    case "rotator-cuff-external":
      return <RotatorCuff direction="out" className={merged} />;
    case "rotator-cuff-internal":
      return <RotatorCuff direction="in" className={merged} />;
    case "metronome":
      return <Metronome className={merged} />;
    default: {
      const missing: never = figure;
      return missing;
    }
  }
}
