/** @jest-environment node */
import { WIRE_HEADERS, WIRE_PATHS } from './contract/paths.ts';
import { SECURITY_MESSAGES } from './routes/security.ts';
import { CPF, HOUR, MINUTE, emailOf, enc, useSandbox } from './test-harness.ts';

const sandbox = useSandbox();
type Outbox = { messages: { to: string; subject: string; body: string; code: string; sentAt: string }[] };

const requestCode = (cpf: string, headers: Record<string, string> = { [WIRE_HEADERS.userId]: '0' }, email = emailOf(cpf) || 'alguem@exemplo.com.br') =>
  sandbox.post(WIRE_PATHS.passwordRecovery, { headers, body: { identification: enc(cpf), email: enc(email), tokenCaptcha: 'sandbox', publicIp: '177.12.34.56' } });
const lastCode = async (cpf: string) => (await sandbox.dev<Outbox>('GET', `/outbox/${cpf}`)).messages[0]!.code;
const validate = async (cpf: string, code: string) =>
  (await sandbox.get(`${WIRE_PATHS.passwordValidateCode}/${cpf}/${code}`)).json();
const changePassword = (cpf: string, code: string, password: string) =>
  sandbox.postOk(WIRE_PATHS.changePassword, { body: { identification: cpf, code, password, tokenCaptcha: 'sandbox', publicIp: '177.12.34.56' } });

/** Request + validate: returns a code ready for changePassword. */
const validatedCode = async (cpf: string) => {
  expect((await (await requestCode(cpf)).json()).code).toBe('00');
  const code = await lastCode(cpf);
  expect((await validate(cpf, code)).code).toBe('105');
  return code;
};

describe('passwordRecovery', () => {
  test("'00' mails a 6-digit code to the account's e-mail and logs the mail", async () => {
    expect(await (await requestCode(CPF.employability)).json()).toEqual({ code: '00', error: false, message: SECURITY_MESSAGES.codeSent });
    const [mail] = (await sandbox.dev<Outbox>('GET', `/outbox/${CPF.employability}`)).messages;
    expect(mail).toMatchObject({ to: 'mariana.oliveira@exemplo.com.br', code: expect.stringMatching(/^\d{6}$/), sentAt: '2026-03-02T12:00:00.000Z' });
    expect(mail!.body).toContain(mail!.code);
    expect(sandbox.logs.some((line) => line.includes('mariana.oliveira@exemplo.com.br') && line.includes(mail!.code))).toBe(true);
  });

  test('101 when the CPF has no account', async () => {
    expect(await (await requestCode(CPF.signUp)).json()).toEqual({ code: '101', error: true, message: SECURITY_MESSAGES.notFound });
  });

  test('104 after 3 requests in 24 h; allowed again after 24 h', async () => {
    for (let request = 1; request <= 3; request++) expect((await (await requestCode(CPF.employability)).json()).code).toBe('00');
    expect(await (await requestCode(CPF.employability)).json()).toEqual({ code: '104', error: true, message: SECURITY_MESSAGES.limit });
    sandbox.advance(24 * HOUR);
    expect((await (await requestCode(CPF.employability)).json()).code).toBe('00');
  });

  test("another address than the account's: the same '00' answer, and no code is mailed", async () => {
    const answer = await (await requestCode(CPF.employability, undefined, 'outra.pessoa@exemplo.com.br')).json();
    expect(answer).toEqual({ code: '00', error: false, message: SECURITY_MESSAGES.codeSent });
    expect((await sandbox.dev<Outbox>('GET', `/outbox/${CPF.employability}`)).messages).toEqual([]);
  });

  test("the account's address in other capitals still gets the code", async () => {
    await requestCode(CPF.employability, undefined, emailOf(CPF.employability).toUpperCase());
    expect((await sandbox.dev<Outbox>('GET', `/outbox/${CPF.employability}`)).messages).toHaveLength(1);
  });

  test('400 without the user-id header or with a plain identification', async () => {
    expect((await requestCode(CPF.employability, {})).status).toBe(400);
    const plain = await sandbox.post(WIRE_PATHS.passwordRecovery, {
      headers: { [WIRE_HEADERS.userId]: '0' },
      body: { identification: CPF.employability, tokenCaptcha: 'sandbox', publicIp: '' },
    });
    expect(plain.status).toBe(400);
  });
});

