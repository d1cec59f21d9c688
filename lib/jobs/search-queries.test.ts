/** @jest-environment node */
/**
 * Real job searches as people type them (case, no accents, feminine, plural), through the portal's
 * search (the keyword read with the comparator's job-title index: ./keyword-forms.ts) against the
 * sandbox's partner over HTTP: each must find offers, with the expected title among the first ones.
 */
import { login } from '@/lib/auth/insurer';
import { NO_FILTERS } from '@/lib/jobs/links';
import { DEMO_PASSWORD, WIRE_PATHS, withEnv, withSandbox } from '@/testing/bff-harness';
import { KEYWORD_FORMS_WAIT_MS, searchJobs } from './load';

const sandbox = withSandbox();

const MARIANA = '52998224725';
/** How many of the first offers the expected title must be among. */
const TOP = 3;

let jwt: string;
beforeAll(async () => {
  const result = await login({ document: MARIANA, password: DEMO_PASSWORD, captchaToken: 'sandbox', publicIp: '127.0.0.1' });
  if (result.kind !== 'ok') throw new Error(`login: ${result.kind}`);
  jwt = result.data.jwt;
});

test.each([
  // feminine and plural of the vacancies' titles
  ['vendedora', 'Vendedor Externo'],
  ['vendedores', 'Vendedor Externo'],
  ['Vendedoras', 'Vendedor Externo'],
  ['enfermeira', 'Enfermeiro'],
  ['enfermeiras', 'Enfermeiro'],
  ['cozinheira', 'Cozinheiro'],
  ['cozinheiros', 'Cozinheiro'],
  ['técnica de enfermagem', 'Técnico de Enfermagem'],
  ['tecnica enfermagem', 'Técnico de Enfermagem'],
  ['professora de ingles', 'Professor de Inglês'],
  ['professora de matemática', 'Professor de Matemática'],
  ['operadora de caixa', 'Operador de Caixa'],
  ['recepcionistas', 'Recepcionista'],
  ['motoristas', 'Motorista'],
  ['pedreiros', 'Pedreiro'],
  ['engenheira civil', 'Engenheiro Civil'],
  ['desenvolvedora front end', 'Desenvolvedor Front-end'],
  ['desenvolvedora java', 'Desenvolvedor Back-end Java'],
  ['cuidadora de idosos', 'Cuidador de Idosos'],
  ['jardineira', 'Jardineiro'],
  ['cabeleireira', 'Cabeleireiro'],
  ['confeiteira', 'Confeiteiro'],
  ['farmaceutica', 'Farmacêutico'],
  ['garçons', 'Garçom'],
  ['porteiros', 'Porteiro'],
  ['soldadores', 'Soldador'],
  ['auxiliar administrativa', 'Auxiliar Administrativo'],
  ['assistente administrativa', 'Assistente Administrativo'],
  ['analista financeira', 'Analista Financeiro'],
  ['operadora de telemarketing', 'Operador de Telemarketing'],
  ['promotora de vendas', 'Promotor de Vendas'],
  ['eletricistas', 'Eletricista de Manutenção'],
  // as typed: case, no accents, abbreviations, several words
  ['VENDEDOR', 'Vendedor Externo'],
  ['enfermeiro', 'Enfermeiro'],
  ['motorista', 'Motorista'],
  ['motorista de caminhao', 'Motorista de Caminhão'],
  ['auxiliar adm', 'Auxiliar Administrativo'],
  ['ingles', 'Professor de Inglês'],
  ['marketing digital', 'Analista de Marketing Digital'],
  ['analista de sistemas', 'Analista de Suporte Técnico'],
  ['tecnico de manutencao', 'Técnico de Manutenção'],
  ['garcom', 'Garçom'],
  ['auxiliar de limpeza', 'Auxiliar de Limpeza'],
  ['Atendente', 'Atendente de Loja'],
  ['empilhadeira', 'Operador de Empilhadeira'],
  ['estagiaria de tecnologia', 'Estagiário de Tecnologia da Informação'],
])('%j finds offers, "%s" among the first', async (q, title) => {
  const outcome = await searchJobs(jwt, { ...NO_FILTERS, q });
  if (outcome.kind !== 'results') throw new Error(outcome.kind);
  expect(outcome.page.total).toBeGreaterThan(0);
  expect(outcome.page.offers.slice(0, TOP).map((offer) => offer.title)).toContainEqual(expect.stringContaining(title));
});

describe('without the job-title index', () => {
  /** The insurer's timeout in these tests: longer than the search waits for the index, as in production. */
  const INSURER_TIMEOUT = KEYWORD_FORMS_WAIT_MS + 2500;

  test.each([
    ['the salary partner fails', { status: 500 }],
    ['the salary partner is slower than the search waits for it', { latencyMs: INSURER_TIMEOUT - 500 }],
  ])('%s: the keyword goes as typed, and the search answers without waiting longer', async (_, fault) => {
    await sandbox.fault({ path: WIRE_PATHS.salaryOccupations, ...fault });
    // A fresh module registry: this server keeps no occupation list yet.
    await withEnv({ INSURER_TIMEOUT_MS: String(INSURER_TIMEOUT) }, async () => {
      const { searchJobs: searchWithoutIndex } = await import('./load');
      const started = Date.now();
      expect(await searchWithoutIndex(jwt, { ...NO_FILTERS, q: 'vendedora' })).toMatchObject({ kind: 'results', page: { total: 0 } });
      expect(Date.now() - started).toBeLessThan(KEYWORD_FORMS_WAIT_MS + 1000);
    });
  });
});
