import { readSalaryQuery } from './read-query';
import { salaryHref } from './query';
import type { Occupation } from './types';

const OCCUPATIONS: Occupation[] = [
  { id: '2124', category: 'Tecnologia da informação', description: 'Analistas de tecnologia da informação', titles: ['Desenvolvedor'] },
  { id: '3171', category: 'Tecnologia da informação', description: 'Técnicos de desenvolvimento de sistemas e aplicações', titles: ['Desenvolvedor júnior'] },
  { id: '5132', category: 'Alimentação, hotelaria e turismo', description: 'Cozinheiros' },
];
const IT = 'Analistas de tecnologia da informação';
const read = (params: Record<string, string | string[] | undefined>) => readSalaryQuery(params, OCCUPATIONS);

describe('reading the comparator’s query from the URL', () => {
  it('no query: the empty form, level pleno', () => {
    expect(read({})).toEqual({ kind: 'start', values: { occupationId: '', occupationText: '', uf: '', level: 'pleno' } });
    expect(read({ serviceName: 'consultar' })).toEqual({ kind: 'start', values: { occupationId: '', occupationText: '', uf: '', level: 'pleno' } });
  });

  it('a complete query of a known occupation is ready', () => {
    expect(read({ ocupacao: '2124', uf: 'SP', nivel: 'senior', serviceName: 'consultar' })).toEqual({
      kind: 'ready',
      values: { occupationId: '2124', occupationText: IT, uf: 'SP', level: 'senior' },
      query: { occupationId: '2124', uf: 'SP', level: 'senior' },
      occupation: OCCUPATIONS[0],
    });
  });

  it('is lenient on case and spaces, and takes the first of repeated values', () => {
    expect(read({ ocupacao: ' 5132 ', uf: 'rj', nivel: 'JUNIOR' })).toMatchObject({ kind: 'ready', query: { occupationId: '5132', uf: 'RJ', level: 'junior' } });
    expect(read({ ocupacao: ['2124', '5132'], uf: ['BA', 'SP'], nivel: 'pleno' })).toMatchObject({ kind: 'ready', query: { occupationId: '2124', uf: 'BA' } });
  });

  it.each([
    [{ ocupacao: '9999', uf: 'SP', nivel: 'pleno' }, { occupation: 'Salary.validation.occupationUnknown' }, { occupationId: '', occupationText: '', uf: 'SP', level: 'pleno' }],
    [{ ocupacao: '<script>', uf: 'SP', nivel: 'pleno' }, { occupation: 'Salary.validation.occupationUnknown' }, { occupationId: '', occupationText: '', uf: 'SP', level: 'pleno' }],
    [{ ocupacao: '2124', uf: 'XX', nivel: 'pleno' }, { uf: 'Salary.validation.ufUnknown' }, { occupationId: '2124', occupationText: IT, uf: '', level: 'pleno' }],
    [{ ocupacao: '2124', uf: 'SP', nivel: 'trainee' }, { level: 'Salary.validation.levelUnknown' }, { occupationId: '2124', occupationText: IT, uf: 'SP', level: 'pleno' }],
    [{ ocupacao: '', uf: '', nivel: 'senior' }, { occupation: 'Salary.validation.occupationRequired', uf: 'Salary.validation.ufRequired' }, { occupationId: '', occupationText: '', uf: '', level: 'senior' }],
    [{ uf: 'SP' }, { occupation: 'Salary.validation.occupationRequired', level: 'Salary.validation.levelRequired' }, { occupationId: '', occupationText: '', uf: 'SP', level: 'pleno' }],
  ])('%j: a message on each bad field, the good ones kept', (params, errors, values) => {
    expect(read(params)).toEqual({ kind: 'invalid', errors, values });
  });

  it('the canonical address of a query (without a UF while none is chosen)', () => {
    expect(salaryHref({ occupationId: '2124', uf: 'SP', level: 'pleno' })).toBe('/auth/comparador-salarial-v2?ocupacao=2124&uf=SP&nivel=pleno');
    expect(salaryHref({ occupationId: '2124', uf: '', level: 'pleno' })).toBe('/auth/comparador-salarial-v2?ocupacao=2124&nivel=pleno');
  });

  describe('the occupation field’s text, sent by a form without JavaScript', () => {
    it('names one family (by its name or a job title, as the field searches): the query is ready', () => {
      expect(read({ ocupacaoTexto: 'cozinheiros', uf: 'PE', nivel: 'junior' })).toMatchObject({
        kind: 'ready',
        values: { occupationId: '5132', occupationText: 'Cozinheiros' },
        query: { occupationId: '5132', uf: 'PE', level: 'junior' },
      });
      expect(read({ ocupacaoTexto: 'analista tecnologia', uf: 'SP', nivel: 'pleno' })).toMatchObject({ kind: 'ready', query: { occupationId: '2124' } });
      // A name given whole wins over a search that finds more.
      expect(read({ ocupacaoTexto: ' ANALISTAS de tecnologia da informacao', uf: 'SP', nivel: 'pleno' })).toMatchObject({ kind: 'ready', query: { occupationId: '2124' } });
    });

    it('names several: the families to choose from, the text kept in the field, no message on it', () => {
      expect(read({ ocupacao: '', ocupacaoTexto: 'desenvolvedor', uf: 'SP', nivel: 'pleno' })).toEqual({
        kind: 'invalid',
        values: { occupationId: '', occupationText: 'desenvolvedor', uf: 'SP', level: 'pleno' },
        errors: {},
        choices: {
          text: 'desenvolvedor',
          found: [
            { id: '2124', description: IT, title: 'Desenvolvedor' },
            { id: '3171', description: 'Técnicos de desenvolvimento de sistemas e aplicações', title: 'Desenvolvedor júnior' },
          ],
        },
      });
    });

    it('names none, or is empty: the field’s message, the text kept', () => {
      expect(read({ ocupacaoTexto: 'astronauta', uf: 'SP', nivel: 'pleno' })).toEqual({
        kind: 'invalid',
        values: { occupationId: '', occupationText: 'astronauta', uf: 'SP', level: 'pleno' },
        errors: { occupation: 'Salary.validation.occupationNoMatch' },
      });
      expect(read({ ocupacaoTexto: 'x'.repeat(201), uf: 'SP', nivel: 'pleno' })).toMatchObject({ errors: { occupation: 'Salary.validation.occupationNoMatch' } });
      expect(read({ ocupacao: '2124', ocupacaoTexto: '  ', uf: 'SP', nivel: 'pleno' })).toMatchObject({ errors: { occupation: 'Salary.validation.occupationRequired' } });
    });

    it('the chosen occupation’s name, unchanged, keeps its id; another text is searched', () => {
      expect(read({ ocupacao: '2124', ocupacaoTexto: IT, uf: 'SP', nivel: 'pleno' })).toMatchObject({ kind: 'ready', query: { occupationId: '2124' } });
      expect(read({ ocupacao: '2124', ocupacaoTexto: 'cozinheiros', uf: 'SP', nivel: 'pleno' })).toMatchObject({ kind: 'ready', query: { occupationId: '5132' } });
    });
  });
});
