// The bench's targets and the table of one run (pure): each measured figure becomes a
// row (measure, portal, reference, comparison, target, met?). Only the rows with a target count for
// the verdict; the others are there to read. A section the run skipped has no rows.
// The logged-in section has a table of its own, one row per page, and its targets are
// reported apart ("logged-in targets"): they decide the exit code only with BENCH_STRICT_AUTH=1.
import { fixed, kB, markdownTable, ms, ratio, signed, verdict } from './format.mjs';
import { BUSY_LOAD } from './machine.mjs';

export const TARGETS = {
  /** Lighthouse performance of `/` and FAQ ≥ the reference's score − 2 (same run, same multiplier). */
  performanceMargin: 2,
  /** Accessibility, best practices and SEO of `/` and FAQ. */
  categoryScore: 100,
  /** First-load JS (gzip) over the reference's, in bytes. */
  firstLoadJsExtraBytes: { home: 20_000, faq: 15_000 },
  /** Requests per second of `/` ≥ this × the reference's. */
  throughputRatio: 0.8,
  /** Portal login − direct insurer login, pairwise. */
  bffOverheadMs: { p50: 3, p99: 10 },
  /** Standalone server spawned → first 200 on `/`. */
  coldStartMs: 1500,
};

/** The pages of the comparison, by key of the results. */
export const PAGES = {
  home: '/',
  faq: '/perguntas-frequentes',
  loggedIn: '/auth/comparador-salarial-v2',
};

const CATEGORY_NAMES = { accessibility: 'accessibility', bestPractices: 'best practices', seo: 'SEO' };
const withRatio = (portal, reference, unit) => {
  const difference = signed(portal - reference, unit);
  const times = ratio(portal, reference);
  return times === '—' ? difference : `${times} (${difference})`;
};

function lighthouseRows({ pages, cpuMultiplier }) {
  const reference = pages.reference;
  const multiplier = `${fixed(cpuMultiplier, 2)}x CPU`;
  return ['home', 'faq'].flatMap((key) => {
    const page = pages[key];
    const path = PAGES[key];
    const floor = reference.performance - TARGETS.performanceMargin;
    return [
      {
        measure: `Lighthouse performance, ${path} (median, ${multiplier})`,
        portal: fixed(page.performance),
        reference: fixed(reference.performance),
        comparison: withRatio(page.performance, reference.performance),
        target: `≥ reference − ${TARGETS.performanceMargin} (${fixed(floor)})`,
        met: page.performance >= floor,
      },
      { measure: `Lighthouse TBT, ${path} (median)`, portal: ms(page.tbt), reference: ms(reference.tbt), comparison: withRatio(page.tbt, reference.tbt, ms), target: '', met: null },
      { measure: `Lighthouse LCP, ${path} (median)`, portal: ms(page.lcp), reference: ms(reference.lcp), comparison: withRatio(page.lcp, reference.lcp, ms), target: '', met: null },
      ...Object.entries(CATEGORY_NAMES).map(([id, name]) => ({
        measure: `Lighthouse ${name}, ${path} (median)`,
        portal: fixed(page[id]),
        reference: fixed(reference[id]),
        comparison: '',
        target: String(TARGETS.categoryScore),
        met: page[id] >= TARGETS.categoryScore,
      })),
    ];
  });
}

function firstLoadJsRows(firstLoadJs) {
  const reference = firstLoadJs.reference.gzipBytes;
  return ['home', 'faq', 'loggedIn'].map((key) => {
    const bytes = firstLoadJs[key].gzipBytes;
    const extra = TARGETS.firstLoadJsExtraBytes[key];
    return {
      measure: `First-load JS (gzip), ${PAGES[key]}`,
      portal: kB(bytes),
      reference: kB(reference),
      comparison: signed(bytes - reference, kB),
      target: extra === undefined ? '' : `≤ reference + ${kB(extra)}`,
      met: extra === undefined ? null : bytes - reference <= extra,
    };
  });
}

function throughputRows(throughput) {
  const reference = throughput.reference;
  return ['home', 'faq'].flatMap((key) => {
    const page = throughput[key];
    const path = PAGES[key];
    const floor = TARGETS.throughputRatio * reference.rps;
    const counted = key === 'home';
    return [
      {
        measure: `Throughput, ${path} (2xx requests/s)`,
        portal: fixed(page.rps, 1),
        reference: fixed(reference.rps, 1),
        comparison: ratio(page.rps, reference.rps),
        target: counted ? `≥ ${TARGETS.throughputRatio} × reference` : '',
        met: counted ? page.rps >= floor : null,
      },
      { measure: `Latency p99 under that load, ${path}`, portal: ms(page.p99), reference: ms(reference.p99), comparison: ratio(page.p99, reference.p99), target: '', met: null },
    ];
  });
}

function bffRows({ portal, direct, difference }) {
  return ['p50', 'p99'].map((q) => ({
    measure: `BFF overhead ${q} (wrong login: portal − insurer direct, pairwise)`,
    portal: ms(portal[q]),
    reference: ms(direct[q]),
    comparison: signed(difference[q], ms),
    target: `≤ ${TARGETS.bffOverheadMs[q]} ms`,
    met: difference[q] <= TARGETS.bffOverheadMs[q],
  }));
}

function coldStartRows({ median, runs }) {
  return [
    {
      measure: `Cold start → first 200 on / (median of ${runs.length})`,
      portal: ms(median),
      reference: '',
      comparison: '',
      target: `≤ ${ms(TARGETS.coldStartMs)}`,
      met: median <= TARGETS.coldStartMs,
    },
  ];
}

