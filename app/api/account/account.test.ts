/** @jest-environment node */
import { POST as login } from '@/app/api/auth/login/route';
import { getProfile } from '@/lib/account/insurer';
import { limiter } from '@/lib/limits/limiter';
import { POST as confirmEmail } from './email/confirm/route';
import { POST as requestEmail } from './email/route';
import { PUT as changePassword } from './password/route';
import { PUT as changePhone } from './phone/route';
import { DEMO_PASSWORD, NEW_PASSWORD, TIMEOUT_MS, WIRE_PATHS, browser, withSandbox } from '@/testing/bff-harness';

const sandbox = withSandbox();

const MARIANA = { document: '529.982.247-25', cpf: '52998224725', email: 'mariana.oliveira@exemplo.com.br', phone: '11987654321' };
const JOAO = { document: '111.444.777-35', cpf: '11144477735' };
const NEW_EMAIL = 'mariana.nova@exemplo.com.br';
const CONNECTION = 'Erro na conexão, tente novamente mais tarde.';
const LOCKED = 'Por segurança, as alterações que pedem a senha atual foram bloqueadas depois de várias tentativas com a senha incorreta. Tente novamente em 15 minutos.';
const MISMATCH = { error: 'business', code: '105', message: 'A senha atual não confere. Verifique e tente novamente.' };
const REQUIRED = 'Você deve preencher o campo';

type Who = ReturnType<typeof browser>;

async function loggedIn(document = MARIANA.document, password = DEMO_PASSWORD): Promise<Who> {
  const who = browser();
  expect((await who.post(login, '/api/auth/login', { document, password })).status).toBe(200);
  return who;
}

const jwtOf = async (who: Who) => (await who.session())?.jwt ?? 'no-session';
const profileOf = async (who: Who) => {
  const result = await getProfile(await jwtOf(who));
  if (result.kind !== 'ok') throw new Error(`profile: ${result.kind}`);
  return result.data;
};
const outbox = async (cpf: string) => (await sandbox.inspect(`/outbox/${cpf}`)).messages as { to: string; code: string | null }[];
/** Too late for the portal, and the insurer then fails too (a bare latency fault would still apply the change later, in another test). */
const TIMEOUT_FAULT = { latencyMs: TIMEOUT_MS + 300, status: 503, times: 1 };
const otherCode = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

const phone = (who: Who, value: string, currentPassword = DEMO_PASSWORD) => who.post(changePhone, '/api/account/phone', { phone: value, currentPassword });
const emailRequest = (who: Who, email: string, currentPassword = DEMO_PASSWORD) => who.post(requestEmail, '/api/account/email', { email, currentPassword });
/** The insurer calls made to `path` since the test started (the harness logs each one). */
const callsTo = (path: string) => sandbox.logLines.filter((line) => line.includes(`"path":"${path}`)).length;
const emailConfirm = (who: Who, code: string) => who.post(confirmEmail, '/api/account/email/confirm', { code });
const password = (who: Who, currentPassword: string, newPassword = NEW_PASSWORD) =>
  who.post(changePassword, '/api/account/password', { currentPassword, password: newPassword, confirmPassword: newPassword });

beforeEach(async () => {
  await limiter('loginCpf').reset(MARIANA.cpf);
  await limiter('loginCpf').reset(JOAO.cpf);
});

describe('profile read (getUserProfile)', () => {
  it('gives the customer’s data, decrypted and mapped', async () => {
    const mariana = await loggedIn();
    expect(await profileOf(mariana)).toEqual({
      names: 'Mariana Souza Oliveira',
      identification: MARIANA.cpf,
      email: MARIANA.email,
      phone: MARIANA.phone,
      activatedAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
      policy: { product: 'Empréstimo Protegido', status: 'inForce' },
    });
  });

  it('a timeout, a broken cipher and a rejected JWT are defined failures', async () => {
    const jwt = await jwtOf(await loggedIn());
    await sandbox.fault({ path: WIRE_PATHS.userProfile, ...TIMEOUT_FAULT });
    expect(await getProfile(jwt)).toEqual({ kind: 'timeout' });
    await sandbox.fault({ path: WIRE_PATHS.userProfile, body: 'truncated-cipher', times: 1 });
    expect(await getProfile(jwt)).toEqual({ kind: 'malformed' });
    expect(await getProfile('not-a-jwt')).toMatchObject({ kind: 'business', code: '401' });
  });
});

