/** @jest-environment node */
/**
 * The job pages' insurer calls against the sandbox over real HTTP (testing/bff-harness.ts): what the
 * server-rendered search and offer pages get for each answer, fault and refusal.
 */
import { login } from '@/lib/auth/insurer';
import { NO_FILTERS } from '@/lib/jobs/links';
import type { JobFilters } from '@/lib/validation/jobs';
import { DEMO_PASSWORD, TIMEOUT_MS, WIRE_PATHS, withSandbox } from '@/testing/bff-harness';
import { loadLocations, loadOffer, searchJobs, searchRequest } from './load';

const sandbox = withSandbox();

async function jwtOf(document: string): Promise<string> {
  const result = await login({ document, password: DEMO_PASSWORD, captchaToken: 'sandbox', publicIp: '127.0.0.1' });
  if (result.kind !== 'ok') throw new Error(`login ${document}: ${result.kind}`);
  return result.data.jwt;
}
const MARIANA = '52998224725';
const JOAO = '11144477735';
const filters = (changes: Partial<JobFilters>): JobFilters => ({ ...NO_FILTERS, ...changes });
const calls = () => sandbox.logLines.map((line) => JSON.parse(line) as { path: string; outcome: string });

describe('searchJobs', () => {
  test('sends only the filters in use and answers a page of offers, newest first without a keyword', async () => {
    expect(searchRequest(filters({}))).toEqual({ order: 'recentes', page: 1, pageSize: 10 });
    expect(searchRequest(filters({ q: 'java', uf: 'SP', cidade: 'Campinas', modalidade: ['remoto'], contrato: ['pj'], pagina: 2 }))).toEqual({
      keyword: 'java',
      state: 'SP',
      city: 'Campinas',
      modes: ['remoto'],
      contracts: ['pj'],
      order: 'relevancia',
      page: 2,
      pageSize: 10,
    });
    const outcome = await searchJobs(await jwtOf(MARIANA), filters({}));
    expect(outcome.kind).toBe('results');
    if (outcome.kind !== 'results') return;
    expect(outcome.page).toMatchObject({ total: 640, page: 1, pageSize: 10, totalPages: 64 });
    expect(outcome.page.offers).toHaveLength(10);
    expect(outcome.at).toBeGreaterThan(0);
    expect(calls().at(-1)).toMatchObject({ path: WIRE_PATHS.jobSearch, outcome: 'ok' });
  });

  test('filters by keyword (accents ignored), state, city, mode and contract', async () => {
    const jwt = await jwtOf(MARIANA);
    const outcome = await searchJobs(jwt, filters({ q: 'tecnico', uf: 'SP', modalidade: ['presencial'], contrato: ['clt', 'temporario'] }));
    if (outcome.kind !== 'results') throw new Error(outcome.kind);
    expect(outcome.page.total).toBeGreaterThan(0);
    for (const offer of outcome.page.offers) {
      expect(offer.title).toMatch(/Técnico/);
      expect(offer).toMatchObject({ state: 'SP', mode: 'presencial' });
      expect(['clt', 'temporario']).toContain(offer.contract);
    }
  });

  test('nothing found is an empty result; a page past the end is told apart', async () => {
    const jwt = await jwtOf(MARIANA);
    expect(await searchJobs(jwt, filters({ q: 'astronauta' }))).toMatchObject({ kind: 'results', page: { total: 0, totalPages: 0, offers: [] } });
    const past = await searchJobs(jwt, filters({ uf: 'SE', pagina: 9 }));
    expect(past).toMatchObject({ kind: 'pastEnd', page: { page: 9, offers: [] } });
    if (past.kind === 'pastEnd') expect(past.page.totalPages).toBeGreaterThan(0);
  });

  test.each([
    ['an HTTP 500', { status: 500 }],
    ['a garbage body', { body: 'garbage' }],
    ['an HTML error page', { body: 'html', status: 502 }],
    ['an empty body', { body: 'empty' }],
  ])('%s is "unavailable" (the connection error)', async (_, fault) => {
    const jwt = await jwtOf(MARIANA);
    await sandbox.fault({ path: WIRE_PATHS.jobSearch, ...fault });
    expect(await searchJobs(jwt, filters({ q: 'motorista' }))).toEqual({ kind: 'unavailable' });
  });

  test('a slow partner is "unavailable" after the timeout', async () => {
    const jwt = await jwtOf(MARIANA);
    await sandbox.fault({ path: WIRE_PATHS.jobSearch, latencyMs: TIMEOUT_MS + 500, times: 1 });
    expect(await searchJobs(jwt, filters({}))).toEqual({ kind: 'unavailable' });
    expect(calls().at(-1)).toMatchObject({ path: WIRE_PATHS.jobSearch, outcome: 'timeout' });
  });

  test('a JWT the insurer refuses is "expired"; a policy without the service is "notIncluded"', async () => {
    expect(await searchJobs('not-a-jwt', filters({}))).toEqual({ kind: 'expired' });
    expect(await searchJobs(await jwtOf(JOAO), filters({}))).toEqual({ kind: 'notIncluded' });
  });
});

describe('loadOffer', () => {
  test('answers the whole offer, with its https link to the partner', async () => {
    const outcome = await loadOffer(await jwtOf(MARIANA), 7);
    expect(outcome).toMatchObject({ kind: 'offer', offer: { id: 7, partner: 'Vagas Parceiras' } });
    if (outcome.kind === 'offer') expect(outcome.offer.applyUrl).toMatch(/^https:\/\/www\.vagasparceiras\.com\.br\/vagas\/7-/);
  });

  test("an unknown offer is 'notFound'; faults are 'unavailable'; a refused JWT is 'expired'", async () => {
    const jwt = await jwtOf(MARIANA);
    expect(await loadOffer(jwt, 99999)).toEqual({ kind: 'notFound' });
    expect(await loadOffer('not-a-jwt', 7)).toEqual({ kind: 'expired' });
    expect(await loadOffer(await jwtOf(JOAO), 7)).toEqual({ kind: 'notIncluded' });
    await sandbox.fault({ path: WIRE_PATHS.jobOffer, body: 'truncated-cipher' });
    expect(await loadOffer(jwt, 7)).toEqual({ kind: 'unavailable' });
  });
});

describe('loadLocations', () => {
  test('the states with offers and their cities; nothing when the call fails (the search works without)', async () => {
    const jwt = await jwtOf(MARIANA);
    const states = await loadLocations(jwt);
    expect(states).toHaveLength(27);
    expect(states.find((entry) => entry.state === 'PE')?.cities).toContain('Recife');
    await sandbox.fault({ path: WIRE_PATHS.jobLocations, status: 503 });
    expect(await loadLocations(jwt)).toEqual([]);
  });
});
