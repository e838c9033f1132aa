import { type ReactNode, useId } from "react";
import {
  ACCENT,
  f,
  GUIDE,
  INK,
  LineArrow,
  SKIN,
  SOFT,
  TEXT,
} from "@/components/illustrations/drawing";
import { smooth, type TPt } from "@/components/illustrations/spline";
import type { EDUCATION_FIGURES } from "@/content/education/schema";

/*
 * The anatomy drawings of the pain-education library, in the product's line style (see
 * ../illustrations/drawing): ink outlines, white and soft-teal fills, teal for the thing being
 * explained, thin grey leader lines to a few plain-word labels. A server component: no client
 * JavaScript. The drawing is named by its title; the figcaption, which names the figure, says
 * what it shows in words (so a screen reader hears the caption once).
 *
 * Every drawing is 480 units wide, so on a 390 px phone (about 324 px of drawing) a 16-unit label
 * is about 11 px tall, and at its widest (576 px) about 19 px.
 */

type TEducationFigure = (typeof EDUCATION_FIGURES)[number];

const WIDTH = 480;
const LABEL = 16;

// ----------------------------------------------------------------------------------------------
// Helpers
// ----------------------------------------------------------------------------------------------

/** A label of one or more lines; `y` is the first line's baseline. */
function Label({
  x,
  y,
  lines,
  anchor = "start",
  size = LABEL,
  weight = 500,
}: {
  x: number;
  y: number;
  lines: readonly string[];
  anchor?: "start" | "middle" | "end";
  size?: number;
  weight?: number;
}) {
  return (
    <text
      x={x}
      y={y}
      textAnchor={anchor}
      fontSize={size}
      fontWeight={weight}
      fill={TEXT}
      stroke="none"
    >
      {lines.map((line, i) => (
        <tspan key={line} x={x} dy={i === 0 ? 0 : size * 1.3}>
          {line}
        </tspan>
      ))}
    </text>
  );
}

/** A thin leader line through the points (x1, y1, x2, y2, ...), with a dot on the part it names. */
function Leader({ points }: { points: readonly number[] }) {
  const pairs: TPt[] = [];
  for (let i = 0; i + 1 < points.length; i += 2) pairs.push([points[i] ?? 0, points[i + 1] ?? 0]);
  const end = pairs[pairs.length - 1];
  return (
    <g>
      <path
        d={pairs.map((p, i) => `${i === 0 ? "M" : "L"}${f(p[0])} ${f(p[1])}`).join("")}
        stroke={GUIDE}
        strokeWidth={1.25}
      />
      {end ? <circle cx={end[0]} cy={end[1]} r={2.6} fill={GUIDE} stroke="none" /> : null}
    </g>
  );
}

/** A small filled arrowhead (a signal on its way) at `tip`, pointing `angle` degrees (0 = right). */
function Chevron({ tip, angle }: { tip: TPt; angle: number }) {
  const a = (angle * Math.PI) / 180;
  const [ux, uy] = [Math.cos(a), Math.sin(a)];
  const [bx, by] = [tip[0] - ux * 11, tip[1] - uy * 11];
  return (
    <path
      d={`M${f(tip[0])} ${f(tip[1])}L${f(bx - uy * 6)} ${f(by + ux * 6)}L${f(bx + uy * 6)} ${f(by - ux * 6)}Z`}
      fill={ACCENT}
      stroke={ACCENT}
      strokeWidth={1.5}
    />
  );
}

// ----------------------------------------------------------------------------------------------
// 1. The carpal tunnel: a slice across the wrist, seen end-on with the palm side up
// ----------------------------------------------------------------------------------------------

// The bones sit on an arch round (ARCH_X, ARCH_Y): their inner faces make the tunnel's floor and
// walls, their outer faces the back of the wrist. Angles are in degrees, clockwise from 3 o'clock
// (0 = the little-finger side, 90 = straight down, 180 = the thumb side).
const ARCH_X = 240;
const ARCH_Y = 118;

