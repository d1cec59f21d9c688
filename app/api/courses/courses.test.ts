/** @jest-environment node */
import { POST as login } from '@/app/api/auth/login/route';
import { CODES } from '@/lib/bff/codes';
import { login as insurerLogin } from '@/lib/auth/insurer';
import { getCourse, getCourseEnrolments, searchCourses } from '@/lib/courses/insurer';
import { DEMO_PASSWORD, SITE, TIMEOUT_MS, WIRE_PATHS, browser, withSandbox } from '@/testing/bff-harness';
import { GET as disclaimer } from './disclaimer/route';
import { ENROLMENT_TEXTS, clientMessages } from '@/lib/i18n/client-messages';
import { POST as enrol } from './enrolments/route';

const sandbox = withSandbox();

const CUSTOMER = {
  mariana: '529.982.247-25',
  joao: '111.444.777-35',
  ricardo: '123.456.789-09',
} as const;

const PROGRAM = {
  selfEmployed: 'https://www.coursera.org/programs/mei-portal-beneficios',
  installments: 'https://www.coursera.org/programs/parcelamento-protegido-beneficios',
} as const;

type Browser = ReturnType<typeof browser>;

async function loggedIn(document: string): Promise<Browser> {
  const customer = browser();
  expect((await customer.post(login, '/api/auth/login', { document, password: DEMO_PASSWORD })).status).toBe(200);
  sandbox.logLines.length = 0;
  return customer;
}

