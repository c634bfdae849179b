/** One measured size of a demo's canvas: its height at a canvas width. */
export type DemoHeight = readonly [width: number, height: number];

/**
 * The height to reserve for a demo canvas of `width`: the measurement at the nearest width (demos
 * that wrap are taller when narrow). `null` when the demo was never measured.
 */
export function reservedHeight(measured: readonly DemoHeight[] | undefined, width: number): number | null {
  if (!measured || measured.length === 0) return null;
  let best = measured[0];
  for (const candidate of measured) if (Math.abs(candidate[0] - width) < Math.abs(best[0] - width)) best = candidate;
  return best[1];
}
