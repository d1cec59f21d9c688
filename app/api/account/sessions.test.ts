/** @jest-environment node */
import { POST as login } from '@/app/api/auth/login/route';
import { POST as logout } from '@/app/api/auth/logout/route';
import { POST as recoveryPassword } from '@/app/api/auth/recovery/password/route';
import { POST as requestRecovery } from '@/app/api/auth/recovery/route';
import { POST as validateCode } from '@/app/api/auth/recovery/validate/route';
import type { OpenSession } from '@/lib/account/contract';
import { limiter } from '@/lib/limits/limiter';
import { POST as confirmEmail } from './email/confirm/route';
import { POST as requestEmail } from './email/route';
import { PUT as changePassword } from './password/route';
import { DELETE as endOne } from './sessions/[id]/route';
import { DELETE as endOthers, GET as listSessions } from './sessions/route';
import { DEMO_PASSWORD, NEW_PASSWORD, browser, withSandbox } from '@/testing/bff-harness';

const sandbox = withSandbox();

const MARIANA = { document: '529.982.247-25', cpf: '52998224725' };
const JOAO = { document: '111.444.777-35', cpf: '11144477735' };
const ANDROID = 'Mozilla/5.0 (Linux; Android 14; SM-S918B) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Mobile Safari/537.36';
const IPHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';
const DATE_TIME = /^\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}$/;

type Who = ReturnType<typeof browser>;

async function loggedIn(document = MARIANA.document, userAgent = ANDROID, password = DEMO_PASSWORD): Promise<Who> {
  const who = browser();
  expect((await who.post(login, '/api/auth/login', { document, password }, { headers: { 'user-agent': userAgent } })).status).toBe(200);
  return who;
}

const list = async (who: Who) => {
  const answer = await who.send(listSessions, 'GET', '/api/account/sessions');
  return { status: answer.status, sessions: (answer.json.sessions ?? []) as OpenSession[], text: answer.text };
};
const end = (who: Who, id: string) => who.send(endOne, 'DELETE', `/api/account/sessions/${id}`, {}, { params: { id } });
const endTheOthers = (who: Who) => who.send(endOthers, 'DELETE', '/api/account/sessions', {});
/** A copy of this browser's cookies in another browser (a stolen or kept cookie). */
function copyOf(who: Who): Who {
  const copy = browser();
  for (const [name, value] of who.cookies) copy.cookies.set(name, value);
  return copy;
}
const endedEvents = () => sandbox.allLogLines.filter((line) => line.includes('"event":"session.ended"')).map((line) => JSON.parse(line) as Record<string, unknown>);

beforeEach(async () => {
  await limiter('loginCpf').reset(MARIANA.cpf);
  await limiter('loginCpf').reset(JOAO.cpf);
});

describe('"Sair" ends the session on the server', () => {
  it('a copy of the cookie kept from before the logout is refused (401), and stays refused', async () => {
    const mariana = await loggedIn();
    const copy = copyOf(mariana);
    expect((await list(copy)).status).toBe(200);
    expect((await mariana.post(logout, '/api/auth/logout', {})).status).toBe(204);
    expect((await list(copy)).status).toBe(401);
    expect((await list(copy)).status).toBe(401);
    expect(endedEvents()).toEqual([expect.objectContaining({ outcome: 'logout', sessions: 1, account: expect.any(String), security: true })]);
    expect(JSON.stringify(endedEvents())).not.toContain(MARIANA.cpf);
  });
});

describe('GET /api/account/sessions ("Seus acessos")', () => {
  it("lists the customer's own open sessions, this one first and marked, in words and Brazil time, without the session ids", async () => {
    const android = await loggedIn(MARIANA.document, ANDROID);
    const iphone = await loggedIn(MARIANA.document, IPHONE);
    await loggedIn(JOAO.document, IPHONE);
    const { status, sessions, text } = await list(iphone);
    expect(status).toBe(200);
    expect(sessions).toEqual([
      { id: expect.stringMatching(/^[\w-]{22}$/), device: 'Safari no iPhone', startedAt: expect.stringMatching(DATE_TIME), lastUsedAt: expect.stringMatching(DATE_TIME), current: true },
      { id: expect.stringMatching(/^[\w-]{22}$/), device: 'Chrome no Android', startedAt: expect.stringMatching(DATE_TIME), lastUsedAt: expect.stringMatching(DATE_TIME), current: false },
    ]);
    const sids = [(await android.session())?.sid, (await iphone.session())?.sid];
    for (const sid of sids) expect(text).not.toContain(sid);
  });

  it('without a session → 401', async () => {
    expect((await list(browser())).status).toBe(401);
  });
});

