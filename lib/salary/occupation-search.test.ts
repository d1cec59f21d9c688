import { filterGroups, groupOccupations, normalizeSearch, packGroups, unpackGroups } from './occupation-search';
import type { Occupation } from './types';

const OCCUPATIONS: Occupation[] = [
  { id: '2235', category: 'Saúde', description: 'Enfermeiros e afins' },
  { id: '3222', category: 'Saúde', description: 'Técnicos e auxiliares de enfermagem' },
  { id: '2124', category: 'Tecnologia da informação', description: 'Analistas de tecnologia da informação' },
  { id: '3132', category: 'Indústria e produção', description: 'Técnicos em eletrônica' },
  { id: '5132', category: 'Alimentação, hotelaria e turismo', description: 'Cozinheiros' },
  { id: '2212', category: 'Saúde', description: 'Biomédicos' },
  { id: '2251', category: 'Saúde', description: 'Médicos clínicos' },
];
const groups = groupOccupations(OCCUPATIONS);
const found = (query: string) => filterGroups(groups, query).flatMap((group) => group.options.map((option) => option.id));

describe('the occupation search', () => {
  it('groups by category in the partner’s order', () => {
    expect(groups.map((group) => [group.category, group.options.map((option) => option.id)])).toEqual([
      ['Saúde', ['2235', '3222', '2212', '2251']],
      ['Tecnologia da informação', ['2124']],
      ['Indústria e produção', ['3132']],
      ['Alimentação, hotelaria e turismo', ['5132']],
    ]);
  });

  it('packs the groups for the client without their keys, and unpacks them unchanged', () => {
    const packed = packGroups(groups);
    expect(packed[0]).toEqual(['Saúde', '2235', 'Enfermeiros e afins', '3222', 'Técnicos e auxiliares de enfermagem', '2212', 'Biomédicos', '2251', 'Médicos clínicos']);
    expect(packed[3]).toEqual(['Alimentação, hotelaria e turismo', '5132', 'Cozinheiros']);
    expect(unpackGroups(packed)).toEqual(groups);
    expect(unpackGroups(JSON.parse(JSON.stringify(packed)))).toEqual(groups);
    expect(unpackGroups([['Vazia']])).toEqual([{ category: 'Vazia', options: [] }]);
  });

  it('ignores accents, case and extra spaces', () => {
    expect(normalizeSearch('  Técnicos   em ELETRÔNICA ')).toBe('tecnicos em eletronica');
    expect(found('tecnicos')).toEqual(['3222', '3132']);
    expect(found('TÉCNICOS')).toEqual(['3222', '3132']);
    expect(found('eletronica')).toEqual(['3132']);
    expect(found('informacao')).toEqual(['2124']);
  });

  it('every word must begin a word of the description or category, or the code, in any order', () => {
    expect(found('enferm')).toEqual(['2235', '3222']);
    expect(found('auxiliares enfermagem')).toEqual(['3222']);
    expect(found('enfermagem tecnicos')).toEqual(['3222']);
    expect(found('medicos')).toEqual(['2251']);
    expect(found('clinicos med')).toEqual(['2251']);
    expect(found('ermeiros')).toEqual([]);
    expect(found('saude')).toEqual(['2235', '3222', '2212', '2251']);
    expect(found('2124')).toEqual(['2124']);
    expect(found('cozinheiro piloto')).toEqual([]);
  });

  it('an empty query lists everything; groups left empty are dropped', () => {
    expect(found('   ')).toEqual(['2235', '3222', '2212', '2251', '2124', '3132', '5132']);
    expect(filterGroups(groups, 'cozinheiros').map((group) => group.category)).toEqual(['Alimentação, hotelaria e turismo']);
  });
});