/** A same-origin GET with the browser's cookies (the harness's browser only POSTs). */
async function get(handler: (request: Request) => Promise<Response>, path: string, who: Browser) {
  const cookie = [...who.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  const response = await handler(new Request(`${SITE}${path}`, { headers: cookie ? { cookie } : {} }));
  const text = await response.text();
  return { status: response.status, text, json: (text ? JSON.parse(text) : {}) as Record<string, unknown>, setCookies: response.headers.getSetCookie() };
}

const readDisclaimer = (who: Browser) => get(disclaimer, '/api/courses/disclaimer', who);
const enrolIn = (who: Browser, courseId: unknown) => who.post(enrol, '/api/courses/enrolments', { courseId });

type StoredEnrolment = { identification: string; courseId: string; program: string };
const storedEnrolments = async () => (await sandbox.inspect('/courses/enrollments')).enrollments as StoredEnrolment[];
const upstreamPaths = () => sandbox.logLines.map((line) => JSON.parse(line).path as string);

describe('GET /api/courses/disclaimer', () => {
  it('gives the partner notice, decrypted from the encrypted getDisclaimer, with the enrolment dialogs’ texts', async () => {
    const answer = await readDisclaimer(await loggedIn(CUSTOMER.joao));
    expect(answer.status).toBe(200);
    expect(answer.json).toEqual({
      partner: 'Coursera',
      title: 'Você será direcionado para Coursera',
      text: expect.stringContaining('O serviço "Cursos online" é prestado por Coursera'),
      texts: clientMessages(ENROLMENT_TEXTS),
    });
    expect(answer.text).not.toMatch(/eyJ[\w-]+\./);
    expect(JSON.parse(sandbox.logLines[0] ?? '{}')).toMatchObject({ path: WIRE_PATHS.disclaimer, outcome: 'ok' });
  });

  it('401 without a session, before calling the insurer', async () => {
    const answer = await readDisclaimer(browser());
    expect(answer.status).toBe(401);
    expect(answer.json).toEqual({ error: 'unauthorized', message: 'Sua sessão expirou. Acesse sua conta novamente.' });
    expect(sandbox.logLines).toEqual([]);
  });

  it('504 when the insurer is too slow, 502 when it answers garbage', async () => {
    const joao = await loggedIn(CUSTOMER.joao);
    await sandbox.fault({ path: WIRE_PATHS.disclaimer, latencyMs: TIMEOUT_MS + 500, times: 1 });
    expect(await readDisclaimer(joao)).toMatchObject({ status: 504, json: { error: 'timeout', message: 'Erro na conexão, tente novamente mais tarde.' } });
    await sandbox.fault({ path: WIRE_PATHS.disclaimer, body: 'truncated-cipher', times: 1 });
    expect(await readDisclaimer(joao)).toMatchObject({ status: 502, json: { error: 'upstream' } });
    expect((await readDisclaimer(joao)).status).toBe(200);
  });

  it('a JWT the insurer refuses ends the session (401, cookie cleared)', async () => {
    const joao = await loggedIn(CUSTOMER.joao);
    await sandbox.fault({ path: WIRE_PATHS.disclaimer, status: 401, times: 1 });
    const answer = await readDisclaimer(joao);
    expect(answer.status).toBe(401);
    expect(answer.setCookies).toEqual([expect.stringMatching(/^portal-session=; Max-Age=0/)]);
  });
});

describe('POST /api/courses/enrolments', () => {
  it('enrols twice in the customer’s programme, then the third is refused with the yearly limit', async () => {
    const joao = await loggedIn(CUSTOMER.joao);
    const first = await enrolIn(joao, 'fluxo-de-caixa');
    expect(first.status).toBe(200);
    expect(first.json).toEqual({
      enrolment: { courseId: 'fluxo-de-caixa', title: 'Fluxo de caixa na prática', enrolledAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/) },
      allowance: { year: expect.any(Number), limit: 2, used: 1, remaining: 1 },
      programUrl: PROGRAM.selfEmployed,
    });
    expect(upstreamPaths()).toEqual([WIRE_PATHS.courseEnrol]);
    expect((await enrolIn(joao, 'power-bi')).json).toMatchObject({ allowance: { used: 2, remaining: 0 } });

    const third = await enrolIn(joao, 'sql-para-iniciantes');
    expect(third.status).toBe(400);
    expect(third.json).toEqual({
      error: 'business',
      code: CODES.courseLimit,
      message: 'Você já usou as inscrições em cursos deste ano. Novas inscrições poderão ser feitas a partir de 1º de janeiro.',
    });
    expect((await storedEnrolments()).filter((e) => e.identification === '11144477735').map((e) => e.courseId)).toEqual(['power-bi', 'fluxo-de-caixa']);
  });

  it('a Protegido customer enrols in the Parcelamento programme the login gave him', async () => {
    const ricardo = await loggedIn(CUSTOMER.ricardo);
    const answer = await enrolIn(ricardo, 'ingles-para-negocios');
    expect(answer.json).toMatchObject({ programUrl: PROGRAM.installments });
    expect((await storedEnrolments())[0]).toMatchObject({ identification: '12345678909', courseId: 'ingles-para-negocios', program: PROGRAM.installments });
  });

  it('the same course twice → already enrolled; a course not in the catalogue → unknown', async () => {
    const joao = await loggedIn(CUSTOMER.joao);
    await enrolIn(joao, 'fluxo-de-caixa');
    expect((await enrolIn(joao, 'fluxo-de-caixa')).json).toMatchObject({ code: CODES.courseAlreadyEnrolled, message: expect.stringContaining('A inscrição neste curso já foi feita') });
    expect((await enrolIn(joao, 'curso-que-nao-existe')).json).toMatchObject({
      code: CODES.courseUnknown,
      message: 'Este curso não está mais disponível no catálogo. Atualize a página e escolha outro curso.',
    });
  });

  it.each<[string, unknown]>([['empty', ''], ['a path', '../etc/passwd'], ['too long', 'a'.repeat(65)], ['a number', 42], ['missing', undefined]])(
    'refuses a course id that is %s with 422, before calling the insurer',
    async (_, courseId) => {
      const joao = await loggedIn(CUSTOMER.joao);
      const answer = await enrolIn(joao, courseId);
      expect(answer.status).toBe(422);
      expect(answer.json.fields).toEqual({ courseId: 'Escolha um curso do catálogo.' });
      expect(sandbox.logLines).toEqual([]);
    },
  );

  it('401 without a session; 403 from another site', async () => {
    expect((await enrolIn(browser(), 'power-bi')).status).toBe(401);
    const joao = await loggedIn(CUSTOMER.joao);
    const answer = await joao.post(enrol, '/api/courses/enrolments', { courseId: 'power-bi' }, { headers: { origin: 'https://evil.example' } });
    expect(answer.status).toBe(403);
    expect((await storedEnrolments()).filter((e) => e.identification === '11144477735')).toEqual([]);
  });

  it('504 on a timeout, and the session stays', async () => {
    const joao = await loggedIn(CUSTOMER.joao);
    await sandbox.fault({ path: WIRE_PATHS.courseEnrol, latencyMs: TIMEOUT_MS + 500, times: 1 });
    const answer = await enrolIn(joao, 'power-bi');
    expect(answer.status).toBe(504);
    expect(answer.setCookies).toEqual([]);
    expect(await joao.session()).toMatchObject({ names: 'João Pedro Almeida' });
  });
});

