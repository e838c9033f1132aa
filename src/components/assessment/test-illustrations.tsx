import type { ReactNode } from "react";
import {
  ACCENT,
  ArcArrow,
  at,
  DASH,
  Digit,
  digitTip,
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
  type TPoint,
} from "@/components/illustrations/drawing";

/*
 * Line drawings for the self-tests of the assessment (mobility, endurance, nerve-glide tolerance).
 * Server-safe: no hooks and no ids, so any number of them can sit on one page. Every drawing uses
 * one 240×160 canvas and one palette; arrows are drawn as paths (not <marker>s, which need ids).
 */

type TIllustrationProps = { className?: string };

const NERVE_DOTS = "0 5";

/**
 * A hand seen from above, palm down: wrist at the origin, fingers along +x, thumb toward −y.
 */
function TopHand() {
  return (
    <g fill={SKIN}>
      <path d="M6 -13C13 -22 22 -29 31 -32C36 -33.5 39 -27.5 35 -24.5C30 -21 26 -17 24 -13Z" />
      <path d="M-6 -15.5H30L60 -16A4 4 0 0 1 60 -8L65 -8A4 4 0 0 1 65 0L63 0A4 4 0 0 1 63 8L56 8A3.6 3.6 0 0 1 56 15.2L30 15.5H-6Z" />
      <path d="M42 -8H60M44 0H65M42 8H56" strokeWidth={1.4} opacity={0.5} />
    </g>
  );
}

function Stopwatch({ x, y }: { x: number; y: number }) {
  return (
    <g transform={at(x, y)} stroke={ACCENT}>
      <rect x={-3.5} y={-19} width={7} height={4} rx={1.5} fill={ACCENT} />
      <path d="M9.5 -10.5L12 -13" />
      <circle r={13} fill={SOFT} />
      <path d="M0 0V-8M0 0L5 3" strokeWidth={2.2} />
    </g>
  );
}

/**
 * Head, neck and torso of a person facing the viewer, cut off at the bottom of the frame; the
 * neck base is at (x, y), with the arm on the viewer's left hanging down. `tilt` leans the head
 * (degrees, negative to the viewer's left).
 */
function Figure({ x, y, tilt = 0 }: { x: number; y: number; tilt?: number }) {
  return (
    <g>
      <path
        d={`M${x - 34} 162V${y + 26}C${x - 34} ${y + 10} ${x - 26} ${y + 2} ${x - 12} ${y}H${x + 12}C${x + 26} ${y + 2} ${x + 34} ${y + 10} ${x + 34} ${y + 26}V162`}
        fill={SKIN}
      />
      <Limb x1={x - 31} y1={y + 20} x2={x - 36} y2={170} w={16} />
      <g transform={`rotate(${f(tilt)} ${f(x)} ${f(y)})`}>
        <path d={`M${x - 5} ${y}V${y - 10}M${x + 5} ${y}V${y - 10}`} />
        <circle cx={x} cy={y - 25} r={16} fill={SKIN} />
        <circle cx={x - 5.5} cy={y - 27} r={1.6} fill={INK} stroke="none" />
        <circle cx={x + 5.5} cy={y - 27} r={1.6} fill={INK} stroke="none" />
        <path d={`M${x - 4.5} ${y - 20}Q${x} ${y - 17} ${x + 4.5} ${y - 20}`} strokeWidth={1.6} />
      </g>
    </g>
  );
}

/** A dashed upright line through the neck, and a curved arrow for the head tilted away. */
function HeadTilt({ x, y, tilt }: { x: number; y: number; tilt: number }) {
  const side = tilt < 0 ? -1 : 1;
  return (
    <g>
      <path d={`M${x} ${y - 4}V${y - 50}`} stroke={GUIDE} strokeDasharray={DASH} />
      <ArcArrow cx={x} cy={y} r={50} from={-90 - side * 18} to={-90 + tilt + side * 4} />
    </g>
  );
}

/** A dotted accent line: the nerve's path. */
function Nerve({ d }: { d: string }) {
  return <path d={d} stroke={ACCENT} strokeWidth={2.6} strokeDasharray={NERVE_DOTS} />;
}

// ----------------------------------------------------------------------------------------------
// Mobility self-tests
// ----------------------------------------------------------------------------------------------

