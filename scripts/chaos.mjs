// npm run chaos: production weather, on this machine. CHAOS_INSTANCES (2) standalone instances of
// the production build behind HAProxy (Debian's `haproxy`, configured as docs/operating.md
// recommends: readiness checked every second), sharing one real `redis-server` and one sandbox
// insurer, under CHAOS_CONNECTIONS (100) keep-alive connections of npm run load's mix through the
// balancer, phase after phase:
//   baseline · insurer slow (1.5 s) · insurer down (503) · insurer resetting connections ·
//   Redis restart · rolling restart of every instance · one instance at 3× what it served in the
//   baseline (sent to it directly, the balancer still checking it)
// Prints a table per phase (statuses per request kind, latency) and a summary (answers the balancer
// gave without an instance, 500s, connection errors, failed health checks, readiness latency,
// refusals), checks that every session made before the run still works on every instance, writes
// bench/chaos.json and bench/chaos.md, and exits 1 when a target is missed (scripts/chaos/report.mjs).
//
//   CHAOS_PORT (3700): the balancer; instances on the next ports, the sandbox at +10, Redis at +11.
//   --no-build: use the existing build as it is.
import { spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ROOT, buildIfNeeded, spawnStandalone } from './lib.mjs';
import { fire } from './bench/cannon.mjs';
import { countFromEnv } from './bench/env.mjs';
import { logTo, waitForOk } from './bench/servers.mjs';
import { ACCOUNT_PAGE, DEMO_PASSWORD, MIX, buildRequest, kindOf } from './load/mix.mjs';
import { clientAddress } from './bench/identities.mjs';
import { NO_SERVER, SERVED_BY, haproxyConfig, serverStats, startHaproxy } from './chaos/haproxy.mjs';
import { kindTable, phaseFigures, phaseMisses, summaryTable } from './chaos/report.mjs';

const PORT = countFromEnv('CHAOS_PORT', 3700);
const INSTANCES = countFromEnv('CHAOS_INSTANCES', 2);
const CONNECTIONS = countFromEnv('CHAOS_CONNECTIONS', 100);
const SANDBOX_PORT = PORT + 10;
const REDIS_PORT = PORT + 11;
const DRAIN_MS = 5000;
const SESSION_CUSTOMERS = ['529.982.247-25', '111.444.777-35'];
const OUT = path.join(ROOT, 'bench');
const LOGS = path.join(OUT, 'logs', 'chaos');
const BALANCER = `http://127.0.0.1:${PORT}`;
const SANDBOX = `http://127.0.0.1:${SANDBOX_PORT}`;
const say = (message) => console.log(`[chaos] ${message}`);
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

for (const command of ['haproxy', 'redis-server']) {
  if (spawnSync('sh', ['-c', `command -v ${command}`]).status !== 0) {
    console.error(`[chaos] ${command} is not installed (Debian: apt-get install -y haproxy redis-server; .ci/run installs both)`);
    process.exit(1);
  }
}
if (!process.argv.includes('--no-build')) {
  const code = await buildIfNeeded();
  if (code !== 0) process.exit(code);
}
mkdirSync(LOGS, { recursive: true });

// Secrets of this run, shared by the instances and the sandbox as a deployment shares them.
const secret = () => randomBytes(24).toString('base64url');
const SECRETS = { INSURER_TENANT_ID: `tenant-${secret()}`, INSURER_AES_PASSPHRASE: secret(), SESSION_PASSWORD: `${secret()}${secret()}`, SANDBOX_JWT_SECRET: secret() };
const METRICS_TOKEN = secret();

const children = new Set();
const track = (child) => {
  children.add(child);
  child.once('exit', () => children.delete(child));
  return child;
};
const exited = (child) => child.exitCode !== null || child.signalCode !== null;
const whenExited = (child) => (exited(child) ? Promise.resolve() : new Promise((resolve) => child.once('exit', resolve)));
async function stopAll() {
  for (const child of children) if (!exited(child)) child.kill('SIGKILL');
  await Promise.all([...children].map(whenExited));
}
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.once(signal, async () => {
    await stopAll();
    process.exit(130);
  });
}