describe('the insurer client of the courses pages', () => {
  const jwtOf = async (document: string) => {
    const result = await insurerLogin({ document, password: DEMO_PASSWORD, captchaToken: 'sandbox', publicIp: '127.0.0.1' });
    if (result.kind !== 'ok') throw new Error(result.kind);
    return result.data.jwt;
  };

  it('asks the partner for one page with the URL’s search and filters, mapped both ways', async () => {
    const jwt = await jwtOf('11144477735');
    const all = await searchCourses(jwt, { q: '', pagina: 1 });
    if (all.kind !== 'ok') throw new Error(all.kind);
    expect(all.data).toMatchObject({ page: 1, pages: Math.ceil(all.data.total / 12) });
    expect(all.data.total).toBeGreaterThanOrEqual(1500);
    expect(all.data.courses).toHaveLength(12);
    const result = await searchCourses(jwt, { q: 'espanhol atendimento', categoria: 'idiomas', nivel: 'intermediario', idioma: 'espanhol', duracao: '10-a-30h', pagina: 1 });
    if (result.kind !== 'ok') throw new Error(result.kind);
    for (const course of result.data.courses) expect(course).toMatchObject({ category: 'idiomas', level: 'intermediario', language: 'espanhol' });
    expect(result.data.courses.find((course) => course.id === 'espanhol-atendimento')).toEqual({
      id: 'espanhol-atendimento',
      title: 'Espanhol para atendimento ao cliente',
      description: expect.any(String),
      provider: 'Instituto Latino de Idiomas',
      category: 'idiomas',
      level: 'intermediario',
      language: 'espanhol',
      hours: 12,
    });
  });

  it('reads a course with its details; an unknown one is the partner’s 104', async () => {
    const jwt = await jwtOf('11144477735');
    const result = await getCourse(jwt, 'educacao-financeira-pessoal');
    expect(result).toMatchObject({ kind: 'ok', data: { id: 'educacao-financeira-pessoal', title: 'Educação financeira pessoal', certificate: 'conclusao', level: 'iniciante' } });
    if (result.kind === 'ok') expect(result.data.syllabus).toContain('Reserva de emergência');
    expect(await getCourse(jwt, 'nao-existe')).toMatchObject({ kind: 'business', code: '104' });
  });

  it("this year's enrolments leave out last year's (Mariana's seeded course)", async () => {
    const result = await getCourseEnrolments(await jwtOf('52998224725'));
    expect(result).toEqual({ kind: 'ok', data: { allowance: { year: expect.any(Number), limit: 2, used: 0, remaining: 2 }, enrolments: [] } });
  });

  it('a fault is a typed failure, never an exception', async () => {
    const jwt = await jwtOf('11144477735');
    await sandbox.fault({ path: WIRE_PATHS.courseSearch, body: 'garbage', times: 1 });
    expect(await searchCourses(jwt, { q: '', pagina: 1 })).toEqual({ kind: 'malformed' });
    await sandbox.fault({ path: WIRE_PATHS.courseEnrolments, status: 503, times: 1 });
    expect(await getCourseEnrolments(jwt)).toEqual({ kind: 'network' });
  });
});
