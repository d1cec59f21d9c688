// npm run load: many customers at once against the production build and the sandbox.
// LOAD_CONNECTIONS (200) keep-alive connections for LOAD_DURATION seconds (60) over a realistic mix
// (scripts/load/mix.mjs: home 35 %, FAQ 20 %, successful logins of the demo customers 15 %, a
// logged-in page with a session cookie obtained at start and kept as a browser keeps it 20 %,
// anonymous contact messages 10 %), each request from a client address of its own
// (X-Forwarded-For, as a balancer in front would append it: the portal it starts runs with
// TRUST_PROXY=1, and a portal named by LOAD_URL must too), so the portal's per-IP limits
// behave as with real traffic. Prints requests per second, latency p50/p95/p99 (overall and per
// kind), errors, the machine's load average before, during and after, and the event-loop delay of
// the portal's server process during the run (p50, p99, max: perf_hooks.monitorEventLoopDelay,
// measured inside that process by scripts/load/event-loop-probe.mjs, which this script preloads
// through NODE_OPTIONS=--import only into the server it starts itself); exits 1 on any connection
// error, timeout (LOAD_TIMEOUT seconds, 30) or answer other than 2xx. Writes bench/load.json.
//
//   LOAD_URL       a running portal to drive (its event-loop delay is then not available); unset:
//                  builds if needed and starts the standalone server and an in-memory sandbox on
//                  LOAD_PORT (3300) and LOAD_PORT + 1
//   LOAD_DURATION, LOAD_CONNECTIONS, LOAD_TIMEOUT: as above.
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { ROOT, STANDALONE_SERVER, buildIfNeeded } from './lib.mjs';
import { keptCookies } from './bench/auth-pages.mjs';
import { fire } from './bench/cannon.mjs';
import { clientAddress } from './bench/identities.mjs';
import { countFromEnv } from './bench/env.mjs';
import { describeLoad, watchLoad } from './bench/machine.mjs';
import { listenerOf, processTree } from './bench/proc.mjs';
import { startPortal, stop, stopOnSignal, waitForOk } from './bench/servers.mjs';
import { PROBE_FILE_ENV, PROBE_MAIN_ENV, describeDelay, readProbe } from './load/event-loop.mjs';
import { fixed, markdownTable, ms } from './bench/format.mjs';
import { summarize } from './bench/stats.mjs';
import { ACCOUNT_PAGE, DEMO_PASSWORD, LOGIN_CUSTOMERS, MIX, buildRequest, kindOf, problems, statusClasses } from './load/mix.mjs';

const DURATION = countFromEnv('LOAD_DURATION', 60);
const CONNECTIONS = countFromEnv('LOAD_CONNECTIONS', 200);
const TIMEOUT = countFromEnv('LOAD_TIMEOUT', 30);
const PORT = countFromEnv('LOAD_PORT', 3300);
const OUT = path.join(ROOT, 'bench');
const PROBE_FILE = path.join(OUT, 'logs', 'load-event-loop.json');
const PROBE = pathToFileURL(path.join(ROOT, 'scripts', 'load', 'event-loop-probe.mjs')).href;
const say = (message) => console.log(`[load] ${message}`);
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * The event-loop probe of the server we started: `mark()` asks it (SIGUSR2) for the delay since
 * the previous mark and resolves to its report once written.
 */
function eventLoopProbe(serverPid) {
  let seq = 0;
  return {
    async mark(timeoutMs = 30_000) {
      seq += 1;
      process.kill(serverPid, 'SIGUSR2');
      const deadline = Date.now() + timeoutMs;
      while (Date.now() < deadline) {
        const report = existsSync(PROBE_FILE) ? readProbe(readFileSync(PROBE_FILE, 'utf8')) : null;
        if (report && report.pid === serverPid && report.seq >= seq) return report;
        await sleep(50);
      }
      throw new Error(`the event-loop probe of pid ${serverPid} did not answer within ${timeoutMs / 1000} s`);
    },
  };
}

