/** @jest-environment node */
import { supportCodeOf } from '@/lib/ops/support-code';
import { POST as login } from '@/app/api/auth/login/route';
import { CODES } from '@/lib/bff/codes';
import { limiter } from '@/lib/limits/limiter';
import { LIMITS } from '@/lib/limits/limits';
import { saveCurriculum } from '@/lib/cv/insurer';
import { SESSION_REFRESH_MS } from '@/lib/session/session-data';
import { CV_BODY_MAX_BYTES, cvSchema, emptyCv, type CvDocument } from '@/lib/validation/cv';
import { SAMPLE_CV } from '@/sandbox/content/cv-sample';
import { DEMO_PASSWORD, TIMEOUT_MS, WIRE_PATHS, browser, setCookieNamed, withSandbox, type Answer } from '@/testing/bff-harness';
import { pdfText } from '@/testing/pdf';
import { POST as pdf } from './pdf/route';
import { GET, PUT } from './route';

const sandbox = withSandbox();

const MARIANA = { cpf: '52998224725', document: '529.982.247-25' };
const JOAO = '111.444.777-35';

type Customer = ReturnType<typeof browser>;
type Handler = (request: Request) => Promise<Response>;

/** A request of `method` from the customer's browser (the harness: same origin, their cookies); a string body is sent as it is. */
const send = (who: Customer, handler: Handler, method: string, path: string, body?: unknown, headers: Record<string, string> = {}): Promise<Answer> =>
  typeof body === 'string' ? who.send(handler, method, path, undefined, { rawBody: body, headers }) : who.send(handler, method, path, body, { headers });

async function loggedIn(document = MARIANA.document): Promise<Customer> {
  const who = browser();
  expect((await who.post(login, '/api/auth/login', { document, password: DEMO_PASSWORD })).status).toBe(200);
  sandbox.logLines.length = 0;
  return who;
}

const read = (who: Customer) => send(who, GET, 'GET', '/api/cv');
const save = (who: Customer, body: unknown) => send(who, PUT, 'PUT', '/api/cv', body);
const stored = async (cpf = MARIANA.cpf) => (await sandbox.inspect(`/cv/${cpf}`)) as { curriculum: CvDocument | null; revision: number; updatedAt: string | null };
type LogLine = { event: string; path?: string; outcome?: string; pages?: number };
const logged = () => sandbox.logLines.map((line) => JSON.parse(line) as LogLine);
/** The insurer calls the handler made (lib/insurer/request.ts logs one line per call). */
const calls = () => logged().filter((line) => line.event === 'insurer.call');

/** A draft as the form sends it: masked phone, the size as typed, spaces around. */
function draft(): Record<string, unknown> {
  const cv = emptyCv('Mariana Souza Oliveira');
  return {
    ...cv,
    personalize: { modelo: 'moderno', font: 'Times', color: 'verde', fonte: '80' },
    personal: { ...cv.personal, headline: '  Analista de Marketing ', phone: '(11) 98765-4321', email: 'mariana@exemplo.com.br' },
    experience: [{ id: 'job-1', company: 'Agência Criativa', role: 'Analista', start: '03/2021', end: '05/2022', current: true, description: 'Campanhas.\r\nRedes.' }],
  };
}

describe('GET /api/cv', () => {
  it('answers the saved CV (none yet: null, revision 0) from getCurriculum with the session’s JWT', async () => {
    const mariana = await loggedIn();
    const answer = await read(mariana);
    expect(answer.status).toBe(200);
    expect(answer.json).toEqual({ cv: null, revision: 0, updatedAt: null });
    expect(calls()).toEqual([expect.objectContaining({ path: WIRE_PATHS.getCurriculum, outcome: 'ok' })]);
    expect(answer.text).not.toMatch(/eyJ[\w-]+\./);
  });

  it('without a session → 401; without the service → 403 SERVICE_NOT_INCLUDED; neither reaches the partner', async () => {
    expect((await read(browser())).status).toBe(401);
    const joao = await loggedIn(JOAO);
    const answer = await read(joao);
    expect(answer.status).toBe(403);
    expect(answer.json).toMatchObject({ code: CODES.serviceNotIncluded, message: 'Este serviço não faz parte dos seus benefícios' });
    expect(calls()).toEqual([]);
  });

  it('an unreachable, slow or garbled partner → 502/504 with the connection message; a refused JWT ends the session', async () => {
    const mariana = await loggedIn();
    await sandbox.fault({ path: WIRE_PATHS.getCurriculum, status: 503, times: 1 });
    expect(await read(mariana)).toMatchObject({ status: 502, json: { error: 'upstream', message: 'Erro na conexão, tente novamente mais tarde.' } });
    await sandbox.fault({ path: WIRE_PATHS.getCurriculum, body: 'truncated-cipher', times: 1 });
    expect((await read(mariana)).status).toBe(502);
    await sandbox.fault({ path: WIRE_PATHS.getCurriculum, latencyMs: TIMEOUT_MS + 300, times: 1 });
    expect((await read(mariana)).json).toMatchObject({ error: 'timeout' });
    await sandbox.fault({ path: WIRE_PATHS.getCurriculum, status: 401, times: 1 });
    const expired = await read(mariana);
    expect(expired.status).toBe(401);
    expect(setCookieNamed(expired, 'portal-session')).toMatch(/max-age=0/i);
  });

  it('a stored document that is not a CV is a malformed answer (502), never passed on', async () => {
    const mariana = await loggedIn();
    const session = await mariana.session();
    await saveCurriculum({ jwt: session!.jwt, cv: { not: 'a cv' } as unknown as CvDocument, revision: null });
    expect((await read(mariana)).status).toBe(502);
  });
});

