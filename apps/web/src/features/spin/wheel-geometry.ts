import { WHEEL } from '@wallet/contract';

const TURN = 2 * Math.PI;

/** The wheel's side in CSS pixels: at most 350 px, or 85 % of the window's width (spec doc 2 section 9). */
export function wheelSize(windowWidth: number): number {
  return Math.floor(Math.min(WHEEL.maxPx, windowWidth * WHEEL.windowShare));
}

/** The rim's margin inside the canvas, in CSS pixels. */
const RIM = 4;

/**
 * The wheel's radius for a canvas `size` px wide, or null when nothing can be drawn: in a frame
 * about 1 px wide (a hidden iframe, a full-page capture) the radius would be negative and the
 * canvas's arc() throws (issue 42), so the wheel draws nothing instead.
 */
export function wheelRadius(size: number): number | null {
  const radius = size / 2 - RIM;
  return Number.isFinite(radius) && radius >= 1 ? radius : null;
}

/** Positive remainder of an angle in [0, 2π). */
function normal(angle: number): number {
  return ((angle % TURN) + TURN) % TURN;
}

/**
 * The slice under the pointer (at 12 o'clock) when the wheel has turned `rotation` radians
 * clockwise; slice i spans [i, i + 1) slice widths clockwise from the top at rotation 0.
 */
export function sliceAt(rotation: number, count: number): number {
  const width = TURN / count;
  return Math.floor(normal(-rotation) / width) % count;
}

/**
 * The rotation the wheel stops at to show slice `index` under the pointer: from `from`, clockwise,
 * `turns` whole turns and then on to the slice, `offset` (-0.5 to 0.5 of a slice, kept off its
 * edges) away from its middle.
 */
export function stopRotation(from: number, index: number, count: number, turns: number, offset = 0): number {
  const width = TURN / count;
  const inside = Math.max(-0.35, Math.min(0.35, offset));
  const target = normal(-(index + 0.5 + inside) * width);
  return from + turns * TURN + normal(target - normal(from));
}

/** A spin's length and its extra whole turns: 4 to 5 s and 2 to 3 turns at random (spec doc 2 section 9). */
export function spinPlan(random: () => number = Math.random): { durationMs: number; turns: number } {
  const { spinMs, extraTurns } = WHEEL;
  return {
    durationMs: spinMs.min + random() * (spinMs.max - spinMs.min),
    turns: extraTurns.min + Math.floor(random() * (extraTurns.max - extraTurns.min + 1)),
  };
}

/** Fast at first, slowing to a stop. */
export function easeOut(progress: number): number {
  return 1 - (1 - progress) ** 3;
}
