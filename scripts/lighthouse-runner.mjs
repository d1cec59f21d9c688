// What npm run lighthouse and npm run bench share: one Lighthouse run (mobile preset, its default)
// in a fresh headless Chromium, and the warm-up run that reads the host's benchmarkIndex and turns it
// into the CPU slowdown of the run (lighthouse-calibration.mjs). Both scripts use one multiplier for
// every page of a run, so pages are compared under the same emulated device.
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { ROOT } from './lib.mjs';
import { calibratedCpuMultiplier } from './lighthouse-calibration.mjs';

export const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];
const CLI = path.join(ROOT, 'node_modules', 'lighthouse', 'cli', 'index.js');

/**
 * One Lighthouse run of `url`, reports written to `<outputPath>.report.{json,html}`; resolves to the
 * JSON report, or null when Lighthouse failed. Without `cpuMultiplier` the preset's own (4x) applies;
 * `extraHeaders` go with every request of the page (a session's Cookie).
 */
export function runLighthouse(url, outputPath, { cpuMultiplier, extraHeaders } = {}) {
  const args = [
    CLI,
    url,
    `--only-categories=${CATEGORIES.join(',')}`,
    '--chrome-flags=--headless=new --no-sandbox',
    '--output=json',
    '--output=html',
    `--output-path=${outputPath}`,
    '--quiet',
    ...(cpuMultiplier === undefined ? [] : [`--throttling.cpuSlowdownMultiplier=${cpuMultiplier}`]),
    ...(extraHeaders === undefined ? [] : [`--extra-headers=${JSON.stringify(extraHeaders)}`]),
  ];
  const env = { ...process.env, CHROME_PATH: process.env.CHROME_PATH || '/usr/bin/chromium' };
  return new Promise((resolve) => {
    const child = spawn(process.execPath, args, { cwd: ROOT, env, stdio: 'inherit' });
    child.on('exit', (code) => {
      try {
        resolve(code === 0 ? JSON.parse(readFileSync(`${outputPath}.report.json`, 'utf8')) : null);
      } catch {
        resolve(null);
      }
    });
    child.on('error', () => resolve(null));
  });
}

/** A category's score of a report, 0–100. */
export const categoryScore = (report, id) => Math.round((report.categories[id]?.score ?? 0) * 100);

/** An audit's numeric value of a report (milliseconds for the timing metrics), or NaN. */
export const auditValue = (report, id) => report.audits[id]?.numericValue ?? Number.NaN;

/**
 * The warm-up run: fills the server's caches and measures the host (its scores do not count).
 * Resolves to the CPU slowdown for every run that follows, LIGHTHOUSE_CPU_MULTIPLIER overriding the
 * calibration; throws when Lighthouse fails or the host is too slow to emulate the target device.
 */
export async function calibrate(url, outputPath) {
  const warmUp = await runLighthouse(url, outputPath);
  if (!warmUp) throw new Error(`Lighthouse failed on ${url}. Is it installed? npm install --save-dev lighthouse@13.5.0`);
  const benchmarkIndex = warmUp.environment.benchmarkIndex;
  const forced = process.env.LIGHTHOUSE_CPU_MULTIPLIER;
  const cpuMultiplier = forced ? Number(forced) : calibratedCpuMultiplier(benchmarkIndex);
  if (!Number.isFinite(cpuMultiplier) || cpuMultiplier <= 0) {
    throw new Error(`This host (benchmarkIndex ${benchmarkIndex}) is too slow to emulate the target device.`);
  }
  return { benchmarkIndex, cpuMultiplier, forced: Boolean(forced) };
}

/** The line both scripts print after the warm-up. */
export function describeCalibration({ benchmarkIndex, cpuMultiplier, forced }) {
  return (
    `benchmarkIndex ${Math.round(benchmarkIndex)} → CPU slowdown ${cpuMultiplier.toFixed(2)}x` +
    (forced ? ' (LIGHTHOUSE_CPU_MULTIPLIER)' : ' (calibrated; the preset assumes 4x on a ≈1500 host)')
  );
}
