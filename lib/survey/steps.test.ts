import fc from 'fast-check';
import type { SurveyQuestion } from '@/lib/survey/contract';
import { commentFor, firstStepOf, isLastStep, stepAt, stepCount, stepField } from './steps';

const QUESTION: SurveyQuestion = {
  id: 1,
  question: 'De 0 a 10, quanto você recomendaria?',
  comments: [
    { id: 11, question: 'O que podemos melhorar?', minScore: 0, maxScore: 6 },
    { id: 12, question: 'O que faltou?', minScore: 7, maxScore: 8 },
    { id: 13, question: 'O que você mais gostou?', minScore: 9, maxScore: 10 },
  ],
};

describe('survey steps (SPEC §4)', () => {
  it('go score 1, comment 1, score 2, comment 2; the answers are sent on the last comment', () => {
    expect(stepCount(2)).toBe(4);
    expect([0, 1, 2, 3].map(stepAt)).toEqual([
      { kind: 'score', question: 0 },
      { kind: 'comment', question: 0 },
      { kind: 'score', question: 1 },
      { kind: 'comment', question: 1 },
    ]);
    expect([0, 1, 2, 3].map((step) => isLastStep(step, 2))).toEqual([false, false, false, true]);
    expect([0, 1, 2, 3].map((step) => stepField(stepAt(step)))).toEqual(['answers.0.score', 'answers.0.comment', 'answers.1.score', 'answers.1.comment']);
    expect(firstStepOf(1)).toBe(2);
  });

  it.each([
    [0, 11],
    [6, 11],
    [7, 12],
    [8, 12],
    [9, 13],
    [10, 13],
  ])('score %i asks comment question %i (bands 0-6, 7-8, 9-10)', (score, comment) => {
    expect(commentFor(QUESTION, score)?.id).toBe(comment);
  });

  it('every score from 0 to 10 has exactly one band', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10 }), (score) => {
        const matching = QUESTION.comments.filter(({ minScore, maxScore }) => score >= minScore && score <= maxScore);
        expect(matching).toHaveLength(1);
        expect(commentFor(QUESTION, score)).toBe(matching[0]);
      }),
    );
  });

  it('no comment question when the insurer sent none for the score', () => {
    expect(commentFor({ ...QUESTION, comments: [] }, 5)).toBeNull();
  });
});
