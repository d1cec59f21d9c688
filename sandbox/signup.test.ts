/** @jest-environment node */
import { WIRE_HEADERS, WIRE_PATHS } from './contract/paths.ts';
import { REGISTER_MESSAGES } from './routes/register.ts';
import { CPF, HOUR, enc, useSandbox } from './test-harness.ts';

const sandbox = useSandbox();
/** The development token: the sandbox's captcha double accepts it every time (sandbox/captcha.ts). */
const CAPTCHA = 'sandbox';
const NEW_PASSWORD = 'Nova@Senha1';

const preRegister = (cpf: string, names: string, overrides: Record<string, unknown> = {}) =>
  sandbox.postOk(WIRE_PATHS.preRegister, {
    body: { documentType: '5', documentNumber: enc(cpf), tokenCaptcha: CAPTCHA, publicIp: '177.12.34.56', names, phone: '(81) 99444-3322', ...overrides },
  });

const registerBody = (overrides: Record<string, unknown> = {}) => ({
  password: enc(NEW_PASSWORD, CAPTCHA),
  clave: enc(NEW_PASSWORD, CAPTCHA),
  email: enc('ana.ferreira@exemplo.com.br'),
  cellPhoneNumber: enc('81994443322'),
  tokenCaptcha: CAPTCHA,
  publicIp: '177.12.34.56',
  ...overrides,
});
const register = (userId: string, overrides: Record<string, unknown> = {}) =>
  sandbox.post(WIRE_PATHS.register, { headers: { [WIRE_HEADERS.userId]: userId }, body: registerBody(overrides) });

const userIdOf = async (cpf: string, names: string) => {
  const envelope = await preRegister(cpf, names);
  expect(envelope.code).toBe('00');
  return (envelope.data as { userId: string }).userId;
};

describe('preRegister', () => {
  test("'00' with data.userId when the policy is in force and the name matches", async () => {
    const envelope = await preRegister(CPF.signUp, 'Ana Paula Ferreira');
    expect(envelope).toMatchObject({ code: '00', error: false, data: { userId: expect.any(String) } });
  });

  test('the name comparison ignores case, accents and extra spaces', async () => {
    expect((await preRegister(CPF.signUp, '  ÁNA   paula  FERREÍRA ')).code).toBe('00');
    expect((await preRegister(CPF.nameCheck, 'carlos eduardo lima')).code).toBe('00');
  });

  test('103 when the name does not match the policy holder', async () => {
    expect(await preRegister(CPF.nameCheck, 'Carlos Lima')).toEqual({ code: '103', error: true, message: REGISTER_MESSAGES.mismatch });
  });

  test('101 when no policy is in force', async () => {
    expect(await preRegister(CPF.noPolicy, 'Gustavo Henrique Ribeiro')).toEqual({ code: '101', error: true, message: REGISTER_MESSAGES.noPolicy });
    expect((await preRegister('00000000191', 'Alguém Sem Apólice')).code).toBe('101');
  });

  test('102 when the customer is already registered', async () => {
    expect((await preRegister(CPF.employability, 'Mariana Souza Oliveira')).code).toBe('102');
  });

  test("101 'has superado el límite permitido' for the seeded customer at the limit", async () => {
    expect(await preRegister(CPF.signUpLimit, 'Camila Azevedo Duarte')).toEqual({ code: '101', error: true, message: 'has superado el límite permitido' });
  });

  test('the fourth attempt in 24 h hits the limit; it clears after 24 h', async () => {
    for (let attempt = 1; attempt <= 3; attempt++) expect((await preRegister(CPF.nameCheck, 'Outro Nome')).code).toBe('103');
    expect((await preRegister(CPF.nameCheck, 'Carlos Eduardo Lima')).message).toBe(REGISTER_MESSAGES.limit);
    sandbox.advance(24 * HOUR);
    expect((await preRegister(CPF.nameCheck, 'Carlos Eduardo Lima')).code).toBe('00');
  });

  test.each([
    ['a plain documentNumber', { documentNumber: CPF.signUp }],
    ['documentType other than 5', { documentType: '1' }],
    ['names with digits', { names: 'Ana 2' }],
    ['a short phone', { phone: '8199444' }],
  ])('400 for %s', async (_label, overrides) => {
    const response = await sandbox.post(WIRE_PATHS.preRegister, {
      body: { documentType: '5', documentNumber: enc(CPF.signUp), tokenCaptcha: CAPTCHA, publicIp: '', names: 'Ana Paula Ferreira', phone: '81994443322', ...overrides },
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ code: '400', error: true });
  });
});

describe('register', () => {
  test("'00' creates the account, which then logs in with its policy's ecosystem", async () => {
    const response = await register(await userIdOf(CPF.signUp, 'Ana Paula Ferreira'));
    expect(await response.json()).toMatchObject({ code: '00', error: false });
    const login = await sandbox.login(CPF.signUp, NEW_PASSWORD);
    expect(login).toMatchObject({ code: '00', data: { names: 'Ana Paula Ferreira', identification: CPF.signUp } });
    expect((login.data as { listEcosystem: { ecosystemName: string }[] }).listEcosystem.map((e) => e.ecosystemName)).toEqual(['Empregabilidade']);
    expect((await preRegister(CPF.signUp, 'Ana Paula Ferreira')).code).toBe('102');
  });

  test('102 when the CPF got registered meanwhile (a second pre-registration)', async () => {
    const first = await userIdOf(CPF.signUp, 'Ana Paula Ferreira');
    const second = await userIdOf(CPF.signUp, 'Ana Paula Ferreira');
    expect((await (await register(first)).json()).code).toBe('00');
    expect(await (await register(second)).json()).toEqual({ code: '102', error: true, message: REGISTER_MESSAGES.registeredGoToLogin });
  });

  test('103 for a user-id that no pre-registration issued (or already used)', async () => {
    expect(await (await register('not-a-pre-registration')).json()).toEqual({ code: '103', error: true, message: REGISTER_MESSAGES.mismatch });
    const userId = await userIdOf(CPF.signUp, 'Ana Paula Ferreira');
    await register(userId);
    expect((await (await register(userId)).json()).code).toBe('103');
  });

  test('400 without the user-id header', async () => {
    const response = await sandbox.post(WIRE_PATHS.register, { body: registerBody() });
    expect(response.status).toBe(400);
  });

  test.each([
    ['password encrypted with the AES passphrase instead of the captcha token', { password: enc(NEW_PASSWORD) }],
    ['email encrypted with the captcha token instead of the AES passphrase', { email: enc('a@exemplo.com.br', CAPTCHA) }],
    ['clave different from password', { clave: enc('Outra@Senha1', CAPTCHA) }],
    ['a password outside the policy', { password: enc('fraca', CAPTCHA), clave: enc('fraca', CAPTCHA) }],
    ['an invalid e-mail', { email: enc('sem-arroba') }],
    ['an invalid phone', { cellPhoneNumber: enc('123') }],
  ])('400 for %s, and no account is created', async (_label, overrides) => {
    const response = await register(await userIdOf(CPF.signUp, 'Ana Paula Ferreira'), overrides);
    expect(response.status).toBe(400);
    expect((await sandbox.login(CPF.signUp, NEW_PASSWORD)).code).toBe('102');
  });
});
