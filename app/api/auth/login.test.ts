/** @jest-environment node */
import { POST as chooseEcosystem } from './ecosystem/route';
import { POST as login } from './login/route';
import { POST as logout } from './logout/route';
import { limiter } from '@/lib/limits/limiter';
import { DEMO_PASSWORD, WIRE_PATHS, browser, setCookieNamed, withSandbox, type Answer } from '@/testing/bff-harness';

const sandbox = withSandbox();

const CPF = {
  employability: '529.982.247-25',
  selfEmployed: '111.444.777-35',
  mustChoose: '390.533.447-05',
  installments: '123.456.789-09',
  expiredPolicy: '987.654.321-00',
  blocked: '246.813.579-28',
  massRegistered: '135.792.468-28',
  notRegistered: '314.159.265-90',
};

const CPF_DIGITS = { employability: '52998224725' };
const LOCKED = 'Por segurança, o acesso a esta conta foi bloqueado temporariamente depois de várias tentativas sem sucesso. Tente novamente em alguns minutos ou use “Esqueci minha senha”.';

const logIn = (document: string, password = DEMO_PASSWORD, who = browser()) => who.post(login, '/api/auth/login', { document, password });
const cookieBytes = (setCookie: string | undefined) => new TextEncoder().encode(setCookie ?? '').length;
const expectNoJwt = (answer: Answer) => {
  expect(answer.text).not.toMatch(/jwt/i);
  expect(answer.text).not.toMatch(/eyJ[\w-]+\.[\w-]+\./);
};

describe('login refusals: 400 with the §8 text', () => {
  it.each([
    ['101 wrong password', CPF.employability, 'Errada@2026', '101', 'O número do documento e a senha não correspondem, verifique seus dados e tente novamente.'],
    ['102 not registered', CPF.notRegistered, DEMO_PASSWORD, '102', 'Usuário não registrado ou não possui uma apólice vigente.'],
    ['103 policy not in force', CPF.expiredPolicy, DEMO_PASSWORD, '103', 'Usuário não registrado ou não possui apólice vigente.'],
    ['104 blocked', CPF.blocked, DEMO_PASSWORD, '104', 'Usuário bloqueado por tentativas. Acesse a recuperação de senha.'],
    ['ERROR_REGISTER_MASIVE', CPF.massRegistered, DEMO_PASSWORD, 'ERROR_REGISTER_MASIVE', 'Seu cadastro precisa ser atualizado: crie uma nova senha para acessar.'],
  ])('%s', async (_, document, password, code, message) => {
    const answer = await logIn(document, password);
    expect(answer.status).toBe(400);
    expect(answer.json).toEqual({ error: 'business', code, message });
    expect(answer.setCookies).toEqual([]);
  });

  it('the insurer’s lock (104 at its 5th wrong password) is never reached: the portal refuses the 5th itself (429), and that refusal ends', async () => {
    const who = browser();
    for (let i = 0; i < 4; i += 1) expect((await logIn(CPF.employability, 'Errada@2026', who)).json.code).toBe('101');
    sandbox.logLines.length = 0;
    const fifth = await logIn(CPF.employability, 'Errada@2026', who);
    expect(fifth.status).toBe(429);
    expect(Number(fifth.headers['retry-after'])).toBeGreaterThan(0);
    expect(fifth.json).toEqual({ error: 'tooMany', code: 'TOO_MANY_ATTEMPTS', message: LOCKED });
    expect(sandbox.logLines).toEqual([]);
    // The portal's refusal lasts 15 minutes; once it ends the account is not locked at the insurer.
    await limiter('loginCpf').reset(CPF_DIGITS.employability);
    expect((await logIn(CPF.employability)).status).toBe(200);
  });

  it('200 parallel wrong passwords for one CPF: at most 4 reach the insurer, the rest get 429, and the account is not locked', async () => {
    const answers = await Promise.all(Array.from({ length: 200 }, (_, i) => logIn(CPF.employability, `Errada@${i}`)));
    const reached = sandbox.logLines.filter((line) => line.includes(`"path":"${WIRE_PATHS.login}"`)).length;
    expect(reached).toBeLessThanOrEqual(4);
    expect(answers.filter((answer) => answer.status === 400)).toHaveLength(reached);
    expect(answers.filter((answer) => answer.status === 429)).toHaveLength(200 - reached);
    expect(answers.every((answer) => answer.json.code !== '104')).toBe(true);
    await limiter('loginCpf').reset(CPF_DIGITS.employability);
    expect((await logIn(CPF.employability)).status).toBe(200);
  });

  it('security events: auth.login with the CPF and the address only as pseudonyms', async () => {
    await logIn(CPF.employability, 'Errada@2026');
    await logIn(CPF.employability);
    const events = sandbox.allLogLines.filter((line) => line.includes('"security":true')).map((line) => JSON.parse(line) as Record<string, unknown>);
    expect(events.filter((event) => event.event === 'auth.login').map((event) => event.outcome)).toEqual(['refused', 'success']);
    expect(events.every((event) => typeof event.account === 'string')).toBe(true);
    expect(sandbox.allLogLines.join('\n')).not.toContain(CPF_DIGITS.employability);
  });

  it('an insurer refusal without a text of ours keeps the insurer’s message', async () => {
    await sandbox.fault({ path: WIRE_PATHS.login, status: 429 });
    const answer = await logIn(CPF.employability);
    expect(answer.status).toBe(400);
    expect(answer.json).toEqual({ error: 'business', code: '429', message: 'Falha simulada pelo sandbox.' });
  });
});

