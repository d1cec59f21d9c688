/** @jest-environment node */
import { POST as login } from './auth/login/route';
import { POST as contact } from './contact/route';
import { DEMO_PASSWORD, TIMEOUT_MS, WIRE_PATHS, browser, withSandbox } from '@/testing/bff-harness';

// A breaker that opens after 3 failures in a row and stays open 400 ms (read when the env is first parsed).
const FAILURES = 3;
const OPEN_MS = 400;
process.env.INSURER_BREAKER_FAILURES = String(FAILURES);
process.env.INSURER_BREAKER_OPEN_MS = String(OPEN_MS);

const sandbox = withSandbox();
const MESSAGE = { subject: 'Dúvida', message: 'Como acesso os cursos?' };
const CONNECTION_ERROR = 'Erro na conexão, tente novamente mais tarde.';

async function loggedIn() {
  const customer = browser();
  const answer = await customer.post(login, '/api/auth/login', { document: '529.982.247-25', password: DEMO_PASSWORD });
  expect(answer.status).toBe(200);
  return customer;
}

const FAULTS = [
  ['latency past the timeout', 504, { latencyMs: TIMEOUT_MS + 300 }, 'timeout'],
  ['an HTTP 503', 502, { status: 503 }, 'upstream'],
  ['an HTTP 500 HTML page', 502, { status: 500, body: 'html' }, 'upstream'],
  ['garbage', 502, { body: 'garbage' }, 'upstream'],
  ['a truncated cipher', 502, { body: 'truncated-cipher' }, 'upstream'],
  ['an empty body', 502, { body: 'empty' }, 'upstream'],
  ['a connection reset', 502, { reset: true }, 'upstream'],
] as const;

describe('every fault the sandbox can inject', () => {
  it.each(FAULTS)('%s: a clean %i within the timeout + 1 s, and the session intact', async (_, status, fault, error) => {
    const customer = await loggedIn();
    const before = await customer.session();
    const cookies = new Map(customer.cookies);
    await sandbox.fault({ path: WIRE_PATHS.sendUserRequest, times: 1, ...fault });

    const answer = await customer.post(contact, '/api/contact', MESSAGE);
    expect(answer.status).toBe(status);
    expect(answer.json).toEqual({ error, message: CONNECTION_ERROR });
    expect(answer.ms).toBeLessThan(TIMEOUT_MS + 1000);
    expect(answer.text).not.toMatch(/at \w+ \(|Error:|stack/i);
    expect(answer.setCookies).toEqual([]);
    expect(customer.cookies).toEqual(cookies);
    expect(await customer.session()).toEqual(before);

    // The fault is gone: the same session sends the message.
    expect((await customer.post(contact, '/api/contact', MESSAGE)).status).toBe(200);
  });
});

describe('the circuit breaker', () => {
  it('opens after repeated faults, answers at once while open, and a half-open probe closes it', async () => {
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const customer = await loggedIn();
    await sandbox.fault({ path: WIRE_PATHS.sendUserRequest, latencyMs: TIMEOUT_MS + 300 });
    for (let i = 0; i < FAILURES; i++) expect((await customer.post(contact, '/api/contact', MESSAGE)).status).toBe(504);

    // Open: the connection error at once, without waiting for the insurer's timeout, even for other
    // calls: 503 with when the portal tries the insurer again (OPEN_MS, rounded up to a second).
    const open = await customer.post(contact, '/api/contact', MESSAGE);
    expect(open.status).toBe(503);
    expect(open.json).toEqual({ error: 'unavailable', message: CONNECTION_ERROR });
    expect(open.headers['retry-after']).toBe('1');
    expect(open.ms).toBeLessThan(200);
    const loginWhileOpen = await customer.post(login, '/api/auth/login', { document: '529.982.247-25', password: DEMO_PASSWORD });
    expect(loginWhileOpen.status).toBe(503);
    expect(loginWhileOpen.headers['retry-after']).toBe('1');
    expect(await customer.session()).not.toBeNull();
    expect(sandbox.logLines.filter((line) => line.includes('"outcome":"breaker-open"'))).toHaveLength(2);

    // After OPEN_MS a probe goes through; the insurer is healthy again, so the breaker closes.
    await new Promise((resolve) => setTimeout(resolve, OPEN_MS + 100));
    await fetchClearFaults();
    expect((await customer.post(contact, '/api/contact', MESSAGE)).status).toBe(200);
    expect((await customer.post(contact, '/api/contact', MESSAGE)).status).toBe(200);
  });
});

/** The harness only adds faults; clear them through the developer endpoint. */
async function fetchClearFaults() {
  const url = process.env.INSURER_API_URL!;
  const response = await fetch(`${url}/__sandbox/faults`, { method: 'DELETE' });
  expect(response.ok).toBe(true);
}
