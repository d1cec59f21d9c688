/** @jest-environment node */
import { WIRE_PATHS } from '../contract/paths.ts';
import { EMAIL_CODE_LIMIT, EMAIL_CODE_TTL_MS, EMAIL_WRONG_CODES, policyProduct } from '../account-profile.ts';
import { DEMO_PASSWORD, DEMO_PASSWORD_HISTORY } from '../demo-customers.ts';
import { employabilityEcosystem, installmentsEcosystem, protectedEcosystem, selfEmployedEcosystem } from '../ecosystems.ts';
import { ACCOUNT_MESSAGES } from './account.ts';
import { CPF, HOUR, MINUTE, T0, enc, useSandbox } from '../test-harness.ts';

const sandbox = useSandbox();
const DAY = 24 * HOUR;
const NEW_EMAIL = 'mariana.nova@exemplo.com.br';
const NEW_PASSWORD = 'Trocada(2027)';

type Mail = { to: string; subject: string; code: string | null };
const outbox = async (cpf: string) => (await sandbox.dev<{ messages: Mail[] }>('GET', `/outbox/${cpf}`)).messages;
const profileOf = async (token: string) => sandbox.decrypted(await sandbox.get(WIRE_PATHS.userProfile, { token }));
/** The step-up: the current password travels with every contact change. */
const withPassword = (fields: Record<string, string>, currentPassword = DEMO_PASSWORD) => ({ ...fields, currentPassword: enc(currentPassword) });
const requestEmail = (token: string, email: string, currentPassword = DEMO_PASSWORD) =>
  sandbox.postOk(WIRE_PATHS.requestEmailChange, { token, body: withPassword({ email: enc(email) }, currentPassword) });
const updatePhone = (token: string, cellPhoneNumber: string, currentPassword = DEMO_PASSWORD) =>
  sandbox.post(WIRE_PATHS.updateCellPhone, { token, body: withPassword({ cellPhoneNumber }, currentPassword) });
const confirmEmail = (token: string, code: string) => sandbox.post(WIRE_PATHS.confirmEmailChange, { token, body: { code } });
const updatePassword = (token: string, currentPassword: string, newPassword: string) =>
  sandbox.postOk(WIRE_PATHS.updatePassword, { token, body: { data: enc({ currentPassword, newPassword }) } });
const otherCode = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

describe('getUserProfile', () => {
  test('answers the encrypted profile: names, CPF, contact, activation date, policy product and status', async () => {
    const envelope = await profileOf(await sandbox.token(CPF.employability));
    expect(envelope).toEqual({
      code: '00',
      error: false,
      message: ACCOUNT_MESSAGES.profile,
      data: {
        names: 'Mariana Souza Oliveira',
        identification: CPF.employability,
        email: 'mariana.oliveira@exemplo.com.br',
        cellPhoneNumber: '11987654321',
        activationDate: new Date(T0 - 400 * DAY).toISOString(),
        policy: { product: 'Empréstimo Protegido', status: 'VIGENTE' },
      },
    });
  });

  test('the product line follows the policy', () => {
    expect(policyProduct([employabilityEcosystem()])).toBe('Empréstimo Protegido');
    expect(policyProduct([selfEmployedEcosystem()])).toBe('Empréstimo Protegido MEI');
    expect(policyProduct([installmentsEcosystem(), protectedEcosystem()])).toBe('Parcelamento Protegido');
    expect(policyProduct([installmentsEcosystem(), employabilityEcosystem(), selfEmployedEcosystem()])).toBe('Parcelamento Protegido');
  });

  test.each([WIRE_PATHS.userProfile, WIRE_PATHS.updateCellPhone, WIRE_PATHS.requestEmailChange, WIRE_PATHS.confirmEmailChange, WIRE_PATHS.updatePassword])(
    '%s needs the bearer JWT (401)',
    async (path) => {
      const response = await sandbox.call(path === WIRE_PATHS.userProfile ? 'GET' : 'POST', path, { body: path === WIRE_PATHS.userProfile ? undefined : {} });
      expect(response.status).toBe(401);
    },
  );
});

