// Lighthouse in the bench: the warm-up run calibrates the CPU slowdown (scripts/lighthouse-runner.mjs,
// as npm run lighthouse does), then every page runs `runs` times with that one multiplier,
// interleaved (reference, /, FAQ, reference, …), and each figure is the median of its runs.
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { auditValue, calibrate, categoryScore, describeCalibration, runLighthouse } from '../lighthouse-runner.mjs';
import { median } from './stats.mjs';

const figures = (report) => ({
  performance: categoryScore(report, 'performance'),
  tbt: auditValue(report, 'total-blocking-time'),
  lcp: auditValue(report, 'largest-contentful-paint'),
  accessibility: categoryScore(report, 'accessibility'),
  bestPractices: categoryScore(report, 'best-practices'),
  seo: categoryScore(report, 'seo'),
});

/**
 * `targets`: {key: url}; the warm-up runs on `calibrateOn`. Resolves to {benchmarkIndex,
 * cpuMultiplier, runs, pages: {key: {path, <median of each figure>, performanceRuns}}}.
 */
export async function lighthousePages(targets, { runs, outDir, calibrateOn }) {
  mkdirSync(outDir, { recursive: true });
  // Every page rendered a few times first, so no run pays for a server's first render.
  for (const url of Object.values(targets)) {
    for (let i = 0; i < 3; i += 1) await (await fetch(url)).arrayBuffer();
  }
  const calibration = await calibrate(calibrateOn, path.join(outDir, 'warm-up'));
  console.log(`[bench] Lighthouse: ${describeCalibration(calibration)}; ${runs} runs per page, interleaved`);
  const perPage = Object.fromEntries(Object.keys(targets).map((key) => [key, []]));
  for (let run = 1; run <= runs; run += 1) {
    for (const [key, url] of Object.entries(targets)) {
      const report = await runLighthouse(url, path.join(outDir, `${key}-run${run}`), { cpuMultiplier: calibration.cpuMultiplier });
      if (!report || report.runtimeError) throw new Error(`Lighthouse failed on ${url}${report?.runtimeError ? `: ${report.runtimeError.message}` : ''}`);
      perPage[key].push(figures(report));
    }
  }
  const pages = Object.fromEntries(
    Object.entries(perPage).map(([key, list]) => {
      const medians = Object.fromEntries(Object.keys(list[0]).map((figure) => [figure, median(list.map((run) => run[figure]))]));
      return [key, { path: new URL(targets[key]).pathname, ...medians, performanceRuns: list.map((run) => run.performance) }];
    }),
  );
  return { benchmarkIndex: calibration.benchmarkIndex, cpuMultiplier: calibration.cpuMultiplier, runs, pages };
}
