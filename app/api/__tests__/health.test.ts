/** @jest-environment node */
import { GET as health } from '../health/route';
import { GET as ready } from '../ready/route';
import { POST as contact } from '../contact/route';
import { POST as login } from '../auth/login/route';
import { DEMO_PASSWORD, TIMEOUT_MS, browser, withSandbox } from '@/test/bff-harness';

process.env.INSURER_BREAKER_FAILURES = '2';
process.env.INSURER_BREAKER_OPEN_MS = '60000';

const sandbox = withSandbox();

describe('/api/health and /api/ready', () => {
  it('health answers while the process runs', async () => {
    const response = health();
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: 'ok' });
    expect(response.headers.get('cache-control')).toBe('no-store, no-transform');
  });

  it('ready: with the breaker closed, ready without probing the insurer; Redis unused without REDIS_URL', async () => {
    const response = await ready();
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: 'ready', checks: { env: 'ok', insurer: 'closed', redis: 'unused' } });
    expect(sandbox.logLines).toEqual([]);
  });

  it('ready: with the breaker open, 503 while the insurer does not answer, 200 once it does', async () => {
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const customer = browser();
    expect((await customer.post(login, '/api/auth/login', { document: '529.982.247-25', password: DEMO_PASSWORD })).status).toBe(200);
    await sandbox.fault({ path: '/', latencyMs: TIMEOUT_MS + 200 });
    for (let i = 0; i < 2; i++) expect((await customer.post(contact, '/api/contact', { subject: 'Dúvida', message: 'Olá' })).status).toBe(504);

    const down = await ready();
    expect(down.status).toBe(503);
    expect(await down.json()).toEqual({ status: 'unready', checks: { env: 'ok', insurer: 'unreachable', redis: 'unused' } });

    await fetch(`${process.env.INSURER_API_URL}/__sandbox/faults`, { method: 'DELETE' });
    const back = await ready();
    expect(back.status).toBe(200);
    expect(await back.json()).toMatchObject({ status: 'ready', checks: { insurer: 'reachable' } });
  });
});