describe('DELETE /api/account/sessions/[id] ("Encerrar")', () => {
  it('ends the other session: it is refused at once, this one goes on', async () => {
    const android = await loggedIn(MARIANA.document, ANDROID);
    const iphone = await loggedIn(MARIANA.document, IPHONE);
    const other = (await list(iphone)).sessions.find((entry) => !entry.current)!;
    expect((await end(iphone, other.id)).status).toBe(204);
    expect((await list(android)).status).toBe(401);
    expect((await list(iphone)).sessions).toEqual([expect.objectContaining({ current: true })]);
    expect(endedEvents()).toEqual([expect.objectContaining({ outcome: 'ended-by-customer', sessions: 1 })]);
    // Already ended: nothing to end any more.
    expect((await end(iphone, other.id)).json).toEqual({ error: 'notFound', message: 'Esse acesso já foi encerrado.' });
  });

  it("refuses (404) another customer's session, which stays open", async () => {
    const joao = await loggedIn(JOAO.document, IPHONE);
    const mariana = await loggedIn(MARIANA.document, ANDROID);
    const joaosId = (await list(joao)).sessions[0]!.id;
    const answer = await end(mariana, joaosId);
    expect(answer.status).toBe(404);
    expect((await list(joao)).status).toBe(200);
    expect(endedEvents()).toEqual([]);
  });

  it('does not end this session itself (422: that is "Sair"), and refuses a malformed id (404)', async () => {
    const mariana = await loggedIn();
    const own = (await list(mariana)).sessions[0]!;
    expect(await end(mariana, own.id)).toMatchObject({ status: 422, json: { error: 'validation', message: 'Para encerrar este acesso, use “Sair”.' } });
    expect((await end(mariana, 'not-a-handle')).status).toBe(404);
    expect((await end(mariana, `${'a'.repeat(21)}$`)).status).toBe(404);
    expect((await list(mariana)).status).toBe(200);
  });

  it('without a session → 401; from another origin → 403', async () => {
    expect((await end(browser(), 'a'.repeat(22))).status).toBe(401);
    const mariana = await loggedIn();
    const id = (await list(mariana)).sessions[0]!.id;
    expect((await mariana.send(endOne, 'DELETE', `/api/account/sessions/${id}`, {}, { params: { id }, headers: { origin: 'https://evil.example' } })).status).toBe(403);
  });
});

describe('DELETE /api/account/sessions ("Encerrar os outros acessos")', () => {
  it("ends every other session of the customer, not this one nor another customer's", async () => {
    const first = await loggedIn(MARIANA.document, ANDROID);
    const second = await loggedIn(MARIANA.document, ANDROID);
    const current = await loggedIn(MARIANA.document, IPHONE);
    const joao = await loggedIn(JOAO.document, IPHONE);
    expect(await endTheOthers(current)).toMatchObject({ status: 200, json: { ended: 2 } });
    expect((await list(first)).status).toBe(401);
    expect((await list(second)).status).toBe(401);
    expect((await list(current)).sessions).toHaveLength(1);
    expect((await list(joao)).status).toBe(200);
  });
});

describe('a password or e-mail change, or a recovery, ends the other sessions', () => {
  it('a password change: the other browser is logged out, this one stays', async () => {
    const other = await loggedIn();
    const mine = await loggedIn();
    const answer = await mine.send(changePassword, 'PUT', '/api/account/password', { currentPassword: DEMO_PASSWORD, password: NEW_PASSWORD, confirmPassword: NEW_PASSWORD });
    expect(answer.status).toBe(200);
    expect((await list(other)).status).toBe(401);
    expect((await list(mine)).status).toBe(200);
    expect(endedEvents()).toEqual([expect.objectContaining({ outcome: 'password-change', sessions: 1 })]);
  });

  it('a refused password change ends nothing', async () => {
    const other = await loggedIn();
    const mine = await loggedIn();
    const answer = await mine.send(changePassword, 'PUT', '/api/account/password', { currentPassword: 'Errada(123)x', password: NEW_PASSWORD, confirmPassword: NEW_PASSWORD });
    expect(answer.status).toBe(400);
    expect((await list(other)).status).toBe(200);
  });

  it('an e-mail change: the other browser is logged out, this one stays', async () => {
    const other = await loggedIn();
    const mine = await loggedIn();
    expect((await mine.post(requestEmail, '/api/account/email', { email: 'mariana.nova@exemplo.com.br', currentPassword: DEMO_PASSWORD })).status).toBe(200);
    expect((await mine.post(confirmEmail, '/api/account/email/confirm', { code: await sandbox.lastCode(MARIANA.cpf) })).status).toBe(200);
    expect((await list(other)).status).toBe(401);
    expect((await list(mine)).status).toBe(200);
    expect(endedEvents()).toEqual([expect.objectContaining({ outcome: 'email-change', sessions: 1 })]);
  });

  it('a completed recovery ends every session of the customer, and opens only the new one', async () => {
    const before = await loggedIn();
    const recovering = browser();
    expect((await recovering.post(requestRecovery, '/api/auth/recovery', { document: MARIANA.document, email: 'mariana.oliveira@exemplo.com.br' })).status).toBe(200);
    expect((await recovering.post(validateCode, '/api/auth/recovery/validate', { code: await sandbox.lastCode(MARIANA.cpf) })).status).toBe(200);
    expect((await recovering.post(recoveryPassword, '/api/auth/recovery/password', { password: NEW_PASSWORD, confirmPassword: NEW_PASSWORD })).status).toBe(200);
    expect((await list(before)).status).toBe(401);
    expect((await list(recovering)).sessions).toEqual([expect.objectContaining({ current: true })]);
    expect(endedEvents()).toEqual([expect.objectContaining({ outcome: 'recovery', sessions: 1 })]);
  });
});
