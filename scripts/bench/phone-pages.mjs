// The phone section of npm run bench: Lighthouse's mobile defaults (a mid-range phone: 4x CPU
// slowdown, slow 4G; no calibration, so the figures read as Lighthouse's own) on every logged-in
// page with a real session (its Cookie sent with every request), beside the bare reference page in
// the same run, interleaved, each figure the median of `runs`. The targets are the phone's: every
// logged-in page at performance >= 95, LCP <= 2.5 s, TBT <= 200 ms, CLS <= 0.1, and no more than
// 60 kB of script over the bare page's (what a phone downloads, parses and runs before it can answer).
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { auditValue, categoryScore, runLighthouse } from '../lighthouse-runner.mjs';
import { AUTH_CUSTOMERS, AUTH_PAGES, firstOfferPath, logIn } from './auth-pages.mjs';
import { median } from './stats.mjs';

export const PHONE_TARGETS = { performance: 95, lcpMs: 2500, tbtMs: 200, cls: 0.1, extraScriptBytes: 60_000 };

/** The logged-in pages of the phone table: the auth bench's, Meus dados and a course page. */
export const PHONE_PAGES = [
  ...AUTH_PAGES.filter((page) => page.scope === 'auth' && page.key !== 'courses' && page.key !== 'myCourses' && page.key !== 'logo'),
  { key: 'myData', path: '/auth/perfil/meus-dados', customer: 'employability' },
  { key: 'courses', path: '/auth/inicio-fazer-cursos', customer: 'employability' },
  { key: 'course', courseOf: 'courses', customer: 'employability' },
  { key: 'myCourses', path: '/auth/cursos/meus-cursos', customer: 'employability' },
  { key: 'logo', path: '/auth/itt/logo', customer: 'selfEmployed' },
];

/** The first course page linked from the catalogue's HTML; null when none. */
export function firstCoursePath(html) {
  const match = /href="(\/auth\/inicio-fazer-cursos\/curso\/[\w-]+)[?"]/.exec(html);
  return match ? match[1] : null;
}

/** The script bytes transferred, from a report's resource summary. */
const scriptBytes = (report) => report.audits['resource-summary']?.details?.items?.find((item) => item.resourceType === 'script')?.transferSize ?? Number.NaN;

const figures = (report) => ({
  performance: categoryScore(report, 'performance'),
  lcp: auditValue(report, 'largest-contentful-paint'),
  tbt: auditValue(report, 'total-blocking-time'),
  cls: auditValue(report, 'cumulative-layout-shift'),
  scriptBytes: scriptBytes(report),
});

/** The page's missed targets, as short texts ([] when every one is met); `reference`: the bare page of the same run. */
export function missedPhoneTargets(page, reference) {
  const missed = [];
  if (page.performance < PHONE_TARGETS.performance) missed.push(`performance ${page.performance} < ${PHONE_TARGETS.performance}`);
  if (page.lcp > PHONE_TARGETS.lcpMs) missed.push(`LCP ${Math.round(page.lcp)} ms > ${PHONE_TARGETS.lcpMs} ms`);
  if (page.tbt > PHONE_TARGETS.tbtMs) missed.push(`TBT ${Math.round(page.tbt)} ms > 200 ms`);
  if (page.cls > PHONE_TARGETS.cls) missed.push(`CLS ${page.cls.toFixed(2)} > 0.1`);
  const extra = page.scriptBytes - reference.scriptBytes;
  if (!(extra <= PHONE_TARGETS.extraScriptBytes)) missed.push(`script ${(extra / 1000).toFixed(1)} kB over the bare page's > ${PHONE_TARGETS.extraScriptBytes / 1000} kB`);
  return missed;
}

/**
 * Resolves to {runs, reference: {...}, pages: [{key, path, performance, lcp, tbt, cls, scriptBytes,
 * performanceRuns, missed}]}. `only`: page keys to measure (all when empty).
 */
export async function phonePages({ base, referenceUrl, runs, outDir, only = [], log = () => {} }) {
  mkdirSync(outDir, { recursive: true });
  const cookies = {};
  for (const [key, customer] of Object.entries(AUTH_CUSTOMERS)) cookies[key] = await logIn(base, customer);
  const get = async (pagePath, customer) => {
    const response = await fetch(new URL(pagePath, base), { headers: { cookie: cookies[customer] }, redirect: 'manual' });
    if (response.status !== 200) throw new Error(`${pagePath} answered ${response.status}`);
    return response.text();
  };
  const targets = [{ key: 'reference', url: referenceUrl }];
  const html = {};
  for (const page of PHONE_PAGES) {
    const pagePath = page.path ?? (page.offerOf ? firstOfferPath(html[page.offerOf] ?? '') : firstCoursePath(html[page.courseOf] ?? ''));
    if (!pagePath) throw new Error(`no page linked from ${page.offerOf ?? page.courseOf}`);
    // Every page rendered a few times first, so no run pays for a server's first render.
    for (let i = 0; i < 3; i += 1) html[page.key] = await get(pagePath, page.customer);
    if (only.length === 0 || only.includes(page.key)) targets.push({ key: page.key, url: new URL(pagePath, base).toString(), headers: { Cookie: cookies[page.customer] } });
  }
  const perPage = Object.fromEntries(targets.map(({ key }) => [key, []]));
  for (let run = 1; run <= runs; run += 1) {
    for (const { key, url, headers } of targets) {
      const report = await runLighthouse(url, path.join(outDir, `${key}-run${run}`), { extraHeaders: headers });
      if (!report || report.runtimeError) throw new Error(`Lighthouse failed on ${url}${report?.runtimeError ? `: ${report.runtimeError.message}` : ''}`);
      if (new URL(report.finalDisplayedUrl).pathname !== new URL(url).pathname) throw new Error(`${url} ended at ${report.finalDisplayedUrl}: no session?`);
      perPage[key].push(figures(report));
      log(`phone: ${key} run ${run}: ${figures(report).performance}`);
    }
  }
  const summary = ({ key, url }) => {
    const list = perPage[key];
    const medians = Object.fromEntries(Object.keys(list[0]).map((figure) => [figure, median(list.map((r) => r[figure]))]));
    const customer = PHONE_PAGES.find((page) => page.key === key)?.customer;
    return { key, customer, path: new URL(url).pathname + new URL(url).search, ...medians, performanceRuns: list.map((r) => r.performance) };
  };
  const [reference, ...pages] = targets.map(summary);
  return { runs, reference, pages: pages.map((page) => ({ ...page, missed: missedPhoneTargets(page, reference) })) };
}