/** The rows of a run's results, with each row's `met` (true, false, or null for a figure without a target). */
export function tableRows(results) {
  return [
    ...(results.lighthouse ? lighthouseRows(results.lighthouse) : []),
    ...(results.firstLoadJs ? firstLoadJsRows(results.firstLoadJs) : []),
    ...(results.throughput ? throughputRows(results.throughput) : []),
    ...(results.bffOverhead ? bffRows(results.bffOverhead) : []),
    ...(results.coldStart ? coldStartRows(results.coldStart) : []),
  ];
}

/** The rows whose target was missed (a NaN figure misses its target). */
export const missedTargets = (rows) => rows.filter((row) => row.met === false);

const COLUMNS = [
  ['measure', 'Measure'],
  ['portal', 'Portal'],
  ['reference', 'Reference'],
  ['comparison', 'Ratio / difference'],
  ['target', 'Target'],
  ['verdict', 'Met?'],
];

/** The Markdown table of the rows. */
export const resultsTable = (rows) => markdownTable(COLUMNS, rows.map((row) => ({ ...row, verdict: verdict(row.met) })));

/** The targets for the logged-in pages (the auth section), beside the reference in the same run. */
export const AUTH_TARGETS = {
  /** Server CPU per request of an /auth page ≤ this × the reference's. */
  cpuRatio: 3,
  /** Server CPU per request of `/` and the FAQ with a session ≤ this × the reference's. */
  publicCpuRatio: 1.5,
  /** Raw HTML of an /auth page, bytes. */
  htmlBytes: 40_000,
  /** Texts sent to the browser (next-intl client providers' messages) per page, bytes. */
  textsBytes: 8_000,
};

/**
 * Each page's logged-in verdicts: {cpu, html, texts}, true met, false missed, null without a target
 * (the HTML target is for the /auth pages; / and the FAQ have the CPU and texts targets).
 */
export function authVerdicts(page) {
  const limit = page.scope === 'public' ? AUTH_TARGETS.publicCpuRatio : AUTH_TARGETS.cpuRatio;
  return {
    cpu: page.cpuMs / page.referenceCpuMs <= limit,
    html: page.scope === 'public' ? null : page.htmlBytes <= AUTH_TARGETS.htmlBytes,
    texts: page.textsBytes <= AUTH_TARGETS.textsBytes,
  };
}

const AUTH_TARGET_NAMES = {
  cpu: (page) => `CPU ≤ ${page.scope === 'public' ? AUTH_TARGETS.publicCpuRatio : AUTH_TARGETS.cpuRatio}×`,
  html: () => `HTML ≤ ${kB(AUTH_TARGETS.htmlBytes)}`,
  texts: () => `texts ≤ ${kB(AUTH_TARGETS.textsBytes)}`,
};

/** The missed logged-in targets of the auth section: ['/auth/perfil: CPU ≤ 3×', …]. */
export function missedAuthTargets(auth) {
  return auth.pages.flatMap((page) =>
    Object.entries(authVerdicts(page))
      .filter(([, met]) => met === false)
      .map(([name]) => `${page.path}: ${AUTH_TARGET_NAMES[name](page)}`),
  );
}

const AUTH_COLUMNS = [
  ['page', 'Page'],
  ['customer', 'Session'],
  ['cpu', 'CPU / request'],
  ['ratio', '× reference'],
  ['sandbox', 'Sandbox CPU / request'],
  ['rps', 'req/s (2xx)'],
  ['html', 'HTML raw / gzip'],
  ['texts', 'Texts'],
  ['targets', 'Logged-in targets'],
];

const kBPair = (raw, gzip) => `${fixed(raw / 1000, 1)} / ${fixed(gzip / 1000, 1)} kB`;

/**
 * The auth section's Markdown table: the reference, then one row per page. `busy` (the load
 * average at the section's start, when over the threshold) marks the table as measured on a busy machine.
 */
export function authTable(auth, { busy = null } = {}) {
  const reference = auth.reference;
  const rows = [
    {
      page: `bare reference page (median of ${auth.pages.length} runs)`,
      customer: '—',
      cpu: ms(reference.cpuMs),
      ratio: '1.00×',
      sandbox: '',
      rps: fixed(reference.rps, 0),
      html: kBPair(reference.htmlBytes, reference.htmlGzipBytes),
      texts: kB(reference.textsBytes),
      targets: '',
    },
    ...auth.pages.map((page) => {
      const verdicts = authVerdicts(page);
      const missed = Object.entries(verdicts)
        .filter(([, met]) => met === false)
        .map(([name]) => `✖ ${AUTH_TARGET_NAMES[name](page)}`);
      return {
        page: `\`${page.path}\``,
        customer: page.customer,
        cpu: ms(page.cpuMs),
        ratio: ratio(page.cpuMs, page.referenceCpuMs),
        sandbox: ms(page.sandboxCpuMs),
        rps: fixed(page.rps, 0),
        html: kBPair(page.htmlBytes, page.htmlGzipBytes),
        texts: `${kB(page.textsBytes)} (${page.providers.length} provider${page.providers.length === 1 ? '' : 's'})`,
        targets: missed.length > 0 ? missed.join(', ') : '✔',
      };
    }),
  ];
  const warning = busy === null ? '' : `⚠ Busy machine: load average (1 min) ${fixed(busy, 1)} at the section's start (over ${BUSY_LOAD}); the absolute figures are noisy, the ratios less so.\n\n`;
  return `${warning}${markdownTable(AUTH_COLUMNS, rows)}`;
}
