// npm run chaos's verdict and tables (pure: tested in scripts/chaos/report.test.ts).
import { summarize } from '../bench/stats.mjs';

/** The pages that must answer 2xx through every phase (the overload phase may refuse them with a fast 503). */
export const PAGE_KINDS = ['home', 'faq', 'account'];

export const TARGETS = Object.freeze({ refusalP99Ms: 100, answeredP99Ms: 2000, healthMaxMs: 1000 });

const is2xx = (status) => status >= 200 && status < 300;
/** The overload guard's refusal: a 503 with Retry-After and the guard's X-Overload (the reason). */
const isRefusal = (answer) => answer.status === 503 && Boolean(answer.note?.retryAfter) && Boolean(answer.note?.overload);

/**
 * One phase's figures: per request kind (answers, share of 2xx, statuses, latency), and for the phase
 * the answers the balancer gave without an instance, 500s, connection errors and timeouts, the
 * balancer's failed health checks, the readiness probe's latency, and in the overload phase the
 * latency of refusals and of the answered requests.
 */
export function phaseFigures({ answers, errors, timeouts, durationSec, checkFailures, downs = 0, probe }) {
  const kinds = [...new Set(answers.map((answer) => answer.kind))];
  const byKind = kinds.map((kind) => {
    const mine = answers.filter((answer) => answer.kind === kind);
    const statuses = {};
    for (const { status } of mine) statuses[status] = (statuses[status] ?? 0) + 1;
    const { p50, p99 } = summarize(mine.map((answer) => answer.latencyMs));
    return { kind, count: mine.length, ok: mine.filter((answer) => is2xx(answer.status)).length, statuses, p50, p99 };
  });
  const refusals = answers.filter(isRefusal);
  const refusalsByKind = {};
  for (const { kind } of refusals) refusalsByKind[kind] = (refusalsByKind[kind] ?? 0) + 1;
  const answered = answers.filter((answer) => !isRefusal(answer) && !answer.note?.noServer);
  return {
    requests: answers.length,
    rps: durationSec > 0 ? answers.length / durationSec : 0,
    byKind,
    noServer: answers.filter((answer) => answer.note?.noServer).length,
    serverErrors: answers.filter((answer) => answer.status === 500).length,
    connectionErrors: errors - timeouts,
    timeouts,
    checkFailures,
    downs,
    probe: { count: probe.latencies.length, failures: probe.failures, p99: summarize(probe.latencies).p99, max: Math.max(0, ...probe.latencies), peakLoopDelayMs: probe.peakLoopDelayMs ?? null },
    refusals: { count: refusals.length, p99: summarize(refusals.map((answer) => answer.latencyMs)).p99 },
    refusalsByKind,
    answered: { count: answered.length, p99: summarize(answered.map((answer) => answer.latencyMs)).p99 },
  };
}

/**
 * What the phase missed of the targets, as sentences (none: it passed). `overload`: refusals are
 * allowed there (fast 503 with Retry-After), and health checks must answer within 1 s; `restart`: an
 * instance out of rotation is the point there (a draining instance fails its checks on purpose).
 */
export function phaseMisses(figures, { overload = false, restart = false } = {}) {
  const misses = [];
  if (figures.noServer > 0) misses.push(`${figures.noServer} answers from the balancer without an instance`);
  if (figures.serverErrors > 0) misses.push(`${figures.serverErrors} × 500`);
  if (figures.connectionErrors > 0) misses.push(`${figures.connectionErrors} connection errors`);
  if (figures.timeouts > 0) misses.push(`${figures.timeouts} timeouts`);
  // A check that fails now and then is weather; an instance taken out of rotation is what customers
  // feel. Under overload the checks themselves must answer in time.
  if (!restart && figures.downs > 0) misses.push(`an instance taken out of rotation ${figures.downs} times`);
  if (overload && figures.checkFailures > 0) misses.push(`${figures.checkFailures} failed health checks at the balancer`);
  if (overload && figures.probe.failures > 0) misses.push(`${figures.probe.failures} readiness probes failed or took over ${TARGETS.healthMaxMs} ms`);
  for (const row of figures.byKind.filter(({ kind }) => PAGE_KINDS.includes(kind))) {
    const refused = overload ? figures.refusalsByKind[row.kind] ?? 0 : 0;
    const bad = row.count - row.ok - refused;
    if (bad > 0) misses.push(`${row.kind}: ${bad} of ${row.count} answers neither 2xx${overload ? ' nor a 503 refusal' : ''}`);
  }
  if (overload) {
    if (figures.refusals.count > 0 && figures.refusals.p99 > TARGETS.refusalP99Ms) misses.push(`refusals p99 ${Math.round(figures.refusals.p99)} ms > ${TARGETS.refusalP99Ms} ms`);
    if (figures.answered.p99 > TARGETS.answeredP99Ms) misses.push(`answered p99 ${Math.round(figures.answered.p99)} ms > ${TARGETS.answeredP99Ms} ms`);
    if (figures.probe.max > TARGETS.healthMaxMs) misses.push(`readiness answered in up to ${Math.round(figures.probe.max)} ms > ${TARGETS.healthMaxMs} ms`);
  }
  return misses;
}

const ms = (value) => (Number.isFinite(value) ? `${Math.round(value)} ms` : '–');
const statusText = (statuses) =>
  Object.entries(statuses)
    .map(([status, count]) => `${status}×${count}`)
    .join(' ');

/** The phase's table: one row per request kind, in Markdown. */
export function kindTable(figures) {
  const rows = figures.byKind.map((row) => `| ${row.kind} | ${row.count} | ${row.count ? ((100 * row.ok) / row.count).toFixed(1) : '–'} % | ${statusText(row.statuses)} | ${ms(row.p50)} | ${ms(row.p99)} |`);
  return ['| request | answers | 2xx | statuses | p50 | p99 |', '|---|---|---|---|---|---|', ...rows].join('\n');
}

/** The run's summary: one row per phase, in Markdown. */
export function summaryTable(phases) {
  const rows = phases.map(({ name, figures, misses }) => {
    const f = figures;
    return `| ${name} | ${f.requests} | ${f.rps.toFixed(0)} | ${f.noServer} | ${f.serverErrors} | ${f.connectionErrors} / ${f.timeouts} | ${f.checkFailures} / ${f.downs} | ${ms(f.probe.p99)} / ${ms(f.probe.max)} | ${f.refusals.count ? `${f.refusals.count}, p99 ${ms(f.refusals.p99)}` : '0'} | ${ms(f.answered.p99)} | ${misses.length ? '✖' : '✔'} |`;
  });
  return [
    '| phase | requests | req/s | balancer 503 without an instance | 500 | connection errors / timeouts | failed health checks / instances out | readiness p99 / max | refusals (503 + Retry-After) | answered p99 | |',
    '|---|---|---|---|---|---|---|---|---|---|---|',
    ...rows,
  ].join('\n');
}