/** Logs a demo customer in through the BFF; resolves to the Cookie header of the session. */
async function sessionCookie(base) {
  const response = await fetch(`${base}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: new URL(base).origin, 'x-forwarded-for': clientAddress(0xffffff) },
    body: JSON.stringify({ document: LOGIN_CUSTOMERS[0], password: DEMO_PASSWORD }),
  });
  if (response.status !== 200) throw new Error(`the start-up login answered ${response.status}`);
  const cookie = response.headers.getSetCookie().map((line) => line.split(';')[0]).join('; ');
  const page = await fetch(`${base}${ACCOUNT_PAGE}`, { headers: { cookie }, redirect: 'manual' });
  await page.arrayBuffer();
  if (page.status !== 200) throw new Error(`${ACCOUNT_PAGE} answered ${page.status} with the start-up session`);
  return cookie;
}

/**
 * Keeps `context.sessionCookie` as a browser would: every `everyMs` one more request of the
 * logged-in page takes the cookie the proxy re-seals once the session has been idle a minute, so
 * the run's `account` requests do not all pay a re-seal past their first minute (as a single cookie
 * taken at the start did). Returns the function that stops it.
 */
function keepSessionFresh(base, context, everyMs = 2_000) {
  let inFlight = false;
  const timer = setInterval(async () => {
    // One refresh at a time (under load a page can take longer than the tick), each with a deadline;
    // only a 200 of the page itself gives the cookie to keep (a redirect would be a logged-out one).
    if (inFlight) return;
    inFlight = true;
    try {
      const response = await fetch(`${base}${ACCOUNT_PAGE}`, { headers: { cookie: context.sessionCookie }, redirect: 'manual', signal: AbortSignal.timeout(everyMs * 5) });
      await response.arrayBuffer();
      if (response.status === 200) context.sessionCookie = keptCookies(context.sessionCookie, response.headers.getSetCookie());
    } catch {
      // A refresh lost under load is retried at the next tick; the run's own answers tell the verdict.
    } finally {
      inFlight = false;
    }
  }, everyMs);
  return () => clearInterval(timer);
}

/** One request of each kind, sequentially, so the first render of each page is not in the figures. */
async function warmUp(base, context) {
  for (const [i, { kind }] of MIX.entries()) {
    const { method, path: requestPath, headers, body } = buildRequest(kind, 0xfffff0 + i, context);
    const response = await fetch(`${base}${requestPath}`, { method, headers, body, redirect: 'manual' });
    await response.arrayBuffer();
    if (response.status >= 300) throw new Error(`warm-up ${kind} (${method} ${requestPath}) answered ${response.status}`);
  }
}

const latencyRow = (name, answers) => {
  const { count, p50, p95, p99 } = summarize(answers.map((answer) => answer.latencyMs));
  const statuses = {};
  for (const { status } of answers) statuses[status] = (statuses[status] ?? 0) + 1;
  const shown = Object.entries(statuses)
    .map(([status, n]) => `${status}×${n}`)
    .join(' ');
  return { name, count: String(count), p50: ms(p50), p95: ms(p95), p99: ms(p99), statuses: shown };
};

/**
 * The run's requests, with the logins of each demo customer kept to a few in flight at once: the
 * portal spends a login attempt per CPF before the insurer answers and admits at most
 * LOGIN_CPF_ATTEMPTS (4) of one CPF in flight (a burst on one account is what an attacker sends),
 * and 200 connections logging in 4 customers would be ~8 at once on each account, where real
 * traffic is many customers logging in once each. A login due while its customer has 3 in flight
 * goes to the next customer, or becomes a home page request when all 4 are busy.
 */
function loginsOnePersonAtATime(context, perCustomer = 3) {
  const inFlight = LOGIN_CUSTOMERS.map(() => 0);
  const next = (n) => {
    const kind = kindOf(n);
    if (kind !== 'login') return { kind, ...buildRequest(kind, n, context) };
    const customer = LOGIN_CUSTOMERS.map((_, i) => (n + i) % LOGIN_CUSTOMERS.length).find((i) => inFlight[i] < perCustomer);
    if (customer === undefined) return { kind: 'home', ...buildRequest('home', n, context) };
    inFlight[customer] += 1;
    // buildRequest logs in customer n % 4: the request number nearest n that falls on this customer.
    return { kind, customer, ...buildRequest(kind, n - (n % LOGIN_CUSTOMERS.length) + customer, context) };
  };
  next.answered = (built) => {
    if (built.customer !== undefined) inFlight[built.customer] -= 1;
  };
  return next;
}

let base = process.env.LOAD_URL?.replace(/\/$/, '');
const servers = new Set();
stopOnSignal(servers);
if (!base) {
  const code = await buildIfNeeded();
  if (code !== 0) process.exit(code);
  base = `http://localhost:${PORT}`;
  rmSync(PROBE_FILE, { force: true });
  const probeEnv = {
    // This script stands for the balancer: its X-Forwarded-For is the hop the portal trusts.
    TRUST_PROXY: '1',
    NODE_OPTIONS: `${process.env.NODE_OPTIONS ?? ''} --import=${PROBE}`.trim(),
    [PROBE_FILE_ENV]: PROBE_FILE,
    [PROBE_MAIN_ENV]: STANDALONE_SERVER,
  };
  servers.add(startPortal({ port: PORT, sandboxPort: PORT + 1, log: path.join(OUT, 'logs', 'load-portal.log'), env: probeEnv }));
}

let exitCode = 1;
try {
  await waitForOk(`${base}/`, { child: [...servers][0] });
  const context = { origin: new URL(base).origin, sessionCookie: await sessionCookie(base) };
  await warmUp(base, context);
  const mix = MIX.map(({ kind, weight }) => `${kind} ${weight}%`).join(', ');
  say(`${base}: ${CONNECTIONS} connections for ${DURATION} s (timeout ${TIMEOUT} s); mix ${mix}; logged-in page ${ACCOUNT_PAGE}`);

  // The delay is a measurement, not a verdict: a probe that does not answer is reported, never fails the run.
  const starter = [...servers][0];
  let probe = starter ? eventLoopProbe(listenerOf(PORT, processTree(starter.pid))) : null;
  let probeFailure = null;
  const markOrNull = async () => {
    try {
      return probe ? await probe.mark() : null;
    } catch (error) {
      probeFailure = error.message;
      probe = null;
      return null;
    }
  };
  await markOrNull(); // the delay until now (start, warm-up) is not the run's
  const machine = watchLoad(2_000);
  const stopRefresh = keepSessionFresh(base, context);
  const run = await fire({ url: base, connections: CONNECTIONS, durationSec: DURATION, timeoutSec: TIMEOUT, request: loginsOnePersonAtATime(context) }).finally(stopRefresh);
  const load = machine.stop();
  const eventLoop = await markOrNull();

  const answers = run.answers;
  const overall = summarize(answers.map((answer) => answer.latencyMs));
  const classes = statusClasses(run.statuses);
  const rps = answers.length / run.durationSec;
  const rows = [latencyRow('all', answers), ...MIX.map(({ kind }) => latencyRow(kind, answers.filter((answer) => answer.kind === kind)))];
  const reasons = problems(run);

  console.log(
    `\n${markdownTable(
      [['name', 'Requests'], ['count', 'Answers'], ['p50', 'p50'], ['p95', 'p95'], ['p99', 'p99'], ['statuses', 'Statuses']],
      rows,
    )}\n`,
  );
  say(`${answers.length} answers in ${fixed(run.durationSec, 1)} s: ${fixed(rps, 1)} requests/s; latency p50 ${ms(overall.p50)}, p95 ${ms(overall.p95)}, p99 ${ms(overall.p99)}`);
  say(
    `errors: ${run.errors - run.timeouts} connection errors, ${run.timeouts} timeouts, ${classes['4xx']} answers 4xx, ${classes['5xx']} answers 5xx, ${classes['3xx']} answers 3xx`,
  );
  say(`${Math.max(0, run.sent - answers.length - run.errors)} requests still in flight when the time was up (neither answered nor failed)`);
  say(describeLoad(load));
  if (eventLoop) say(describeDelay(eventLoop));
  else if (probeFailure) say(`event-loop delay: not available (${probeFailure})`);
  else say('event-loop delay: not available (LOAD_URL points at a portal this script did not start, so no probe runs inside it)');
  mkdirSync(OUT, { recursive: true });
  writeFileSync(
    path.join(OUT, 'load.json'),
    `${JSON.stringify({ at: new Date(), url: base, connections: CONNECTIONS, durationSec: run.durationSec, timeoutSec: TIMEOUT, mix: MIX, rps, latency: overall, statuses: run.statuses, errors: run.errors, timeouts: run.timeouts, rows, machine: load, eventLoopDelay: eventLoop ? { pid: eventLoop.pid, resolutionMs: eventLoop.resolutionMs, ...eventLoop.delay } : null, problems: reasons }, null, 2)}\n`,
  );
  if (reasons.length > 0) {
    console.error(`\n✖ npm run load failed: ${reasons.join(', ')} (portal log: bench/logs/load-portal.log)`);
  } else {
    console.log('\n✔ No errors, every answer 2xx.');
    exitCode = 0;
  }
} catch (error) {
  console.error(`[load] ${error.message}`);
} finally {
  await Promise.all([...servers].map((child) => stop(child)));
}
process.exit(exitCode);
