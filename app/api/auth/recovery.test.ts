/** @jest-environment node */
import { POST as login } from './login/route';
import { POST as changePassword } from './recovery/password/route';
import { POST as requestRecovery } from './recovery/route';
import { POST as validateCode } from './recovery/validate/route';
import { DEMO_CUSTOMERS } from '@/sandbox/demo-customers';
import { DEMO_PASSWORD, NEW_PASSWORD, TIMEOUT_MS, WIRE_PATHS, browser, setCookieNamed, withSandbox } from '@/testing/bff-harness';

const sandbox = withSandbox();

const MARIANA = { document: '529.982.247-25', email: 'mariana.oliveira@exemplo.com.br' };
const CPF = '52998224725';
const NEW = { password: NEW_PASSWORD, confirmPassword: NEW_PASSWORD };
const EXPIRED = { error: 'unauthorized', message: 'O prazo para recuperar a senha terminou. Solicite um novo código de verificação.' };
const wrongCode = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

/** A browser that asked for a code: its cookies carry the recovery state. */
async function requested(data = MARIANA) {
  const who = browser();
  const answer = await who.post(requestRecovery, '/api/auth/recovery', data);
  return { who, answer };
}

describe('recovery request', () => {
  it('e-mails a code and keeps the recovery state in a short-lived HttpOnly cookie', async () => {
    const { answer } = await requested();
    expect(answer.status).toBe(200);
    expect(answer.json).toEqual({ sent: true });
    const setCookie = setCookieNamed(answer, 'portal-recovery');
    expect(setCookie).toMatch(/HttpOnly/i);
    expect(setCookie).toContain('Max-Age=840');
    expect(setCookie).not.toContain(CPF);
    expect(await sandbox.lastCode(CPF)).toMatch(/^\d{6}$/);
  });

  it("104 on the request → 'O limite de solicitação de recuperação de senha foi excedido.'", async () => {
    for (let i = 0; i < 3; i += 1) expect((await requested()).answer.status).toBe(200);
    const { answer } = await requested();
    expect(answer.status).toBe(400);
    expect(answer.json).toEqual({ error: 'business', code: '104', message: 'O limite de solicitação de recuperação de senha foi excedido.' });
    expect(answer.setCookies).toEqual([]);
  });

  it('an unknown CPF, or another address than the account’s, gets the very same answer, and no code is mailed', async () => {
    /** What a caller can observe: status, body, and the cookies' names and attributes (their sealed values always differ). */
    const observable = (answer: Awaited<ReturnType<typeof requested>>['answer']) => ({
      status: answer.status,
      body: answer.text,
      cookies: answer.setCookies.map((cookie) => cookie.replace(/=[^;]*/, '=…')),
    });
    const right = await requested();
    const wrongEmail = await requested({ document: MARIANA.document, email: 'outra.pessoa@exemplo.com.br' });
    const unknown = await requested({ document: '314.159.265-90', email: 'ana@exemplo.com.br' });
    expect(observable(wrongEmail.answer)).toEqual(observable(right.answer));
    expect(observable(unknown.answer)).toEqual(observable(right.answer));
    expect(observable(right.answer)).toEqual({ status: 200, body: '{"sent":true}', cookies: [expect.stringMatching(/^portal-recovery=…; /)] });
    // Only the right address got a code (the one mail of the outbox).
    const { messages } = (await sandbox.inspect(`/outbox/${CPF}`)) as { messages: { to: string }[] };
    expect(messages.map((mail) => mail.to)).toEqual([MARIANA.email]);
    // The code dialog then refuses every code alike.
    expect((await wrongEmail.who.post(validateCode, '/api/auth/recovery/validate', { code: '123456' })).json.code).toBe('104');
    expect((await unknown.who.post(validateCode, '/api/auth/recovery/validate', { code: '123456' })).json.code).toBe('104');
  });

  it('similar timing either way: the median answer of a wrong address is within 25 ms of the right one’s', async () => {
    const median = (values: number[]) => values.sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
    const times = { right: [] as number[], wrong: [] as number[] };
    // One right and one wrong request per demo customer with an account (the insurer allows 3 a day per CPF).
    for (const customer of DEMO_CUSTOMERS.filter((c) => c.account === 'active')) {
      times.right.push((await requested({ document: customer.cpf, email: customer.email })).answer.ms);
      times.wrong.push((await requested({ document: customer.cpf, email: 'outra.pessoa@exemplo.com.br' })).answer.ms);
    }
    expect(times.right.length).toBeGreaterThanOrEqual(5);
    expect(Math.abs(median(times.right) - median(times.wrong))).toBeLessThan(25);
  });

  it('invalid data → 422 with the form’s messages', async () => {
    const { answer } = await requested({ document: '', email: 'x' });
    expect(answer.status).toBe(422);
    expect(answer.json.fields).toEqual({ document: 'Você deve preencher o campo', email: 'O formato do email está incorreto' });
  });
});

