// Hand shapes and forearm turns the demonstrations share (degrees; see ./pose.ts).
import { allFingers, type TArmPatch } from "./pose";

/** Fingers closed round a handle, the thumb wrapped over them. */
export const GRIP: TArmPatch = {
  fingers: allFingers({ mcp: 62, pip: 88, dip: 45 }),
  thumb: { ext: -10, abd: 0, mcp: 50, ip: 30 },
};
/** A loose fist round a band's end. */
export const HOLD_BAND: TArmPatch = {
  fingers: allFingers({ mcp: 55, pip: 80, dip: 40 }),
  thumb: { ext: -8, abd: 0, mcp: 40, ip: 25 },
};
export const FLAT: TArmPatch = {
  fingers: allFingers({ mcp: 0, pip: 4, dip: 2, spread: 0 }),
  thumb: { ext: 0, abd: 0, mcp: 5, ip: 5 },
};
export const STRAIGHT: TArmPatch = {
  fingers: allFingers({ mcp: 0, pip: 0, dip: 0 }),
  thumb: { ext: 5, abd: 5, mcp: 0, ip: 0 },
};
export const SOFT_CURL: TArmPatch = {
  fingers: allFingers({ mcp: 25, pip: 35, dip: 20 }),
  thumb: { ext: 0, abd: 10, mcp: 15, ip: 15 },
};
/** The other hand flat, to lay on or against the working hand. */
export const HELPER_FLAT: TArmPatch = {
  fingers: allFingers({ mcp: 10, pip: 12, dip: 5, spread: 0 }),
  thumb: { ext: 0, abd: 0, mcp: 5, ip: 5 },
};
/** The other hand pointing its index finger, the rest curled. */
export const HELPER_POINT: TArmPatch = {
  fingers: {
    index: { mcp: 5, pip: 5, dip: 0 },
    middle: { mcp: 80, pip: 95, dip: 50 },
    ring: { mcp: 80, pip: 95, dip: 50 },
    little: { mcp: 80, pip: 95, dip: 50 },
  },
  thumb: { ext: -10, abd: 10, mcp: 40, ip: 30 },
};

export const REST_THUMB = { ext: 0, abd: 10, mcp: 10, ip: 10 };
export const FIST_THUMB = { ext: -10, abd: 0, mcp: 50, ip: 30 };
export const THUMB_TUCKED: TArmPatch = {
  fingers: allFingers({ mcp: 70, pip: 80, dip: 40 }),
  thumb: { ext: -40, abd: 10, mcp: 50, ip: 40 },
};
export const PINCH: TArmPatch = {
  fingers: allFingers({ mcp: 40, pip: 50, dip: 20 }),
  thumb: { ext: -20, abd: 40, mcp: 20, ip: 10 },
};
export const HELPER_WRAP: TArmPatch = {
  fingers: allFingers({ mcp: 40, pip: 50, dip: 30 }),
  thumb: { ext: 10, abd: 30, mcp: 10, ip: 10 },
};
export const THUMB_BESIDE: TArmPatch = {
  fingers: allFingers({ mcp: 50, pip: 60, dip: 30 }),
  thumb: { ext: -5, abd: 0, mcp: 5, ip: 5 },
};
export const THUMB_APART: TArmPatch = {
  fingers: allFingers({ mcp: 50, pip: 60, dip: 30 }),
  thumb: { ext: 20, abd: 10, mcp: 10, ip: 10 },
};
export const HOOK: TArmPatch = {
  fingers: allFingers({ mcp: 10, pip: 90, dip: 60, spread: 0 }),
  thumb: { ext: -15, abd: 0, mcp: 10, ip: 10 },
};
export const MASK: TArmPatch = {
  forearm: 60,
  fingers: {
    index: { mcp: 35, pip: 55, dip: 35 },
    middle: { mcp: 0, pip: 5, dip: 0 },
    ring: { mcp: 0, pip: 5, dip: 0 },
    little: { mcp: 0, pip: 5, dip: 0 },
  },
  thumb: { ext: 0, abd: 40, mcp: 20, ip: 20 },
};
export const BALL_OPEN: TArmPatch = {
  fingers: allFingers({ mcp: 35, pip: 55, dip: 30 }),
  thumb: { ext: -10, abd: 30, mcp: 20, ip: 15 },
};
export const BALL_SQUEEZE: TArmPatch = {
  fingers: allFingers({ mcp: 50, pip: 70, dip: 40 }),
  thumb: { ext: -15, abd: 35, mcp: 30, ip: 25 },
};
export const BEAK: TArmPatch = {
  fingers: {
    index: { mcp: 35, pip: 25, dip: 10, spread: -4 },
    middle: { mcp: 35, pip: 25, dip: 10, spread: 0 },
    ring: { mcp: 35, pip: 25, dip: 10, spread: -4 },
    little: { mcp: 35, pip: 25, dip: 10, spread: -8 },
  },
  thumb: { ext: -15, abd: 50, mcp: 10, ip: 10 },
};
export const SPREAD: TArmPatch = {
  fingers: {
    index: { mcp: 0, pip: 0, dip: 0, spread: 15 },
    middle: { mcp: 0, pip: 0, dip: 0, spread: 0 },
    ring: { mcp: 0, pip: 0, dip: 0, spread: 12 },
    little: { mcp: 0, pip: 0, dip: 0, spread: 20 },
  },
  thumb: { ext: 40, abd: 10, mcp: 0, ip: 0 },
};

export const PALM_DOWN = -80;
export const PALM_UP = 80;
