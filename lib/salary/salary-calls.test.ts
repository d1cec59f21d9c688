/** @jest-environment node */
import { login } from '@/lib/auth/insurer';
import type { SalaryQuery } from '@/lib/salary/query';
import { OCCUPATION_TITLES } from '@/sandbox/content/occupation-titles';
import { OCCUPATIONS } from '@/sandbox/content/occupations';
import { NATIONAL, SALARY_REFERENCE_DATE, SALARY_SOURCE, salaryFigures } from '@/sandbox/content/salary-reference';
import { DEMO_PASSWORD, TIMEOUT_MS, WIRE_PATHS, withSandbox } from '@/testing/bff-harness';

/**
 * The comparator's calls, made the way the page makes them, against the sandbox over real HTTP:
 * the occupation list (through this server's cache) and the salary range (with a customer's JWT).
 */
const sandbox = withSandbox();

const ANALYSTS_SP: SalaryQuery = { occupationId: '2124', uf: 'SP', level: 'pleno' };
const calls = (path: string) => sandbox.logLines.filter((line) => line.includes(`"path":"${path}`)).length;

/** Fresh modules (and so an empty occupation cache) per test. */
const fresh = () => ({
  occupations: () => import('@/lib/salary/occupations'),
  range: () => import('@/lib/salary/salary-range'),
});

async function jwtOf(cpf: string): Promise<string> {
  const result = await login({ document: cpf, password: DEMO_PASSWORD, captchaToken: 'sandbox', publicIp: '127.0.0.1' });
  if (result.kind !== 'ok') throw new Error(`login ${cpf}: ${result.kind}`);
  return result.data.jwt;
}

beforeEach(() => jest.resetModules());

describe('the occupation list (GET /salary/getOccupationList, cached)', () => {
  it('the 273 occupations as id, category and description, with the job titles of each family', async () => {
    const { occupationList } = await fresh().occupations();
    const result = await occupationList();
    expect(result).toEqual({
      kind: 'ok',
      data: OCCUPATIONS.map(({ id, value, description }) => ({ id, category: value, description, titles: [...(OCCUPATION_TITLES[id] ?? [])] })),
    });
  });

  it('one call for many renders within the TTL, even concurrent ones; a new call after it', async () => {
    const { occupationList, OCCUPATIONS_TTL_MS } = await fresh().occupations();
    const now = jest.spyOn(Date, 'now').mockReturnValue(Date.UTC(2026, 2, 2, 12));
    await Promise.all([occupationList(), occupationList(), occupationList()]);
    await occupationList();
    expect(calls(WIRE_PATHS.salaryOccupations)).toBe(1);
    now.mockReturnValue(Date.UTC(2026, 2, 2, 12) + OCCUPATIONS_TTL_MS);
    expect((await occupationList()).kind).toBe('ok');
    expect(calls(WIRE_PATHS.salaryOccupations)).toBe(2);
  });

  it('a failure is not kept: the next render asks again', async () => {
    const { occupationList } = await fresh().occupations();
    await sandbox.fault({ path: WIRE_PATHS.salaryOccupations, status: 503, times: 1 });
    expect(await occupationList()).toEqual({ kind: 'network' });
    expect((await occupationList()).kind).toBe('ok');
    expect(calls(WIRE_PATHS.salaryOccupations)).toBe(2);
  });

  it('once a list was fetched, a failed refresh serves the last one', async () => {
    const { occupationList, OCCUPATIONS_TTL_MS } = await fresh().occupations();
    const now = jest.spyOn(Date, 'now').mockReturnValue(Date.UTC(2026, 2, 2, 12));
    const first = await occupationList();
    await sandbox.fault({ path: WIRE_PATHS.salaryOccupations, body: 'garbage' });
    now.mockReturnValue(Date.UTC(2026, 2, 2, 12) + OCCUPATIONS_TTL_MS + 1);
    expect(await occupationList()).toEqual(first);
    expect(calls(WIRE_PATHS.salaryOccupations)).toBe(2);
  });

  it('a slow partner is a timeout', async () => {
    const { occupationList } = await fresh().occupations();
    await sandbox.fault({ path: WIRE_PATHS.salaryOccupations, latencyMs: TIMEOUT_MS + 300, times: 1 });
    expect(await occupationList()).toEqual({ kind: 'timeout' });
  });
});

describe('the salary range (GET /salary/getSalaryRange/{occupationId}/{uf}/{level})', () => {
  it("the state's and the country's figures at each level, with the source and the date", async () => {
    const { salaryOutcome } = await fresh().range();
    const outcome = await salaryOutcome(await jwtOf('52998224725'), ANALYSTS_SP);
    const analysts = { id: '2124', base: 8200 };
    expect(outcome).toEqual({
      kind: 'ok',
      range: {
        occupation: { id: '2124', category: 'Tecnologia da informação', description: 'Analistas de tecnologia da informação' },
        uf: 'SP',
        level: 'pleno',
        currency: 'BRL',
        referenceDate: SALARY_REFERENCE_DATE,
        source: SALARY_SOURCE,
        levels: (['junior', 'pleno', 'senior'] as const).map((level) => ({
          level,
          state: salaryFigures(analysts, 'SP', level),
          national: salaryFigures(analysts, NATIONAL, level),
        })),
      },
    });
  });

  it('logs the call by parameter names only: no JWT, no query values', async () => {
    const { salaryOutcome } = await fresh().range();
    await salaryOutcome(await jwtOf('52998224725'), ANALYSTS_SP);
    const line = sandbox.logLines.find((each) => each.includes(WIRE_PATHS.salaryRange));
    expect(JSON.parse(line!)).toMatchObject({ method: 'GET', path: `${WIRE_PATHS.salaryRange}/:occupationId/:uf/:level`, status: 200, outcome: 'ok' });
  });

  it('an occupation the partner does not know (101)', async () => {
    const { salaryOutcome } = await fresh().range();
    expect(await salaryOutcome(await jwtOf('52998224725'), { ...ANALYSTS_SP, occupationId: '9999' })).toEqual({ kind: 'unknownOccupation' });
  });

  it("a customer whose ecosystems lack the comparator (102)", async () => {
    const { salaryOutcome } = await fresh().range();
    expect(await salaryOutcome(await jwtOf('11144477735'), ANALYSTS_SP)).toEqual({ kind: 'notIncluded' });
  });

  it('no session, or a JWT the insurer refuses (401): log in again', async () => {
    const { salaryOutcome } = await fresh().range();
    expect(await salaryOutcome(null, ANALYSTS_SP)).toEqual({ kind: 'expired' });
    expect(await salaryOutcome('not-a-jwt', ANALYSTS_SP)).toEqual({ kind: 'expired' });
  });

  it.each([
    ['a 503', { status: 503 }],
    ['an HTML error page', { status: 502, body: 'html' }],
    ['garbage', { body: 'garbage' }],
    ['an empty answer', { body: 'empty' }],
    ['a slow answer', { latencyMs: TIMEOUT_MS + 300 }],
  ])('%s: unavailable (the page offers a retry)', async (_name, fault) => {
    const { salaryOutcome } = await fresh().range();
    const jwt = await jwtOf('52998224725');
    await sandbox.fault({ path: WIRE_PATHS.salaryRange, times: 1, ...fault });
    expect(await salaryOutcome(jwt, ANALYSTS_SP)).toEqual({ kind: 'unavailable' });
    expect((await salaryOutcome(jwt, ANALYSTS_SP)).kind).toBe('ok');
  });
});
