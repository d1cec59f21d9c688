// Preloaded into the portal's server by npm run load only (NODE_OPTIONS=--import, when the load
// script starts its own server), never by npm start or a deployment: measures the event-loop delay
// inside the process that renders the pages. NODE_OPTIONS reaches every process scripts/start.mjs
// starts, so the probe acts only in the one whose main script is LOAD_EVENT_LOOP_MAIN (the
// standalone server.js). On SIGUSR2 it writes the delay since the last SIGUSR2 (or since start) to
// LOAD_EVENT_LOOP_FILE, as JSON with a sequence number, and starts a new measurement.
import { renameSync, writeFileSync } from 'node:fs';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { PROBE_FILE_ENV, PROBE_MAIN_ENV, delaySummary } from './event-loop.mjs';

const RESOLUTION_MS = 10;
const file = process.env[PROBE_FILE_ENV];
const main = process.env[PROBE_MAIN_ENV];

if (file && main && process.argv[1] === main) {
  const histogram = monitorEventLoopDelay({ resolution: RESOLUTION_MS });
  histogram.enable();
  let seq = 0;
  process.on('SIGUSR2', () => {
    seq += 1;
    const report = { seq, at: new Date().toISOString(), pid: process.pid, resolutionMs: RESOLUTION_MS, delay: delaySummary(histogram, RESOLUTION_MS) };
    histogram.reset();
    writeFileSync(`${file}.tmp`, `${JSON.stringify(report)}\n`);
    renameSync(`${file}.tmp`, file);
  });
}