describe('PUT /api/account/phone', () => {
  it('saves the phone at once and answers the contact; the session stays', async () => {
    const mariana = await loggedIn();
    const answer = await phone(mariana, '(21) 91234-5678');
    expect(answer.status).toBe(200);
    expect(answer.json).toEqual({ email: MARIANA.email, phone: '21912345678' });
    expect((await profileOf(mariana)).phone).toBe('21912345678');
    expect(await mariana.session()).toMatchObject({ names: 'Mariana Souza Oliveira', identification: MARIANA.cpf });
    // The phone travelled encrypted: the insurer log line names the path, never the number.
    expect(sandbox.logLines.join('\n')).not.toContain('21912345678');
  });

  it("the current phone → 400 '101' with the pt-BR text", async () => {
    const answer = await phone(await loggedIn(), MARIANA.phone);
    expect(answer.status).toBe(400);
    expect(answer.json).toEqual({ error: 'business', code: '101', message: 'O celular informado é igual ao atual.' });
  });

  it('bad input → 422 with the form’s messages, before any insurer call', async () => {
    const mariana = await loggedIn();
    sandbox.logLines.length = 0;
    for (const [body, message] of [
      [{ phone: '2191234' }, 'Digite os 11 números do celular, com o DDD.'],
      [{ phone: '' }, 'Você deve preencher o campo'],
      [{}, 'Você deve preencher o campo'],
    ] as const) {
      const answer = await mariana.post(changePhone, '/api/account/phone', { ...body, currentPassword: DEMO_PASSWORD });
      expect(answer.status).toBe(422);
      expect(answer.json.fields).toEqual({ phone: message });
    }
    expect((await mariana.post(changePhone, '/api/account/phone', {}, { rawBody: '{"phone":' })).status).toBe(422);
    expect(sandbox.logLines).toEqual([]);
  });

  it('401 without a session, 403 from another origin, 415 without JSON', async () => {
    expect((await phone(browser(), '21912345678')).status).toBe(401);
    const mariana = await loggedIn();
    const body = { phone: '21912345678', currentPassword: DEMO_PASSWORD };
    expect((await mariana.post(changePhone, '/api/account/phone', body, { headers: { origin: 'https://evil.example' } })).status).toBe(403);
    expect((await mariana.post(changePhone, '/api/account/phone', body, { headers: { 'content-type': 'text/plain' } })).status).toBe(415);
    expect((await profileOf(mariana)).phone).toBe(MARIANA.phone);
  });

  it('a timeout → 504, a garbage answer → 502; nothing changes and the session is kept', async () => {
    const mariana = await loggedIn();
    await sandbox.fault({ path: WIRE_PATHS.updateCellPhone, ...TIMEOUT_FAULT });
    expect(await phone(mariana, '21912345678')).toMatchObject({ status: 504, json: { error: 'timeout', message: CONNECTION } });
    await sandbox.fault({ path: WIRE_PATHS.updateCellPhone, body: 'garbage', times: 1 });
    expect(await phone(mariana, '21912345678')).toMatchObject({ status: 502, json: { error: 'upstream', message: CONNECTION } });
    expect(await mariana.session()).not.toBeNull();
  });

  it('the insurer refusing the JWT (401) ends the session', async () => {
    const mariana = await loggedIn();
    await sandbox.fault({ path: WIRE_PATHS.updateCellPhone, status: 401, times: 1 });
    expect((await phone(mariana, '21912345678')).status).toBe(401);
    expect(await mariana.session()).toBeNull();
  });
});

