// The pose model of the drawing rig (issue #14): one arm from shoulder to fingertips, the other
// arm, and the head, as plain joint angles in degrees. No geometry and no drawing here: the
// kinematics (./kinematics.ts) turns a pose into positions, the renderer draws them.
//
// Signs: flexion is positive (toward the palm, the front of the arm), extension negative.

export const FINGERS = ["index", "middle", "ring", "little"] as const;
export type TFingerName = (typeof FINGERS)[number];

type TFingerPose = {
  /** Knuckle (metacarpophalangeal joint); negative is the finger bent back. */
  mcp: number;
  /** Middle joint (proximal interphalangeal). */
  pip: number;
  /** End joint (distal interphalangeal). */
  dip: number;
  /** Spread away from the middle finger (the middle finger itself: toward the thumb). */
  spread: number;
};

type TThumbPose = {
  /** Out to the side in the plane of the palm, from resting beside the index finger; negative is across the palm. */
  ext: number;
  /** Up off the palm (palmar abduction). */
  abd: number;
  mcp: number;
  ip: number;
};

export type TArmPose = {
  shoulder: {
    /** Out to the side, from hanging down. */
    abd: number;
    /** Forward, from hanging down; negative is behind the body. */
    flex: number;
    /** Turned outward (external rotation); negative is inward. */
    rot: number;
    /** The shoulder girdle lifted (elevation); negative is dropped. */
    lift: number;
  };
  elbow: number;
  /** Forearm turn from thumb-up: positive turns the palm up (supination), negative down (pronation). */
  forearm: number;
  wrist: {
    flex: number;
    /** Toward the little finger (ulnar deviation); negative is toward the thumb (radial). */
    dev: number;
  };
  fingers: Record<TFingerName, TFingerPose>;
  thumb: TThumbPose;
};

export type TPose = {
  /** The arm doing the exercise. */
  arm: TArmPose;
  /** The other arm: hanging, helping, or mirroring. */
  other: TArmPose;
  /** Head tilt (lateral neck flexion) toward the working arm; negative is away from it. */
  head: number;
};

/**
 * Normal active ranges of motion, in degrees (American Academy of Orthopaedic Surgeons, "Joint
 * Motion: Method of Measuring and Recording", 1965, as tabulated in Norkin & White, Measurement of
 * Joint Motion, 5th ed.). Every pose of every demonstration stays inside them (tested).
 */
export const JOINT_LIMITS = {
  "shoulder.abd": [0, 180],
  "shoulder.flex": [-60, 180],
  "shoulder.rot": [-70, 90],
  "shoulder.lift": [-10, 30],
  elbow: [0, 150],
  forearm: [-80, 80],
  "wrist.flex": [-70, 80],
  "wrist.dev": [-20, 35],
  "finger.mcp": [-30, 90],
  "finger.pip": [0, 100],
  "finger.dip": [-10, 90],
  "finger.spread": [-15, 25],
  "thumb.ext": [-50, 50],
  "thumb.abd": [0, 70],
  "thumb.mcp": [0, 60],
  "thumb.ip": [-20, 80],
  head: [-45, 45],
} as const satisfies Record<string, readonly [number, number]>;

type TJoint = keyof typeof JOINT_LIMITS;

const STRAIGHT: TFingerPose = { mcp: 0, pip: 0, dip: 0, spread: 0 };

/** A relaxed hand: fingers a little curled, thumb resting beside the index finger. */
const RELAXED_FINGERS: Record<TFingerName, TFingerPose> = {
  index: { mcp: 12, pip: 18, dip: 8, spread: 2 },
  middle: { mcp: 14, pip: 20, dip: 9, spread: 0 },
  ring: { mcp: 16, pip: 22, dip: 10, spread: 2 },
  little: { mcp: 18, pip: 24, dip: 11, spread: 5 },
};

const REST_ARM: TArmPose = {
  shoulder: { abd: 0, flex: 0, rot: 0, lift: 0 },
  elbow: 0,
  forearm: 0,
  wrist: { flex: 0, dev: 0 },
  fingers: RELAXED_FINGERS,
  thumb: { ext: 0, abd: 10, mcp: 10, ip: 10 },
};

export const REST_POSE: TPose = { arm: REST_ARM, other: REST_ARM, head: 0 };

/** The same pose for all four fingers (spread as given, or each finger's resting spread). */
export function allFingers(finger: Partial<TFingerPose>): Record<TFingerName, TFingerPose> {
  const spreads = { index: 2, middle: 0, ring: 2, little: 5 };
  return Object.fromEntries(
    FINGERS.map((name) => [name, { ...STRAIGHT, spread: spreads[name], ...finger }]),
  ) as Record<TFingerName, TFingerPose>;
}

export type TArmPatch = {
  shoulder?: Partial<TArmPose["shoulder"]>;
  elbow?: number;
  forearm?: number;
  wrist?: Partial<TArmPose["wrist"]>;
  fingers?: Partial<Record<TFingerName, Partial<TFingerPose>>>;
  thumb?: Partial<TThumbPose>;
};