function onArch(deg: number, radius: number): TPt {
  const t = (deg * Math.PI) / 180;
  return [ARCH_X + radius * Math.cos(t), ARCH_Y + radius * Math.sin(t)];
}

/** One bone: a pebble along the arch through stations of [angle, inner radius, outer radius]. */
function carpal(stations: readonly (readonly [number, number, number])[]): string {
  const first = stations[0] ?? [0, 100, 150];
  const last = stations[stations.length - 1] ?? first;
  const end = (s: readonly [number, number, number], by: number): TPt =>
    onArch(s[0] + by, (s[1] + s[2]) / 2);
  return smooth(
    [
      ...stations.map(([a, , outer]) => onArch(a, outer)),
      end(last, 2),
      ...[...stations].reverse().map(([a, inner]) => onArch(a, inner)),
      end(first, -2),
    ],
    true,
  );
}

/**
 * The distal row of wrist bones, little-finger side first: the hamate (its hook rising toward the
 * palm), the capitate, the trapezoid and the trapezium (its ridge rising on the thumb side).
 */
const CARPALS: readonly string[] = [
  carpal([
    [-14, 108, 126],
    [0, 103, 146],
    [22, 101, 158],
    [44, 101, 154],
  ]),
  carpal([
    [51, 101, 154],
    [78, 101, 164],
    [105, 101, 156],
  ]),
  carpal([
    [112, 101, 152],
    [124, 101, 156],
    [136, 101, 150],
  ]),
  carpal([
    [143, 101, 154],
    [160, 101, 158],
    [181, 103, 146],
    [194, 108, 126],
  ]),
];

/** The nine flexor tendons: four to the fingers in two layers, four deeper, and the thumb's. */
const TENDONS: readonly TPt[] = [
  [240, 134],
  [268, 132],
  [214, 162],
  [290, 152],
  [212, 190],
  [241, 196],
  [270, 193],
  [300, 182],
  [174, 170],
];

function CarpalTunnel() {
  return (
    <g>
      {/* Which way is up: the palm. */}
      <path d="M26 30V10M20 16L26 10L32 16" stroke={GUIDE} strokeWidth={1.5} />
      <Label x={38} y={24} lines={["Palm side"]} size={15} weight={400} />

      {CARPALS.map((d) => (
        <path key={d} d={d} fill={SOFT} />
      ))}

      {/* The transverse carpal ligament: a tough band from one bony wall to the other. */}
      <path
        d="M130 92Q240 74 350 92A7 7 0 0 1 350 106Q240 90 130 106A7 7 0 0 1 130 92Z"
        fill={SKIN}
      />
      <path d="M144 99Q240 83 336 99" stroke={GUIDE} strokeWidth={1} strokeDasharray="14 6" />

      {/* The median nerve, just under the roof, slightly flattened. */}
      <ellipse cx={188} cy={126} rx={24} ry={12} fill={ACCENT} />
      <g fill={SOFT} stroke="none">
        <circle cx={177} cy={127} r={2.6} />
        <circle cx={188} cy={122} r={2.6} />
        <circle cx={199} cy={127} r={2.6} />
      </g>

      {TENDONS.map(([x, y]) => (
        <circle key={`${x}-${y}`} cx={x} cy={y} r={12} fill={SKIN} strokeWidth={1.75} />
      ))}

      <Label x={240} y={34} lines={["Ligament (the roof)"]} anchor="middle" />
      <Leader points={[240, 44, 240, 86]} />

      <Label x={20} y={66} lines={["Median nerve"]} />
      <Leader points={[128, 61, 176, 61, 176, 117]} />

      <Label x={460} y={66} lines={["Flexor tendons"]} anchor="end" />
      <Leader points={[340, 61, 268, 61, 268, 130]} />

      <Label x={240} y={318} lines={["Wrist bones"]} anchor="middle" />
      <Leader points={[206, 302, 168, 240]} />
      <Leader points={[270, 302, 264, 258]} />
    </g>
  );
}

// ----------------------------------------------------------------------------------------------
// 2. Tendon load: a muscle pulling, through its tendon, on a bone
// ----------------------------------------------------------------------------------------------

