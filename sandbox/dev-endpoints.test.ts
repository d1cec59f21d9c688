/** @jest-environment node */
import { WIRE_HEADERS, WIRE_PATHS } from './contract/paths.ts';
import { MIGRATIONS } from './db.ts';
import { CPF, MINUTE, emailOf, enc, useSandbox } from './test-harness.ts';

const sandbox = useSandbox();
type Outbox = { messages: { to: string; subject: string; body: string; code: string; sentAt: string }[] };
const requestCode = (cpf: string) =>
  sandbox.post(WIRE_PATHS.passwordRecovery, { headers: { [WIRE_HEADERS.userId]: '0' }, body: { identification: enc(cpf), email: enc(emailOf(cpf)), tokenCaptcha: 'sandbox', publicIp: '' } });

test('GET /__sandbox/health reports the schema version and the clock', async () => {
  expect(await sandbox.dev('GET', '/health')).toEqual({ status: 'ok', schemaVersion: MIGRATIONS.length, now: '2026-03-02T12:00:00.000Z' });
});

test('GET /__sandbox/outbox/{cpf}: the messages of that CPF only, newest first, masked CPF accepted', async () => {
  await requestCode(CPF.employability);
  sandbox.advance(MINUTE);
  await requestCode(CPF.employability);
  await requestCode(CPF.selfEmployed);
  const { messages } = await sandbox.dev<Outbox>('GET', '/outbox/529.982.247-25');
  expect(messages.map((message) => message.sentAt)).toEqual(['2026-03-02T12:01:00.000Z', '2026-03-02T12:00:00.000Z']);
  expect(Object.keys(messages[0]!).sort()).toEqual(['body', 'code', 'sentAt', 'subject', 'to']);
  expect(await sandbox.dev<Outbox>('GET', `/outbox/${CPF.signUp}`)).toEqual({ messages: [] });
  expect((await sandbox.get('/__sandbox/outbox/123')).status).toBe(400);
});

test('every mail is also logged', async () => {
  await requestCode(CPF.selfEmployed);
  expect(sandbox.logs).toEqual([expect.stringMatching(/^\[sandbox mail\] to=joao\.almeida@exemplo\.com\.br .*code=\d{6}$/)]);
});

test('POST /__sandbox/reset restores the seeds and clears outbox, counters and stored records', async () => {
  for (let attempt = 1; attempt <= 5; attempt++) await sandbox.login(CPF.employability, 'Errada@2026');
  await requestCode(CPF.selfEmployed);
  await sandbox.post(WIRE_PATHS.sendRequest, {
    body: { identification: CPF.signUp, fullname: 'Ana Paula Ferreira', email: 'ana@exemplo.com.br', subject: 'Dúvida', message: 'Oi' },
  });
  const token = await sandbox.token(CPF.mustChoose);
  await sandbox.post(WIRE_PATHS.contingencyProducts, { token, body: { identification: CPF.mustChoose, currentProduct: false, productList: [{ product: '3' }] } });

  expect(await sandbox.dev('POST', '/reset')).toEqual({ status: 'ok' });

  expect((await sandbox.login(CPF.employability)).code).toBe('00');
  expect((await sandbox.login(CPF.mustChoose)).data).toMatchObject({ listEcosystem: [{}, {}, {}] });
  expect((await sandbox.login(CPF.blocked)).code).toBe('104');
  expect(await sandbox.dev('GET', `/outbox/${CPF.selfEmployed}`)).toEqual({ messages: [] });
  expect(await sandbox.dev('GET', '/messages')).toEqual({ messages: [] });
});

test('inspection endpoints start empty', async () => {
  expect(await sandbox.dev('GET', '/messages')).toEqual({ messages: [] });
  expect(await sandbox.dev('GET', '/usability')).toEqual({ entries: [] });
  expect(await sandbox.dev('GET', '/surveys')).toEqual({ answers: [] });
});
