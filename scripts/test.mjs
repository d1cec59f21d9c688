// npm test: typecheck, lint, unit and handler tests (Jest), production build, end-to-end (Playwright).
// Stops at the first failing step and exits non-zero; prints how long each step took.
import path from 'node:path';
import { buildIfNeeded, ROOT, run } from './lib.mjs';

const bin = (name) => path.join(ROOT, 'node_modules', '.bin', name);
const steps = [
  ['typecheck', () => run(bin('tsc'), ['--noEmit'])],
  ['lint', () => run(bin('eslint'), ['.', '--max-warnings=0'])],
  ['unit', () => run(bin('jest'), ['--ci'])],
  ['build', () => buildIfNeeded()],
  ['e2e', () => run(bin('playwright'), ['test'])],
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
