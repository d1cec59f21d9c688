/** @jest-environment node */
import { WIRE_PATHS } from '../contract/paths.ts';
import { foldText, type WireOffer, type WireOfferSummary } from '../contract/jobs.ts';
import { OFFER_COUNT, POSTED_WITHIN_DAYS } from '../content/jobs-catalogue.ts';
import type { Envelope } from '../envelope.ts';
import { CPF, HOUR, T0, useSandbox } from '../test-harness.ts';

const sandbox = useSandbox();
let token: string;
beforeEach(async () => {
  token = await sandbox.token(CPF.employability);
});

type Page = { total: number; page: number; pageSize: number; totalPages: number; offers: WireOfferSummary[] };

async function search(body: Record<string, unknown>, as = token): Promise<{ status: number; envelope: Envelope }> {
  const response = await sandbox.post(WIRE_PATHS.jobSearch, { token: as, body: { page: 1, pageSize: 10, ...body } });
  return { status: response.status, envelope: (await response.json()) as Envelope };
}
async function searchOk(body: Record<string, unknown>): Promise<Page> {
  const { status, envelope } = await search(body);
  expect(status).toBe(200);
  expect(envelope).toMatchObject({ code: '00', error: false, message: 'Vagas encontradas.' });
  return envelope.data as Page;
}

describe('POST /jobs/searchOffers', () => {
  test(`without filters: all ${OFFER_COUNT} offers, newest first, dated within ${POSTED_WITHIN_DAYS} days of the sandbox clock`, async () => {
    const page = await searchOk({});
    expect(page).toMatchObject({ total: OFFER_COUNT, page: 1, pageSize: 10, totalPages: Math.ceil(OFFER_COUNT / 10) });
    expect(page.offers).toHaveLength(10);
    const times = page.offers.map((offer) => Date.parse(offer.postedAt));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    const all = await searchOk({ pageSize: 50, page: 3 });
    for (const offer of [...page.offers, ...all.offers]) {
      expect(Date.parse(offer.postedAt)).toBeLessThanOrEqual(T0);
      expect(Date.parse(offer.postedAt)).toBeGreaterThan(T0 - POSTED_WITHIN_DAYS * 24 * HOUR);
    }
  });

  test('the keyword search ignores accents and case, and needs every word', async () => {
    const accented = await searchOk({ keyword: 'Técnico de Manutenção' });
    const plain = await searchOk({ keyword: 'TECNICO manutencao' });
    expect(accented.total).toBeGreaterThan(0);
    expect(plain.total).toBe(accented.total);
    expect(plain.offers.map((offer) => offer.id)).toEqual(accented.offers.map((offer) => offer.id));
    for (const offer of accented.offers) expect(foldText(offer.title)).toContain('tecnico de manutencao');
  });

  test('a word prefix finds longer words, the title weighs most, and the city counts as a word', async () => {
    const page = await searchOk({ keyword: 'desenvolv' });
    expect(page.total).toBeGreaterThan(0);
    expect(page.offers[0]!.title).toMatch(/^Desenvolvedor/);
    const inCampinas = await searchOk({ keyword: 'campinas' });
    expect(inCampinas.total).toBeGreaterThan(0);
    expect(inCampinas.offers.every((offer) => offer.city === 'Campinas')).toBe(true);
  });

  test("'recentes' orders keyword matches by date instead of relevance", async () => {
    const page = await searchOk({ keyword: 'analista', order: 'recentes', pageSize: 50 });
    const times = page.offers.map((offer) => Date.parse(offer.postedAt));
    expect(times).toEqual([...times].sort((a, b) => b - a));
  });

  test('state, city (any accents or case), modes and contracts filter together', async () => {
    const page = await searchOk({ state: 'SP', city: '  SAO paulo ', modes: ['presencial', 'hibrido'], contracts: ['clt'], pageSize: 50 });
    expect(page.total).toBeGreaterThan(0);
    for (const offer of page.offers) {
      expect(offer).toMatchObject({ state: 'SP', city: 'São Paulo', contract: 'clt' });
      expect(['presencial', 'hibrido']).toContain(offer.mode);
    }
    const remoteInterns = await searchOk({ modes: ['remoto'], contracts: ['estagio'], pageSize: 50 });
    expect(remoteInterns.offers.every((offer) => offer.mode === 'remoto' && offer.contract === 'estagio')).toBe(true);
  });

  test('a page past the end answers no offers with the real totals', async () => {
    const page = await searchOk({ state: 'AC', page: 40 });
    expect(page.total).toBeGreaterThan(0);
    expect(page.offers).toEqual([]);
    expect(page.totalPages).toBe(Math.ceil(page.total / 10));
  });

  test('no match answers an empty page', async () => {
    expect(await searchOk({ keyword: 'astronauta' })).toEqual({ total: 0, page: 1, pageSize: 10, totalPages: 0, offers: [] });
  });

  test.each([
    '"',
    'AND (',
    '*',
    'NEAR(motorista entregador)',
    'title:cozinheiro',
    '^enfermeiro',
    '-java',
    "'); DROP TABLE jobs_offers; --",
    'motorista OR 1=1',
    '{title company}: garçom',
    '""""""',
  ])('hostile keyword %j is plain words: never a 500', async (keyword) => {
    const { status, envelope } = await search({ keyword });
    expect(status).toBe(200);
    expect(envelope.code).toBe('00');
    expect((await searchOk({})).total).toBe(OFFER_COUNT);
  });

  test.each([
    [{ keyword: 'x'.repeat(101) }, 'keyword'],
    [{ state: 'XX' }, 'state'],
    [{ state: 'sp' }, 'state'],
    [{ city: '' }, 'city'],
    [{ modes: ['lunar'] }, 'modes.0'],
    [{ contracts: ['CLT'] }, 'contracts.0'],
    [{ page: 0 }, 'page'],
    [{ page: 1.5 }, 'page'],
    [{ pageSize: 51 }, 'pageSize'],
    [{ order: 'preço' }, 'order'],
    [{ salary: 10 }, 'corpo'],
  ])('a bad request %j is a 400 envelope naming %s', async (body, where) => {
    const { status, envelope } = await search(body);
    expect(status).toBe(400);
    expect(envelope).toMatchObject({ code: '400', error: true });
    expect(envelope.message).toContain(`(${where})`);
  });

  test('needs a bearer token, and a customer whose ecosystems include the job search', async () => {
    const anonymous = await sandbox.post(WIRE_PATHS.jobSearch, { body: { page: 1, pageSize: 10 } });
    expect(anonymous.status).toBe(401);
    const selfEmployed = await search({}, await sandbox.token(CPF.selfEmployed));
    expect(selfEmployed).toEqual({
      status: 403,
      envelope: { code: '403', error: true, message: 'A busca de emprego não faz parte dos serviços do seu seguro.' },
    });
    expect((await search({}, await sandbox.token(CPF.mustChoose))).status).toBe(200);
  });

  test('the reset restores the same offers, dated from the clock of the reset', async () => {
    const before = await searchOk({ keyword: 'enfermeiro' });
    sandbox.advance(5 * 24 * HOUR);
    await sandbox.dev('POST', '/reset');
    token = await sandbox.token(CPF.employability);
    const after = await searchOk({ keyword: 'enfermeiro' });
    expect(after.offers.map((offer) => offer.id)).toEqual(before.offers.map((offer) => offer.id));
    expect(Date.parse(after.offers[0]!.postedAt) - Date.parse(before.offers[0]!.postedAt)).toBe(5 * 24 * HOUR);
  });
});

