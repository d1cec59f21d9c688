/** @jest-environment node */
import { decodeJwt } from 'jose';
import { decryptJson } from '../crypto.ts';
import { WIRE_PATHS } from '../contract/paths.ts';
import { ECOSYSTEM } from '../ecosystems.ts';
import { LOGIN_MESSAGES } from './login.ts';
import { CPF, PASSPHRASE, enc, useSandbox } from '../test-harness.ts';

const sandbox = useSandbox();

type LoginData = { jwt: string; names: string; identification: string; listEcosystem: { ecosystemName: string; servicesList: { serviceName: string; meta: string }[] }[] };
const names = (data: unknown) => (data as LoginData).listEcosystem.map((ecosystem) => ecosystem.ecosystemName);

describe('successful login', () => {
  test("answers '00' with a 12 h HS256 JWT whose sub is the CPF", async () => {
    const envelope = await sandbox.login(CPF.employability);
    expect(envelope).toMatchObject({ code: '00', error: false });
    const data = envelope.data as LoginData;
    expect(data).toMatchObject({ names: 'Mariana Souza Oliveira', identification: CPF.employability });
    expect(data).not.toHaveProperty('isParcelamentoUser');
    const claims = decodeJwt(data.jwt);
    expect(claims.sub).toBe(CPF.employability);
    expect(claims.exp! - claims.iat!).toBe(12 * 60 * 60);
    expect(data.listEcosystem).toEqual([
      {
        ecosystemName: ECOSYSTEM.employability,
        servicesList: ['coursera', 'curr', 'falar-com-especialista', 'procurar-emprego', 'consultar'].map((serviceName) => ({
          serviceName,
          meta: expect.any(String),
        })),
      },
    ]);
  });

  test('the response body is a JSON string of the encrypted envelope', async () => {
    const data = enc({ documentNumber: CPF.employability, password: 'Beneficio@2026', tokenCaptcha: 'sandbox', publicIp: '' });
    const response = await sandbox.post(WIRE_PATHS.login, { body: { data } });
    expect(response.headers.get('content-type')).toMatch(/application\/json/);
    expect(await response.text()).toMatch(/^"U2FsdGVkX1[A-Za-z0-9+/=]+"$/);
  });

  test('accepts a masked CPF', async () => {
    expect((await sandbox.login('529.982.247-25')).code).toBe('00');
  });

  test("Autônomo is stored as 'EP MEI' with its four services", async () => {
    const data = (await sandbox.login(CPF.selfEmployed)).data as LoginData;
    expect(data.listEcosystem).toEqual([
      { ecosystemName: 'EP MEI', servicesList: ['coursera', 'marketing', 'orientacao-financeira', 'logo'].map((serviceName) => ({ serviceName, meta: expect.any(String) })) },
    ]);
  });

  test('a three-ecosystem customer gets all three', async () => {
    expect(names((await sandbox.login(CPF.mustChoose)).data)).toEqual(['Parcelamento', 'Empregabilidade', 'EP MEI']);
  });

  test('a Parcelamento user gets Parcelamento and Protegido, each coursera with its own meta', async () => {
    const data = (await sandbox.login(CPF.installments)).data as LoginData;
    expect(names(data)).toEqual(['Parcelamento', 'Protegido']);
    const [installments, protectedLoan] = data.listEcosystem.map((ecosystem) => ecosystem.servicesList.find((service) => service.serviceName === 'coursera')!);
    expect(installments!.meta).not.toBe(protectedLoan!.meta);
  });
});

describe('login codes', () => {
  test('101 on a wrong password', async () => {
    expect(await sandbox.login(CPF.employability, 'Errada@2026')).toEqual({ code: '101', error: true, message: LOGIN_MESSAGES.mismatch });
  });

  test('102 for a CPF without an account', async () => {
    expect((await sandbox.login(CPF.signUp)).code).toBe('102');
    expect((await sandbox.login('00000000191')).code).toBe('102');
  });

  test('103 when the policy is no longer in force', async () => {
    expect(await sandbox.login(CPF.expiredPolicy)).toEqual({ code: '103', error: true, message: LOGIN_MESSAGES.noPolicy });
  });

  test('104 for an account blocked by attempts, even with the right password', async () => {
    expect(await sandbox.login(CPF.blocked)).toEqual({ code: '104', error: true, message: LOGIN_MESSAGES.blocked });
  });

  test('ERROR_REGISTER_MASIVE for a mass-registered customer', async () => {
    expect(await sandbox.login(CPF.massRegistered)).toMatchObject({ code: 'ERROR_REGISTER_MASIVE', error: true });
  });

  test('5 consecutive wrong passwords block the account', async () => {
    for (let attempt = 1; attempt <= 4; attempt++) expect((await sandbox.login(CPF.employability, 'Errada@2026')).code).toBe('101');
    expect((await sandbox.login(CPF.employability, 'Errada@2026')).code).toBe('104');
    expect((await sandbox.login(CPF.employability)).code).toBe('104');
  });

  test('a successful login resets the count of wrong passwords', async () => {
    for (let attempt = 1; attempt <= 4; attempt++) await sandbox.login(CPF.employability, 'Errada@2026');
    expect((await sandbox.login(CPF.employability)).code).toBe('00');
    for (let attempt = 1; attempt <= 4; attempt++) expect((await sandbox.login(CPF.employability, 'Errada@2026')).code).toBe('101');
  });
});

describe('malformed login requests answer 400 with a plain envelope', () => {
  test.each([
    ['a body that is not JSON', { rawBody: '{not json' }],
    ['no data field', { body: { documentNumber: CPF.employability } }],
    ['data that is not a cipher', { body: { data: 'plain text' } }],
    ['data encrypted with another passphrase', { body: { data: enc({ documentNumber: CPF.employability }, 'outra') } }],
    ['credentials with a bad CPF', { body: { data: enc({ documentNumber: '123', password: 'x', tokenCaptcha: 'sandbox', publicIp: '' }) } }],
    ['credentials without a captcha token', { body: { data: enc({ documentNumber: CPF.employability, password: 'x', publicIp: '' }) } }],
  ])('%s', async (_label, options) => {
    const response = await sandbox.post(WIRE_PATHS.login, options);
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ code: '400', error: true, message: expect.stringMatching(/^Requisição inválida/) });
  });
});

describe('the captcha double', () => {
  const loginWith = (tokenCaptcha: string) =>
    sandbox.post(WIRE_PATHS.login, { body: { data: enc({ documentNumber: CPF.employability, password: 'Beneficio@2026', tokenCaptcha, publicIp: '' }) } });
  const envelopeOf = async (response: Response) => decryptJson(await response.json(), PASSPHRASE) as { code: string; message: string };

  it("accepts 'sandbox' every time, any other token once, and refuses it the second time (CAPTCHA_INVALID)", async () => {
    expect((await envelopeOf(await loginWith('sandbox'))).code).toBe('00');
    expect((await envelopeOf(await loginWith('sandbox'))).code).toBe('00');
    expect((await envelopeOf(await loginWith('provider-token-1'))).code).toBe('00');
    expect(await envelopeOf(await loginWith('provider-token-1'))).toMatchObject({ code: 'CAPTCHA_INVALID', message: 'Captcha inválido ou já utilizado.' });
  });
});