describe('login success', () => {
  it('answers LoginResult and an HttpOnly session cookie; the JWT stays in the cookie', async () => {
    const mariana = browser();
    const answer = await logIn(CPF.employability, DEMO_PASSWORD, mariana);
    expect(answer.status).toBe(200);
    expect(answer.json).toEqual({
      names: 'Mariana Souza Oliveira',
      ecosystems: [{ name: 'Empregabilidade', services: ['coursera', 'curr', 'falar-com-especialista', 'procurar-emprego', 'consultar'] }],
      mustChooseEcosystem: false,
      redirectTo: '/auth/comparador-salarial-v2',
    });
    expectNoJwt(answer);
    const setCookie = setCookieNamed(answer, 'portal-session');
    expect(setCookie).toMatch(/; HttpOnly/i);
    expect(setCookie).toMatch(/; SameSite=Lax/i);
    expect(setCookie).toMatch(/; Path=\//i);
    const session = await mariana.session();
    expect(session).toMatchObject({
      jwt: expect.stringMatching(/^eyJ/),
      names: 'Mariana Souza Oliveira',
      identification: '52998224725',
      isParcelamentoUser: false,
      isProtegido: false,
      eco: 'Empregabilidade',
    });
    expect(session?.issuedAt).toBe(session?.lastSeenAt);
    expect(Date.parse(session?.lastsession ?? '')).toBe(session?.issuedAt);
    expect(setCookie).not.toContain(session?.jwt);
  });

  it("one Autônomo ('EP MEI') ecosystem → /auth/inicio-fazer-cursos", async () => {
    const answer = await logIn(CPF.selfEmployed);
    expect(answer.json).toMatchObject({
      ecosystems: [{ name: 'Autônomo', services: ['coursera', 'marketing', 'orientacao-financeira', 'logo'] }],
      redirectTo: '/auth/inicio-fazer-cursos',
    });
  });

  it('the Parcelamento rule: Parcelamento removed, Protegido’s coursera takes its meta', async () => {
    const ricardo = browser();
    const answer = await logIn(CPF.installments, DEMO_PASSWORD, ricardo);
    expect(answer.json).toEqual({
      names: 'Ricardo Gomes Pereira',
      ecosystems: [{ name: 'Protegido', services: ['coursera'] }],
      mustChooseEcosystem: false,
      redirectTo: '/auth/comparador-salarial-v2',
    });
    expect(await ricardo.session()).toMatchObject({
      isParcelamentoUser: true,
      isProtegido: true,
      eco: 'Protegido',
      listEcosystem: [{ name: 'Protegido', services: [{ name: 'coursera', meta: 'https://www.coursera.org/programs/parcelamento-protegido-beneficios' }] }],
    });
  });

  it('a new login replaces the previous session', async () => {
    const shared = browser();
    await logIn(CPF.employability, DEMO_PASSWORD, shared);
    await logIn(CPF.selfEmployed, DEMO_PASSWORD, shared);
    expect(await shared.session()).toMatchObject({ names: 'João Pedro Almeida', identification: '11144477735', eco: 'Autônomo' });
  });
});

describe('three ecosystems: the choice', () => {
  it('login asks for the choice and opens no session until the insurer accepts it', async () => {
    const fernanda = browser();
    const answer = await logIn(CPF.mustChoose, DEMO_PASSWORD, fernanda);
    expect(answer.json).toEqual({
      names: 'Fernanda Lima Costa',
      ecosystems: [
        { name: 'Parcelamento', services: ['coursera'] },
        { name: 'Empregabilidade', services: ['coursera', 'curr', 'falar-com-especialista', 'procurar-emprego', 'consultar'] },
        { name: 'Autônomo', services: ['coursera', 'marketing', 'orientacao-financeira', 'logo'] },
      ],
      mustChooseEcosystem: true,
      redirectTo: null,
    });
    expectNoJwt(answer);
    expect(setCookieNamed(answer, 'portal-session')).toBeUndefined();
    expect(setCookieNamed(answer, 'portal-pending-login')).toMatch(/HttpOnly/i);
    expect(await fernanda.session()).toBeNull();
  });

  it("choosing Autônomo ('5'): session with Autônomo only, isProtegido false → /auth/inicio-fazer-cursos", async () => {
    const fernanda = browser();
    await logIn(CPF.mustChoose, DEMO_PASSWORD, fernanda);
    const answer = await fernanda.post(chooseEcosystem, '/api/auth/ecosystem', { product: '5' });
    expect(answer.status).toBe(200);
    expect(answer.json).toEqual({
      names: 'Fernanda Lima Costa',
      ecosystems: [{ name: 'Autônomo', services: ['coursera', 'marketing', 'orientacao-financeira', 'logo'] }],
      mustChooseEcosystem: false,
      redirectTo: '/auth/inicio-fazer-cursos',
    });
    expectNoJwt(answer);
    expect(fernanda.cookies.has('portal-pending-login')).toBe(false);
    expect(await fernanda.session()).toMatchObject({ eco: 'Autônomo', isParcelamentoUser: true, isProtegido: false });
  });

  it("choosing Empregabilidade ('3'): isProtegido true → /auth/comparador-salarial-v2; the next login needs no choice", async () => {
    const fernanda = browser();
    await logIn(CPF.mustChoose, DEMO_PASSWORD, fernanda);
    const answer = await fernanda.post(chooseEcosystem, '/api/auth/ecosystem', { product: '3' });
    expect(answer.json).toMatchObject({ ecosystems: [{ name: 'Empregabilidade' }], redirectTo: '/auth/comparador-salarial-v2' });
    expect(await fernanda.session()).toMatchObject({ eco: 'Empregabilidade', isProtegido: true });
    expect((await logIn(CPF.mustChoose)).json).toMatchObject({ mustChooseEcosystem: false, ecosystems: [{ name: 'Empregabilidade' }] });
  });

  it('the choice is irreversible: a second one is refused with the insurer’s message', async () => {
    const first = browser();
    await logIn(CPF.mustChoose, DEMO_PASSWORD, first);
    const second = browser();
    await logIn(CPF.mustChoose, DEMO_PASSWORD, second);
    await first.post(chooseEcosystem, '/api/auth/ecosystem', { product: '3' });
    const answer = await second.post(chooseEcosystem, '/api/auth/ecosystem', { product: '5' });
    expect(answer.status).toBe(400);
    expect(answer.json).toEqual({ error: 'business', code: '101', message: expect.stringContaining('não pode ser alterada') });
    expect(await second.session()).toBeNull();
  });

  it('without a pending login → 401; a bad product → 422; garbage → 502; an insurer 401 → 401', async () => {
    expect((await browser().post(chooseEcosystem, '/api/auth/ecosystem', { product: '3' })).json).toMatchObject({ error: 'unauthorized' });
    const fernanda = browser();
    await logIn(CPF.mustChoose, DEMO_PASSWORD, fernanda);
    expect((await fernanda.post(chooseEcosystem, '/api/auth/ecosystem', { product: '4' })).status).toBe(422);
    await sandbox.fault({ path: WIRE_PATHS.contingencyProducts, body: 'garbage', times: 1 });
    expect((await fernanda.post(chooseEcosystem, '/api/auth/ecosystem', { product: '3' })).status).toBe(502);
    await sandbox.fault({ path: WIRE_PATHS.contingencyProducts, status: 401, times: 1 });
    const expired = await fernanda.post(chooseEcosystem, '/api/auth/ecosystem', { product: '3' });
    expect(expired.status).toBe(401);
    expect(fernanda.cookies.has('portal-pending-login')).toBe(false);
  });
});

describe('logout', () => {
  it('destroys the session cookie (204)', async () => {
    const mariana = browser();
    await logIn(CPF.employability, DEMO_PASSWORD, mariana);
    const answer = await mariana.post(logout, '/api/auth/logout');
    expect(answer.status).toBe(204);
    expect(answer.text).toBe('');
    expect(setCookieNamed(answer, 'portal-session')).toMatch(/Max-Age=0/);
    expect(await mariana.session()).toBeNull();
  });

  it('also drops a pending ecosystem choice (Cancelar); without cookies it is a plain 204', async () => {
    const fernanda = browser();
    await logIn(CPF.mustChoose, DEMO_PASSWORD, fernanda);
    expect(setCookieNamed(await fernanda.post(logout, '/api/auth/logout'), 'portal-pending-login')).toMatch(/Max-Age=0/);
    const anonymous = await browser().post(logout, '/api/auth/logout');
    expect(anonymous.status).toBe(204);
    expect(anonymous.setCookies).toEqual([]);
  });

  it('is same-origin and JSON only like every handler', async () => {
    expect((await browser().post(logout, '/api/auth/logout', {}, { headers: { origin: 'https://evil.example' } })).status).toBe(403);
    expect((await browser().post(logout, '/api/auth/logout', {}, { headers: { 'content-type': 'text/plain' } })).status).toBe(415);
  });
});

describe('cookie size', () => {
  it('every demo account’s sealed cookie stays under 4096 bytes', async () => {
    const sizes: Record<string, number> = {};
    for (const document of [CPF.employability, CPF.selfEmployed, CPF.installments]) {
      sizes[document] = cookieBytes(setCookieNamed(await logIn(document), 'portal-session'));
    }
    const fernanda = browser();
    sizes[`${CPF.mustChoose} (pending)`] = cookieBytes(setCookieNamed(await logIn(CPF.mustChoose, DEMO_PASSWORD, fernanda), 'portal-pending-login'));
    const chosen = await fernanda.post(chooseEcosystem, '/api/auth/ecosystem', { product: '3' });
    sizes[`${CPF.mustChoose} (chose 3)`] = cookieBytes(setCookieNamed(chosen, 'portal-session'));
    for (const size of Object.values(sizes)) expect(size).toBeLessThan(4096);
    expect(Object.keys(sizes)).toHaveLength(5);
  });
});