describe('POST /api/account/email and /email/confirm', () => {
  it('mails the code to the new address; the right code saves it; the session stays', async () => {
    const mariana = await loggedIn();
    const sent = await emailRequest(mariana, `  ${NEW_EMAIL}  `);
    expect(sent.status).toBe(200);
    expect(sent.json).toEqual({ sent: true });
    const [mail] = await outbox(MARIANA.cpf);
    expect(mail).toMatchObject({ to: NEW_EMAIL, code: expect.stringMatching(/^\d{6}$/) });
    expect((await profileOf(mariana)).email).toBe(MARIANA.email);

    const confirmed = await emailConfirm(mariana, mail!.code!);
    expect(confirmed.status).toBe(200);
    expect(confirmed.json).toEqual({ email: NEW_EMAIL, phone: MARIANA.phone });
    expect((await profileOf(mariana)).email).toBe(NEW_EMAIL);
    expect(await mariana.session()).not.toBeNull();
  });

  it("a wrong code → 400 '104' 'Código inválido…' and nothing changes; a spent code → EMAIL_CHANGE_EXPIRED", async () => {
    const mariana = await loggedIn();
    await emailRequest(mariana, NEW_EMAIL);
    const code = (await outbox(MARIANA.cpf))[0]!.code!;
    const wrong = await emailConfirm(mariana, otherCode(code));
    expect(wrong.status).toBe(400);
    expect(wrong.json).toEqual({ error: 'business', code: '104', message: 'Código inválido: você digitou um código diferente do enviado' });
    expect((await profileOf(mariana)).email).toBe(MARIANA.email);
    expect((await emailConfirm(mariana, code)).status).toBe(200);
    const spent = await emailConfirm(mariana, code);
    expect(spent.status).toBe(400);
    expect(spent.json).toMatchObject({ code: 'EMAIL_CHANGE_EXPIRED', message: expect.stringContaining('Peça um novo código') });
  });

  it('40 concurrent code guesses: at most 5 reach the insurer (spent before it answers), the rest 429, and the real code sent 31st changes nothing', async () => {
    const mariana = await loggedIn();
    expect((await emailRequest(mariana, NEW_EMAIL)).status).toBe(200);
    const code = (await outbox(MARIANA.cpf))[0]!.code!;
    sandbox.logLines.length = 0;
    const guesses = Array.from({ length: 40 }, (_, i) => (i === 30 ? code : String((Number(code) + 1 + i) % 1_000_000).padStart(6, '0')));
    const answers = await Promise.all(guesses.map((guess) => emailConfirm(mariana, guess)));
    expect(callsTo(WIRE_PATHS.confirmEmailChange)).toBeLessThanOrEqual(5);
    expect(answers[30]!.status).toBe(429);
    expect(answers.filter((answer) => answer.status === 429)).toHaveLength(40 - callsTo(WIRE_PATHS.confirmEmailChange));
    expect((await profileOf(mariana)).email).toBe(MARIANA.email);
  });

  it('without a pending change, the confirmation is refused: the browser cannot choose the address', async () => {
    const mariana = await loggedIn();
    const answer = await mariana.post(confirmEmail, '/api/account/email/confirm', { code: '123456', email: 'intruso@exemplo.com.br' });
    expect(answer.json).toMatchObject({ code: 'EMAIL_CHANGE_EXPIRED' });
    expect((await profileOf(mariana)).email).toBe(MARIANA.email);
  });

  it("the current address → '101'; past the hourly limit of codes → '104' with the pt-BR text", async () => {
    const mariana = await loggedIn();
    expect((await emailRequest(mariana, MARIANA.email.toUpperCase())).json).toEqual({
      error: 'business',
      code: '101',
      message: 'O e-mail informado é igual ao atual.',
    });
    for (let i = 0; i < 5; i += 1) expect((await emailRequest(mariana, NEW_EMAIL)).status).toBe(200);
    expect((await emailRequest(mariana, NEW_EMAIL)).json).toEqual({
      error: 'business',
      code: '104',
      message: 'Você pediu muitos códigos em pouco tempo. Aguarde uma hora e tente novamente.',
    });
  });

  it('bad input → 422 with the form’s messages', async () => {
    const mariana = await loggedIn();
    expect((await emailRequest(mariana, 'mariana@')).json).toMatchObject({ error: 'validation', fields: { email: 'O formato do email está incorreto' } });
    expect((await emailRequest(mariana, `${'a'.repeat(85)}@x.com.br`)).json.fields).toEqual({ email: 'O formato do email está incorreto' });
    expect((await emailConfirm(mariana, '12345')).json.fields).toEqual({ code: 'Digite os 6 dígitos do código.' });
    expect((await emailConfirm(browser(), '123456')).status).toBe(401);
  });

  it('a timeout on either call → 504; the pending change survives a failed confirmation', async () => {
    const mariana = await loggedIn();
    await sandbox.fault({ path: WIRE_PATHS.requestEmailChange, ...TIMEOUT_FAULT });
    expect((await emailRequest(mariana, NEW_EMAIL)).status).toBe(504);
    expect((await emailRequest(mariana, NEW_EMAIL)).status).toBe(200);
    const code = (await outbox(MARIANA.cpf))[0]!.code!;
    await sandbox.fault({ path: WIRE_PATHS.confirmEmailChange, status: 503, times: 1 });
    expect((await emailConfirm(mariana, code)).status).toBe(502);
    expect((await emailConfirm(mariana, code)).json).toEqual({ email: NEW_EMAIL, phone: MARIANA.phone });
  });
});

