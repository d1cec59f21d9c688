import fc from 'fast-check';
import { parseJobSearch, type JobFilters } from '@/lib/validation/jobs';
import { NO_FILTERS, canonicalSearchHref, filtersInUse, offerHref, searchHref, searchQuery, widenings, withSurvey } from './links';
import { CONTRACT_TYPES, SEARCH_ORDERS, STATE_CODES, WORK_MODES } from './vocabulary';

const filters = (changes: Partial<JobFilters>): JobFilters => ({ ...NO_FILTERS, ...changes });

describe('search links', () => {
  test('leave out blank filters and page 1', () => {
    expect(searchQuery(NO_FILTERS)).toBe('');
    expect(searchHref(NO_FILTERS)).toBe('/auth/ofertas-emprego/procurar');
    expect(searchHref(filters({ q: 'técnico de manutenção', uf: 'SP', modalidade: ['remoto', 'hibrido'], pagina: 4 }))).toBe(
      '/auth/ofertas-emprego/procurar?q=t%C3%A9cnico+de+manuten%C3%A7%C3%A3o&uf=SP&modalidade=remoto&modalidade=hibrido',
    );
    expect(searchHref(filters({ contrato: ['pj'], pagina: 4 }), { pagina: 5 })).toBe('/auth/ofertas-emprego/procurar?contrato=pj&pagina=5');
  });

  test('an offer link carries the search, page included', () => {
    expect(offerHref(42, filters({ q: 'java', pagina: 3 }))).toBe('/auth/ofertas-emprego/42?q=java&pagina=3');
  });

  test('a link read back gives the same filters (property)', () => {
    const anyFilters = fc.record({
      q: fc.option(fc.stringMatching(/^[a-zçãé][a-z0-9çãé +#-]{0,40}[a-z]$/), { nil: undefined }),
      uf: fc.option(fc.constantFrom(...STATE_CODES), { nil: undefined }),
      cidade: fc.option(fc.constantFrom('São Paulo', 'Embu-Guaçu', 'Santa Bárbara d’Oeste'), { nil: undefined }),
      modalidade: fc.subarray([...WORK_MODES]),
      contrato: fc.subarray([...CONTRACT_TYPES]),
      ordem: fc.option(fc.constantFrom(...SEARCH_ORDERS), { nil: undefined }),
      pagina: fc.integer({ min: 1, max: 1000 }),
    });
    fc.assert(
      fc.property(anyFilters, (given) => {
        const clean = Object.fromEntries(Object.entries(given).filter(([, value]) => value !== undefined)) as JobFilters;
        const params: Record<string, string[]> = {};
        new URLSearchParams(searchQuery(clean)).forEach((value, key) => (params[key] ??= []).push(value));
        expect(parseJobSearch(params)).toEqual({ ok: true, filters: { ...clean, q: clean.q?.trim() } });
      }),
    );
  });
});

describe('widenings', () => {
  test('none without filters', () => {
    expect(widenings(NO_FILTERS)).toEqual([]);
  });

  test('one per filter in use, most specific first, then clearing them all', () => {
    const search = filters({ q: 'soldador', uf: 'AC', cidade: 'Rio Branco', modalidade: ['remoto'], contrato: ['pj'], pagina: 2 });
    expect(widenings(search)).toEqual([
      { kind: 'city', href: '/auth/ofertas-emprego/procurar?q=soldador&uf=AC&modalidade=remoto&contrato=pj' },
      { kind: 'place', href: '/auth/ofertas-emprego/procurar?q=soldador&modalidade=remoto&contrato=pj' },
      { kind: 'modes', href: '/auth/ofertas-emprego/procurar?q=soldador&uf=AC&cidade=Rio+Branco&contrato=pj' },
      { kind: 'contracts', href: '/auth/ofertas-emprego/procurar?q=soldador&uf=AC&cidade=Rio+Branco&modalidade=remoto' },
      { kind: 'keyword', href: '/auth/ofertas-emprego/procurar?uf=AC&cidade=Rio+Branco&modalidade=remoto&contrato=pj' },
      { kind: 'all', href: '/auth/ofertas-emprego/procurar' },
    ]);
  });

  test('a single filter needs no "clear all"', () => {
    expect(widenings(filters({ q: 'astronauta' }))).toEqual([{ kind: 'keyword', href: '/auth/ofertas-emprego/procurar' }]);
    expect(widenings(filters({ cidade: 'Campinas' }))).toEqual([{ kind: 'place', href: '/auth/ofertas-emprego/procurar' }]);
  });
});

describe('filtersInUse', () => {
  test('counts each filter that narrows the search once, however many values it has', () => {
    expect(filtersInUse(NO_FILTERS)).toBe(0);
    expect(filtersInUse(filters({ ordem: 'recentes', pagina: 3 }))).toBe(0);
    expect(filtersInUse(filters({ q: 'soldador', modalidade: ['remoto', 'hibrido'] }))).toBe(2);
    expect(filtersInUse(filters({ q: 'soldador', uf: 'AC', cidade: 'Rio Branco', modalidade: ['remoto'], contrato: ['pj', 'clt'] }))).toBe(5);
  });
});

describe('withSurvey', () => {
  test("adds the service registry's survey key to the page's address, keeping its query", () => {
    expect(withSurvey('/auth/ofertas-emprego/42')).toBe('/auth/ofertas-emprego/42?serviceName=procurar-emprego');
    expect(withSurvey('/auth/ofertas-emprego/42?q=java&pagina=2')).toBe('/auth/ofertas-emprego/42?q=java&pagina=2&serviceName=procurar-emprego');
    expect(withSurvey('/auth/ofertas-emprego/42?serviceName=procurar-emprego')).toBe('/auth/ofertas-emprego/42?serviceName=procurar-emprego');
  });
});

describe('canonicalSearchHref', () => {
  test('drops the blank fields a GET form submits, keeping the rest and the survey parameter', () => {
    const search = filters({ q: 'analista', modalidade: ['remoto'], ordem: 'relevancia' });
    expect(canonicalSearchHref({ q: 'analista', uf: '', cidade: '', modalidade: 'remoto', ordem: 'relevancia' }, search)).toBe(
      '/auth/ofertas-emprego/procurar?q=analista&modalidade=remoto&ordem=relevancia',
    );
    expect(canonicalSearchHref({ q: 'analista', uf: '', serviceName: 'procurar-emprego' }, filters({ q: 'analista' }))).toBe(
      '/auth/ofertas-emprego/procurar?q=analista&serviceName=procurar-emprego',
    );
    expect(canonicalSearchHref({ contrato: ['clt', ''] }, filters({ contrato: ['clt'] }))).toBe('/auth/ofertas-emprego/procurar?contrato=clt');
  });

  test('a clean URL stays', () => {
    expect(canonicalSearchHref({ q: 'analista', pagina: '2' }, filters({ q: 'analista', pagina: 2 }))).toBeNull();
    expect(canonicalSearchHref({}, NO_FILTERS)).toBeNull();
  });
});