export function WristFlexionExtensionIllustration({ className }: TIllustrationProps) {
  const wx = 140;
  const wy = 82;
  return (
    <Frame
      label="Wrist bending down and up from a forearm resting on a table"
      className={className}
    >
      <Table x1={4} x2={130} y={91} />
      <g transform={at(wx, wy)}>
        <SideHand kind="dashed" />
      </g>
      <g transform={at(wx, wy, -52)}>
        <SideHand />
      </g>
      <g transform={at(wx, wy, 52)}>
        <SideHand />
      </g>
      <Limb x1={24} y1={80} x2={wx} y2={wy} w={22} w2={18} />
      <ArcArrow cx={wx} cy={wy} r={72} from={-56} to={56} heads="both" />
      <Label x={190} y={18} anchor="start">
        up
      </Label>
      <Label x={190} y={154} anchor="start">
        down
      </Label>
    </Frame>
  );
}

export function RadialUlnarDeviationIllustration({ className }: TIllustrationProps) {
  const wx = 104;
  const wy = 84;
  return (
    <Frame
      label="Hand flat on a table, swinging toward the thumb and toward the little finger"
      className={className}
    >
      <rect x={4} y={4} width={232} height={152} rx={12} fill={SOFT} stroke="none" />
      <path d={`M${wx} ${wy}H214`} stroke={GUIDE} strokeDasharray={DASH} />
      <g transform={at(wx, wy, 28)}>
        <TopHand />
      </g>
      <g transform={at(wx, wy, -24)}>
        <TopHand />
      </g>
      <Limb x1={14} y1={wy} x2={wx - 6} y2={wy} w={30} w2={26} />
      <ArcArrow cx={wx} cy={wy} r={88} from={-32} to={38} heads="both" />
      <Label x={198} y={22}>
        thumb side
      </Label>
      <Label x={182} y={148}>
        little-finger side
      </Label>
    </Frame>
  );
}

const SQUASH = 0.55;
// Fingers of the palm-up hand: [across, along, angle from the forearm's line, length, width].
const PALM_UP_DIGITS: readonly TFinger[] = [
  [-14, 40, -3, 24, 5],
  [-5, 42, -1, 28, 5],
  [4, 42, 1, 26, 5],
  [12.5, 39, 4, 20, 4.7],
];

export function ForearmRotationIllustration({ className }: TIllustrationProps) {
  // Seen from the front and a little above: the forearm comes forward from the elbow, the palm-up
  // hand lies flat (so looks squashed), and the turn about the forearm's long axis is a ring.
  const ex = 90;
  const ey = 108;
  const wx = 136;
  const wy = 124;
  const axis = (Math.atan2(wy - ey, wx - ex) * 180) / Math.PI;
  const ring = { cx: ex + 28, cy: ey + 10, r: 13, ry: 32, tilt: axis };
  const ux = Math.cos(rad(axis));
  const uy = Math.sin(rad(axis));
  // A point of the flat hand, `along` the forearm from the wrist and `across` it (foreshortened).
  const lying = (across: number, along: number): TPoint => [
    wx + along * ux - across * SQUASH * uy,
    wy + along * uy + across * SQUASH * ux,
  ];
  return (
    <Frame label="Elbow bent at your side, turning the palm up and down" className={className}>
      <Figure x={52} y={58} />
      <Limb x1={80} y1={72} x2={ex} y2={ey} w={17} w2={15} />
      <ArcArrow {...ring} from={-50} to={230} heads="both" />
      {PALM_UP_DIGITS.map(([across, along, angle, length, width]) => {
        const [x1, y1] = lying(across, along);
        const [x2, y2] = lying(
          across + Math.sin(rad(angle)) * length,
          along + Math.cos(rad(angle)) * length,
        );
        return <Limb key={across} x1={x1} y1={y1} x2={x2} y2={y2} w={width} w2={width * 0.85} />;
      })}
      <rect
        x={-2}
        y={-10.5}
        width={46}
        height={21}
        rx={12}
        ry={7}
        transform={at(wx, wy, axis)}
        fill={SOFT}
      />
      {(() => {
        const [x1, y1] = lying(-17, 12);
        const [x2, y2] = lying(-17 - 20, 12 + 13);
        return <Limb x1={x1} y1={y1} x2={x2} y2={y2} w={9} w2={8} />;
      })()}
      <Limb x1={ex} y1={ey} x2={wx} y2={wy} w={15} w2={18} />
      <ArcArrow {...ring} from={-45} to={90} heads="none" />
      <Label x={198} y={36}>
        palm up
      </Label>
      <Label x={198} y={52}>
        and down
      </Label>
    </Frame>
  );
}

