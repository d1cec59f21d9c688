// Server throughput: autocannon with `connections` keep-alive connections against each target, in
// interleaved rounds (reference, /, FAQ, reference, …) so a slow spell of the shared machine falls
// on all of them alike. Each target is warmed first (not counted). Requests per second counts 2xx
// answers only (an error page is not throughput); latencies are of every answer.
import { fire } from './cannon.mjs';
import { summarize } from './stats.mjs';

/**
 * `targets`: {key: url}. Resolves to {key: {path, rps, p50, p99, non2xx, errors}}: the 2xx answers
 * over the measured seconds, and the percentiles of all the rounds' latencies together.
 */
export async function throughput(targets, { connections, seconds, rounds, warmSeconds }) {
  const entries = Object.entries(targets);
  for (const [, url] of entries) await fire({ url, connections, durationSec: warmSeconds });
  const totals = Object.fromEntries(entries.map(([key]) => [key, { seconds: 0, ok: 0, latencies: [], non2xx: 0, errors: 0 }]));
  const perRound = Math.max(1, Math.round(seconds / rounds));
  for (let round = 0; round < rounds; round += 1) {
    for (const [key, url] of entries) {
      const run = await fire({ url, connections, durationSec: perRound });
      const total = totals[key];
      total.seconds += run.durationSec;
      for (const { status, latencyMs } of run.answers) {
        total.latencies.push(latencyMs);
        if (status >= 200 && status < 300) total.ok += 1;
        else total.non2xx += 1;
      }
      total.errors += run.errors;
    }
  }
  return Object.fromEntries(
    entries.map(([key, url]) => {
      const { seconds: measured, ok, latencies, non2xx, errors } = totals[key];
      const { p50, p99 } = summarize(latencies);
      return [key, { path: new URL(url).pathname, rps: ok / measured, p50, p99, non2xx, errors }];
    }),
  );
}
