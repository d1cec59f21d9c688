/** @jest-environment node */
import { POST as login } from '@/app/api/auth/login/route';
import { CODES } from '@/lib/bff/codes';
import { SURVEY_TEXTS, clientMessages } from '@/lib/i18n/client-messages';
import { GET, POST } from './route';
import { DEMO_PASSWORD, SITE, TIMEOUT_MS, WIRE_PATHS, browser, withSandbox } from '@/testing/bff-harness';

const sandbox = withSandbox();

const MARIANA = '529.982.247-25';
const JOAO = '111.444.777-35';

type Browser = ReturnType<typeof browser>;
type StoredSurvey = { identification: string; service: string; skipped: boolean; testAnswers: unknown[] };
const storedSurveys = async () => (await sandbox.inspect('/surveys')).answers as StoredSurvey[];

async function loggedIn(cpf = MARIANA): Promise<Browser> {
  const customer = browser();
  expect((await customer.post(login, '/api/auth/login', { document: cpf, password: DEMO_PASSWORD })).status).toBe(200);
  return customer;
}

/** GET /api/survey with the browser's cookies (the harness's browser only POSTs). */
async function view(who: Browser, query: string) {
  const cookie = [...who.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  const response = await GET(new Request(`${SITE}/api/survey${query}`, { headers: cookie ? { cookie } : {} }));
  const text = await response.text();
  return { status: response.status, json: (text ? JSON.parse(text) : {}) as Record<string, unknown>, text, cacheControl: response.headers.get('cache-control') };
}

const send = (who: Browser, body: unknown, options?: Parameters<Browser['post']>[3]) => who.post(POST, '/api/survey', body, options);

const ANSWERS = [
  { questionId: 1, score: 9, comment: '  Ótimos cursos!  ' },
  { questionId: 2, score: 6, comment: '   ' },
];

describe('GET /api/survey?service=', () => {
  it('shows the survey while getSkipSurvey answers 101: the questions with their comment question per score band', async () => {
    const mariana = await loggedIn();
    sandbox.logLines.length = 0;
    const answer = await view(mariana, '?service=coursera');
    expect(answer.status).toBe(200);
    // With the dialog's texts, the answer is big enough to be compressed (lib/bff/json-response.ts).
    expect(answer.cacheControl).toBe('no-store');
    expect(answer.json).toEqual({
      show: true,
      service: 'coursera',
      questions: [
        {
          id: 1,
          question: 'De 0 a 10, quanto você recomendaria o serviço "Cursos online" a um amigo ou colega?',
          comments: [
            { id: 11, question: 'Que pena! O que podemos melhorar neste serviço?', minScore: 0, maxScore: 6 },
            { id: 12, question: 'O que faltou para você dar uma nota maior?', minScore: 7, maxScore: 8 },
            { id: 13, question: 'Que ótimo! O que você mais gostou neste serviço?', minScore: 9, maxScore: 10 },
          ],
        },
        expect.objectContaining({ id: 2, question: 'De 0 a 10, como você avalia a sua experiência no Portal de Benefícios?' }),
      ],
      // The dialog's texts come with the survey, not with every logged-in page.
      texts: clientMessages(SURVEY_TEXTS),
    });
    expect(sandbox.logLines.map((line) => JSON.parse(line).path)).toEqual([`${WIRE_PATHS.skipSurvey}/:service`, `${WIRE_PATHS.surveyQuestions}/:service`]);
    expect(answer.text).not.toMatch(/eyJ[\w-]+\./);
  });

  it('does not show it once the survey of that service was answered or skipped (getSkipSurvey 102), nor ask for the questions', async () => {
    const mariana = await loggedIn();
    expect((await send(mariana, { service: 'consultar', skip: true })).status).toBe(200);
    sandbox.logLines.length = 0;
    expect((await view(mariana, '?service=consultar')).json).toEqual({ show: false });
    expect(sandbox.logLines.map((line) => JSON.parse(line).path)).toEqual([`${WIRE_PATHS.skipSurvey}/:service`]);
    // Another service is still asked about.
    expect((await view(mariana, '?service=curr')).json).toMatchObject({ show: true, service: 'curr' });
  });

  it('refuses an unknown service key (422) and a service the customer does not hold (403), before calling the insurer', async () => {
    const mariana = await loggedIn();
    sandbox.logLines.length = 0;
    const unknown = await view(mariana, '?service=constructor');
    expect(unknown.status).toBe(422);
    expect(unknown.json.fields).toEqual({ service: 'Serviço desconhecido.' });
    expect((await view(mariana, '')).status).toBe(422);
    const notHeld = await view(mariana, '?service=logo');
    expect(notHeld.status).toBe(403);
    expect(notHeld.json.code).toBe(CODES.serviceNotIncluded);
    expect(sandbox.logLines).toEqual([]);
  });

  it('needs a live session (401)', async () => {
    const answer = await view(browser(), '?service=coursera');
    expect(answer.status).toBe(401);
    expect(answer.json).toMatchObject({ error: 'unauthorized', message: 'Sua sessão expirou. Acesse sua conta novamente.' });
  });

  it('answers 504 when the insurer is too slow, 502 when it answers garbage: never a 500', async () => {
    const mariana = await loggedIn();
    await sandbox.fault({ path: WIRE_PATHS.skipSurvey, latencyMs: TIMEOUT_MS + 500, times: 1 });
    expect((await view(mariana, '?service=coursera')).status).toBe(504);
    await sandbox.fault({ path: WIRE_PATHS.surveyQuestions, body: 'garbage', times: 1 });
    const garbage = await view(mariana, '?service=coursera');
    expect(garbage.status).toBe(502);
    expect(garbage.json).toMatchObject({ error: 'upstream', message: 'Erro na conexão, tente novamente mais tarde.' });
  });

  it('an upstream 401 (the insurer no longer takes the JWT) ends the session', async () => {
    const mariana = await loggedIn();
    await sandbox.fault({ path: WIRE_PATHS.skipSurvey, status: 401, times: 1 });
    const cookie = [...mariana.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
    const response = await GET(new Request(`${SITE}/api/survey?service=coursera`, { headers: { cookie } }));
    expect(response.status).toBe(401);
    expect(response.headers.getSetCookie().some((line) => /max-age=0/i.test(line))).toBe(true);
  });
});

describe('POST /api/survey', () => {
  it('sends the answers once with schedulingId -1; a blank comment arrives as a single space, the rest trimmed', async () => {
    const mariana = await loggedIn();
    const answer = await send(mariana, { service: 'coursera', answers: ANSWERS });
    expect(answer.status).toBe(200);
    expect(answer.json).toEqual({ saved: true });
    expect(await storedSurveys()).toEqual([
      expect.objectContaining({
        identification: '52998224725',
        service: 'coursera',
        skipped: false,
        testAnswers: [
          { schedulingId: -1, questionSurveyId: 1, score: 9, observation: 'Ótimos cursos!' },
          { schedulingId: -1, questionSurveyId: 2, score: 6, observation: ' ' },
        ],
      }),
    ]);
    expect((await view(mariana, '?service=coursera')).json).toEqual({ show: false });
  });

  it("sends the skip payload of 'Pular'", async () => {
    const joao = await loggedIn(JOAO);
    expect((await send(joao, { service: 'logo', skip: true })).json).toEqual({ saved: true });
    expect(await storedSurveys()).toEqual([expect.objectContaining({ identification: '11144477735', service: 'logo', skipped: true, testAnswers: [] })]);
  });

  it('a second send for the same service is refused with SURVEY_SETTLED and a pt-BR message', async () => {
    const mariana = await loggedIn();
    await send(mariana, { service: 'coursera', answers: ANSWERS });
    const again = await send(mariana, { service: 'coursera', answers: ANSWERS });
    expect(again.status).toBe(400);
    expect(again.json).toEqual({ error: 'business', code: CODES.surveySettled, message: 'Sua avaliação deste serviço já tinha sido registrada. Obrigado!' });
    expect(await storedSurveys()).toHaveLength(1);
  });

  it.each([
    ['a score above 10', { service: 'coursera', answers: [{ ...ANSWERS[0], score: 11 }] }, { 'answers.0.score': 'Escolha uma nota de 0 a 10.' }],
    ['a score that is not whole', { service: 'coursera', answers: [{ ...ANSWERS[0], score: 7.5 }] }, { 'answers.0.score': 'Escolha uma nota de 0 a 10.' }],
    ['a missing score', { service: 'coursera', answers: [{ questionId: 1, comment: '' }] }, { 'answers.0.score': 'Escolha uma nota de 0 a 10.' }],
    [
      'a comment of 1,501 characters',
      { service: 'coursera', answers: [ANSWERS[0], { ...ANSWERS[1], comment: 'x'.repeat(1501) }] },
      { 'answers.1.comment': 'O comentário pode ter no máximo 1.500 caracteres.' },
    ],
    ['an unknown service', { service: 'constructor', skip: true }, { service: 'Serviço desconhecido.' }],
  ])('422 with the field’s pt-BR message for %s, before calling the insurer', async (_label, body, fields) => {
    const mariana = await loggedIn();
    sandbox.logLines.length = 0;
    const answer = await send(mariana, body);
    expect(answer.status).toBe(422);
    expect(answer.json.fields).toEqual(fields);
    expect(sandbox.logLines).toEqual([]);
  });

  it.each([
    ['neither answers nor skip', { service: 'coursera' }],
    ['both answers and skip', { service: 'coursera', skip: true, answers: ANSWERS }],
    ['the same question twice', { service: 'coursera', answers: [ANSWERS[0], ANSWERS[0]] }],
    ['no answers', { service: 'coursera', answers: [] }],
    ['an unexpected field', { service: 'coursera', skip: true, cpf: '52998224725' }],
  ])('422 for %s', async (_label, body) => {
    const answer = await send(await loggedIn(), body);
    expect(answer.status).toBe(422);
    expect(answer.json).toMatchObject({ error: 'validation', message: 'Não foi possível processar a solicitação. Verifique os dados e tente novamente.' });
    expect(await storedSurveys()).toEqual([]);
  });

  it('accepts a comment of exactly 1,500 characters', async () => {
    const comment = 'é'.repeat(1500);
    expect((await send(await loggedIn(), { service: 'coursera', answers: [{ ...ANSWERS[0], comment }] })).status).toBe(200);
    expect((await storedSurveys())[0]!.testAnswers).toEqual([{ schedulingId: -1, questionSurveyId: 1, score: 9, observation: comment }]);
  });

  it('a question the insurer does not know is its refusal, shown in pt-BR', async () => {
    const answer = await send(await loggedIn(), { service: 'coursera', answers: [{ ...ANSWERS[0], questionId: 99 }] });
    expect(answer.status).toBe(400);
    expect(answer.json).toMatchObject({ error: 'business', message: 'Não foi possível registrar sua avaliação. Tente novamente mais tarde.' });
  });

  it('refuses a service the customer does not hold (403) and a request without a session (401)', async () => {
    const notHeld = await send(await loggedIn(), { service: 'marketing', skip: true });
    expect(notHeld.status).toBe(403);
    expect(notHeld.json.code).toBe(CODES.serviceNotIncluded);
    expect((await send(browser(), { service: 'coursera', skip: true })).status).toBe(401);
    expect(await storedSurveys()).toEqual([]);
  });

  it('is same-origin only and JSON only', async () => {
    const mariana = await loggedIn();
    expect((await send(mariana, { service: 'coursera', skip: true }, { headers: { origin: 'https://evil.example' } })).status).toBe(403);
    expect((await send(mariana, { service: 'coursera', skip: true }, { headers: { 'content-type': 'text/plain' } })).status).toBe(415);
    expect(await storedSurveys()).toEqual([]);
  });

  it('a failed send (502) stores nothing, so the same answers can be sent again', async () => {
    const mariana = await loggedIn();
    await sandbox.fault({ path: WIRE_PATHS.saveSurveyAnswer, status: 503, times: 1 });
    const failed = await send(mariana, { service: 'coursera', answers: ANSWERS });
    expect(failed.status).toBe(502);
    expect(failed.json).toMatchObject({ error: 'upstream', message: 'Erro na conexão, tente novamente mais tarde.' });
    expect(await storedSurveys()).toEqual([]);
    expect((await send(mariana, { service: 'coursera', answers: ANSWERS })).status).toBe(200);
    expect(await storedSurveys()).toHaveLength(1);
  });

  it('a send that timed out (504) but reached the insurer is SURVEY_SETTLED when tried again: stored once', async () => {
    const mariana = await loggedIn();
    await sandbox.fault({ path: WIRE_PATHS.saveSurveyAnswer, latencyMs: TIMEOUT_MS + 300, times: 1 });
    expect((await send(mariana, { service: 'coursera', answers: ANSWERS })).status).toBe(504);
    await new Promise((resolve) => setTimeout(resolve, 600));
    const again = await send(mariana, { service: 'coursera', answers: ANSWERS });
    expect(again.json.code).toBe(CODES.surveySettled);
    expect(await storedSurveys()).toHaveLength(1);
  });
});