describe('the step-up: the current password before every account change', () => {
  it('phone and e-mail without the current password → 422 with the pt-BR message, before any insurer call', async () => {
    const mariana = await loggedIn();
    sandbox.logLines.length = 0;
    for (const answer of [
      await mariana.post(changePhone, '/api/account/phone', { phone: '21912345678' }),
      await mariana.post(requestEmail, '/api/account/email', { email: NEW_EMAIL }),
      await phone(mariana, '21912345678', ''),
      await emailRequest(mariana, NEW_EMAIL, ''),
    ]) {
      expect(answer.status).toBe(422);
      expect(answer.json.fields).toEqual({ currentPassword: REQUIRED });
    }
    expect(sandbox.logLines).toEqual([]);
  });

  it("a wrong current password → 400 '105' in pt-BR, and the insurer changes nothing (no phone, no code mailed)", async () => {
    const mariana = await loggedIn();
    expect((await phone(mariana, '21912345678', 'Errada@2026')).json).toEqual(MISMATCH);
    expect((await emailRequest(mariana, NEW_EMAIL, 'Errada@2026')).json).toEqual(MISMATCH);
    expect(await profileOf(mariana)).toMatchObject({ phone: MARIANA.phone, email: MARIANA.email });
    expect((await outbox(MARIANA.cpf)).filter((mail) => mail.to === NEW_EMAIL)).toEqual([]);
  });

  it('wrong current passwords count against the login’s limit per CPF: 2 here + 2 at login, then 429 at both; the insurer never locks', async () => {
    const mariana = await loggedIn();
    expect((await phone(mariana, '21912345678', 'Errada@1')).json).toEqual(MISMATCH);
    expect((await emailRequest(mariana, NEW_EMAIL, 'Errada@2')).json).toEqual(MISMATCH);
    for (const wrong of ['Errada@3', 'Errada@4']) expect((await browser().post(login, '/api/auth/login', { document: MARIANA.document, password: wrong })).json.code).toBe('101');
    sandbox.logLines.length = 0;
    expect(await phone(mariana, '21912345678')).toMatchObject({ status: 429, json: { message: LOCKED } });
    expect((await browser().post(login, '/api/auth/login', { document: MARIANA.document, password: DEMO_PASSWORD })).status).toBe(429);
    expect(sandbox.logLines).toEqual([]);
    // The insurer's own lock (5 wrong in a row) was never reached: once the portal's refusal ends, she logs in.
    await limiter('loginCpf').reset(MARIANA.cpf);
    await loggedIn();
  });

  it('200 parallel e-mail changes with wrong current passwords: at most 4 reach the insurer, and no code is mailed', async () => {
    const mariana = await loggedIn();
    sandbox.logLines.length = 0;
    const answers = await Promise.all(Array.from({ length: 200 }, (_, i) => emailRequest(mariana, `intruso${i}@exemplo.com.br`, `Errada@${i}`)));
    const statuses = answers.map((answer) => answer.status);
    expect(callsTo(WIRE_PATHS.requestEmailChange)).toBeLessThanOrEqual(4);
    expect(statuses.filter((status) => status === 400)).toHaveLength(callsTo(WIRE_PATHS.requestEmailChange));
    expect(statuses.filter((status) => status === 429)).toHaveLength(200 - callsTo(WIRE_PATHS.requestEmailChange));
    expect((await outbox(MARIANA.cpf)).filter((mail) => mail.to.startsWith('intruso'))).toEqual([]);
  });
});

