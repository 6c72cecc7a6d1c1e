// Frame times from the wall-clock times at which animation frame callbacks ran, as a 60 Hz display
// would show them: each frame lasts a whole number of refresh intervals.

export const REFRESH_MS = 1000 / 60;

/**
 * @param {readonly number[]} values
 * @param {number} p
 */
export function percentile(values, p) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))];
}

/**
 * Callbacks less than half a refresh after the previous one are the catch-up frames headless
 * Chromium runs after a long task: they fold into that frame, as one refresh can show one frame.
 * Each frame's time is then rounded to whole refreshes (16.7, 33.3, 50 ms …), which keeps the
 * callbacks' scheduling jitter (±1 ms) out of the figure.
 * @param {readonly number[]} frameTimes performance.now() at each callback, in order
 */
export function frameFigures(frameTimes) {
  const raw = frameTimes.slice(1).map((time, index) => time - frameTimes[index]);
  const merged = [];
  for (const interval of raw) {
    if (interval < REFRESH_MS / 2 && merged.length > 0) merged[merged.length - 1] += interval;
    else merged.push(interval);
  }
  const frames = merged.map((interval) => Math.max(1, Math.round(interval / REFRESH_MS)) * REFRESH_MS);
  return {
    frames: frames.length,
    late: frames.filter((frame) => frame > REFRESH_MS * 1.5).length,
    p50: percentile(frames, 50),
    p95: percentile(frames, 95),
    max: Math.max(...frames),
    rawP95: percentile(raw, 95),
    rawMax: Math.max(...raw),
  };
}
