// The CPU slowdown that makes this host emulate Lighthouse's target mobile device, from the host's
// benchmarkIndex. Same piecewise-linear fit as Lighthouse's CPU throttling calculator
// (github.com/patrickhulce/lighthouse-cpu-throttling-calculator, linked from Lighthouse's
// docs/throttling.md): 150 → 1x, 800 → 2x, 1300 → 3x, 1533 → 4x (the preset's default), 2000 → 6x.
// Returns NaN for a host too slow to emulate the target at all (benchmarkIndex under 150).

/** @param {number} benchmarkIndex */
export function calibratedCpuMultiplier(benchmarkIndex) {
  if (!Number.isFinite(benchmarkIndex) || benchmarkIndex < 150) return Number.NaN;
  if (benchmarkIndex >= 1300) return 3 + (benchmarkIndex - 1300) / 233;
  if (benchmarkIndex >= 800) return 2 + (benchmarkIndex - 800) / 500;
  return 1 + (benchmarkIndex - 150) / 650;
}
