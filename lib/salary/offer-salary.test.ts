/** @jest-environment node */
import type { InsurerResult } from '@/lib/insurer/request';
import type { Occupation, SalaryOutcome, SalaryRange } from '@/lib/salary/types';
import { offerSalary, payStance } from './offer-salary';

jest.mock('server-only', () => ({}));
jest.mock('@/lib/salary/occupations', () => ({ occupationList: jest.fn() }));
jest.mock('@/lib/salary/salary-range', () => ({ salaryOutcome: jest.fn() }));
jest.mock('@/lib/session/dal', () => ({ withInsurerSession: jest.fn(async (call: (jwt: string) => unknown) => call('jwt')) }));

const { occupationList } = jest.requireMock<{ occupationList: jest.Mock<Promise<InsurerResult<Occupation[]>>> }>('@/lib/salary/occupations');
const { salaryOutcome } = jest.requireMock<{ salaryOutcome: jest.Mock<Promise<SalaryOutcome>> }>('@/lib/salary/salary-range');

const WAITERS: Occupation = { id: '5134', category: 'Alimentação, hotelaria e turismo', description: 'Garçons, barmen, copeiros e sommeliers', titles: ['Garçom', 'Garçonete'] };
const figures = (median: number, records = 120) => ({ p25: median - 300, median, p75: median + 400, records });
const range = (records = 120): SalaryRange => ({
  occupation: WAITERS,
  uf: 'SP',
  level: 'pleno',
  currency: 'BRL',
  referenceDate: '2025-12-31',
  source: 'Salário Referência',
  levels: [
    { level: 'junior', state: figures(1800, records), national: figures(1700) },
    { level: 'pleno', state: figures(2000, records), national: figures(1900) },
    { level: 'senior', state: figures(2600, records), national: figures(2500) },
  ],
});
const offer = (title: string, pay: [number | null, number | null] = [null, null]) => ({ title, state: 'SP' as const, salaryMin: pay[0], salaryMax: pay[1] });

beforeEach(() => {
  jest.clearAllMocks();
  occupationList.mockResolvedValue({ kind: 'ok', data: [WAITERS] });
  salaryOutcome.mockResolvedValue({ kind: 'ok', range: range() });
});

describe("a job offer's salary from the comparator", () => {
  it("the family's figures in the offer's state at the title's level, with the comparator's address and where the stated pay stands", async () => {
    const view = await offerSalary(offer('Garçom Sênior', [2900, 3100]));
    expect(salaryOutcome).toHaveBeenCalledWith('jwt', { occupationId: '5134', uf: 'SP', level: 'senior' });
    expect(view).toEqual({
      kind: 'figures',
      family: 'Garçons, barmen, copeiros e sommeliers',
      uf: 'SP',
      level: 'senior',
      p25: 2300,
      median: 2600,
      p75: 3000,
      records: 120,
      source: 'Salário Referência',
      href: '/auth/comparador-salarial-v2?ocupacao=5134&uf=SP&nivel=senior',
      stance: 'above',
    });
    expect((await offerSalary(offer('Garçom')))).toMatchObject({ level: 'pleno', stance: null });
  });

  it('no family: said plainly, and the comparator is not asked', async () => {
    expect(await offerSalary(offer('Piloto de drone'))).toEqual({ kind: 'noFamily' });
    expect(salaryOutcome).not.toHaveBeenCalled();
  });

  it('no figure for the state (no record, or the family unknown to the partner): said plainly, with the comparator', async () => {
    salaryOutcome.mockResolvedValueOnce({ kind: 'ok', range: range(0) });
    expect(await offerSalary(offer('Garçom'))).toEqual({ kind: 'noFigure', family: WAITERS.description, uf: 'SP', href: '/auth/comparador-salarial-v2?ocupacao=5134&uf=SP&nivel=pleno' });
    salaryOutcome.mockResolvedValueOnce({ kind: 'unknownOccupation' });
    expect(await offerSalary(offer('Garçom'))).toMatchObject({ kind: 'noFigure' });
  });

  it('the comparator or its occupations failing: unavailable, never an error', async () => {
    salaryOutcome.mockResolvedValueOnce({ kind: 'unavailable' });
    expect(await offerSalary(offer('Garçom'))).toEqual({ kind: 'unavailable' });
    occupationList.mockResolvedValueOnce({ kind: 'timeout' });
    expect(await offerSalary(offer('Garçom'))).toEqual({ kind: 'unavailable' });
  });

  it('where a stated pay stands: within 5 % of the median is near it', () => {
    expect(payStance(2100, 2000)).toBe('near');
    expect(payStance(1900, 2000)).toBe('near');
    expect(payStance(2200, 2000)).toBe('above');
    expect(payStance(1700, 2000)).toBe('below');
    expect(payStance(null, 2000)).toBeNull();
  });
});