// Redis holds the sessions too (lib/session/store.ts): it keeps an append-only file, as a deployment's
// Redis should, so the restart phase loses no session; the file lives in this run's own directory.
const REDIS_DIR = mkdtempSync(path.join(tmpdir(), 'portal-chaos-redis-'));
const startRedis = () =>
  track(
    spawn('redis-server', ['--port', String(REDIS_PORT), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'yes', '--dir', REDIS_DIR], {
      stdio: ['ignore', logTo(path.join(LOGS, 'redis.log')), 'inherit'],
    }),
  );

async function waitForRedis() {
  const deadline = Date.now() + 10_000;
  while (Date.now() < deadline) {
    if (spawnSync('redis-cli', ['-p', String(REDIS_PORT), 'ping']).stdout?.toString().trim() === 'PONG') return;
    await sleep(100);
  }
  throw new Error('redis-server did not answer');
}

const instances = Array.from({ length: INSTANCES }, (_, i) => ({ name: `portal${i + 1}`, port: PORT + 1 + i, process: null, starts: 0 }));

function startInstance(instance) {
  instance.starts += 1;
  const env = {
    ...process.env,
    ...SECRETS,
    NODE_ENV: 'production',
    SANDBOX_PORT: String(SANDBOX_PORT),
    REDIS_URL: `redis://127.0.0.1:${REDIS_PORT}/0`,
    SITE_URL: `http://localhost:${PORT}`,
    TRUST_PROXY: '1',
    SHUTDOWN_DRAIN_MS: String(DRAIN_MS),
    METRICS_TOKEN,
  };
  delete env.INSURER_API_URL;
  const fd = logTo(path.join(LOGS, `${instance.name}-${instance.starts}.log`));
  instance.process = track(spawnStandalone(instance.port, { env, stdio: ['ignore', fd, fd] }));
  return waitForOk(`http://127.0.0.1:${instance.port}/api/ready`, { child: instance.process });
}

const socket = path.join(LOGS, 'haproxy.sock');
async function waitUntilUp(names, timeoutMs = 30_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      const stats = await serverStats(socket);
      if (names.every((name) => stats.find((server) => server.name === name)?.status === 'UP')) return;
    } catch {
      // the balancer is not listening on its socket yet
    }
    await sleep(200);
  }
  throw new Error(`the balancer did not see ${names.join(', ')} UP within ${timeoutMs / 1000} s`);
}
/** The balancer's failed checks and the times it took an instance out of rotation, so far. */
async function checkCounts() {
  const stats = await serverStats(socket);
  return { failures: stats.reduce((sum, server) => sum + server.checkFailures, 0), downs: stats.reduce((sum, server) => sum + server.downs, 0) };
}

/** Probes every instance's readiness every 250 ms from a process of its own (scripts/chaos/readiness-probe.mjs). */
function readinessProbe() {
  const child = spawn(process.execPath, [path.join(ROOT, 'scripts', 'chaos', 'readiness-probe.mjs'), ...instances.map((instance) => String(instance.port))], {
    stdio: ['ignore', 'pipe', 'inherit'],
    env: { ...process.env, CHAOS_STATUS_TOKEN: METRICS_TOKEN },
  });
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  return {
    async stop() {
      child.kill('SIGTERM');
      await whenExited(child);
      return JSON.parse(output);
    },
  };
}

const sandboxCall = async (method, route, body) => {
  const response = await fetch(`${SANDBOX}${route}`, { method, headers: { 'content-type': 'application/json' }, body: body ? JSON.stringify(body) : undefined });
  if (!response.ok) throw new Error(`sandbox ${method} ${route} answered ${response.status}`);
};
const fault = (spec) => sandboxCall('POST', '/__sandbox/faults', { path: '/', ...spec });
const clearFaults = () => sandboxCall('DELETE', '/__sandbox/faults');

async function login(cpf) {
  const response = await fetch(`${BALANCER}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: `http://localhost:${PORT}`, 'x-forwarded-for': clientAddress(0xfffff0) },
    body: JSON.stringify({ document: cpf, password: DEMO_PASSWORD }),
  });
  if (response.status !== 200) throw new Error(`the login of ${cpf} answered ${response.status}`);
  return response.headers.getSetCookie().map((line) => line.split(';')[0]).join('; ');
}

/** Whether the session still opens the logged-in page on `base` (200, not a redirect to the login). */
async function sessionWorks(base, cookie) {
  const response = await fetch(`${base}${ACCOUNT_PAGE}`, { headers: { cookie }, redirect: 'manual' });
  await response.arrayBuffer();
  if (response.status !== 200) say(`a session answered ${response.status} on ${base}${ACCOUNT_PAGE} (${response.headers.get('location') ?? 'no redirect'})`);
  return response.status === 200;
}

