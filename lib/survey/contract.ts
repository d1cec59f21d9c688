import type { Texts } from '@/lib/i18n/merge-texts';

/** The satisfaction survey: the BFF path and what it answers (errors: ApiError, lib/bff/protocol.ts). */
export const API = {
  /** GET `${API.survey}?service=<pathKey>` → SurveyView; POST SurveySendBody (lib/validation/survey.ts) → SurveySent. */
  survey: '/api/survey',
} as const;

/** One comment question of the satisfaction survey: asked after a score from minScore to maxScore. */
export type SurveyComment = { id: number; question: string; minScore: number; maxScore: number };

/** One score question (0 to 10) of the satisfaction survey, with its comment question per score band (SPEC §3, §4). */
export type SurveyQuestion = { id: number; question: string; comments: SurveyComment[] };

/**
 * GET API.survey?service=<pathKey> → 200: whether the survey of that service is to be shown
 * (getSkipSurvey '101') and, if so, its questions and the dialog's texts (lib/i18n SURVEY_TEXTS:
 * they come with the survey rather than with every logged-in page). 403 SERVICE_NOT_INCLUDED for a
 * service the customer does not hold, 422 for a key that is not a service's.
 */
export type SurveyView = { show: false } | { show: true; service: string; questions: SurveyQuestion[]; texts: Texts };

/**
 * POST API.survey → 200 SurveySent: the answers were saved, or the skip recorded.
 * 400 business code SURVEY_SETTLED ('102'): the customer had already answered or skipped this service's survey.
 */
export type SurveySent = { saved: true };
