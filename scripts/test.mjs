// npm test: typecheck, lint, unused code (knip), unit and handler tests (Jest), production build,
// end-to-end (Playwright), then a short load run (npm run load for 10 s, 200 connections, against a fresh standalone server).
// Stops at the first failing step and exits non-zero; prints how long each step took.
import path from 'node:path';
import { e2eBuildEnv } from './e2e-env.mjs';
import { buildIfNeeded, ROOT, run } from './lib.mjs';

const bin = (name) => path.join(ROOT, 'node_modules', '.bin', name);
/** The load step's environment: 10 s, and always its own fresh server (never a LOAD_URL). */
function loadEnv() {
  const env = { ...process.env, LOAD_DURATION: '10' };
  delete env.LOAD_URL;
  return env;
}
const steps = [
  ['typecheck', () => run(bin('tsc'), ['--noEmit'])],
  ['lint', () => run(bin('eslint'), ['.', '--max-warnings=0'])],
  // Unused files, exports and dependencies (knip.config.ts).
  ['knip', () => run(bin('knip'), ['--no-progress'])],
  ['unit', () => run(bin('jest'), ['--ci'])],
  // Built with what the Playwright portals run with (their prerendered pages carry it).
  ['build', () => {
    Object.assign(process.env, e2eBuildEnv(Number(process.env.E2E_PORT ?? 3100)));
    return buildIfNeeded();
  }],
  ['e2e', () => run(bin('playwright'), ['test'])],
  ['load', () => run(process.execPath, ['--disable-warning=TimeoutNegativeWarning', path.join(ROOT, 'scripts', 'load.mjs')], { env: loadEnv() })],
];

const timings = [];
for (const [name, step] of steps) {
  console.log(`\n▶ ${name}`);
  const started = Date.now();
  const code = await step();
  timings.push(`${name} ${((Date.now() - started) / 1000).toFixed(1)} s${code === 0 ? '' : ' (FAILED)'}`);
  if (code !== 0) {
    console.error(`\n✖ npm test failed at "${name}" (exit ${code}). ${timings.join(' · ')}`);
    process.exit(code);
  }
}
console.log(`\n✔ npm test passed. ${timings.join(' · ')}`);