describe('PUT /api/account/password', () => {
  it('changes the password knowing the current one; the session stays and the next login takes the new one', async () => {
    const mariana = await loggedIn();
    const answer = await password(mariana, DEMO_PASSWORD);
    expect(answer.status).toBe(200);
    expect(answer.json).toEqual({ changed: true });
    expect(await mariana.session()).not.toBeNull();
    expect((await browser().post(login, '/api/auth/login', { document: MARIANA.document, password: DEMO_PASSWORD })).status).toBe(400);
    await loggedIn(MARIANA.document, NEW_PASSWORD);
  });

  it("a wrong current password → 400 '101'; one of the last 3 → 400 '103', both in pt-BR", async () => {
    const mariana = await loggedIn();
    expect((await password(mariana, 'Errada@2026')).json).toEqual({ error: 'business', code: '101', message: 'A senha atual não confere. Verifique e tente novamente.' });
    expect((await password(mariana, DEMO_PASSWORD, 'Beneficio@2025')).json).toEqual({
      error: 'business',
      code: '103',
      message: 'Essa senha foi usada recentemente. Escolha uma senha diferente das suas 3 últimas senhas.',
    });
  });

  it('the 5th wrong current password in 15 minutes (the login’s limit of 4) locks the change for that customer only (429 + Retry-After)', async () => {
    const mariana = await loggedIn();
    for (let i = 1; i <= 4; i += 1) expect((await password(mariana, `Errada@${i}`)).json).toMatchObject({ code: '101' });
    const fifth = await password(mariana, 'Errada@5');
    expect(fifth.status).toBe(429);
    expect(fifth.json).toEqual({ error: 'tooMany', code: 'TOO_MANY_ATTEMPTS', message: LOCKED });
    sandbox.logLines.length = 0;
    // Locked: even the right password is refused, without asking the insurer.
    const right = await password(mariana, DEMO_PASSWORD);
    expect(right.status).toBe(429);
    expect(sandbox.logLines).toEqual([]);
    expect(await mariana.session()).not.toBeNull();
    // Another customer is not affected.
    expect((await password(await loggedIn(JOAO.document), DEMO_PASSWORD)).status).toBe(200);
  });

  it('a success clears the count of wrong current passwords', async () => {
    const mariana = await loggedIn();
    for (let i = 1; i <= 3; i += 1) await password(mariana, `Errada@${i}`);
    expect((await password(mariana, DEMO_PASSWORD)).status).toBe(200);
    expect((await password(mariana, 'Errada@5', 'Outra(Senha)1')).json).toMatchObject({ code: '101' });
  });

  it('bad input → 422 with pt-BR field messages, before any insurer call', async () => {
    const mariana = await loggedIn();
    sandbox.logLines.length = 0;
    const post = (body: unknown) => mariana.post(changePassword, '/api/account/password', body);
    expect((await post({ currentPassword: '', password: 'curta', confirmPassword: 'outra' })).json.fields).toEqual({
      currentPassword: 'Você deve preencher o campo',
      password: 'A senha não atende a todos os requisitos.',
      confirmPassword: 'As senhas não coincidem.',
    });
    expect((await post({ currentPassword: DEMO_PASSWORD, password: NEW_PASSWORD, confirmPassword: 'Outra(Senha)9' })).json.fields).toEqual({
      confirmPassword: 'As senhas não coincidem.',
    });
    expect((await post({ currentPassword: DEMO_PASSWORD, password: DEMO_PASSWORD, confirmPassword: DEMO_PASSWORD })).json.fields).toEqual({
      password: 'A nova senha deve ser diferente da senha atual.',
    });
    expect(sandbox.logLines).toEqual([]);
  });

  it('a timeout → 504 and does not count as a wrong password; the passwords travel encrypted', async () => {
    const mariana = await loggedIn();
    await sandbox.fault({ path: WIRE_PATHS.updatePassword, ...TIMEOUT_FAULT });
    expect(await password(mariana, DEMO_PASSWORD)).toMatchObject({ status: 504, json: { error: 'timeout', message: CONNECTION } });
    expect(await limiter('loginCpf').blockedFor(MARIANA.cpf)).toBe(0);
    expect((await password(mariana, DEMO_PASSWORD)).status).toBe(200);
    expect(sandbox.logLines.join('\n')).not.toContain(NEW_PASSWORD);
  });
});