describe('PUT /api/cv', () => {
  it('stores the draft (digits, numbers, trimmed, no end date while current) and answers the new revision', async () => {
    const mariana = await loggedIn();
    const answer = await save(mariana, { revision: 0, cv: draft() });
    expect(answer.status).toBe(200);
    expect(answer.json).toEqual({ revision: 1, updatedAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/) });
    const { curriculum, revision } = await stored();
    expect(revision).toBe(1);
    expect(curriculum).toMatchObject({
      personalize: { modelo: 'moderno', font: 'Times', color: 'verde', fonte: 80 },
      personal: { headline: 'Analista de Marketing', phone: '11987654321' },
      experience: [{ end: '', current: true, description: 'Campanhas.\nRedes.' }],
    });
    expect((await read(mariana)).json).toMatchObject({ revision: 1, cv: { personal: { headline: 'Analista de Marketing' } } });
    expect(calls().map((call) => call.path)).toEqual([WIRE_PATHS.saveCurriculum, WIRE_PATHS.getCurriculum]);
  });

  it('a save based on an older revision → 409 with the conflict code; `force` overwrites', async () => {
    const mariana = await loggedIn();
    expect((await save(mariana, { revision: 0, cv: draft() })).status).toBe(200);
    const stale = await save(mariana, { revision: 0, cv: emptyCv('Outra Versão') });
    expect(stale.status).toBe(409);
    expect(stale.json).toEqual({ error: 'business', code: CODES.cvConflict, message: 'Seu currículo foi alterado em outra janela ou dispositivo.' });
    expect((await stored()).curriculum?.personal.names).toBe('Mariana Souza Oliveira');
    const forced = await save(mariana, { revision: 0, force: true, cv: emptyCv('Outra Versão') });
    expect(forced.json).toMatchObject({ revision: 2 });
    expect((await stored()).curriculum?.personal.names).toBe('Outra Versão');
  });

  it('validates with the shared schema: 422 with pt-BR messages per field, nothing sent', async () => {
    const mariana = await loggedIn();
    const cv = draft();
    const answer = await save(mariana, {
      revision: 0,
      cv: { ...cv, personalize: { modelo: 'futurista', font: 'Comic Sans', color: 'verde', fonte: '151' }, personal: { ...(cv.personal as object), gender: 'X' } },
    });
    expect(answer.status).toBe(422);
    expect(answer.json.fields).toEqual({
      'cv.personalize.modelo': 'Escolha uma das opções da lista.',
      'cv.personalize.font': 'Escolha uma das opções da lista.',
      'cv.personalize.fonte': 'Tamanho máximo 150',
      'cv.personal.gender': 'Escolha uma das opções da lista.',
    });
    expect((await save(mariana, { cv: draft() })).json.fields).toEqual({ revision: 'Não foi possível processar a solicitação. Verifique os dados e tente novamente.' });
    expect(calls()).toEqual([]);
  });

  it('a body over the cap → 413; not JSON → 415; another origin → 403; without the service → 403', async () => {
    const mariana = await loggedIn();
    const huge = JSON.stringify({ revision: 0, cv: { ...draft(), padding: 'x'.repeat(CV_BODY_MAX_BYTES) } });
    expect((await save(mariana, huge)).status).toBe(413);
    expect((await send(mariana, PUT, 'PUT', '/api/cv', JSON.stringify({ revision: 0, cv: draft() }), { 'content-type': 'text/plain' })).status).toBe(415);
    expect((await send(mariana, PUT, 'PUT', '/api/cv', { revision: 0, cv: draft() }, { origin: 'https://evil.example' })).status).toBe(403);
    expect((await save(await loggedIn(JOAO), { revision: 0, cv: draft() })).status).toBe(403);
    expect(calls()).toEqual([]);
    expect((await stored()).curriculum).toBeNull();
  });

  it('a failed save → 502/504, nothing stored; a refused JWT → 401', async () => {
    const mariana = await loggedIn();
    await sandbox.fault({ path: WIRE_PATHS.saveCurriculum, status: 500, times: 1 });
    expect(await save(mariana, { revision: 0, cv: draft() })).toMatchObject({ status: 502, json: { error: 'upstream' } });
    await sandbox.fault({ path: WIRE_PATHS.saveCurriculum, latencyMs: TIMEOUT_MS + 300, times: 1 });
    expect((await save(mariana, { revision: 0, cv: draft() })).status).toBe(504);
    await sandbox.fault({ path: WIRE_PATHS.saveCurriculum, status: 401, times: 1 });
    expect((await save(mariana, { revision: 0, cv: draft() })).status).toBe(401);
  });

  it('saving is activity: past the refresh interval the session’s idle time starts again', async () => {
    const mariana = await loggedIn();
    const before = (await mariana.session())!;
    const quiet = await save(mariana, { revision: 0, cv: draft() });
    expect(setCookieNamed(quiet, 'portal-session')).toBeUndefined();
    const later = before.lastSeenAt + SESSION_REFRESH_MS + 5_000;
    jest.spyOn(Date, 'now').mockReturnValue(later);
    const refreshed = await save(mariana, { revision: 1, cv: draft() });
    expect(refreshed.status).toBe(200);
    expect(setCookieNamed(refreshed, 'portal-session')).toBeDefined();
    expect((await mariana.session())!.lastSeenAt).toBe(later);
  });
});

