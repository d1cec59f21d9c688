// The server cost of the logged-in pages against the day it was last agreed: each page's CPU per
// request as a ratio to the bare reference page of the same run (scripts/bench/auth-pages.mjs),
// beside the same ratio in the baseline run. A page may cost at most SERVER_GROWTH_LIMIT more than
// there. Ratios move by about ±0.3× between runs of the same code on this shared machine, so the
// section reports and does not fail the bench: a growth past the limit is in bold.
import { markdownTable } from './format.mjs';

/** At most 10 % more server CPU per request than the baseline. */
export const SERVER_GROWTH_LIMIT = 0.1;

/**
 * The baseline: `BENCH_ONLY=auth npm run bench` on commit 2b3014a (the day the phone targets were
 * set), on a quiet machine (load mean 1.3); CPU per request × the reference's, by the page's key in
 * AUTH_PAGES. Pages added since have no baseline.
 */
export const SERVER_BASELINE = {
  commit: '2b3014a',
  ratios: {
    profile: 4.47,
    password: 3.27,
    appointments: 3.35,
    specialist: 7.97,
    marketing: 6.89,
    finance: 6.89,
    cv: 6.08,
    salary: 6.72,
    jobSearch: 6.79,
    jobOffer: 5.56,
    courses: 6.47,
    myCourses: 5.85,
    logo: 6.91,
    home: 0.74,
    faq: 0.77,
  },
};

/** A page's ratio now, its baseline and its growth (null without a baseline). */
export function serverGrowth(page, baseline = SERVER_BASELINE) {
  const now = page.cpuMs / page.referenceCpuMs;
  const before = baseline.ratios[page.key];
  if (before === undefined || !Number.isFinite(now)) return { now, before: null, growth: null, over: false };
  const growth = now / before - 1;
  return { now, before, growth, over: growth > SERVER_GROWTH_LIMIT };
}

const percent = (value) => `${value > 0 ? '+' : value < 0 ? '−' : '±'}${Math.abs(value * 100).toFixed(0)} %`;

/** The section of docs/performance.md: one row per measured page. */
export function serverCostMarkdown(auth, baseline = SERVER_BASELINE) {
  const shared = (page) => auth.pages.filter((other) => other.path === page.path).length > 1;
  const rows = auth.pages.map((page) => {
    const { now, before, growth, over } = serverGrowth(page, baseline);
    const bold = (text) => (over ? `**${text}**` : text);
    return {
      page: `\`${page.path}\`${shared(page) ? ` (${page.customer})` : ''}`,
      now: `${now.toFixed(2)}×`,
      before: before === null ? '—' : `${before.toFixed(2)}×`,
      growth: growth === null ? '—' : bold(percent(growth)),
    };
  });
  const over = auth.pages.filter((page) => serverGrowth(page, baseline).over);
  return [
    '## Server cost, logged in',
    '',
    `CPU time of the server process per request, as a ratio to the bare reference page measured just before it in the same run (the bench's auth section: ${auth.connections} connections, ${auth.seconds} s a page), beside the same ratio on commit ${baseline.commit}. Target: at most ${percent(SERVER_GROWTH_LIMIT)} over it; runs of the same code differ by about ±0.3×, so this is reported, not failed.`,
    '',
    markdownTable(
      [
        ['page', 'page'],
        ['now', 'CPU per request (× reference)'],
        ['before', `on ${baseline.commit}`],
        ['growth', 'growth'],
      ],
      rows,
    ),
    '',
    over.length === 0 ? `- Every page within ${percent(SERVER_GROWTH_LIMIT)}.` : `- Over ${percent(SERVER_GROWTH_LIMIT)}: ${over.map((page) => `\`${page.path}\``).join(', ')}.`,
    '',
  ].join('\n');
}
