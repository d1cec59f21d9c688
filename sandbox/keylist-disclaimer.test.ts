/** @jest-environment node */
import { decryptJson } from './crypto.ts';
import { WIRE_PATHS } from './contract/paths.ts';
import { CPF, PASSPHRASE, enc, useSandbox } from './test-harness.ts';

const sandbox = useSandbox();
const fromBase64 = (value: string) => Buffer.from(value, 'base64').toString('utf8');
const count = (text: string, needle: string) => text.split(needle).length - 1;

async function document(key: string) {
  const envelope = await sandbox.postOk(WIRE_PATHS.keyList, { body: { keyList: [{ key }] } });
  expect(envelope.code).toBe('00');
  const [entry] = (envelope.data as { keyList: { key: string; value: string }[] }).keyList;
  expect(entry!.key).toBe(key);
  const { title, content } = JSON.parse(entry!.value) as { title: string; content: string };
  return { title: fromBase64(title), content: fromBase64(content) };
}

describe('getKeyList', () => {
  test('tyc: Portuguese terms in markdown with exactly one javascript: link and one raw <script>', async () => {
    const { title, content } = await document('tyc');
    expect(title).toBe('Termos e Condições de Uso do Portal de Benefícios');
    expect(count(content, '\n## ')).toBeGreaterThanOrEqual(5);
    expect(content).toContain('seguro vigente');
    expect(count(content, 'javascript:')).toBe(1);
    expect(content).toMatch(/\[[^\]]+\]\(javascript:[^)]*\)/);
    expect(count(content, '<script')).toBe(1);
    expect(content).toMatch(/<script>[^<]*<\/script>/);
  });

  test('PolicyPrivacy: a privacy policy of several sections, without scripts', async () => {
    const { title, content } = await document('PolicyPrivacy');
    expect(title).toBe('Política de Privacidade');
    expect(count(content, '\n## ')).toBeGreaterThanOrEqual(5);
    expect(content).toContain('LGPD');
    expect(content).not.toMatch(/javascript:|<script/);
  });

  test('several keys in one call keep their order', async () => {
    const envelope = await sandbox.postOk(WIRE_PATHS.keyList, { body: { keyList: [{ key: 'PolicyPrivacy' }, { key: 'tyc' }] } });
    expect((envelope.data as { keyList: { key: string }[] }).keyList.map((entry) => entry.key)).toEqual(['PolicyPrivacy', 'tyc']);
  });

  test('101 for an unknown key, 400 for a malformed body', async () => {
    expect(await sandbox.postOk(WIRE_PATHS.keyList, { body: { keyList: [{ key: 'toString' }] } })).toMatchObject({ code: '101', error: true });
    expect((await sandbox.post(WIRE_PATHS.keyList, { body: { keyList: 'tyc' } })).status).toBe(400);
  });
});

describe('getDisclaimer', () => {
  const disclaimer = async (serviceName: string, token: string) =>
    decryptJson(await (await sandbox.post(WIRE_PATHS.disclaimer, { token, body: { data: enc({ serviceName }) } })).json(), PASSPHRASE);

  test('encrypted both ways: the partner disclaimer of a service', async () => {
    const token = await sandbox.token(CPF.employability);
    expect(await disclaimer('coursera', token)).toMatchObject({
      code: '00',
      error: false,
      data: { serviceName: 'coursera', partner: 'Coursera', title: expect.any(String), disclaimer: expect.stringContaining('Coursera') },
    });
  });

  test('101 (encrypted) for an unknown service', async () => {
    expect(await disclaimer('inexistente', await sandbox.token(CPF.employability))).toMatchObject({ code: '101', error: true });
  });

  test('400 for a plain request, 401 without a token', async () => {
    const token = await sandbox.token(CPF.employability);
    expect((await sandbox.post(WIRE_PATHS.disclaimer, { token, body: { serviceName: 'coursera' } })).status).toBe(400);
    expect((await sandbox.post(WIRE_PATHS.disclaimer, { token, body: { data: enc('coursera') } })).status).toBe(400);
    expect((await sandbox.post(WIRE_PATHS.disclaimer, { body: { data: enc({ serviceName: 'coursera' }) } })).status).toBe(401);
  });
});