describe('POST /api/cv/pdf', () => {
  afterEach(() => limiter('cvPdf').reset(MARIANA.cpf));

  it('makes the CV on screen into an A4 PDF: base64, file name, pages; the text has the name, the job and the open end', async () => {
    const mariana = await loggedIn();
    const cv = cvSchema.parse({ ...SAMPLE_CV, personal: { ...SAMPLE_CV.personal, names: 'Mariana Souza Oliveira' } });
    const answer = await send(mariana, pdf, 'POST', '/api/cv/pdf', { cv });
    expect(answer.status).toBe(200);
    expect(answer.json).toMatchObject({ fileName: 'curriculo-mariana-souza-oliveira.pdf', pages: 2 });
    const bytes = Buffer.from(String(answer.json.pdf), 'base64');
    const { text, pages } = await pdfText(bytes);
    expect(pages).toBe(2);
    expect(text).toContain('Mariana Souza Oliveira');
    expect(text).toContain('Coordenadora de Atendimento');
    expect(text).toContain('até o presente momento');
    // Made here: no partner call, one log line with its size and time (never the CV's text).
    expect(calls()).toEqual([]);
    const requestId = answer.headers['x-request-id'];
    const lines = sandbox.allLogLines.map((line) => JSON.parse(line) as Record<string, unknown>).filter((line) => line.requestId === requestId);
    const common = { level: 'info', time: expect.any(Number), pid: process.pid, hostname: expect.any(String), requestId, supportCode: supportCodeOf(requestId!) };
    expect(lines).toEqual([
      { ...common, event: 'cv.pdf', pages: 2, bytes: bytes.length, ms: expect.any(Number) },
      { ...common, event: 'http.request', method: 'POST', route: '/api/cv/pdf', status: 200, ms: expect.any(Number) },
    ]);
    expect(sandbox.allLogLines.join('')).not.toMatch(/Mariana|Coordenadora/);
  });

  it('an incomplete CV → 422 naming each field to fix, in pt-BR', async () => {
    const mariana = await loggedIn();
    const cv = emptyCv('Mariana Souza Oliveira');
    cv.experience.push({ id: 'x', company: 'Loja', role: '', start: '13/2020', end: '', current: false, description: '' });
    const answer = await send(mariana, pdf, 'POST', '/api/cv/pdf', { cv });
    expect(answer.status).toBe(422);
    expect(answer.json.fields).toEqual({
      'cv.personal.phone': 'Você deve preencher o campo',
      'cv.personal.email': 'Você deve preencher o campo',
      'cv.experience.0.role': 'Você deve preencher o campo',
      'cv.experience.0.start': 'Informe mês e ano no formato mm/aaaa.',
      'cv.experience.0.end': 'Informe a data de término ou marque “até o presente momento”.',
    });
  });

  it('needs a session and the service', async () => {
    const cv = cvSchema.parse(SAMPLE_CV);
    expect((await send(browser(), pdf, 'POST', '/api/cv/pdf', { cv })).status).toBe(401);
    expect((await send(await loggedIn(JOAO), pdf, 'POST', '/api/cv/pdf', { cv })).json).toMatchObject({ code: CODES.serviceNotIncluded });
  });

  it('past the portal’s limit of PDFs per customer → 429 with Retry-After and the pt-BR message', async () => {
    const mariana = await loggedIn();
    for (let i = 0; i < LIMITS.cvPdf.points; i += 1) await limiter('cvPdf').spend(MARIANA.cpf);
    const answer = await send(mariana, pdf, 'POST', '/api/cv/pdf', { cv: cvSchema.parse(SAMPLE_CV) });
    expect(answer.status).toBe(429);
    expect(Number(answer.headers['retry-after'])).toBeGreaterThan(0);
    expect(answer.json).toEqual({ error: 'tooMany', code: CODES.tooManyAttempts, message: 'Você gerou muitos PDFs em pouco tempo. Aguarde alguns minutos e tente de novo.' });
  });
});
