// HAProxy (Debian's `haproxy`) in front of the portal's instances, as docs/operating.md recommends:
// its configuration, and its runtime API (the stats socket) for the servers' states and checks.
import { spawn } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { connect } from 'node:net';

/** The header the balancer adds to every answer: the instance that gave it, or <NOSRV> when none did. */
export const SERVED_BY = 'x-served-by';
export const NO_SERVER = '<NOSRV>';

/**
 * The recommended configuration (docs/operating.md): readiness checked every second, out after 3
 * failures, back after 2 successes. A draining instance answers 503 at once, so it is out within
 * inter × fall = 3 s, inside SHUTDOWN_DRAIN_MS (5 s); the 2 s timeout forgives a busy moment (the
 * probe itself answers in under a second even under overload: npm run chaos checks it); a connection that fails or closes unanswered retried on
 * another instance; and, should every instance fail its checks at once, each still used as a backup
 * rather than the balancer answering 503 itself (Envoy calls it panic mode: readiness failing
 * everywhere at once says more about the checks than about the instances).
 * `edgeForwardsClient`: the client's own X-Forwarded-For is kept when it has one, as when an edge in
 * front of the balancer sets it (npm run chaos's load stands for many clients that way); the
 * production default (false) appends the address the balancer sees.
 */
export function haproxyConfig({ port, servers, socket, edgeForwardsClient = false }) {
  return `global
  maxconn 4000
  stats socket ${socket} mode 600 level admin

defaults
  mode http
  timeout connect 2s
  timeout client 60s
  timeout server 60s
  timeout check 2s
  timeout http-keep-alive 60s
  # A connection that fails or is closed before any answer is retried on another instance.
  retries 3
  option redispatch 1
  retry-on conn-failure empty-response

frontend portal
  bind 127.0.0.1:${port}
  option forwardfor${edgeForwardsClient ? ' if-none' : ''}
  http-after-response set-header X-Served-By %s
  default_backend instances

backend instances
  balance roundrobin
  option httpchk
  http-check send meth GET uri /api/ready
  http-check expect status 200
  option allbackups
  default-server inter 1s fall 3 rise 2
${servers.map(({ name, port: serverPort }) => `  server ${name} 127.0.0.1:${serverPort} check`).join('\n')}
${servers.map(({ name, port: serverPort }) => `  server ${name}-failopen 127.0.0.1:${serverPort} backup`).join('\n')}
`;
}

/** Writes the configuration and starts HAProxy in the foreground; its output goes to `logFd`. */
export function startHaproxy({ configFile, config, logFd }) {
  writeFileSync(configFile, config);
  return spawn('haproxy', ['-db', '-f', configFile], { stdio: ['ignore', logFd, logFd] });
}

/** One command on the runtime API; resolves to its whole answer. */
function ask(socket, command) {
  return new Promise((resolve, reject) => {
    const client = connect(socket);
    let answer = '';
    client.setEncoding('utf8');
    client.on('connect', () => client.end(`${command}\n`));
    client.on('data', (chunk) => (answer += chunk));
    client.on('end', () => resolve(answer));
    client.on('error', reject);
  });
}

/** Each server's status ('UP', 'DOWN', 'UP 1/2'…), failed checks and times it went down, from `show stat`. */
export async function serverStats(socket) {
  const lines = (await ask(socket, 'show stat')).trim().split('\n');
  const header = lines[0].replace(/^# /, '').split(',');
  const rows = lines.slice(1).map((line) => Object.fromEntries(line.split(',').map((value, i) => [header[i], value])));
  return rows
    .filter((row) => row.pxname === 'instances' && row.svname !== 'BACKEND' && !row.svname.endsWith('-failopen'))
    .map((row) => ({ name: row.svname, status: row.status, checkFailures: Number(row.chkfail || 0), downs: Number(row.chkdown || 0) }));
}