function TendonLoad() {
  return (
    <g>
      {/* The tendon: collagen threads lined up along the pull, fanning out into the bone. */}
      <path
        d="M240 125H322C338 125 348 114 372 110V158C348 154 338 143 322 143H240Z"
        fill={ACCENT}
      />
      <g stroke={SOFT} strokeWidth={1.25}>
        <path d="M262 130H322C338 130 348 122 366 118" />
        <path d="M262 134H368" />
        <path d="M262 138H322C338 138 348 146 366 150" />
      </g>

      {/* The bone: a long bone's knobbly end, its shaft running on to the right. */}
      <path
        d={smooth(
          [
            [374, 110],
            [398, 104],
            [414, 118],
            [440, 121],
            [462, 112],
            [474, 122],
            [474, 146],
            [462, 156],
            [440, 147],
            [414, 150],
            [398, 164],
            [374, 158],
            [364, 134],
          ],
          true,
        )}
        fill={SOFT}
      />

      {/* The muscle belly: a spindle that narrows into the tendon. */}
      <path
        d="M264 143C254 143 246 143 232 152C178 188 94 182 58 134C94 86 178 80 232 116C246 125 254 125 264 125"
        fill={SOFT}
      />
      <g stroke={GUIDE} strokeWidth={1}>
        <path d="M88 124C136 102 196 104 238 126" />
        <path d="M82 134C136 130 196 130 246 134" />
        <path d="M88 144C136 166 196 164 238 142" />
      </g>

      {/* The muscle's pull. */}
      <LineArrow x1={52} y1={134} x2={12} y2={134} />
      <Label x={32} y={164} lines={["Pull"]} anchor="middle" size={15} weight={400} />

      <Label x={150} y={56} lines={["Muscle"]} anchor="middle" />
      <Leader points={[150, 64, 150, 94]} />

      <Label x={304} y={56} lines={["Tendon"]} anchor="middle" />
      <Leader points={[304, 64, 304, 124]} />

      <Label x={436} y={56} lines={["Bone"]} anchor="middle" />
      <Leader points={[436, 64, 436, 128]} />

      <Label
        x={WIDTH / 2}
        y={232}
        lines={["Loading, gradually, makes a tendon stronger"]}
        anchor="middle"
        weight={600}
      />
    </g>
  );
}

// ----------------------------------------------------------------------------------------------
// 3. The pain system: sensors in the wrist, a nerve, the spinal cord and the brain
// ----------------------------------------------------------------------------------------------

/** The arm's centre line: shoulder, elbow, wrist (the forearm reaching toward the viewer's left). */
const ARM = "M236 196L206 288L112 310";
const ARM_WIDTH = 34;

/** Shoulders and chest, open at the bottom; the head covers the top of the neck. */
const BODY =
  "M214 404L212 236C210 192 224 168 252 160L284 150V110H316V150L348 160C376 168 390 192 388 236L386 404";

/** A relaxed hand, thumb up, beyond the wrist. */
const HAND = smooth(
  [
    [112, 293],
    [84, 297],
    [60, 302],
    [44, 314],
    [48, 328],
    [68, 335],
    [94, 333],
    [118, 327],
  ],
  true,
);
const THUMB = "M102 296L82 280";

/** The nerve from the wrist up the arm to the neck, where it joins the spinal cord. */
const NERVE = smooth(
  [
    [110, 310],
    [150, 302],
    [200, 284],
    [214, 232],
    [226, 190],
    [256, 166],
    [300, 160],
  ],
  false,
);

