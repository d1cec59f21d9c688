// The event-loop delay of the portal's server process during npm run load (pure): the summary the
// probe (event-loop-probe.mjs, inside the server) writes, and the line the load script prints.

/** The environment variable naming the file the probe writes (set by the load script only). */
export const PROBE_FILE_ENV = 'LOAD_EVENT_LOOP_FILE';
/** The environment variable naming the main script of the process the probe runs in (the others ignore it). */
export const PROBE_MAIN_ENV = 'LOAD_EVENT_LOOP_MAIN';

const NS_PER_MS = 1e6;

/**
 * A monitorEventLoopDelay histogram (nanoseconds) → {p50, p99, max, mean} in milliseconds and its
 * sample count; NaN figures when it holds no sample. The histogram records the whole interval
 * between two ticks of its `resolutionMs` timer (about 10 ms on an idle loop at a 10 ms
 * resolution): the delay is what exceeds the resolution, never below 0.
 */
export function delaySummary(histogram, resolutionMs) {
  const none = histogram.count === 0;
  const msOf = (ns) => (none ? Number.NaN : Math.max(0, ns / NS_PER_MS - resolutionMs));
  return { p50: msOf(histogram.percentile(50)), p99: msOf(histogram.percentile(99)), max: msOf(histogram.max), mean: msOf(histogram.mean), samples: histogram.count };
}

/** The probe's file ({seq, at, pid, resolutionMs, delay}) read back; null when it is not one. */
export function readProbe(text) {
  try {
    const data = JSON.parse(text);
    return Number.isInteger(data?.seq) && data.delay && typeof data.delay.max === 'number' ? data : null;
  } catch {
    return null;
  }
}

const f = (value) => (Number.isFinite(value) ? value.toFixed(1) : '—');

/** One line: 'event-loop delay of the server (pid 42, beyond a 10 ms timer, 5980 samples): p50 0.1 ms, p99 38.2 ms, max 802.4 ms'. */
export function describeDelay({ pid, resolutionMs, delay }) {
  return `event-loop delay of the server (pid ${pid}, beyond a ${resolutionMs} ms timer, ${delay.samples} samples): p50 ${f(delay.p50)} ms, p99 ${f(delay.p99)} ms, max ${f(delay.max)} ms`;
}
