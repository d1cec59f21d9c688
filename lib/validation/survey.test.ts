import { SERVICES } from '@/lib/config/benefit-services';
import { SURVEY_BODY_MAX_BYTES, SURVEY_COMMENT_MAX, SURVEY_QUESTIONS_MAX, surveyCommentSchema, surveyFormSchema, surveySendSchema } from './survey';

const issues = (result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  result.error?.issues.map(({ path, message }) => [path.join('.'), message]) ?? [];

describe('survey schemas (SPEC §5)', () => {
  it('a blank comment is a single space; others are trimmed', () => {
    expect(surveyCommentSchema.parse('')).toBe(' ');
    expect(surveyCommentSchema.parse(' \n\t ')).toBe(' ');
    expect(surveyCommentSchema.parse('  Muito bom.\n')).toBe('Muito bom.');
  });

  it('a comment has at most 1,500 characters', () => {
    expect(surveyCommentSchema.parse('a'.repeat(SURVEY_COMMENT_MAX))).toHaveLength(1500);
    expect(issues(surveyCommentSchema.safeParse('a'.repeat(1501)))).toEqual([['', 'Survey.validation.commentTooLong']]);
  });

  it('the form needs a whole score from 0 to 10 for every question', () => {
    const form = (score: unknown) => surveyFormSchema.safeParse({ answers: [{ score, comment: '' }] });
    expect(form(0).success).toBe(true);
    expect(form(10).success).toBe(true);
    for (const bad of [undefined, null, -1, 11, 5.5, '7']) expect(issues(form(bad))).toEqual([['answers.0.score', 'Survey.validation.scoreRequired']]);
  });

  it('the send is either the answers or the skip payload', () => {
    expect(surveySendSchema.parse({ service: 'coursera', skip: true })).toEqual({ kind: 'skip', service: 'coursera' });
    expect(surveySendSchema.parse({ service: 'curr', answers: [{ questionId: 2, score: 3, comment: '' }] })).toEqual({
      kind: 'answers',
      service: 'curr',
      answers: [{ questionId: 2, score: 3, comment: ' ' }],
    });
    expect(surveySendSchema.safeParse({ service: 'coursera', skip: false }).success).toBe(false);
  });

  it('knows every service key of the registry, and nothing else', () => {
    for (const { pathKey } of Object.values(SERVICES)) expect(surveySendSchema.safeParse({ service: pathKey, skip: true }).success).toBe(true);
    expect(issues(surveySendSchema.safeParse({ service: 'ofertas-emprego/procurar', skip: true }))).toEqual([['service', 'Survey.validation.unknownService']]);
  });

  it('the body limit holds the longest valid send', () => {
    const comment = '\u0001'.repeat(SURVEY_COMMENT_MAX);
    const body = { service: 'orientacao-financeira', answers: Array.from({ length: SURVEY_QUESTIONS_MAX }, (_, index) => ({ questionId: index + 1, score: 10, comment })) };
    expect(surveySendSchema.safeParse(body).success).toBe(true);
    expect(Buffer.byteLength(JSON.stringify(body))).toBeLessThanOrEqual(SURVEY_BODY_MAX_BYTES);
  });
});
