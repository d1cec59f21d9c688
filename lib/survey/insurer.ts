import 'server-only';
import { callInsurer, mapOk, type InsurerResult } from '@/lib/insurer/request';
import { WIRE_PATHS } from '@/lib/insurer/wire-paths';
import { noDataSchema } from '@/lib/insurer/wire-schemas';
import type { SurveyAnswer } from '@/lib/validation/survey';
import type { SurveyQuestion } from './contract';
import { surveyQuestionsDataSchema, type WireSurveyQuestion } from './wire-schemas';

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
  return mapOk(result, (data) => data.questionSurveyDataList.map(toQuestion));
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