describe('passwordValidateCode', () => {
  test('105 for the code sent, 104 for any other', async () => {
    await requestCode(CPF.employability);
    const code = await lastCode(CPF.employability);
    const wrong = code === '000000' ? '000001' : '000000';
    expect(await validate(CPF.employability, wrong)).toEqual({ code: '104', error: true, message: SECURITY_MESSAGES.codeInvalid });
    expect(await validate(CPF.employability, code)).toEqual({ code: '105', error: false, message: SECURITY_MESSAGES.codeValid });
  });

  test('a code is single use', async () => {
    const code = await validatedCode(CPF.employability);
    expect((await validate(CPF.employability, code)).code).toBe('104');
  });

  test('a code expires after 10 minutes', async () => {
    await requestCode(CPF.employability);
    const code = await lastCode(CPF.employability);
    sandbox.advance(10 * MINUTE);
    expect((await validate(CPF.employability, code)).code).toBe('104');
  });

  test('a code is bound to its request: a new request voids the previous code', async () => {
    await requestCode(CPF.employability);
    const first = await lastCode(CPF.employability);
    await requestCode(CPF.employability);
    const second = await lastCode(CPF.employability);
    if (first !== second) expect((await validate(CPF.employability, first)).code).toBe('104');
    expect((await validate(CPF.employability, second)).code).toBe('105');
  });

  test("a code is bound to the customer who asked for it", async () => {
    await requestCode(CPF.employability);
    expect((await validate(CPF.selfEmployed, await lastCode(CPF.employability))).code).toBe('104');
  });
});

describe('changePassword', () => {
  test('only after 105', async () => {
    await requestCode(CPF.employability);
    const code = await lastCode(CPF.employability);
    expect(await changePassword(CPF.employability, code, 'Nova@Senha1')).toEqual({ code: '104', error: true, message: SECURITY_MESSAGES.codeNotValidated });
    expect((await validate(CPF.employability, code)).code).toBe('105');
    expect((await changePassword(CPF.employability, code, 'Nova@Senha1')).code).toBe('00');
  });

  test('not after the 10 minutes of the code', async () => {
    const code = await validatedCode(CPF.employability);
    sandbox.advance(10 * MINUTE);
    expect((await changePassword(CPF.employability, code, 'Nova@Senha1')).code).toBe('104');
  });

  test('refuses the current password and the last 3, in pt-BR; accepts an older one', async () => {
    const code = await validatedCode(CPF.employability);
    expect(await changePassword(CPF.employability, code, 'Beneficio@2026')).toEqual({ code: '102', error: true, message: SECURITY_MESSAGES.sameAsCurrent });
    for (const recent of ['Beneficio@2025', 'Beneficio@2024', 'Beneficio@2023']) {
      expect(await changePassword(CPF.employability, code, recent)).toEqual({ code: '103', error: true, message: SECURITY_MESSAGES.recentlyUsed });
    }
    expect((await changePassword(CPF.employability, code, 'Beneficio@2022')).code).toBe('00');
  });

  test('the new password logs in, the old one no longer does, and the code is spent', async () => {
    const code = await validatedCode(CPF.employability);
    expect(await changePassword(CPF.employability, code, 'Nova@Senha1')).toEqual({ code: '00', error: false, message: SECURITY_MESSAGES.changed });
    expect((await sandbox.login(CPF.employability, 'Nova@Senha1')).code).toBe('00');
    expect((await sandbox.login(CPF.employability)).code).toBe('101');
    expect((await changePassword(CPF.employability, code, 'Outra@Senha2')).code).toBe('104');
  });

  test('the replaced password joins the history', async () => {
    await changePassword(CPF.employability, await validatedCode(CPF.employability), 'Nova@Senha1');
    expect((await changePassword(CPF.employability, await validatedCode(CPF.employability), 'Beneficio@2026')).code).toBe('103');
  });

  test('400 for a password outside the policy', async () => {
    const code = await validatedCode(CPF.employability);
    const response = await sandbox.post(WIRE_PATHS.changePassword, {
      body: { identification: CPF.employability, code, password: 'semregras', tokenCaptcha: 'sandbox', publicIp: '' },
    });
    expect(response.status).toBe(400);
  });

  test('a completed recovery unblocks an account blocked by attempts', async () => {
    for (let attempt = 1; attempt <= 5; attempt++) await sandbox.login(CPF.employability, 'Errada@2026');
    expect((await sandbox.login(CPF.employability)).code).toBe('104');
    await changePassword(CPF.employability, await validatedCode(CPF.employability), 'Nova@Senha1');
    expect((await sandbox.login(CPF.employability, 'Nova@Senha1')).code).toBe('00');
  });

  test('it unblocks the seeded blocked customer and releases the mass-registered one', async () => {
    await changePassword(CPF.blocked, await validatedCode(CPF.blocked), 'Nova@Senha1');
    expect((await sandbox.login(CPF.blocked, 'Nova@Senha1')).code).toBe('00');
    await changePassword(CPF.massRegistered, await validatedCode(CPF.massRegistered), 'Nova@Senha1');
    expect((await sandbox.login(CPF.massRegistered, 'Nova@Senha1')).code).toBe('00');
  });
});
