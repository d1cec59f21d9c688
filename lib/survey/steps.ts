import type { SurveyComment, SurveyQuestion } from '@/lib/survey/contract';

/**
 * The steps of the satisfaction survey (SPEC §4): for each score question, its score then its
 * comment (score 1, comment 1, score 2, comment 2), then the thank-you. The answers are sent when
 * the last comment is given.
 */
export type SurveyStep = { kind: 'score' | 'comment'; question: number };

/** Two steps (score, comment) per question. */
export const stepCount = (questions: number): number => questions * 2;

export const stepAt = (index: number): SurveyStep => ({ kind: index % 2 === 0 ? 'score' : 'comment', question: Math.floor(index / 2) });

/** The step whose answer is sent with everything before it: the last comment. */
export const isLastStep = (index: number, questions: number): boolean => index === stepCount(questions) - 1;

/** The form field a step fills. */
export const stepField = ({ kind, question }: SurveyStep) => `answers.${question}.${kind === 'score' ? 'score' : 'comment'}` as const;

/** The first step of `question`'s answer (its score). */
export const firstStepOf = (question: number): number => question * 2;

/**
 * The comment question asked after `score`: the subquestion whose band holds it (0-6 the first,
 * 7-8 the second, 9-10 the third), or null when the insurer sent none for that score.
 */
export function commentFor(question: SurveyQuestion, score: number): SurveyComment | null {
  return question.comments.find(({ minScore, maxScore }) => score >= minScore && score <= maxScore) ?? null;
}
