// npm run chaos's readiness probe, in a process of its own so that its timings are not the load
// generator's: GETs each instance's /api/ready every 250 ms with a 1 s timeout, as a strict balancer
// would, and once a second its /api/status (with CHAOS_STATUS_TOKEN) for the overload guard's
// event-loop delay, until SIGTERM; then prints {latencies, failures, peakLoopDelayMs} as JSON and
// exits. Ports as arguments.
import http from 'node:http';

const ports = process.argv.slice(2).map(Number);
const latencies = [];
let failures = 0;
let running = true;

/** One probe on a fresh connection (as a balancer's check): resolves to its latency, or null. */
function probe(port) {
  return new Promise((resolve) => {
    const started = performance.now();
    const request = http.get({ host: '127.0.0.1', port, path: '/api/ready', agent: false, timeout: 1000 }, (response) => {
      response.resume();
      response.on('end', () => resolve(performance.now() - started));
    });
    request.on('timeout', () => request.destroy());
    request.on('error', () => resolve(null));
  });
}

let peakLoopDelayMs = 0;
const watchers = ports.map(async (port) => {
  while (running) {
    try {
      const response = await fetch(`http://127.0.0.1:${port}/api/status`, { headers: { authorization: `Bearer ${process.env.CHAOS_STATUS_TOKEN}` }, signal: AbortSignal.timeout(2000) });
      const delay = (await response.json()).overload?.eventLoopDelayMs ?? 0;
      peakLoopDelayMs = Math.max(peakLoopDelayMs, delay);
    } catch {
      // restarting, or too slow to tell: the readiness probes above count that
    }
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
});

const loops = ports.map(async (port) => {
  while (running) {
    const latency = await probe(port);
    if (latency === null) failures += 1;
    else latencies.push(latency);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
});

process.once('SIGTERM', async () => {
  running = false;
  await Promise.all([...loops, ...watchers]);
  process.stdout.write(JSON.stringify({ latencies, failures, peakLoopDelayMs }));
  process.exit(0);
});
