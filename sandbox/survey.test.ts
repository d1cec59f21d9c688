/** @jest-environment node */
import { WIRE_PATHS } from './contract/paths.ts';
import type { SurveyQuestion } from './content/survey.ts';
import { CPF, useSandbox } from './test-harness.ts';

const sandbox = useSandbox();
let token: string;
beforeEach(async () => {
  token = await sandbox.token(CPF.employability);
});

const skipCode = async (service: string) => (await (await sandbox.get(`${WIRE_PATHS.skipSurvey}/${encodeURIComponent(service)}`, { token })).json()).code;
const answers = [
  { schedulingId: -1, questionSurveyId: 1, score: 9, observation: 'Ótimos cursos!' },
  { schedulingId: -1, questionSurveyId: 2, score: 6, observation: ' ' },
];

test("getSkipSurvey answers '101' (show) until the survey is answered, then another code", async () => {
  expect(await skipCode('coursera')).toBe('101');
  const envelope = await sandbox.postOk(WIRE_PATHS.saveSurveyAnswer, { token, body: { service: 'coursera', testAnswers: answers } });
  expect(envelope).toMatchObject({ code: '00', error: false });
  expect(await skipCode('coursera')).toBe('102');
  expect(await skipCode('curr')).toBe('101');
});

test('a skip counts as settled too, per service', async () => {
  expect((await sandbox.postOk(WIRE_PATHS.saveSurveyAnswer, { token, body: { skip: true, service: 'ofertas-emprego/procurar' } })).code).toBe('00');
  expect(await skipCode('ofertas-emprego/procurar')).toBe('102');
  expect(await skipCode('coursera')).toBe('101');
});

test('answers and skips are stored; a second save for the same service is refused', async () => {
  await sandbox.postOk(WIRE_PATHS.saveSurveyAnswer, { token, body: { service: 'coursera', testAnswers: answers } });
  await sandbox.postOk(WIRE_PATHS.saveSurveyAnswer, { token, body: { skip: true, service: 'curr' } });
  expect((await sandbox.postOk(WIRE_PATHS.saveSurveyAnswer, { token, body: { skip: true, service: 'coursera' } })).code).toBe('102');
  const { answers: stored } = await sandbox.dev<{ answers: unknown[] }>('GET', '/surveys');
  expect(stored).toEqual([
    { identification: CPF.employability, service: 'curr', skipped: true, testAnswers: [], receivedAt: expect.any(String) },
    { identification: CPF.employability, service: 'coursera', skipped: false, testAnswers: answers, receivedAt: expect.any(String) },
  ]);
});

test('getQuestionSurveyByService: score questions with a comment subquestion per band 0-6, 7-8, 9-10', async () => {
  const envelope = await (await sandbox.get(`${WIRE_PATHS.surveyQuestions}/coursera`, { token })).json();
  expect(envelope.code).toBe('00');
  const questions = envelope.data.questionSurveyDataList as SurveyQuestion[];
  expect(questions.length).toBeGreaterThan(0);
  for (const question of questions) {
    expect(question).toMatchObject({ id: expect.any(Number), question: expect.any(String), questionType: 'home' });
    expect(question.subquestionList.map(({ minScore, maxScore }) => [minScore, maxScore])).toEqual([[0, 6], [7, 8], [9, 10]]);
  }
  expect(questions[0]!.question).toContain('Cursos online');
});

test.each([
  ['a score above 10', { service: 'coursera', testAnswers: [{ ...answers[0], score: 11 }] }],
  ['an observation over 1500 characters', { service: 'coursera', testAnswers: [{ ...answers[0], observation: 'x'.repeat(1501) }] }],
  ['an unknown question', { service: 'coursera', testAnswers: [{ ...answers[0], questionSurveyId: 99 }] }],
  ['an unknown service', { skip: true, service: 'inexistente' }],
  ['neither answers nor skip', { service: 'coursera' }],
])('400 for %s', async (_label, body) => {
  expect((await sandbox.post(WIRE_PATHS.saveSurveyAnswer, { token, body })).status).toBe(400);
});

test('survey calls need a bearer token; unknown services are 400', async () => {
  expect((await sandbox.get(`${WIRE_PATHS.skipSurvey}/coursera`)).status).toBe(401);
  expect((await sandbox.get(`${WIRE_PATHS.surveyQuestions}/coursera`)).status).toBe(401);
  expect((await sandbox.get(`${WIRE_PATHS.skipSurvey}/constructor`, { token })).status).toBe(400);
});
