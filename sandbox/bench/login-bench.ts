/**
 * Login latency over real HTTP: starts the sandbox (port 0, ':memory:'), warms up,
 * then times N sequential logins of 529.982.247-25 (fetch until the body is read).
 * Run: node --disable-warning=MODULE_TYPELESS_PACKAGE_JSON sandbox/bench/login-bench.ts [N]
 */
import { decryptJson, encryptJson } from '../crypto.ts';
import { WIRE_HEADERS, WIRE_PATHS } from '../contract/paths.ts';
import { loadSandboxConfig } from '../config.ts';
import { DEMO_PASSWORD } from '../demo-customers.ts';
import { startSandbox } from '../server.ts';

const RUNS = Number(process.argv[2] ?? 200);
const WARM_UP = 20;

const { aesPassphrase, tenantId } = loadSandboxConfig();
const sandbox = await startSandbox({ port: 0, dbPath: ':memory:', log: () => {} });

async function timedLogin(): Promise<number> {
  const body = JSON.stringify({
    data: encryptJson({ documentNumber: '52998224725', password: DEMO_PASSWORD, tokenCaptcha: 'bench', publicIp: '127.0.0.1' }, aesPassphrase),
  });
  const started = performance.now();
  const response = await fetch(`${sandbox.url}${WIRE_PATHS.login}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', [WIRE_HEADERS.tenant]: tenantId },
    body,
  });
  const cipher = await response.json();
  const elapsed = performance.now() - started;
  const envelope = decryptJson(cipher, aesPassphrase) as { code: string };
  if (envelope.code !== '00') throw new Error(`login answered ${envelope.code}`);
  return elapsed;
}

for (let i = 0; i < WARM_UP; i++) await timedLogin();
const samples: number[] = [];
for (let i = 0; i < RUNS; i++) samples.push(await timedLogin());
await sandbox.close();

samples.sort((a, b) => a - b);
const at = (q: number) => samples[Math.min(samples.length - 1, Math.floor(q * samples.length))]!.toFixed(2);
console.log(`${RUNS} sequential logins over HTTP (after ${WARM_UP} warm-up): median ${at(0.5)} ms, p95 ${at(0.95)} ms, min ${at(0)} ms, max ${at(1)} ms`);