const OPEN_FINGERS: readonly TFinger[] = [
  [-13, -40, -16, 27, 9],
  [-4, -42, -5, 31, 9],
  [5, -42, 6, 29, 9],
  [13.5, -39, 18, 22, 8.5],
];
const OPEN_THUMB: TFinger = [-15, -14, -58, 24, 10];
const FIST_THUMB: TFinger = [-16, -14, 62, 26, 10];
const PINCH_FINGERS: readonly TFinger[] = [
  [-13, -40, -6, 27, 9],
  [-4, -42, 0, 31, 9],
  [5, -42, 4, 29, 9],
];
const PINCH_LITTLE: TFinger = [13, -39, -150, 14, 8.5];
const PINCH_THUMB: TFinger = [-15, -12, 48, 26, 10];

export function FingerThumbMovementIllustration({ className }: TIllustrationProps) {
  const touch = digitTip(PINCH_LITTLE);
  return (
    <Frame
      label="Opening the hand wide, making a fist, and touching the thumb to each fingertip"
      className={className}
    >
      <g transform={at(40, 134)}>
        {OPEN_FINGERS.map((finger) => (
          <Digit key={finger.join()} finger={finger} />
        ))}
        <Digit finger={OPEN_THUMB} />
        <FrontPalm />
      </g>
      <LineArrow x1={74} y1={96} x2={94} y2={96} />
      <g transform={at(122, 134)}>
        <FrontPalm />
        <rect x={-19} y={-54} width={38} height={21} rx={8} fill={SKIN} />
        <path d="M-9.5 -54V-37M0 -54V-36M9.5 -54V-37" strokeWidth={1.6} />
        <Digit finger={FIST_THUMB} />
      </g>
      <LineArrow x1={150} y1={96} x2={170} y2={96} />
      <g transform={at(202, 134)}>
        {PINCH_FINGERS.map((finger) => (
          <Digit key={finger.join()} finger={finger} />
        ))}
        <FrontPalm />
        <Digit finger={PINCH_LITTLE} />
        <Digit finger={PINCH_THUMB} />
        <circle cx={touch[0]} cy={touch[1]} r={6} stroke={ACCENT} strokeWidth={2.2} />
      </g>
      <Label x={40} y={22}>
        open
      </Label>
      <Label x={122} y={22}>
        fist
      </Label>
      <Label x={202} y={22}>
        touch
      </Label>
    </Frame>
  );
}

// ----------------------------------------------------------------------------------------------
// Endurance tests
// ----------------------------------------------------------------------------------------------

function WristHold({ palm }: { palm: "up" | "down" }) {
  const wx = 148;
  const wy = 78;
  return (
    <g>
      <path d={`M${wx} ${wy}H232`} stroke={GUIDE} strokeDasharray={DASH} />
      <Table x1={4} x2={138} y={88} />
      <g transform={at(wx, wy)}>
        <FistWithWeight palm={palm} />
      </g>
      <Limb x1={24} y1={77} x2={wx - 4} y2={wy} w={22} w2={16} />
      <Stopwatch x={212} y={30} />
      <Label x={214} y={96}>
        level
      </Label>
      <Label x={164} y={140}>
        {palm === "up" ? "palm up" : "palm down"}
      </Label>
    </g>
  );
}

export function WristFlexorsEnduranceIllustration({ className }: TIllustrationProps) {
  return (
    <Frame
      label="Palm up, forearm supported, holding a light weight level at the wrist"
      className={className}
    >
      <WristHold palm="up" />
    </Frame>
  );
}

export function WristExtensorsEnduranceIllustration({ className }: TIllustrationProps) {
  return (
    <Frame
      label="Palm down, forearm supported, holding a light weight level at the wrist"
      className={className}
    >
      <WristHold palm="down" />
    </Frame>
  );
}

/**
 * A hand resting on its little-finger edge, seen from the palm side: forearm from the left,
 * fingers pointing right. `behind` (the thumb where it rises above the palm) is drawn before the
 * palm, so its root is hidden; `front` (a thumb bent across the palm, a band) after it.
 */