/** An arm pose from the resting arm (or `base`) with some joints changed. */
export function arm(patch: TArmPatch, base: TArmPose = REST_ARM): TArmPose {
  return {
    shoulder: { ...base.shoulder, ...patch.shoulder },
    elbow: patch.elbow ?? base.elbow,
    forearm: patch.forearm ?? base.forearm,
    wrist: { ...base.wrist, ...patch.wrist },
    fingers: Object.fromEntries(
      FINGERS.map((name) => [name, { ...base.fingers[name], ...patch.fingers?.[name] }]),
    ) as Record<TFingerName, TFingerPose>,
    thumb: { ...base.thumb, ...patch.thumb },
  };
}

/** A whole pose: the working arm, optionally the other arm, and the head tilt. */
export function pose(
  working: TArmPatch,
  { other = {}, head = 0 }: { other?: TArmPatch; head?: number } = {},
): TPose {
  return { arm: arm(working), other: arm(other), head };
}

/** Every joint angle of a pose with its name in JOINT_LIMITS, e.g. ["arm.wrist.flex", "wrist.flex", 30]. */
export function jointAngles(p: TPose): [where: string, joint: TJoint, degrees: number][] {
  const out: [string, TJoint, number][] = [["head", "head", p.head]];
  for (const side of ["arm", "other"] as const) {
    const a = p[side];
    for (const key of ["abd", "flex", "rot", "lift"] as const)
      out.push([`${side}.shoulder.${key}`, `shoulder.${key}`, a.shoulder[key]]);
    out.push([`${side}.elbow`, "elbow", a.elbow]);
    out.push([`${side}.forearm`, "forearm", a.forearm]);
    out.push([`${side}.wrist.flex`, "wrist.flex", a.wrist.flex]);
    out.push([`${side}.wrist.dev`, "wrist.dev", a.wrist.dev]);
    for (const name of FINGERS)
      for (const key of ["mcp", "pip", "dip", "spread"] as const)
        out.push([`${side}.${name}.${key}`, `finger.${key}`, a.fingers[name][key]]);
    for (const key of ["ext", "abd", "mcp", "ip"] as const)
      out.push([`${side}.thumb.${key}`, `thumb.${key}`, a.thumb[key]]);
  }
  return out;
}

/** The joints of a pose outside their normal range, as readable strings (empty when none). */
export function findLimitViolations(p: TPose): string[] {
  return jointAngles(p)
    .filter(([, joint, deg]) => {
      const [min, max] = JOINT_LIMITS[joint];
      return !(deg >= min && deg <= max);
    })
    .map(
      ([where, joint, deg]) => `${where} = ${deg}° (normal ${JOINT_LIMITS[joint].join(" to ")})`,
    );
}

function mix(a: number, b: number, t: number): number {
  // a·(1−t) + b·t, not a + (b−a)·t: exact at both ends.
  return a * (1 - t) + b * t;
}

function mixArm(a: TArmPose, b: TArmPose, t: number): TArmPose {
  return {
    shoulder: {
      abd: mix(a.shoulder.abd, b.shoulder.abd, t),
      flex: mix(a.shoulder.flex, b.shoulder.flex, t),
      rot: mix(a.shoulder.rot, b.shoulder.rot, t),
      lift: mix(a.shoulder.lift, b.shoulder.lift, t),
    },
    elbow: mix(a.elbow, b.elbow, t),
    forearm: mix(a.forearm, b.forearm, t),
    wrist: { flex: mix(a.wrist.flex, b.wrist.flex, t), dev: mix(a.wrist.dev, b.wrist.dev, t) },
    fingers: Object.fromEntries(
      FINGERS.map((name) => {
        const f = a.fingers[name];
        const g = b.fingers[name];
        return [
          name,
          {
            mcp: mix(f.mcp, g.mcp, t),
            pip: mix(f.pip, g.pip, t),
            dip: mix(f.dip, g.dip, t),
            spread: mix(f.spread, g.spread, t),
          },
        ];
      }),
    ) as Record<TFingerName, TFingerPose>,
    thumb: {
      ext: mix(a.thumb.ext, b.thumb.ext, t),
      abd: mix(a.thumb.abd, b.thumb.abd, t),
      mcp: mix(a.thumb.mcp, b.thumb.mcp, t),
      ip: mix(a.thumb.ip, b.thumb.ip, t),
    },
  };
}

/** The pose a fraction `t` (0 to 1, clamped) of the way from `a` to `b`, joint by joint. */
export function interpolatePose(a: TPose, b: TPose, t: number): TPose {
  const u = Math.min(1, Math.max(0, t));
  return {
    arm: mixArm(a.arm, b.arm, u),
    other: mixArm(a.other, b.other, u),
    head: mix(a.head, b.head, u),
  };
}
