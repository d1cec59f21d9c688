import * as z from 'zod/mini';
import { SERVICE_IDS, SERVICES } from '@/lib/config/benefit-services';

/**
 * The satisfaction survey (SPEC §3, §4, §5, §9), shared by the survey dialog's form (zodResolver)
 * and the BFF's /api/survey handler. Messages are keys of messages/pt-BR.json (Survey.validation).
 */

export const SURVEY_SCORE_MIN = 0;
export const SURVEY_SCORE_MAX = 10;
/** The longest comment accepted (SPEC §9), by the form (and its counter) and by the handler. */
export const SURVEY_COMMENT_MAX = 1500;
/** How a blank comment is sent and stored (SPEC §5). */
const BLANK_COMMENT = ' ';
/** The most score questions a survey may have (the insurer's has two; more would be a long pop-up). */
export const SURVEY_QUESTIONS_MAX = 4;

/** The service keys a survey can be about: the registry's path keys (`?serviceName=`). */
const SURVEY_SERVICE_KEYS = SERVICE_IDS.map((id) => SERVICES[id].pathKey);

export const surveyServiceSchema = z
  .string({ error: 'Survey.validation.unknownService' })
  .check(z.refine((key) => SURVEY_SERVICE_KEYS.includes(key), 'Survey.validation.unknownService'));

/** A score from 0 to 10, whole (SPEC §5). */
export const surveyScoreSchema = z
  .number({ error: 'Survey.validation.scoreRequired' })
  .check(
    z.int('Survey.validation.scoreRequired'),
    z.gte(SURVEY_SCORE_MIN, 'Survey.validation.scoreRequired'),
    z.lte(SURVEY_SCORE_MAX, 'Survey.validation.scoreRequired'),
  );

/** At most 1,500 characters as typed; surrounding blanks trimmed, and a blank comment becomes a single space. */
export const surveyCommentSchema = z.pipe(
  z.string({ error: 'Survey.validation.commentInvalid' }).check(z.maxLength(SURVEY_COMMENT_MAX, 'Survey.validation.commentTooLong')),
  z.transform((comment: string) => comment.trim() || BLANK_COMMENT),
);

/** One question's answer as the form holds it: the score and the comment asked after it. */
export const surveyAnswerFormSchema = z.object({ score: surveyScoreSchema, comment: surveyCommentSchema });

/** The dialog's form: one answer per score question, in the survey's order. */
export const surveyFormSchema = z.object({ answers: z.array(surveyAnswerFormSchema).check(z.minLength(1), z.maxLength(SURVEY_QUESTIONS_MAX)) });
export type SurveyFormInput = z.input<typeof surveyFormSchema>;
export type SurveyFormValues = z.output<typeof surveyFormSchema>;

/** GET /api/survey?service=<key>. */
export const surveyQuerySchema = z.object({ service: surveyServiceSchema });

const questionIdSchema = z
  .number({ error: 'Validation.invalidRequest' })
  .check(z.int('Validation.invalidRequest'), z.positive('Validation.invalidRequest'));

/** The answers sent once after the last comment (SPEC §4), each with the insurer's question id. */
const answersSchema = z
  .array(z.extend(surveyAnswerFormSchema, { questionId: questionIdSchema }), { error: 'Validation.invalidRequest' })
  .check(
    z.minLength(1, 'Validation.invalidRequest'),
    z.maxLength(SURVEY_QUESTIONS_MAX, 'Validation.invalidRequest'),
    z.refine((answers) => new Set(answers.map((answer) => answer.questionId)).size === answers.length, 'Validation.invalidRequest'),
  );

/**
 * POST /api/survey: either the answers (`{ service, answers }`) or the skip payload of 'Pular'
 * (`{ service, skip: true }`, SPEC §3), never both. One object schema rather than a union, so a
 * bad score or comment is reported on its own field (answers.1.comment).
 */
export const surveySendSchema = z.pipe(
  z
    .strictObject({ service: surveyServiceSchema, skip: z.optional(z.literal(true)), answers: z.optional(answersSchema) })
    .check(z.refine((body) => (body.skip === true) !== (body.answers !== undefined), 'Validation.invalidRequest')),
  z.transform((body: { service: string; skip?: true; answers?: SurveyAnswer[] }) =>
    body.answers ? { kind: 'answers' as const, service: body.service, answers: body.answers } : { kind: 'skip' as const, service: body.service },
  ),
);

export type SurveyAnswer = z.output<typeof answersSchema>[number];
/** What the dialog sends: `{ service, answers: [{ questionId, score, comment }] }` or `{ service, skip: true }`. */
export type SurveySendBody = z.input<typeof surveySendSchema>;

/**
 * The largest POST /api/survey body: every answer's comment at the limit, each character at its
 * longest JSON escape (6 bytes), plus room for the rest.
 */
export const SURVEY_BODY_MAX_BYTES = SURVEY_QUESTIONS_MAX * SURVEY_COMMENT_MAX * 6 + 4 * 1024;