/** The overload guard's state on one instance (its /api/status), in a few words. */
async function guardState(instance) {
  try {
    const response = await fetch(`http://127.0.0.1:${instance.port}/api/status`, { headers: { authorization: `Bearer ${METRICS_TOKEN}` }, signal: AbortSignal.timeout(3000) });
    const { overload } = await response.json();
    const refused = Object.entries(overload.refused).map(([reason, count]) => `${reason} ${count}`).join(', ');
    return `limit ${overload.limit}, ${overload.inFlight} in, ${overload.queued} waiting, ${overload.throughput.toFixed(0)}/s, loop ${overload.eventLoopDelayMs} ms, refused so far: ${refused}`;
  } catch (error) {
    return `no status (${error.message})`;
  }
}

const note = (headers) => {
  const find = (name) => Object.entries(headers).find(([key]) => key.toLowerCase() === name)?.[1];
  return { noServer: find(SERVED_BY) === NO_SERVER, retryAfter: find('retry-after'), overload: find('x-overload') };
};

const phases = [];
async function phase(name, { durationSec, during, overallRate, connections = CONNECTIONS, overload = false, restart = false, url = BALANCER }) {
  say(`${name}…`);
  const context = { origin: `http://localhost:${PORT}`, sessionCookie: sessions[0] };
  const checksBefore = await checkCounts();
  const probe = readinessProbe();
  let run;
  const events = during ? during() : null;
  try {
    run = await fire({
      url,
      connections,
      durationSec,
      timeoutSec: 10,
      overallRate,
      until: restart ? events : undefined,
      note,
      request: (n) => ({ kind: kindOf(n), ...buildRequest(kindOf(n), n, context) }),
    });
  } finally {
    await events;
  }
  const checksAfter = await checkCounts();
  const checks = { checkFailures: checksAfter.failures - checksBefore.failures, downs: checksAfter.downs - checksBefore.downs };
  const figures = phaseFigures({ ...run, ...checks, probe: await probe.stop() });
  const misses = phaseMisses(figures, { overload, restart });
  const guards = await Promise.all(instances.map(guardState));
  phases.push({ name, figures, misses, guards });
  console.log(`\n### ${name}\n\n${kindTable(figures)}\n`);
  say(`overload guards at the end: ${guards.map((guard, i) => `${instances[i].name} ${guard}`).join('; ')}; peak event-loop delay (250 ms mean) ${figures.probe.peakLoopDelayMs} ms`);
  say(misses.length ? `✖ ${name}: ${misses.join('; ')}` : `✔ ${name}`);
  await sleep(1500);
  return figures;
}

