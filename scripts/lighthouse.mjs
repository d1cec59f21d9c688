// npm run lighthouse: Lighthouse (mobile preset, its default) on the public pages of a portal that is
// already running (npm run serve). Prints the four category scores per page and exits non-zero when a
// page scores under 95 in performance or under 100 in accessibility, best practices or SEO.
//
//   LIGHTHOUSE_URL  base URL to audit (default http://localhost:$PORT, PORT defaulting to 3000).
//                   Serve with SITE_URL on the same host, or the SEO canonical audit fails.
//   CHROME_PATH     browser Lighthouse drives (default /usr/bin/chromium).
// Reports (JSON and HTML) are written to lighthouse/ (git-ignored).
import { spawn } from 'node:child_process';
import { mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { ROOT } from './lib.mjs';

const BASE_URL = process.env.LIGHTHOUSE_URL ?? `http://localhost:${process.env.PORT || '3000'}`;
const PAGES = [
  { name: 'home', path: '/' },
  { name: 'perguntas-frequentes', path: '/perguntas-frequentes' },
];
const MINIMUM = { performance: 95, accessibility: 100, 'best-practices': 100, seo: 100 };
const OUT_DIR = path.join(ROOT, 'lighthouse');

function lighthouse(url, outputPath) {
  const args = [
    '--no-install',
    'lighthouse',
    url,
    `--only-categories=${Object.keys(MINIMUM).join(',')}`,
    '--chrome-flags=--headless=new --no-sandbox',
    '--output=json',
    '--output=html',
    `--output-path=${outputPath}`,
    '--quiet',
  ];
  const env = { ...process.env, CHROME_PATH: process.env.CHROME_PATH || '/usr/bin/chromium' };
  return new Promise((resolve) => {
    const child = spawn('npx', args, { cwd: ROOT, env, stdio: 'inherit' });
    child.on('exit', (code) => resolve(code ?? 1));
    child.on('error', () => resolve(1));
  });
}

try {
  await fetch(BASE_URL, { signal: AbortSignal.timeout(5000) });
} catch {
  console.error(`[lighthouse] Nothing answers at ${BASE_URL}. Start the portal first (npm run build && npm run serve).`);
  process.exit(1);
}

mkdirSync(OUT_DIR, { recursive: true });
const failures = [];
for (const { name, path: pagePath } of PAGES) {
  const url = new URL(pagePath, BASE_URL).toString();
  const outputPath = path.join(OUT_DIR, name);
  if ((await lighthouse(url, outputPath)) !== 0) {
    console.error('[lighthouse] Lighthouse failed. Is it installed? npm install --save-dev lighthouse@13.5.0');
    process.exit(1);
  }
  const { categories } = JSON.parse(readFileSync(`${outputPath}.report.json`, 'utf8'));
  const scores = Object.entries(MINIMUM).map(([id, minimum]) => {
    const score = Math.round((categories[id]?.score ?? 0) * 100);
    if (score < minimum) failures.push(`${pagePath} ${id} ${score} < ${minimum}`);
    return `${id} ${score}`;
  });
  console.log(`${pagePath}: ${scores.join(' · ')}  (report: ${path.relative(ROOT, outputPath)}.report.html)`);
}

if (failures.length > 0) {
  console.error(`\n✖ Under target: ${failures.join('; ')}`);
  process.exit(1);
}
console.log('\n✔ Lighthouse targets met on every page.');