describe('updateCellPhone', () => {
  test('saves the encrypted phone and answers the new profile', async () => {
    const token = await sandbox.token(CPF.employability);
    const response = await updatePhone(token, enc('(21) 91234-5678'));
    const envelope = await sandbox.decrypted(response);
    expect(envelope).toMatchObject({ code: '00', message: ACCOUNT_MESSAGES.phoneChanged, data: { cellPhoneNumber: '21912345678' } });
    expect((await profileOf(token)).data).toMatchObject({ cellPhoneNumber: '21912345678' });
  });

  test('101 when it is the current phone; 400 when it is not 11 digits or not encrypted', async () => {
    const token = await sandbox.token(CPF.employability);
    expect(await (await updatePhone(token, enc('11987654321'))).json()).toEqual({
      code: '101',
      error: true,
      message: ACCOUNT_MESSAGES.phoneUnchanged,
    });
    expect((await updatePhone(token, enc('1198765'))).status).toBe(400);
    expect((await updatePhone(token, '11987654321')).status).toBe(400);
  });

  test('the step-up: a wrong current password → 105 before anything is checked or saved; none → 400', async () => {
    const token = await sandbox.token(CPF.employability);
    expect(await (await updatePhone(token, enc('21912345678'), 'Errada@2026')).json()).toEqual({ code: '105', error: true, message: ACCOUNT_MESSAGES.stepUpMismatch });
    expect((await sandbox.post(WIRE_PATHS.updateCellPhone, { token, body: { cellPhoneNumber: enc('21912345678') } })).status).toBe(400);
    expect((await profileOf(token)).data).toMatchObject({ cellPhoneNumber: '11987654321' });
  });
});

describe('e-mail change', () => {
  test('the code goes to the new address; the right code saves it and tells the old address', async () => {
    const token = await sandbox.token(CPF.employability);
    expect(await requestEmail(token, NEW_EMAIL)).toEqual({ code: '00', error: false, message: ACCOUNT_MESSAGES.emailCodeSent });
    const [mail] = await outbox(CPF.employability);
    expect(mail).toMatchObject({ to: NEW_EMAIL, code: expect.stringMatching(/^\d{6}$/) });
    expect((await profileOf(token)).data).toMatchObject({ email: 'mariana.oliveira@exemplo.com.br' });

    const envelope = await sandbox.decrypted(await confirmEmail(token, mail!.code!));
    expect(envelope).toMatchObject({ code: '00', message: ACCOUNT_MESSAGES.emailChanged, data: { email: NEW_EMAIL } });
    expect((await profileOf(token)).data).toMatchObject({ email: NEW_EMAIL });
    expect((await outbox(CPF.employability))[0]).toMatchObject({ to: 'mariana.oliveira@exemplo.com.br', code: null });
    // The code is spent.
    expect(await (await confirmEmail(token, mail!.code!)).json()).toMatchObject({ code: '103' });
  });

  test('a wrong code → 104 and changes nothing; the fifth wrong code voids the change (103)', async () => {
    const token = await sandbox.token(CPF.employability);
    await requestEmail(token, NEW_EMAIL);
    const code = (await outbox(CPF.employability))[0]!.code!;
    for (let i = 1; i < EMAIL_WRONG_CODES; i += 1) {
      expect(await (await confirmEmail(token, otherCode(code))).json()).toEqual({ code: '104', error: true, message: ACCOUNT_MESSAGES.emailWrongCode });
    }
    expect(await (await confirmEmail(token, otherCode(code))).json()).toMatchObject({ code: '104' });
    expect(await (await confirmEmail(token, code)).json()).toEqual({ code: '103', error: true, message: ACCOUNT_MESSAGES.emailNothingPending });
    expect((await profileOf(token)).data).toMatchObject({ email: 'mariana.oliveira@exemplo.com.br' });
  });

  test('only the newest code counts, and a code lives 10 minutes', async () => {
    const token = await sandbox.token(CPF.employability);
    await requestEmail(token, 'primeiro@exemplo.com.br');
    const first = (await outbox(CPF.employability))[0]!.code!;
    await requestEmail(token, NEW_EMAIL);
    const second = (await outbox(CPF.employability))[0]!.code!;
    if (first !== second) expect(await (await confirmEmail(token, first)).json()).toMatchObject({ code: '104' });
    sandbox.advance(EMAIL_CODE_TTL_MS);
    expect(await (await confirmEmail(token, second)).json()).toMatchObject({ code: '103' });
  });

  test('101 for the current address; 104 past the hourly limit of codes; 400 for a bad address', async () => {
    const token = await sandbox.token(CPF.employability);
    expect(await requestEmail(token, 'Mariana.Oliveira@exemplo.com.br')).toEqual({ code: '101', error: true, message: ACCOUNT_MESSAGES.emailUnchanged });
    for (let i = 0; i < EMAIL_CODE_LIMIT; i += 1) expect((await requestEmail(token, NEW_EMAIL)).code).toBe('00');
    expect(await requestEmail(token, NEW_EMAIL)).toEqual({ code: '104', error: true, message: ACCOUNT_MESSAGES.emailCodeLimit });
    sandbox.advance(HOUR + MINUTE);
    expect((await requestEmail(token, NEW_EMAIL)).code).toBe('00');
    expect((await sandbox.post(WIRE_PATHS.requestEmailChange, { token, body: withPassword({ email: enc('sem-arroba') }) })).status).toBe(400);
  });

  test('the step-up: a wrong current password → 105 and no code is mailed; none → 400', async () => {
    const token = await sandbox.token(CPF.employability);
    expect(await requestEmail(token, NEW_EMAIL, 'Errada@2026')).toEqual({ code: '105', error: true, message: ACCOUNT_MESSAGES.stepUpMismatch });
    expect((await sandbox.post(WIRE_PATHS.requestEmailChange, { token, body: { email: enc(NEW_EMAIL) } })).status).toBe(400);
    expect(await outbox(CPF.employability)).toEqual([]);
  });
});

