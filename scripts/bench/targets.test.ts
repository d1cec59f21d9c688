/** @jest-environment node */
import { fixed, kB, markdownTable, ms, ratio, signed, verdict } from '@/scripts/bench/format.mjs';
import { TARGETS, missedTargets, resultsTable, tableRows, type BenchResults, type Row } from '@/scripts/bench/targets.mjs';

const summary = (p50: number, p99: number) => ({ count: 500, min: 0, p50, p95: p99, p99, max: p99, mean: p50 });
const lighthousePage = (path: string, performance: number) => ({ path, performance, tbt: 150, lcp: 1200, accessibility: 100, bestPractices: 100, seo: 100 });

/** A run where every target is met exactly at its limit. */
function atTheLimits(): BenchResults {
  return {
    lighthouse: {
      cpuMultiplier: 2.14,
      benchmarkIndex: 868,
      runs: 5,
      pages: { reference: lighthousePage('/', 97), home: lighthousePage('/', 95), faq: lighthousePage('/perguntas-frequentes', 95) },
    },
    firstLoadJs: {
      reference: { path: '/', gzipBytes: 134_000, rawBytes: 450_000, scripts: 5 },
      home: { path: '/', gzipBytes: 154_000, rawBytes: 500_000, scripts: 9 },
      faq: { path: '/perguntas-frequentes', gzipBytes: 149_000, rawBytes: 490_000, scripts: 9 },
      loggedIn: { path: '/auth/comparador-salarial-v2', gzipBytes: 190_000, rawBytes: 600_000, scripts: 12 },
    },
    throughput: {
      reference: { path: '/', rps: 200, p50: 40, p99: 90, non2xx: 0, errors: 0 },
      home: { path: '/', rps: 160, p50: 55, p99: 120, non2xx: 0, errors: 0 },
      faq: { path: '/perguntas-frequentes', rps: 10, p50: 900, p99: 1500, non2xx: 0, errors: 0 },
    },
    bffOverhead: { calls: 500, portal: summary(5, 20), direct: summary(2, 10), difference: summary(3, 10) },
    coldStart: { runs: [1400, 1500, 1600], median: 1500 },
  };
}

const row = (rows: Row[], measure: string) => {
  const found = rows.find((r) => r.measure.startsWith(measure));
  if (!found) throw new Error(`no row '${measure}' in ${rows.map((r) => r.measure).join(', ')}`);
  return found;
};