describe('code validation', () => {
  it("a wrong code → 104 'Código inválido: você digitou um código diferente do enviado'; the right one → valid", async () => {
    const { who } = await requested();
    const code = await sandbox.lastCode(CPF);
    const wrong = await who.post(validateCode, '/api/auth/recovery/validate', { code: wrongCode(code) });
    expect(wrong.status).toBe(400);
    expect(wrong.json).toEqual({ error: 'business', code: '104', message: 'Código inválido: você digitou um código diferente do enviado' });
    const right = await who.post(validateCode, '/api/auth/recovery/validate', { code });
    expect(right.status).toBe(200);
    expect(right.json).toEqual({ valid: true });
    expect(setCookieNamed(right, 'portal-recovery')).toBeDefined();
  });

  it('only the code of the latest request (a resend) is valid', async () => {
    const { who } = await requested();
    const first = await sandbox.lastCode(CPF);
    await who.post(requestRecovery, '/api/auth/recovery', MARIANA);
    const second = await sandbox.lastCode(CPF);
    expect((await who.post(validateCode, '/api/auth/recovery/validate', { code: first })).json.code).toBe('104');
    expect((await who.post(validateCode, '/api/auth/recovery/validate', { code: second })).status).toBe(200);
  });

  it('after 5 wrong codes even the right one is refused (401) until a new code is requested', async () => {
    const { who, answer } = await requested();
    const code = await sandbox.lastCode(CPF);
    // The recovery cookie as it was before the wrong codes: replaying it must not reset the count.
    const replayed = setCookieNamed(answer, 'portal-recovery')!.split(';')[0]!;
    for (let i = 0; i < 5; i += 1) expect((await who.post(validateCode, '/api/auth/recovery/validate', { code: wrongCode(code) })).json.code).toBe('104');
    const locked = await browser().post(validateCode, '/api/auth/recovery/validate', { code }, { headers: { cookie: replayed } });
    expect(locked.status).toBe(401);
    expect(locked.json).toEqual(EXPIRED);
    await who.post(requestRecovery, '/api/auth/recovery', MARIANA);
    expect((await who.post(validateCode, '/api/auth/recovery/validate', { code: await sandbox.lastCode(CPF) })).status).toBe(200);
  });

  it('40 concurrent guesses after 5 wrong codes: none reaches the insurer, and the real code among them is refused', async () => {
    const { who } = await requested();
    const code = await sandbox.lastCode(CPF);
    const cookie = who.cookieHeader();
    for (let i = 0; i < 5; i += 1) expect((await who.post(validateCode, '/api/auth/recovery/validate', { code: wrongCode(code) })).json.code).toBe('104');
    sandbox.logLines.length = 0;
    const guesses = Array.from({ length: 40 }, (_, i) => (i === 30 ? code : String(i).padStart(6, '0')));
    const answers = await Promise.all(guesses.map((guess) => browser().post(validateCode, '/api/auth/recovery/validate', { code: guess }, { headers: { cookie } })));
    expect(answers.map((answer) => answer.status)).toEqual(guesses.map(() => 401));
    expect(sandbox.logLines).toEqual([]);
  });

  it('40 concurrent guesses on a fresh recovery (the real one sent 31st): at most 5 reach the insurer, and the real code is refused', async () => {
    const { who } = await requested();
    const code = await sandbox.lastCode(CPF);
    const cookie = who.cookieHeader();
    sandbox.logLines.length = 0;
    const guesses = Array.from({ length: 40 }, (_, i) => (i === 30 ? code : wrongCode(String((Number(code) + i) % 1_000_000))));
    const answers = await Promise.all(guesses.map((guess) => browser().post(validateCode, '/api/auth/recovery/validate', { code: guess }, { headers: { cookie } })));
    const reached = sandbox.logLines.filter((line) => line.includes(WIRE_PATHS.passwordValidateCode)).length;
    expect(reached).toBeLessThanOrEqual(5);
    expect(answers[30]!.status).toBe(401);
    expect(answers.filter((answer) => answer.status === 200)).toEqual([]);
    // The recovery is over: the real code is refused afterwards too, until a new code is asked for.
    expect((await browser().post(validateCode, '/api/auth/recovery/validate', { code }, { headers: { cookie } })).status).toBe(401);
  });

  it('without the recovery cookie → 401, nothing sent upstream', async () => {
    const answer = await browser().post(validateCode, '/api/auth/recovery/validate', { code: '123456' });
    expect(answer.status).toBe(401);
    expect(answer.json).toEqual(EXPIRED);
    expect(sandbox.logLines).toEqual([]);
  });

  it('a timeout → 504', async () => {
    const { who } = await requested();
    await sandbox.fault({ path: WIRE_PATHS.passwordValidateCode, latencyMs: TIMEOUT_MS + 300 });
    expect((await who.post(validateCode, '/api/auth/recovery/validate', { code: '123456' })).status).toBe(504);
  });
});