function HandOnSide({ behind, front }: { behind: ReactNode; front?: ReactNode }) {
  return (
    <g>
      <rect x={4} y={120} width={232} height={10} rx={3} fill={SOFT} />
      <Limb x1={24} y1={106} x2={112} y2={106.5} w={27} w2={26} />
      {behind}
      <path
        d="M100 92.5C116 92.5 134 92 146 92L180 92A3.75 3.75 0 0 1 180 99.5L184 99.5A3.75 3.75 0 0 1 184 107L181 107A3.5 3.5 0 0 1 181 114L173 114A3 3 0 0 1 173 120L100 120"
        fill={SKIN}
      />
      <path d="M150 99.5H180M152 107H184M150 114H173" strokeWidth={1.4} opacity={0.5} />
      {front}
    </g>
  );
}

const THUMB_BASE: TPoint = [114, 101];

function thumb(angle: number, length: number, from: TPoint = THUMB_BASE): TFinger {
  return [from[0], from[1], angle, length, 12];
}

export function ThumbFlexorsEnduranceIllustration({ className }: TIllustrationProps) {
  // The thumb bends at its knuckle: the first segment rises above the palm, the rest folds down
  // in front of it.
  const root = thumb(18, 24);
  const knuckle = digitTip(root);
  const bent = thumb(124, 22, knuckle);
  const [tx, ty] = digitTip(bent);
  return (
    <Frame
      label="Hand on its side, bending the thumb against a light resistance"
      className={className}
    >
      <HandOnSide
        behind={
          <>
            <Digit finger={thumb(10, 36)} kind="dashed" />
            <Digit finger={root} />
          </>
        }
        front={
          <>
            <Digit finger={bent} />
            <rect x={216} y={40} width={10} height={80} rx={3} fill={SOFT} />
            {/* a light band from the thumb tip to a post, pulling against the bend */}
            <path
              d={`M${f(tx)} ${f(ty - 5)}L219 62M${f(tx + 3)} ${f(ty + 3)}L219 70`}
              stroke={ACCENT}
              strokeWidth={1.8}
            />
          </>
        }
      />
      <ArcArrow cx={THUMB_BASE[0]} cy={THUMB_BASE[1]} r={52} from={-78} to={-30} />
      <Stopwatch x={30} y={34} />
    </Frame>
  );
}

export function ThumbExtensorsEnduranceIllustration({ className }: TIllustrationProps) {
  const lifted = thumb(10, 36);
  const [bx, by] = THUMB_BASE;
  const a = rad(10);
  const cx = bx + Math.sin(a) * 29;
  const cy = by - Math.cos(a) * 29;
  const px = Math.cos(a) * 7;
  const py = Math.sin(a) * 7;
  return (
    <Frame
      label="Hand on its side, lifting the thumb away against a rubber band"
      className={className}
    >
      <HandOnSide
        behind={
          <>
            <Digit finger={thumb(64, 36)} kind="dashed" />
            <Digit finger={lifted} />
          </>
        }
        front={
          <path
            d={`M${f(cx - px)} ${f(cy - py)}L${f(cx + px)} ${f(cy + py)}L168 92M${f(cx - px)} ${f(cy - py)}L164 92V120`}
            stroke={ACCENT}
            strokeWidth={2.2}
          />
        }
      />
      <ArcArrow cx={bx} cy={by} r={52} from={-30} to={-76} />
      <Stopwatch x={30} y={34} />
    </Frame>
  );
}

// ----------------------------------------------------------------------------------------------
// Nerve-glide tolerance checks
// ----------------------------------------------------------------------------------------------

export function MedianNerveGlideIllustration({ className }: TIllustrationProps) {
  const cx = 56;
  const ny = 62;
  const wx = 168;
  const wy = 74;
  return (
    <Frame label="Arm out to the side, palm up, wrist gently bent back" className={className}>
      <HeadTilt x={cx} y={ny} tilt={-18} />
      <Figure x={cx} y={ny} tilt={-18} />
      <g transform={at(wx + 2, wy)}>
        <SideHand kind="dashed" />
      </g>
      <g transform={`${at(wx + 2, wy, 55)} scale(1 -1)`}>
        <SideHand />
        <Nerve d="M2 0H46" />
      </g>
      <Limb x1={cx + 24} y1={wy} x2={wx} y2={wy} w={17} w2={13} />
      <Nerve
        d={`M${cx + 8} ${ny + 4}C${cx + 20} ${ny + 6} ${cx + 26} ${wy + 1} ${cx + 40} ${wy + 1}H${wx + 2}`}
      />
      <ArcArrow cx={wx + 2} cy={wy} r={46} from={6} to={52} />
      <Label x={124} y={58}>
        palm up
      </Label>
    </Frame>
  );
}

