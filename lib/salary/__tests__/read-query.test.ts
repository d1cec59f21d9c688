import { readSalaryQuery } from '../read-query';
import { salaryHref } from '../query';
import type { Occupation } from '../types';

const OCCUPATIONS: Occupation[] = [
  { id: '2124', category: 'Tecnologia da informação', description: 'Analistas de tecnologia da informação' },
  { id: '5132', category: 'Alimentação, hotelaria e turismo', description: 'Cozinheiros' },
];
const read = (params: Record<string, string | string[] | undefined>) => readSalaryQuery(params, OCCUPATIONS);

describe('reading the comparator’s query from the URL', () => {
  it('no query: the empty form, level pleno', () => {
    expect(read({})).toEqual({ kind: 'start', values: { occupationId: '', uf: '', level: 'pleno' } });
    expect(read({ serviceName: 'consultar' })).toEqual({ kind: 'start', values: { occupationId: '', uf: '', level: 'pleno' } });
  });

  it('a complete query of a known occupation is ready', () => {
    expect(read({ ocupacao: '2124', uf: 'SP', nivel: 'senior', serviceName: 'consultar' })).toEqual({
      kind: 'ready',
      values: { occupationId: '2124', uf: 'SP', level: 'senior' },
      query: { occupationId: '2124', uf: 'SP', level: 'senior' },
      occupation: OCCUPATIONS[0],
    });
  });

  it('is lenient on case and spaces, and takes the first of repeated values', () => {
    expect(read({ ocupacao: ' 5132 ', uf: 'rj', nivel: 'JUNIOR' })).toMatchObject({ kind: 'ready', query: { occupationId: '5132', uf: 'RJ', level: 'junior' } });
    expect(read({ ocupacao: ['2124', '5132'], uf: ['BA', 'SP'], nivel: 'pleno' })).toMatchObject({ kind: 'ready', query: { occupationId: '2124', uf: 'BA' } });
  });

  it.each([
    [{ ocupacao: '9999', uf: 'SP', nivel: 'pleno' }, { occupation: 'Salary.validation.occupationUnknown' }, { occupationId: '', uf: 'SP', level: 'pleno' }],
    [{ ocupacao: '<script>', uf: 'SP', nivel: 'pleno' }, { occupation: 'Salary.validation.occupationUnknown' }, { occupationId: '', uf: 'SP', level: 'pleno' }],
    [{ ocupacao: '2124', uf: 'XX', nivel: 'pleno' }, { uf: 'Salary.validation.ufUnknown' }, { occupationId: '2124', uf: '', level: 'pleno' }],
    [{ ocupacao: '2124', uf: 'SP', nivel: 'trainee' }, { level: 'Salary.validation.levelUnknown' }, { occupationId: '2124', uf: 'SP', level: 'pleno' }],
    [{ ocupacao: '', uf: '', nivel: 'senior' }, { occupation: 'Salary.validation.occupationRequired', uf: 'Salary.validation.ufRequired' }, { occupationId: '', uf: '', level: 'senior' }],
    [{ uf: 'SP' }, { occupation: 'Salary.validation.occupationRequired', level: 'Salary.validation.levelRequired' }, { occupationId: '', uf: 'SP', level: 'pleno' }],
  ])('%j: a message on each bad field, the good ones kept', (params, errors, values) => {
    expect(read(params)).toEqual({ kind: 'invalid', errors, values });
  });

  it('the canonical address of a query', () => {
    expect(salaryHref({ occupationId: '2124', uf: 'SP', level: 'pleno' })).toBe('/auth/comparador-salarial-v2?ocupacao=2124&uf=SP&nivel=pleno');
  });
});