function PainSystem() {
  return (
    <g>
      {/*
       * One outline for body, arm and hand: every part is first stroked twice as wide as the
       * line, then every part is filled, which covers the halves of the strokes inside the figure.
       */}
      <g strokeWidth={4}>
        <path d={BODY} strokeLinecap="butt" />
        <path d={HAND} />
        <path d={THUMB} strokeWidth={20} />
        <path d={ARM} strokeWidth={ARM_WIDTH + 4} />
      </g>
      <g fill={SKIN} stroke="none">
        <path d={BODY} />
        <path d={HAND} />
      </g>
      <g stroke={SKIN}>
        <path d={THUMB} strokeWidth={16} />
        <path d={ARM} strokeWidth={ARM_WIDTH} />
      </g>
      <circle cx={300} cy={74} r={46} fill={SKIN} />

      {/* The brain */}
      <path
        d={smooth(
          [
            [266, 82],
            [264, 60],
            [280, 44],
            [300, 40],
            [322, 44],
            [336, 60],
            [334, 82],
            [318, 92],
            [300, 88],
            [282, 94],
          ],
          true,
        )}
        fill={SOFT}
        stroke={ACCENT}
      />
      <g stroke={ACCENT} strokeWidth={1.5}>
        <path d="M300 44C294 56 306 64 298 80" />
        <path d="M278 60C286 62 288 70 284 78" />
        <path d="M322 58C314 62 316 70 324 76" />
      </g>

      {/* The pathway, with signals travelling up it. */}
      <path d="M300 90V392" stroke={ACCENT} strokeWidth={5} />
      <path d={NERVE} stroke={ACCENT} strokeWidth={3} />
      <path d="M110 310L94 300M110 310L92 320" stroke={ACCENT} />
      <g fill={SKIN} stroke={ACCENT} strokeWidth={2}>
        <circle cx={110} cy={310} r={5} />
        <circle cx={93} cy={299} r={3.5} />
        <circle cx={91} cy={321} r={3.5} />
      </g>
      <Chevron tip={[150, 302]} angle={-12} />
      <Chevron tip={[216, 226]} angle={-76} />
      <Chevron tip={[300, 250]} angle={-90} />
      <Chevron tip={[300, 124]} angle={-90} />

      <Label x={20} y={36} lines={["Brain weighs it up", "and decides on pain"]} />
      <Leader points={[174, 44, 268, 66]} />

      <Label x={20} y={196} lines={["Nerves carry", "signals"]} />
      <Leader points={[124, 204, 205, 262]} />

      <Label x={404} y={258} lines={["Spinal", "cord"]} />
      <Leader points={[398, 266, 304, 290]} />

      <Label x={20} y={370} lines={["Sensors in the wrist", "notice change"]} />
      <Leader points={[110, 352, 110, 316]} />
    </g>
  );
}

// ----------------------------------------------------------------------------------------------
// The figure
// ----------------------------------------------------------------------------------------------

/** Each drawing's short name (the SVG's <title>), the part of the canvas it uses, and the art. */
const FIGURES: Record<TEducationFigure, { title: string; viewBox: string; draw: () => ReactNode }> =
  {
    "carpal-tunnel": {
      title: "The carpal tunnel, seen end-on",
      viewBox: "0 0 480 330",
      draw: CarpalTunnel,
    },
    "tendon-load": {
      title: "A muscle pulling on its tendon",
      viewBox: "0 28 480 222",
      draw: TendonLoad,
    },
    "pain-system": {
      title: "How the body makes pain",
      viewBox: "0 0 480 410",
      draw: PainSystem,
    },
  };

export function EducationFigure({
  figure,
  caption,
}: {
  figure: TEducationFigure;
  caption: string;
}) {
  const id = useId();
  const titleId = `${id}-title`;
  const spec = FIGURES[figure];
  return (
    <figure className="rounded-[var(--radius-card)] border border-line bg-surface p-4 sm:p-6">
      <svg
        viewBox={spec.viewBox}
        className="mx-auto h-auto w-full max-w-xl"
        role="img"
        aria-labelledby={titleId}
        fill="none"
        stroke={INK}
        strokeWidth={2}
        strokeLinecap="round"
        strokeLinejoin="round"
        fontFamily="inherit"
      >
        <title id={titleId}>{spec.title}</title>
        {spec.draw()}
      </svg>
      <figcaption className="mt-3 text-sm text-ink-muted">{caption}</figcaption>
    </figure>
  );
}