describe('new password', () => {
  it('changes the password, clears the recovery state and logs in automatically', async () => {
    const { who } = await requested();
    await who.post(validateCode, '/api/auth/recovery/validate', { code: await sandbox.lastCode(CPF) });
    const answer = await who.post(changePassword, '/api/auth/recovery/password', NEW);
    expect(answer.status).toBe(200);
    expect(answer.json).toEqual({
      names: 'Mariana Souza Oliveira',
      ecosystems: [{ name: 'Empregabilidade', services: expect.any(Array) }],
      mustChooseEcosystem: false,
      redirectTo: '/auth/comparador-salarial-v2',
    });
    expect(answer.text).not.toMatch(/jwt|eyJ/);
    expect(setCookieNamed(answer, 'portal-recovery')).toMatch(/Max-Age=0/);
    expect(setCookieNamed(answer, 'portal-session')).toMatch(/HttpOnly/i);
    expect(await who.session()).toMatchObject({ identification: CPF });
    expect((await browser().post(login, '/api/auth/login', { document: CPF, password: DEMO_PASSWORD })).json.code).toBe('101');
    expect((await browser().post(login, '/api/auth/login', { document: CPF, password: NEW_PASSWORD })).status).toBe(200);
  });

  it('ERROR_REGISTER_MASIVE: recovery ends logged in, and the mass-registration flag is gone', async () => {
    const document = '135.792.468-28';
    const { who } = await requested({ document, email: 'patricia.carvalho@exemplo.com.br' });
    await who.post(validateCode, '/api/auth/recovery/validate', { code: await sandbox.lastCode('13579246828') });
    const answer = await who.post(changePassword, '/api/auth/recovery/password', NEW);
    expect(answer.json).toMatchObject({ names: 'Patrícia Nunes Carvalho', redirectTo: '/auth/inicio-fazer-cursos' });
  });

  it('before the code is validated → 401', async () => {
    const { who } = await requested();
    const answer = await who.post(changePassword, '/api/auth/recovery/password', NEW);
    expect(answer.status).toBe(401);
    expect(answer.json).toEqual(EXPIRED);
  });

  it('a recently used password → the insurer’s message, and the state is kept for another try', async () => {
    const { who } = await requested();
    await who.post(validateCode, '/api/auth/recovery/validate', { code: await sandbox.lastCode(CPF) });
    const reused = await who.post(changePassword, '/api/auth/recovery/password', { password: 'Beneficio@2025', confirmPassword: 'Beneficio@2025' });
    expect(reused.status).toBe(400);
    expect(reused.json).toMatchObject({ error: 'business', code: '103' });
    expect((await who.post(changePassword, '/api/auth/recovery/password', NEW)).status).toBe(200);
  });

  it('the rules and the confirmation are checked first (422)', async () => {
    const { who } = await requested();
    const answer = await who.post(changePassword, '/api/auth/recovery/password', { password: NEW_PASSWORD, confirmPassword: 'x' });
    expect(answer.json.fields).toEqual({ confirmPassword: 'As senhas não coincidem.' });
  });
});