describe('updatePassword', () => {
  test('101 for a wrong current password (the account is not blocked by it)', async () => {
    const token = await sandbox.token(CPF.employability);
    for (let i = 0; i < 6; i += 1) {
      expect(await updatePassword(token, 'Errada@2026', NEW_PASSWORD)).toEqual({ code: '101', error: true, message: ACCOUNT_MESSAGES.currentPasswordMismatch });
    }
    expect((await sandbox.login(CPF.employability)).code).toBe('00');
  });

  test('102 for the current password, 103 for one of the last 3, then 00; the JWT stays valid and login takes the new one', async () => {
    const token = await sandbox.token(CPF.employability);
    expect((await updatePassword(token, DEMO_PASSWORD, DEMO_PASSWORD)).code).toBe('102');
    for (const recent of DEMO_PASSWORD_HISTORY.slice(-3)) {
      expect(await updatePassword(token, DEMO_PASSWORD, recent)).toEqual({ code: '103', error: true, message: ACCOUNT_MESSAGES.recentlyUsed });
    }
    // The fourth-newest is old enough.
    expect(await updatePassword(token, DEMO_PASSWORD, DEMO_PASSWORD_HISTORY[0]!)).toEqual({ code: '00', error: false, message: ACCOUNT_MESSAGES.passwordChanged });
    expect(await updatePassword(token, DEMO_PASSWORD_HISTORY[0]!, NEW_PASSWORD)).toMatchObject({ code: '00' });
    // Beneficio@2026 was retired a moment ago: now it is among the last 3.
    expect((await updatePassword(token, NEW_PASSWORD, DEMO_PASSWORD)).code).toBe('103');
    expect((await sandbox.login(CPF.employability)).code).toBe('101');
    expect((await sandbox.login(CPF.employability, NEW_PASSWORD)).code).toBe('00');
    expect((await outbox(CPF.employability))[0]).toMatchObject({ to: 'mariana.oliveira@exemplo.com.br', subject: expect.stringContaining('senha') });
  });

  test('400 for a new password outside the rules or a body that does not decrypt', async () => {
    const token = await sandbox.token(CPF.employability);
    expect((await sandbox.post(WIRE_PATHS.updatePassword, { token, body: { data: enc({ currentPassword: DEMO_PASSWORD, newPassword: 'curta' }) } })).status).toBe(400);
    expect((await sandbox.post(WIRE_PATHS.updatePassword, { token, body: { data: 'não é cifra' } })).status).toBe(400);
  });
});
