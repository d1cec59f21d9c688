// npm run chaos's readiness probe, in a process of its own so that its timings are not the load
// generator's: GETs each instance's /api/ready every 250 ms with a 1 s timeout, as a strict balancer
// would, until SIGTERM; then prints {latencies, failures} as JSON and exits. Ports as arguments.
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
  await Promise.all(loops);
  process.stdout.write(JSON.stringify({ latencies, failures }));
  process.exit(0);
});