describe('the targets of the public pages against a bare Next.js page', () => {
  it('are the agreed numbers', () => {
    expect(TARGETS).toEqual({
      performanceMargin: 2,
      categoryScore: 100,
      firstLoadJsExtraBytes: { home: 20_000, faq: 15_000 },
      throughputRatio: 0.8,
      bffOverheadMs: { p50: 3, p99: 10 },
      coldStartMs: 1500,
    });
  });

  it('are met exactly at their limits, and figures without a target are only shown', () => {
    const rows = tableRows(atTheLimits());
    expect(missedTargets(rows)).toEqual([]);
    expect(row(rows, 'Throughput, /perguntas-frequentes').met).toBeNull();
    expect(row(rows, 'First-load JS (gzip), /auth/comparador-salarial-v2').met).toBeNull();
    expect(row(rows, 'Lighthouse TBT, /').met).toBeNull();
    expect(rows.filter((r) => r.met !== null)).toHaveLength(14);
  });

  it('are missed one step past each limit', () => {
    const results = atTheLimits();
    results.lighthouse!.pages.home.performance = 94;
    results.lighthouse!.pages.faq.seo = 99;
    results.firstLoadJs!.home.gzipBytes += 1;
    results.firstLoadJs!.faq.gzipBytes += 1;
    results.throughput!.home.rps = 159.9;
    results.bffOverhead!.difference = summary(3.01, 10.01);
    results.coldStart!.median = 1500.1;
    const missed = missedTargets(tableRows(results)).map((r) => r.measure);
    expect(missed).toEqual([
      'Lighthouse performance, / (median, 2.14x CPU)',
      'Lighthouse SEO, /perguntas-frequentes (median)',
      'First-load JS (gzip), /',
      'First-load JS (gzip), /perguntas-frequentes',
      'Throughput, / (2xx requests/s)',
      'BFF overhead p50 (wrong login: portal − insurer direct, pairwise)',
      'BFF overhead p99 (wrong login: portal − insurer direct, pairwise)',
      'Cold start → first 200 on / (median of 3)',
    ]);
  });

  it('count a figure that could not be measured (NaN) as missed', () => {
    const results = atTheLimits();
    results.coldStart = { runs: [], median: Number.NaN };
    expect(missedTargets(tableRows(results)).map((r) => r.measure)).toEqual(['Cold start → first 200 on / (median of 0)']);
  });

  it('leave out the sections a partial run skipped', () => {
    const { bffOverhead, coldStart } = atTheLimits();
    const rows = tableRows({ bffOverhead, coldStart });
    expect(rows.map((r) => r.measure)).toEqual([
      'BFF overhead p50 (wrong login: portal − insurer direct, pairwise)',
      'BFF overhead p99 (wrong login: portal − insurer direct, pairwise)',
      'Cold start → first 200 on / (median of 3)',
    ]);
    expect(tableRows({})).toEqual([]);
  });

  it('show the portal, the reference, the comparison and the target of each row', () => {
    const rows = tableRows(atTheLimits());
    expect(row(rows, 'Lighthouse performance, /')).toMatchObject({ portal: '95', reference: '97', comparison: '0.98× (−2)', target: '≥ reference − 2 (95)' });
    expect(row(rows, 'First-load JS (gzip), /perguntas-frequentes')).toMatchObject({ portal: '149.0 kB', reference: '134.0 kB', comparison: '+15.0 kB', target: '≤ reference + 15.0 kB' });
    expect(row(rows, 'Throughput, /')).toMatchObject({ portal: '160.0', reference: '200.0', comparison: '0.80×', target: '≥ 0.8 × reference' });
    expect(row(rows, 'BFF overhead p50')).toMatchObject({ portal: '5.0 ms', reference: '2.0 ms', comparison: '+3.0 ms', target: '≤ 3 ms' });
    expect(row(rows, 'Cold start')).toMatchObject({ portal: '1500 ms', target: '≤ 1500 ms' });
  });
});

describe('the results table', () => {
  it('is a Markdown table with a verdict column', () => {
    const results = atTheLimits();
    results.coldStart!.median = 3000;
    const lines = resultsTable(tableRows(results)).split('\n');
    expect(lines[0]).toBe('| Measure | Portal | Reference | Ratio / difference | Target | Met? |');
    expect(lines[1]).toBe('| --- | --- | --- | --- | --- | --- |');
    expect(lines.at(-1)).toBe('| Cold start → first 200 on / (median of 3) | 3000 ms |  |  | ≤ 1500 ms | ✖ |');
    expect(lines.find((line) => line.startsWith('| Throughput, / '))).toMatch(/\| ✔ \|$/);
    expect(lines.find((line) => line.startsWith('| Lighthouse TBT, / '))).toMatch(/\|  \|$/);
  });

  it('escapes pipes and line breaks inside cells', () => {
    expect(markdownTable([['a', 'A|B']], [{ a: 'x|y\nz' }])).toBe('| A\\|B |\n| --- |\n| x\\|y z |');
  });
});

describe('figures', () => {
  it('format milliseconds, kB (1000 bytes), ratios and signed differences', () => {
    expect(ms(2.345)).toBe('2.3 ms');
    expect(ms(1234.5)).toBe('1235 ms');
    expect(ms(Number.NaN)).toBe('—');
    expect(kB(20_000)).toBe('20.0 kB');
    expect(ratio(160, 200)).toBe('0.80×');
    expect(ratio(1, 0)).toBe('—');
    expect(signed(-3, (v) => ms(v))).toBe('−3.0 ms');
    expect(signed(1500, kB)).toBe('+1.5 kB');
    expect(signed(0)).toBe('±0');
    expect(fixed(-0.01, 1)).toBe('0.0');
    expect(verdict(true)).toBe('✔');
    expect(verdict(false)).toBe('✖');
    expect(verdict(null)).toBe('');
  });
});
