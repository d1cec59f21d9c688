/** @jest-environment node */
import { GET as health } from './health/route';
import { GET as ready } from './ready/route';
import { GET as status } from './status/route';
import { POST as contact } from './contact/route';
import { POST as login } from './auth/login/route';
import { markDraining, markStarted, resetInstanceState } from '@/lib/ops/instance-state';
import { DEMO_PASSWORD, TIMEOUT_MS, browser, withSandbox } from '@/testing/bff-harness';

const TOKEN = 'status-token-0123456789abcdef';
process.env.INSURER_BREAKER_FAILURES = '2';
process.env.INSURER_BREAKER_OPEN_MS = '60000';
process.env.METRICS_TOKEN = TOKEN;

const sandbox = withSandbox();
const operator = () => new Request('http://localhost/api/status', { headers: { authorization: `Bearer ${TOKEN}` } });
const MESSAGE = { subject: 'Dúvida', message: 'Olá' };

beforeEach(() => {
  resetInstanceState();
  markStarted();
});

describe('/api/health', () => {
  it('answers while the process runs', async () => {
    const response = health();
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: 'ok' });
    expect(response.headers.get('cache-control')).toBe('no-store, no-transform');
  });
});

describe('/api/ready: can this instance serve?', () => {
  it('ready once started, without calling the insurer', async () => {
    const response = ready();
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: 'ready', checks: { env: 'ok', started: true, draining: false } });
    expect(sandbox.logLines).toEqual([]);
  });

  it('not before the start-up hook ran', async () => {
    resetInstanceState();
    const response = ready();
    expect(response.status).toBe(503);
    expect(await response.json()).toEqual({ status: 'unready', checks: { env: 'ok', started: false, draining: false } });
  });

  it('503 draining after SIGTERM, while the instance still serves', async () => {
    markDraining();
    const response = ready();
    expect(response.status).toBe(503);
    expect(await response.json()).toEqual({ status: 'draining', checks: { env: 'ok', started: true, draining: true } });
    expect(health().status).toBe(200);
  });

  it('stays ready through an insurer outage: shared weather never takes every instance out of rotation', async () => {
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const customer = browser();
    expect((await customer.post(login, '/api/auth/login', { document: '529.982.247-25', password: DEMO_PASSWORD })).status).toBe(200);
    await sandbox.fault({ path: '/', latencyMs: TIMEOUT_MS + 200 });
    for (let i = 0; i < 2; i++) expect((await customer.post(contact, '/api/contact', MESSAGE)).status).toBe(504);

    const during = ready();
    expect(during.status).toBe(200);
    expect(await during.json()).toMatchObject({ status: 'ready' });

    // The breaker is open: the next call is refused at once, with when to try again.
    const refused = await customer.post(contact, '/api/contact', MESSAGE);
    expect(refused.status).toBe(503);
    expect(refused.json).toEqual({ error: 'unavailable', message: 'Erro na conexão, tente novamente mais tarde.' });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThanOrEqual(59);
    expect(refused.ms).toBeLessThan(500);

    // The operators' status tells it: breaker open, insurer not answering its probe.
    const down = await status(operator());
    expect(down.status).toBe(200);
    expect(await down.json()).toMatchObject({ readiness: 'ready', insurer: { breaker: 'open', reachable: false }, redis: 'unused', overload: null });

    await fetch(`${process.env.INSURER_API_URL}/__sandbox/faults`, { method: 'DELETE' });
    expect(await (await status(operator())).json()).toMatchObject({ insurer: { breaker: 'open', reachable: true } });
  });
});

describe('/api/status', () => {
  it('is for operators only: without the token, the plain 404', async () => {
    for (const authorization of [undefined, 'Bearer wrong-token-0123456789abcdef', `Basic ${TOKEN}`]) {
      const response = await status(new Request('http://localhost/api/status', { headers: authorization ? { authorization } : {} }));
      expect(response.status).toBe(404);
      expect(await response.json()).toEqual({ error: 'notFound', message: 'Não encontramos o endereço solicitado.' });
    }
  });

  it('with the breaker closed, probes nothing', async () => {
    const body = await (await status(operator())).json();
    expect(body).toMatchObject({ readiness: 'ready', insurer: { breaker: 'closed', reachable: null }, redis: 'unused' });
    expect(body.instance.startedAt).toMatch(/^\d{4}-\d\d-\d\dT/);
    expect(body.instance.drainingSince).toBeNull();
  });
});
