import { z } from '@/lib/validation/z';

/** zod schemas of the survey calls' answers (SPEC §3, §7; docs/sandbox.md). */

const wireSubquestionSchema = z.object({
  id: z.number().int(),
  question: z.string().min(1),
  minScore: z.number().int(),
  maxScore: z.number().int(),
});

const wireQuestionSchema = z.object({
  id: z.number().int().positive(),
  question: z.string().min(1),
  questionType: z.string().nullish(),
  subquestionList: z.array(wireSubquestionSchema).nullish(),
});

/** GET /primary/getQuestionSurveyByService/{service}: data.questionSurveyDataList. */
export const surveyQuestionsDataSchema = z.object({ questionSurveyDataList: z.array(wireQuestionSchema) });
export type WireSurveyQuestion = z.infer<typeof wireQuestionSchema>;
