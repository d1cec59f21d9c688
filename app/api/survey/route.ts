import { hasService, serviceByPathKey } from '@/lib/config/benefit-services';
import type { SurveySent, SurveyView } from '@/lib/survey/contract';
import { sessionGetHandler, sessionHandler } from '@/lib/bff/handler';
import { UPSTREAM_UNAUTHORIZED, insurerFailure, ok, serviceNotIncluded } from '@/lib/bff/replies';
import { getQuestionSurveyByService, getSkipSurvey, saveAnswerSurvey, skipSurvey } from '@/lib/survey/insurer';
import { surveySendRefusal } from '@/lib/survey/refusals';
import { spendAttempt } from '@/lib/limits/attempts';
import type { SessionData } from '@/lib/session/session-data';
import { SURVEY_TEXTS, clientMessages } from '@/lib/i18n/client-messages';
import { SURVEY_BODY_MAX_BYTES, SURVEY_QUESTIONS_MAX, surveyQuerySchema, surveySendSchema } from '@/lib/validation/survey';

/** The survey is only about a service the customer holds. */
const holds = (session: SessionData, pathKey: string) => {
  const id = serviceByPathKey(pathKey);
  return id !== null && hasService(session.listEcosystem, id);
};

/**
 * GET API.survey?service=<pathKey> → SurveyView: getSkipSurvey ('101' = show), then the questions (with the dialog's texts).
 * Any other code of getSkipSurvey (answered, skipped, refused) means the survey is not shown.
 */
export const GET = sessionGetHandler(surveyQuerySchema, async ({ body: { service }, session }) => {
  if (!holds(session, service)) return serviceNotIncluded();
  const skip = await getSkipSurvey(service, session.jwt);
  if (skip.kind === 'business' && skip.code !== UPSTREAM_UNAUTHORIZED) return ok<SurveyView>({ show: false });
  if (skip.kind !== 'ok') return insurerFailure(skip);
  const questions = await getQuestionSurveyByService(service, session.jwt);
  if (questions.kind !== 'ok') return insurerFailure(questions);
  const asked = questions.data.slice(0, SURVEY_QUESTIONS_MAX);
  return ok<SurveyView>(asked.length > 0 ? { show: true, service, questions: asked, texts: clientMessages(SURVEY_TEXTS) } : { show: false });
});

/** POST API.survey → SurveySent: the answers (saveAnswerSurvey) or the skip payload of 'Pular'. Limited per customer. */
export const POST = sessionHandler(
  surveySendSchema,
  async ({ body, session }) => {
    if (!holds(session, body.service)) return serviceNotIncluded();
    const refused = await spendAttempt(['survey', session.identification]);
    if (refused) return refused;
    const result = body.kind === 'skip' ? await skipSurvey(body.service, session.jwt) : await saveAnswerSurvey(body.service, body.answers, session.jwt);
    return result.kind === 'ok' ? ok<SurveySent>({ saved: true }) : insurerFailure(result, surveySendRefusal);
  },
  { maxBytes: SURVEY_BODY_MAX_BYTES },
);
