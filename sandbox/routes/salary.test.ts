/** @jest-environment node */
import { OCCUPATION_TITLES } from '../content/occupation-titles.ts';
import { WIRE_PATHS } from '../contract/paths.ts';
import { SALARY_LEVELS, UF_CODES } from '../contract/regions.ts';
import { OCCUPATIONS } from '../content/occupations.ts';
import { NATIONAL, SALARY_REFERENCE_DATE, SALARY_SOURCE, salaryFigures } from '../content/salary-reference.ts';
import { CPF, useSandbox } from '../test-harness.ts';

const sandbox = useSandbox();

type Figures = { p25: number; median: number; p75: number; records: number };
type Range = {
  occupation: { id: string; value: string; description: string };
  uf: string;
  level: string;
  currency: string;
  referenceDate: string;
  source: string;
  levels: { level: string; state: Figures; national: Figures }[];
};

const rangePath = (occupationId: string, uf: string, level: string) => `${WIRE_PATHS.salaryRange}/${occupationId}/${uf}/${level}`;

async function range(token: string, occupationId: string, uf: string, level: string) {
  const response = await sandbox.get(rangePath(occupationId, uf, level), { token });
  return { status: response.status, envelope: (await response.json()) as { code: string; error: boolean; message: string; data?: Range } };
}

describe('GET /salary/getOccupationList', () => {
  test('the 273 occupations as id, value (category), description and job titles, in category order, without a bearer', async () => {
    const response = await sandbox.get(WIRE_PATHS.salaryOccupations);
    expect(response.status).toBe(200);
    const envelope = (await response.json()) as { code: string; data: { occupationList: Record<string, unknown>[] } };
    expect(envelope).toMatchObject({ code: '00', error: false, message: 'Ocupações encontradas.' });
    const list = envelope.data.occupationList;
    expect(list).toEqual(OCCUPATIONS.map(({ id, value, description }) => ({ id, value, description, titles: [...(OCCUPATION_TITLES[id] ?? [])] })));
    expect(list[0]).toMatchObject({ id: '2521', value: 'Administração e escritório', description: 'Administradores' });
    expect(list.find((occupation) => occupation.id === '2124')?.titles).toContain('Desenvolvedor');
  });

  test('needs the tenant-id', async () => {
    expect((await sandbox.get(WIRE_PATHS.salaryOccupations, { tenant: null })).status).toBe(401);
  });
});

describe('GET /salary/getSalaryRange/{occupationId}/{uf}/{level}', () => {
  test('the state and national figures at every level, built by the documented rule, with source and date', async () => {
    const token = await sandbox.token(CPF.employability);
    const { status, envelope } = await range(token, '2124', 'SP', 'pleno');
    expect(status).toBe(200);
    expect(envelope).toMatchObject({ code: '00', error: false, message: 'Faixa salarial encontrada.' });
    const analysts = { id: '2124', base: 8200 };
    expect(envelope.data).toEqual({
      occupation: { id: '2124', value: 'Tecnologia da informação', description: 'Analistas de tecnologia da informação' },
      uf: 'SP',
      level: 'pleno',
      currency: 'BRL',
      referenceDate: SALARY_REFERENCE_DATE,
      source: SALARY_SOURCE,
      levels: SALARY_LEVELS.map((level) => ({
        level,
        state: salaryFigures(analysts, 'SP', level),
        national: salaryFigures(analysts, NATIONAL, level),
      })),
    });
    expect(envelope.data!.levels[1]!.state).toEqual({ p25: 7740, median: 9680, p75: 12290, records: expect.any(Number) });
  });

  test("the national records are the sum of the 27 states' records; the figures do not change across resets", async () => {
    const token = await sandbox.token(CPF.employability);
    const records = await Promise.all(UF_CODES.map(async (uf) => (await range(token, '7825', uf, 'senior')).envelope.data!.levels[2]!.state.records));
    const { envelope } = await range(token, '7825', 'BA', 'senior');
    expect(envelope.data!.levels[2]!.national.records).toBe(records.reduce((sum, each) => sum + each, 0));
    await sandbox.dev('POST', '/reset');
    const again = await range(await sandbox.token(CPF.employability), '7825', 'BA', 'senior');
    expect(again.envelope.data).toEqual(envelope.data);
  });

  test('101 for an occupation the partner does not know', async () => {
    const token = await sandbox.token(CPF.employability);
    const { status, envelope } = await range(token, '9999', 'SP', 'pleno');
    expect(status).toBe(200);
    expect(envelope).toEqual({ code: '101', error: true, message: 'Ocupação não encontrada: 9999.' });
  });

  test.each([
    ['212', 'SP', 'pleno'],
    ['2124', 'XX', 'pleno'],
    ['2124', 'sp', 'pleno'],
    ['2124', 'SP', 'trainee'],
  ])('400 for a malformed occupation, UF or level (%s/%s/%s)', async (occupationId, uf, level) => {
    const token = await sandbox.token(CPF.employability);
    const { status, envelope } = await range(token, occupationId, uf, level);
    expect(status).toBe(400);
    expect(envelope).toMatchObject({ code: '400', error: true, message: expect.stringMatching(/^Requisição inválida/) });
  });

  test('401 without a bearer JWT', async () => {
    expect((await sandbox.get(rangePath('2124', 'SP', 'pleno'))).status).toBe(401);
  });

  test("102 for a customer whose ecosystems lack the comparator ('consultar')", async () => {
    const token = await sandbox.token(CPF.selfEmployed);
    const { envelope } = await range(token, '2124', 'SP', 'pleno');
    expect(envelope).toEqual({ code: '102', error: true, message: 'O comparador salarial não faz parte dos benefícios deste cliente.' });
  });
});