export function UlnarNerveGlideIllustration({ className }: TIllustrationProps) {
  const cx = 60;
  const ny = 70;
  const ex = 170;
  const ey = 74;
  const eye: TPoint = [cx + 6, ny - 27];
  return (
    <Frame
      label="Elbow bent and out to the side, hand turned up toward the face"
      className={className}
    >
      <Figure x={cx} y={ny} />
      <Limb x1={ex} y1={ey} x2={230} y2={70} w={15} w2={13} kind="dashed" />
      <Limb x1={cx + 26} y1={82} x2={ex} y2={ey} w={17} w2={15} />
      <Limb x1={ex} y1={ey} x2={98} y2={26} w={15} w2={13} />
      {/* the hand upside down: three fingers down the cheek, thumb and index ringed round the eye */}
      <Digit finger={[79, 45, 170, 19, 7.5]} />
      <Digit finger={[85, 46, 158, 18, 7.5]} />
      <Digit finger={[90.5, 43, 146, 15, 7]} />
      <Limb x1={98} y1={26} x2={84} y2={39} w={15} w2={19} />
      <path
        d={`M${eye[0] + 10} ${eye[1]}A10 10 0 1 1 ${eye[0] - 10} ${eye[1]}A10 10 0 1 1 ${eye[0] + 10} ${eye[1]}ZM${eye[0] + 4.5} ${eye[1]}A4.5 4.5 0 1 0 ${eye[0] - 4.5} ${eye[1]}A4.5 4.5 0 1 0 ${eye[0] + 4.5} ${eye[1]}Z`}
        fill={SKIN}
        fillRule="evenodd"
      />
      <Nerve
        d={`M${cx + 10} ${ny + 6}C${cx + 22} ${ny + 16} ${cx + 36} ${ny + 20} ${cx + 50} ${ny + 19}L${ex - 8} ${ey + 8}C${ex - 2} ${ey + 7} ${ex - 2} ${ey + 4} ${ex - 4} ${ey + 2}L94 34`}
      />
      <ArcArrow cx={ex} cy={ey} r={46} from={-14} to={-118} />
    </Frame>
  );
}

export function RadialNerveGlideIllustration({ className }: TIllustrationProps) {
  const cx = 66;
  const ny = 56;
  const sx = cx + 24;
  const sy = 68;
  const wx = 114;
  const wy = 122;
  const arm = (Math.atan2(wy - sy, wx - sx) * 180) / Math.PI;
  return (
    <Frame
      label="Arm down and slightly behind, palm turned back, wrist gently bent"
      className={className}
    >
      <HeadTilt x={cx} y={ny} tilt={-18} />
      <Figure x={cx} y={ny} tilt={-18} />
      <path
        d={`M${wx} ${wy}L${f(wx + Math.cos(rad(arm)) * 44)} ${f(wy + Math.sin(rad(arm)) * 44)}`}
        stroke={GUIDE}
        strokeDasharray={DASH}
      />
      <g transform={at(wx, wy, arm - 85)}>
        <SideHand bend={60} />
      </g>
      <Limb x1={sx} y1={sy} x2={wx} y2={wy} w={17} w2={13} />
      <Nerve
        d={`M${cx + 12} ${ny + 4}C${sx + 4} ${ny + 2} ${sx + 8} ${sy - 2} ${sx + 9} ${sy + 4}L${wx + 7} ${wy - 2}`}
      />
      <ArcArrow cx={wx} cy={wy} r={34} from={arm - 6} to={arm - 62} />
      <Label x={196} y={150}>
        palm back
      </Label>
    </Frame>
  );
}

export const TEST_ILLUSTRATIONS = {
  wristFlexionExtension: WristFlexionExtensionIllustration,
  radialUlnarDeviation: RadialUlnarDeviationIllustration,
  forearmRotation: ForearmRotationIllustration,
  fingerThumbMovement: FingerThumbMovementIllustration,
  wristFlexorsTest: WristFlexorsEnduranceIllustration,
  wristExtensorsTest: WristExtensorsEnduranceIllustration,
  thumbFlexorsTest: ThumbFlexorsEnduranceIllustration,
  thumbExtensorsTest: ThumbExtensorsEnduranceIllustration,
  median: MedianNerveGlideIllustration,
  ulnar: UlnarNerveGlideIllustration,
  radial: RadialNerveGlideIllustration,
} as const;
