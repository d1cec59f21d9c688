import { haproxyConfig } from './haproxy.mjs';
import { phaseFigures, phaseMisses, summaryTable, type ChaosAnswer } from './report.mjs';

const answer = (kind: string, status: number, latencyMs = 50, note: ChaosAnswer['note'] = {}): ChaosAnswer => ({ kind, status, latencyMs, note });
const quietProbe = { latencies: [3, 4, 5], failures: 0 };
const figures = (answers: ChaosAnswer[], extra: Partial<{ errors: number; timeouts: number; checkFailures: number; downs: number; probe: { latencies: number[]; failures: number } }> = {}) =>
  phaseFigures({ answers, errors: 0, timeouts: 0, durationSec: 10, checkFailures: 0, probe: quietProbe, ...extra });

describe('the chaos verdict', () => {
  it('passes a phase where every page answered 2xx, whatever the insurer calls answered', () => {
    const run = figures([answer('home', 200), answer('faq', 200), answer('account', 200), answer('login', 503, 5, { retryAfter: '9' }), answer('contact', 504)], { checkFailures: 2 });
    // The breaker's 503 for a login is an answer, not the guard's refusal; a failed check alone is weather.
    expect(phaseMisses(run)).toEqual([]);
    expect(run.refusals.count).toBe(0);
    expect(run.rps).toBe(0.5);
  });

  it('names every miss: the balancer answering alone, a 500, a page refused outside overload, errors, an instance out of rotation', () => {
    const run = figures([answer('home', 503, 1, { noServer: true }), answer('faq', 500), answer('account', 503, 10, { retryAfter: '2', overload: 'queueFull' }), answer('home', 200)], {
      errors: 3,
      timeouts: 1,
      checkFailures: 2,
      downs: 1,
    });
    expect(phaseMisses(run)).toEqual([
      '1 answers from the balancer without an instance',
      '1 × 500',
      '2 connection errors',
      '1 timeouts',
      'an instance taken out of rotation 1 times',
      'home: 1 of 2 answers neither 2xx',
      'faq: 1 of 1 answers neither 2xx',
      'account: 1 of 1 answers neither 2xx',
    ]);
  });

  it('under overload, fast refusals with Retry-After are allowed; slow ones, slow answers and slow readiness are not', () => {
    const fast = figures([answer('home', 503, 20, { retryAfter: '2', overload: 'queueFull' }), answer('account', 200, 900), answer('login', 503, 30, { retryAfter: '9' })]);
    expect(phaseMisses(fast, { overload: true })).toEqual([]);
    const slow = figures([answer('home', 503, 400, { retryAfter: '2', overload: 'queueTimeout' }), answer('account', 200, 2500)], { checkFailures: 1, probe: { latencies: [1200], failures: 1 } });
    expect(phaseMisses(slow, { overload: true })).toEqual([
      '1 failed health checks at the balancer',
      '1 readiness probes failed or took over 1000 ms',
      'refusals p99 400 ms > 100 ms',
      'answered p99 2500 ms > 2000 ms',
      'readiness answered in up to 1200 ms > 1000 ms',
    ]);
  });

  it('a rolling restart takes instances out of rotation on purpose (the draining one), never loses a request', () => {
    const run = figures([answer('home', 200)], { checkFailures: 3, downs: 2, probe: { latencies: [2], failures: 4 } });
    expect(phaseMisses(run, { restart: true })).toEqual([]);
    expect(phaseMisses({ ...run, connectionErrors: 1 }, { restart: true })).toEqual(['1 connection errors']);
  });

  it('prints one summary row per phase', () => {
    const table = summaryTable([{ name: 'baseline', figures: figures([answer('home', 200)]), misses: [] }]);
    expect(table.split('\n')).toHaveLength(3);
    expect(table).toMatch(/\| baseline \| 1 \| 0 \| 0 \| 0 \| 0 \/ 0 \| 0 \/ 0 \| 5 ms \/ 5 ms \| 0 \| 50 ms \| ✔ \|/);
  });
});

describe('the recommended HAProxy configuration', () => {
  const config = haproxyConfig({ port: 8080, servers: [{ name: 'a', port: 3001 }, { name: 'b', port: 3002 }], socket: '/run/haproxy.sock' });

  it('checks readiness each second, out after 3 failures, forgiving a busy moment (2 s timeout)', () => {
    expect(config).toContain('http-check send meth GET uri /api/ready');
    expect(config).toContain('timeout check 2s');
    expect(config).toContain('default-server inter 1s fall 3 rise 2');
    expect(config).toContain('server a 127.0.0.1:3001 check');
  });

  it('fails open: every instance is also a backup without checks, so the balancer never answers 503 alone', () => {
    expect(config).toContain('option allbackups');
    expect(config).toMatch(/server a-failopen 127\.0\.0\.1:3001 backup\n/);
    expect(config).not.toMatch(/-failopen .* check/);
  });

  it('passes the client address it sees, unless an edge in front already did (the chaos run)', () => {
    expect(config).toMatch(/option forwardfor\n/);
    expect(haproxyConfig({ port: 1, servers: [], socket: 's', edgeForwardsClient: true })).toContain('option forwardfor if-none');
  });
});
