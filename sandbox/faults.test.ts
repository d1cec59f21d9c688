/** @jest-environment node */
import { InsurerCryptoError, decrypt } from './crypto.ts';
import { WIRE_PATHS } from './contract/paths.ts';
import { CPF, PASSPHRASE, useSandbox } from './test-harness.ts';

const sandbox = useSandbox();
const inject = (fault: Record<string, unknown>) => sandbox.dev('POST', '/faults', fault);
const keyList = () => sandbox.post(WIRE_PATHS.keyList, { body: { keyList: [{ key: 'tyc' }] } });

test('latency delays the call, which then answers normally', async () => {
  await inject({ path: WIRE_PATHS.login, latencyMs: 150 });
  const started = performance.now();
  expect((await sandbox.login(CPF.employability)).code).toBe('00');
  expect(performance.now() - started).toBeGreaterThanOrEqual(140);
});

test('status answers that HTTP status with an error envelope', async () => {
  await inject({ path: WIRE_PATHS.keyList, status: 503 });
  const response = await keyList();
  expect(response.status).toBe(503);
  expect(await response.json()).toMatchObject({ code: '503', error: true });
});

test('garbage: a body that is neither JSON nor a cipher', async () => {
  await inject({ path: WIRE_PATHS.login, body: 'garbage' });
  const response = await sandbox.post(WIRE_PATHS.login, { body: { data: 'x' } });
  expect(response.status).toBe(200);
  const text = await response.text();
  expect(() => JSON.parse(text)).toThrow();
  expect(() => decrypt(text, PASSPHRASE)).toThrow(InsurerCryptoError);
});

test('truncated-cipher: a JSON string of a Salted__ cipher cut short', async () => {
  await inject({ path: WIRE_PATHS.login, body: 'truncated-cipher' });
  const cipher = await (await sandbox.post(WIRE_PATHS.login, { body: { data: 'x' } })).json();
  expect(cipher).toMatch(/^U2FsdGVkX1/);
  expect(Buffer.from(cipher, 'base64').length % 16).not.toBe(0);
  expect(() => decrypt(cipher, PASSPHRASE)).toThrow(InsurerCryptoError);
});

test('empty: an empty body, with the given status', async () => {
  await inject({ path: WIRE_PATHS.keyList, body: 'empty', status: 502 });
  const response = await keyList();
  expect(response.status).toBe(502);
  expect(await response.text()).toBe('');
});

test('html: an HTML error page', async () => {
  await inject({ path: WIRE_PATHS.keyList, body: 'html' });
  const response = await keyList();
  expect(response.headers.get('content-type')).toMatch(/text\/html/);
  expect(await response.text()).toMatch(/^<!DOCTYPE html>.*502 Bad Gateway/);
});

test('times: the fault fires that many times, then the call is healthy again', async () => {
  await inject({ path: WIRE_PATHS.keyList, status: 500, times: 2 });
  expect((await keyList()).status).toBe(500);
  expect((await keyList()).status).toBe(500);
  expect((await keyList()).status).toBe(200);
  expect(await sandbox.dev('GET', '/faults')).toEqual({ faults: [] });
});

test('path matches by whole-segment prefix, so parameterised calls can be targeted', async () => {
  await inject({ path: WIRE_PATHS.passwordValidateCode, status: 500 });
  expect((await sandbox.get(`${WIRE_PATHS.passwordValidateCode}/${CPF.employability}/123456`)).status).toBe(500);
  expect((await sandbox.get(`${WIRE_PATHS.passwordValidateCode}X/${CPF.employability}/123456`)).status).toBe(404);
  expect((await keyList()).status).toBe(200);
});

test('a fault applies before the tenant check, and never to developer endpoints', async () => {
  await inject({ path: '/', status: 500 });
  expect((await sandbox.post(WIRE_PATHS.keyList, { tenant: null, body: {} })).status).toBe(500);
  expect((await sandbox.get('/__sandbox/health')).status).toBe(200);
});

test('DELETE /__sandbox/faults and reset clear the faults', async () => {
  await inject({ path: WIRE_PATHS.keyList, status: 500 });
  expect(await sandbox.dev('GET', '/faults')).toEqual({ faults: [{ path: WIRE_PATHS.keyList, status: 500 }] });
  expect(await sandbox.dev('DELETE', '/faults')).toEqual({ faults: [] });
  expect((await keyList()).status).toBe(200);
  await inject({ path: WIRE_PATHS.keyList, status: 500 });
  await sandbox.dev('POST', '/reset');
  expect((await keyList()).status).toBe(200);
});

test.each([
  ['no effect', { path: WIRE_PATHS.login }],
  ['a relative path', { path: 'login/loginV2', status: 500 }],
  ['an unknown body kind', { path: WIRE_PATHS.login, body: 'xml' }],
  ['a non-error status', { path: WIRE_PATHS.login, status: 200 }],
  ['an unknown field', { path: WIRE_PATHS.login, status: 500, extra: 1 }],
  ['times 0', { path: WIRE_PATHS.login, status: 500, times: 0 }],
])('400 for a fault with %s', async (_label, fault) => {
  expect((await sandbox.post('/__sandbox/faults', { body: fault })).status).toBe(400);
});

test('reset: the connection is dropped without an answer', async () => {
  await inject({ path: WIRE_PATHS.login, reset: true, times: 1 });
  await expect(sandbox.login(CPF.employability)).rejects.toThrow();
  expect((await sandbox.login(CPF.employability)).code).toBe('00');
});