let sessions = [];
let exitCode = 1;
try {
  startRedis();
  await waitForRedis();
  const sandboxFd = logTo(path.join(LOGS, 'sandbox.log'));
  const sandbox = track(spawn(process.execPath, ['--disable-warning=MODULE_TYPELESS_PACKAGE_JSON', path.join(ROOT, 'sandbox', 'main.ts')], { cwd: ROOT, env: { ...process.env, ...SECRETS, SANDBOX_PORT: String(SANDBOX_PORT), SANDBOX_DB: ':memory:', LOG_LEVEL: 'warn' }, stdio: ['ignore', sandboxFd, sandboxFd] }));
  await waitForOk(`${SANDBOX}/__sandbox/health`, { child: sandbox });
  await Promise.all(instances.map(startInstance));
  const balancer = track(
    startHaproxy({ configFile: path.join(LOGS, 'haproxy.cfg'), config: haproxyConfig({ port: PORT, servers: instances, socket, edgeForwardsClient: true }), logFd: logTo(path.join(LOGS, 'haproxy.log')) }),
  );
  await waitUntilUp(instances.map((instance) => instance.name));
  say(`${INSTANCES} instances behind HAProxy on ${BALANCER}, Redis on ${REDIS_PORT}, sandbox on ${SANDBOX_PORT}; ${CONNECTIONS} connections; mix ${MIX.map(({ kind, weight }) => `${kind} ${weight}%`).join(', ')}`);

  // Customers whose login ends logged in (one ecosystem each; the others must first choose one).
  sessions = await Promise.all(SESSION_CUSTOMERS.map(login));
  for (const cookie of sessions) if (!(await sessionWorks(BALANCER, cookie))) throw new Error('a session made before the run does not open the logged-in page');
  for (let i = 0; i < 2 * MIX.length * INSTANCES; i++) {
    const { method, path: requestPath, headers, body } = buildRequest(MIX[i % MIX.length].kind, 0xffff00 + i, { origin: `http://localhost:${PORT}`, sessionCookie: sessions[0] });
    await (await fetch(`${BALANCER}${requestPath}`, { method, headers, body, redirect: 'manual' })).arrayBuffer();
  }

  const baseline = await phase('baseline', { durationSec: 10 });
  await phase('insurer slow (+1.5 s)', { durationSec: 10, during: async () => fault({ latencyMs: 1500 }) });
  await clearFaults();
  await phase('insurer down (503)', { durationSec: 6, during: async () => fault({ status: 503 }) });
  await phase('insurer resetting connections', { durationSec: 4, during: async () => fault({ reset: true }) });
  await clearFaults();
  await phase('Redis restart', {
    durationSec: 12,
    during: async () => {
      await sleep(2000);
      const redis = [...children].find((child) => child.spawnargs[0] === 'redis-server');
      redis.kill('SIGTERM');
      await whenExited(redis);
      await sleep(3000);
      startRedis();
    },
  });
  await phase('rolling restart', {
    durationSec: 120,
    restart: true,
    during: async () => {
      await sleep(2000);
      for (const instance of instances) {
        const old = instance.process;
        old.kill('SIGTERM');
        await whenExited(old);
        await startInstance(instance);
        await waitUntilUp([instance.name]);
        await sleep(1000);
      }
    },
  });
  // One instance at 3× what an instance served in the baseline, sent to it directly while the
  // balancer keeps checking it: open loop, many clients arriving at their own pace. Connections
  // enough for the rate at half a second an answer, and never more than the server's listen backlog
  // (511): more opened in the same instant would overflow it, and the kernel's SYN retries (1 s,
  // then 3 s) would be measured as the portal's latency.
  const rate = Math.round((3 * baseline.rps) / INSTANCES);
  const [target] = instances;
  await phase(`overload (${target.name} at 3× an instance's baseline: ${rate} requests/s)`, {
    durationSec: 15,
    overallRate: rate,
    connections: Math.min(Math.ceil(rate / 2), 400),
    overload: true,
    url: `http://127.0.0.1:${target.port}`,
  });

  // Every session made before the run still opens the logged-in page, on every instance.
  const checks = await Promise.all(sessions.flatMap((cookie) => instances.map((instance) => sessionWorks(`http://127.0.0.1:${instance.port}`, cookie))));
  const validSessions = checks.filter(Boolean).length;
  const sessionMiss = validSessions === checks.length ? [] : [`${checks.length - validSessions} of ${checks.length} session checks failed after the run`];

  const summary = summaryTable(phases);
  const failed = phases.filter((entry) => entry.misses.length > 0);
  console.log(`\n${summary}\n`);
  say(`sessions made before the run still valid after it, on every instance: ${validSessions} of ${checks.length}`);
  mkdirSync(OUT, { recursive: true });
  writeFileSync(path.join(OUT, 'chaos.json'), `${JSON.stringify({ at: new Date(), instances: INSTANCES, connections: CONNECTIONS, phases, sessions: { valid: validSessions, checked: checks.length } }, null, 2)}\n`);
  writeFileSync(path.join(OUT, 'chaos.md'), `${summary}\n\nSessions made before the run still valid after it, on every instance: ${validSessions} of ${checks.length}.\n`);
  if (failed.length > 0 || sessionMiss.length > 0) {
    console.error(`\n✖ npm run chaos failed: ${[...failed.map((entry) => `${entry.name}: ${entry.misses.join('; ')}`), ...sessionMiss].join(' · ')} (logs: bench/logs/chaos)`);
  } else {
    console.log('\n✔ Every phase met its targets.');
    exitCode = 0;
  }
  balancer.kill('SIGTERM');
} catch (error) {
  console.error(`[chaos] ${error.stack ?? error}`);
} finally {
  await stopAll();
  rmSync(REDIS_DIR, { recursive: true, force: true });
}
process.exit(exitCode);
