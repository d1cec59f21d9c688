import { Hono } from 'hono';
import { z } from 'zod';
import { WIRE_PATHS } from '../contract/paths.ts';
import { requireBearer } from '../auth.ts';
import { SURVEY_QUESTION_IDS, surveyFor } from '../content/survey.ts';
import type { SandboxContext, SandboxEnv } from '../context.ts';
import { sql } from '../db.ts';
import { SERVICES } from '../ecosystems.ts';
import { fail, info, ok, parseWith, readJson } from '../envelope.ts';

const SURVEY_MESSAGES = {
  show: 'Exibir a pesquisa de satisfação.',
  done: 'A pesquisa deste serviço já foi respondida ou dispensada.',
  saved: 'Obrigado pela sua avaliação!',
  skipped: 'Pesquisa dispensada.',
} as const;

const serviceSchema = z.string().refine((service) => Object.hasOwn(SERVICES, service), 'serviço desconhecido');
const answerSchema = z.union([
  z.object({ skip: z.literal(true), service: serviceSchema }).strict(),
  z
    .object({
      service: serviceSchema,
      testAnswers: z
        .array(
          z.object({
            schedulingId: z.number().int(),
            questionSurveyId: z.number().int().refine((id) => SURVEY_QUESTION_IDS.includes(id), 'pergunta desconhecida'),
            score: z.number().int().min(0).max(10),
            observation: z.string().max(1500),
          }),
        )
        .min(1)
        .max(SURVEY_QUESTION_IDS.length),
    })
    .strict(),
]);

/** Survey calls (bearer): '101' = show the survey; '102' once the customer answered or skipped it for that service. */
export function primaryRoutes(ctx: SandboxContext) {
  const { db } = ctx;
  const settled = (cpf: string, service: string) => !!sql(db, 'SELECT 1 FROM survey_answers WHERE cpf = ? AND service = ?').get(cpf, service);

  return new Hono<SandboxEnv>()
    .get(`${WIRE_PATHS.skipSurvey}/:service{.+}`, requireBearer(ctx), (c) => {
      const service = parseWith(serviceSchema, c.req.param('service'));
      return c.json(settled(c.get('cpf'), service) ? info('102', SURVEY_MESSAGES.done) : info('101', SURVEY_MESSAGES.show));
    })
    .get(`${WIRE_PATHS.surveyQuestions}/:service{.+}`, requireBearer(ctx), (c) => {
      const service = parseWith(serviceSchema, c.req.param('service'));
      return c.json(ok('Perguntas da pesquisa.', { questionSurveyDataList: surveyFor(service) }));
    })
    .post(WIRE_PATHS.saveSurveyAnswer, requireBearer(ctx), async (c) => {
      const answer = await readJson(c, answerSchema);
      const cpf = c.get('cpf');
      if (settled(cpf, answer.service)) return c.json(fail('102', SURVEY_MESSAGES.done));
      const skipped = 'skip' in answer;
      sql(db, 'INSERT INTO survey_answers (cpf, service, skipped, answers, received_at) VALUES (?, ?, ?, ?, ?)').run(
        cpf,
        answer.service,
        skipped ? 1 : 0,
        JSON.stringify(skipped ? [] : answer.testAnswers),
        ctx.now(),
      );
      return c.json(ok(skipped ? SURVEY_MESSAGES.skipped : SURVEY_MESSAGES.saved));
    });
}
