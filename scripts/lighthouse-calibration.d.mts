/** See lighthouse-calibration.mjs. */
export function calibratedCpuMultiplier(benchmarkIndex: number): number;
