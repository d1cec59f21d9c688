// The machine during a measurement: its cores, and its load average (1 minute) before, sampled
// during, and after, so a reader can tell a slow portal from a busy host.
import os from 'node:os';

const load1 = () => os.loadavg()[0];

/** Starts sampling every `intervalMs`; `stop()` returns {cores, before, during: {min, max, samples}, after}. */
export function watchLoad(intervalMs = 5_000) {
  const before = load1();
  const samples = [];
  const timer = setInterval(() => samples.push(load1()), intervalMs);
  timer.unref();
  return {
    stop() {
      clearInterval(timer);
      const after = load1();
      const during = samples.length > 0 ? samples : [after];
      return {
        cores: os.availableParallelism(),
        before,
        during: { min: Math.min(...during), max: Math.max(...during), mean: during.reduce((sum, v) => sum + v, 0) / during.length, samples: samples.length },
        after,
      };
    },
  };
}

/** One line: 'load average (1 min) on 2 cores: 3.1 before, 2.9–8.4 during (mean 6.0), 5.2 after'. */
export function describeLoad({ cores, before, during, after }) {
  const f = (v) => v.toFixed(1);
  return `load average (1 min) on ${cores} cores: ${f(before)} before, ${f(during.min)}–${f(during.max)} during (mean ${f(during.mean)}, ${during.samples} samples), ${f(after)} after`;
}

/** The load average (1 min) over which a measurement is marked as taken on a busy machine. */
export const BUSY_LOAD = 1.5;

/** `load` (default: the 1-minute load average now) when it is over BUSY_LOAD, else null. */
export function busyLoad(load = load1()) {
  return load > BUSY_LOAD ? load : null;
}
