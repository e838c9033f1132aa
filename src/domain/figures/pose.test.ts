import { describe, expect, it } from "vitest";
import {
  arm,
  findLimitViolations,
  interpolatePose,
  JOINT_LIMITS,
  jointAngles,
  pose,
  REST_POSE,
} from "./pose";

const bent = pose(
  { shoulder: { abd: 80, rot: 60 }, elbow: 90, forearm: -70, wrist: { flex: 0.1, dev: 30 } },
  { other: { elbow: 45 }, head: -20 },
);
const curled = pose(
  {
    wrist: { flex: 0.3, dev: -20 },
    fingers: { little: { mcp: 70, pip: 90, dip: 55 } },
    thumb: { ext: 35 },
  },
  { head: 25 },
);

describe("interpolatePose", () => {
  it("gives exactly the start pose at t = 0 and exactly the end pose at t = 1", () => {
    expect(interpolatePose(bent, curled, 0)).toEqual(bent);
    expect(interpolatePose(bent, curled, 1)).toEqual(curled);
  });

  it("moves every joint part of the way in between", () => {
    const mid = interpolatePose(bent, curled, 0.25);
    expect(mid.arm.elbow).toBeCloseTo(67.5);
    expect(mid.arm.wrist.dev).toBeCloseTo(17.5);
    expect(mid.arm.fingers.little.pip).toBeCloseTo(0.75 * bent.arm.fingers.little.pip + 22.5);
    expect(mid.head).toBeCloseTo(-8.75);
    expect(mid.other.elbow).toBeCloseTo(33.75);
  });

  it("stays at the ends for t outside 0 to 1", () => {
    expect(interpolatePose(bent, curled, -1)).toEqual(bent);
    expect(interpolatePose(bent, curled, 2)).toEqual(curled);
  });
});

describe("findLimitViolations", () => {
  it("finds nothing in the resting pose", () => {
    expect(findLimitViolations(REST_POSE)).toEqual([]);
  });

  it.each([
    [{ wrist: { flex: 81 } }, "arm.wrist.flex = 81°"],
    [{ wrist: { flex: -71 } }, "arm.wrist.flex = -71°"],
    [{ wrist: { dev: -21 } }, "arm.wrist.dev = -21°"],
    [{ wrist: { dev: 36 } }, "arm.wrist.dev = 36°"],
    [{ fingers: { ring: { pip: 101 } } }, "arm.ring.pip = 101°"],
    [{ fingers: { index: { mcp: -31 } } }, "arm.index.mcp = -31°"],
    [{ elbow: -5 }, "arm.elbow = -5°"],
    [{ forearm: 95 }, "arm.forearm = 95°"],
  ])("names a joint past its normal range: %o", (patch, message) => {
    const found = findLimitViolations(pose(patch));
    expect(found).toHaveLength(1);
    expect(found[0]).toContain(message);
  });

  it("checks the other arm and the head too, and refuses a missing angle", () => {
    expect(findLimitViolations({ ...REST_POSE, head: 50 })).toHaveLength(1);
    expect(findLimitViolations({ ...REST_POSE, other: arm({ thumb: { ip: -30 } }) })).toHaveLength(
      1,
    );
    expect(findLimitViolations({ ...REST_POSE, head: Number.NaN })).toHaveLength(1);
  });

  it("reads every angle of a pose against a limit in the table", () => {
    const joints = new Set(jointAngles(REST_POSE).map(([, joint]) => joint));
    expect([...joints].sort()).toEqual(Object.keys(JOINT_LIMITS).sort());
  });
});