describe('GET /jobs/getOffer/{id}', () => {
  test('answers the whole offer with an https link to the partner', async () => {
    const [first] = (await searchOk({ keyword: 'soldador' })).offers;
    const response = await sandbox.get(`${WIRE_PATHS.jobOffer}/${first!.id}`, { token });
    const envelope = (await response.json()) as Envelope;
    expect(envelope).toMatchObject({ code: '00', error: false, message: 'Vaga encontrada.' });
    const { offer } = envelope.data as { offer: WireOffer };
    expect(offer).toMatchObject({ ...first, partner: 'Vagas Parceiras', occupation: 'Indústria' });
    expect(offer.description).toContain(offer.company);
    expect(offer.activities.length).toBeGreaterThan(0);
    expect(offer.requirements.length).toBeGreaterThan(0);
    expect(offer.benefits.length).toBeGreaterThan(0);
    expect(offer.applyUrl).toMatch(new RegExp(`^https://www\\.vagasparceiras\\.com\\.br/vagas/${offer.id}-soldador-`));
  });

  test("an unknown offer is '101'; an id that is not a number is a 400", async () => {
    expect(await (await sandbox.get(`${WIRE_PATHS.jobOffer}/999999`, { token })).json()).toEqual({
      code: '101',
      error: true,
      message: 'Vaga não encontrada ou encerrada.',
    });
    expect((await sandbox.get(`${WIRE_PATHS.jobOffer}/abc`, { token })).status).toBe(400);
    expect((await sandbox.get(`${WIRE_PATHS.jobOffer}/1`)).status).toBe(401);
  });
});

describe('GET /jobs/getLocations', () => {
  test('lists the 27 states with their offer counts and cities', async () => {
    const envelope = (await (await sandbox.get(WIRE_PATHS.jobLocations, { token })).json()) as Envelope;
    const { states } = envelope.data as { states: { state: string; offers: number; cities: string[] }[] };
    expect(states).toHaveLength(27);
    expect(states.reduce((sum, entry) => sum + entry.offers, 0)).toBe(OFFER_COUNT);
    expect(states.find((entry) => entry.state === 'SP')?.cities).toEqual(expect.arrayContaining(['Campinas', 'São Paulo']));
  });
});
