// npm run observatory: scores a running portal with the MDN HTTP Observatory's scoring and fails
// below A+ (score < 100).
//
// HTTPS redirects and HSTS only mean something over TLS, so the portal is scored as production
// serves it: behind a local HTTPS terminator (a certificate made at run time by openssl, signed by
// a throw-away CA) with the HTTP port redirecting to it. The package's install step downloads the
// HSTS preload list and a CA bundle, which cannot be fetched offline (its install script is
// denied in package.json allowScripts): the scan gets an empty preload list and the throw-away CA
// through NODE_EXTRA_CA_CERTS.
//
// OBSERVATORY_TARGET (default http://127.0.0.1:$PORT, PORT 3000): the portal to score; checked
// first (scripts/observatory-target.mjs): when the portal does not answer there, nothing is scored
// and the script exits 2.
// OBSERVATORY_HTTP_PORT / OBSERVATORY_HTTPS_PORT (8080 / 8443): the local terminator's ports.
import { execFileSync, spawn } from 'node:child_process';
import fs, { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import https from 'node:https';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ROOT } from './lib.mjs';
import { portalProblem } from './observatory-target.mjs';

const target = new URL(process.env.OBSERVATORY_TARGET ?? `http://127.0.0.1:${process.env.PORT ?? 3000}`);
const httpPort = Number(process.env.OBSERVATORY_HTTP_PORT ?? 8080);
const httpsPort = Number(process.env.OBSERVATORY_HTTPS_PORT ?? 8443);
const HOST = 'localhost';
const MIN_SCORE = 100;

function makeCertificates(dir) {
  const openssl = (...args) => execFileSync('openssl', args, { cwd: dir, stdio: 'ignore' });
  openssl('req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-keyout', 'ca.key', '-out', 'ca.pem', '-days', '1', '-subj', '/CN=Portal de Beneficios local CA');
  openssl('req', '-newkey', 'rsa:2048', '-nodes', '-keyout', 'server.key', '-out', 'server.csr', '-subj', `/CN=${HOST}`);
  writeFileSync(path.join(dir, 'san.ext'), `subjectAltName=DNS:${HOST},IP:127.0.0.1\nextendedKeyUsage=serverAuth\n`);
  openssl('x509', '-req', '-in', 'server.csr', '-CA', 'ca.pem', '-CAkey', 'ca.key', '-CAcreateserial', '-out', 'server.pem', '-days', '1', '-extfile', 'san.ext');
}

/** The HTTPS terminator: forwards to the portal as a TLS-terminating proxy does. */
function terminator(dir) {
  const { readFileSync } = fs;
  return https.createServer({ key: readFileSync(path.join(dir, 'server.key')), cert: readFileSync(path.join(dir, 'server.pem')) }, (request, response) => {
    const upstream = http.request(
      { host: target.hostname, port: target.port, path: request.url, method: request.method, headers: { ...request.headers, 'x-forwarded-proto': 'https', 'x-forwarded-host': request.headers.host } },
      (answer) => {
        response.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(response);
      },
    );
    upstream.on('error', () => response.writeHead(502).end());
    request.pipe(upstream);
  });
}

/** Plain HTTP: everything moves to HTTPS, as a production front does. */
const redirector = () =>
  http.createServer((request, response) => {
    response.writeHead(301, { location: `https://${HOST}:${httpsPort}${request.url}` }).end();
  });


const listen = (server, port) => new Promise((resolve, reject) => server.once('error', reject).listen(port, '127.0.0.1', resolve));

// Score the portal only: a stopped portal or another app at the target is said so, never graded.
const problem = await portalProblem(target);
if (problem) {
  console.error(`✖ The portal does not answer at ${target.href}: ${problem}.`);
  console.error('  Nothing was scored. Start the portal (npm start, or npm run serve after a build) or point PORT / OBSERVATORY_TARGET at it.');
  process.exit(2);
}

const dir = mkdtempSync(path.join(tmpdir(), 'observatory-'));
const servers = [];
try {
  makeCertificates(dir);
  servers.push(terminator(dir), redirector());
  await listen(servers[0], httpsPort);
  await listen(servers[1], httpPort);

  const preload = path.join(ROOT, 'node_modules', '@mdn', 'mdn-http-observatory', 'conf', 'hsts-preload.json');
  if (!existsSync(preload)) writeFileSync(preload, '{}\n');

  const output = await new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [path.join(ROOT, 'scripts', 'observatory-scan.mjs'), HOST, String(httpPort), String(httpsPort)], {
      env: { ...process.env, NODE_EXTRA_CA_CERTS: path.join(dir, 'ca.pem') },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let text = '';
    child.stdout.on('data', (chunk) => (text += chunk));
    child.on('exit', (code) => (code === 0 ? resolve(text) : reject(new Error(`the scan failed (exit ${code})`))));
  });
  const result = JSON.parse(output.trim().split('\n').at(-1));
  console.log(`MDN HTTP Observatory: ${result.grade} (${result.score}) for ${target.href} behind https://${HOST}:${httpsPort}`);
  for (const test of result.tests) {
    console.log(`  ${test.pass ? '✔' : '✘'} ${test.name.padEnd(28)} ${String(test.modifier).padStart(4)}  ${test.result}`);
  }
  console.log(`OBSERVATORY_RESULT ${JSON.stringify({ grade: result.grade, score: result.score, passed: result.tests.filter((t) => t.pass).length, tests: result.tests.length })}`);
  process.exitCode = result.score >= MIN_SCORE ? 0 : 1;
  if (process.exitCode) console.error(`✖ below A+ (score ${result.score} < ${MIN_SCORE})`);
} finally {
  servers.forEach((server) => server.close());
  rmSync(dir, { recursive: true, force: true });
}
