import 'server-only';
import type { SurveyQuestion } from '@/lib/bff/contract';
import type { SurveyAnswer } from '@/lib/validation/survey';
import { callInsurer, type InsurerResult } from './request';
import { surveyQuestionsDataSchema, type WireSurveyQuestion } from './survey-schemas';
import { WIRE_PATHS } from './wire-paths';
import { noDataSchema } from './wire-schemas';

/** The satisfaction survey's calls (SPEC §7), all with the customer's bearer JWT. `service` is the spec's service key. */

/** getSkipSurvey's code meaning "show the survey" (SPEC §7); any other code means do not. */
export const SHOW_SURVEY_CODE = '101';
/** The schedulingId of every answer that is not about an appointment (SPEC §3). */
export const NO_SCHEDULING_ID = -1;

/** GET /primary/getSkipSurvey/{service}: ok when the survey is to be shown ('101'); any other code comes back as a business result. */
export function getSkipSurvey(service: string, jwt: string): Promise<InsurerResult<unknown>> {
  return callInsurer({ method: 'GET', path: WIRE_PATHS.skipSurvey, params: { service }, jwt, data: noDataSchema, successCodes: [SHOW_SURVEY_CODE] });
}

const toQuestion = ({ id, question, subquestionList }: WireSurveyQuestion): SurveyQuestion => ({
  id,
  question,
  comments: (subquestionList ?? []).map(({ id: commentId, question: comment, minScore, maxScore }) => ({ id: commentId, question: comment, minScore, maxScore })),
});

/** GET /primary/getQuestionSurveyByService/{service}: the score questions, each with its comment question per score band. */
export async function getQuestionSurveyByService(service: string, jwt: string): Promise<InsurerResult<SurveyQuestion[]>> {
  const result = await callInsurer({ method: 'GET', path: WIRE_PATHS.surveyQuestions, params: { service }, jwt, data: surveyQuestionsDataSchema });
  return result.kind === 'ok' ? { kind: 'ok', data: result.data.questionSurveyDataList.map(toQuestion) } : result;
}

/** POST /primary/saveAnswerSurvey with the answers (SPEC §3): schedulingId -1, questionSurveyId, score, observation. */
export function saveAnswerSurvey(service: string, answers: readonly SurveyAnswer[], jwt: string): Promise<InsurerResult<unknown>> {
  const testAnswers = answers.map(({ questionId, score, comment }) => ({ schedulingId: NO_SCHEDULING_ID, questionSurveyId: questionId, score, observation: comment }));
  return callInsurer({ method: 'POST', path: WIRE_PATHS.saveSurveyAnswer, jwt, body: { service, testAnswers }, data: noDataSchema });
}

/** POST /primary/saveAnswerSurvey with the skip payload of 'Pular' (SPEC §3). */
export function skipSurvey(service: string, jwt: string): Promise<InsurerResult<unknown>> {
  return callInsurer({ method: 'POST', path: WIRE_PATHS.saveSurveyAnswer, jwt, body: { skip: true, service }, data: noDataSchema });
}
