import { brazilYear } from '@/lib/time/brazil';
import { brazilYearBounds } from '@/lib/time/brazil-calendar';
import { courseDataSchema, searchDataSchema } from '@/lib/courses/wire-schemas';
import { parseCatalogueQuery } from '@/lib/validation/courses';
import { catalogueSearch, isFiltered, type CatalogueQuery } from './filter';
import { courseProgram } from './program';

const ALL: CatalogueQuery = { q: '', pagina: 1 };

describe('catalogueSearch and isFiltered', () => {
  it('writes only the filters given, and the page when it is not the first', () => {
    expect(catalogueSearch(ALL, 1)).toBe('');
    expect(catalogueSearch({ q: 'inglês básico', categoria: 'idiomas', pagina: 1 }, 2)).toBe('?q=ingl%C3%AAs+b%C3%A1sico&categoria=idiomas&pagina=2');
    expect(isFiltered(ALL)).toBe(false);
    expect(isFiltered({ ...ALL, idioma: 'espanhol' })).toBe(true);
  });
});

describe('parseCatalogueQuery (the URL of the catalogue)', () => {
  it('reads the filters and the page', () => {
    expect(parseCatalogueQuery({ q: '  excel   avançado ', categoria: 'ciencia-de-dados', nivel: 'avancado', idioma: 'ingles', duracao: '10-a-30h', pagina: '2' })).toEqual({
      q: 'excel avançado',
      categoria: 'ciencia-de-dados',
      nivel: 'avancado',
      idioma: 'ingles',
      duracao: '10-a-30h',
      pagina: 2,
    });
  });

  it('never fails: unknown or empty values filter nothing, a bad page is the first, a long search is cut', () => {
    expect(parseCatalogueQuery({ q: '', categoria: '', nivel: 'expert', idioma: ['ingles', 'espanhol'], duracao: '<script>', pagina: '-3', serviceName: 'coursera' })).toEqual({
      q: '',
      categoria: undefined,
      nivel: undefined,
      idioma: 'ingles',
      duracao: undefined,
      pagina: 1,
    });
    expect(parseCatalogueQuery({ q: 'x'.repeat(500), pagina: 'abc' })).toMatchObject({ q: 'x'.repeat(100), pagina: 1 });
    expect(parseCatalogueQuery({})).toEqual({ q: '', pagina: 1 });
  });
});

describe('courseProgram (where the partner link goes)', () => {
  const coursera = (meta: string) => ({ name: 'coursera', meta });

  it('is the session’s coursera meta; a Protegido customer’s is the Parcelamento one the login put there', () => {
    const ricardo = [{ name: 'Protegido' as const, services: [coursera('https://www.coursera.org/programs/parcelamento-protegido-beneficios')] }];
    expect(courseProgram(ricardo, 'Protegido')).toBe('https://www.coursera.org/programs/parcelamento-protegido-beneficios');
  });

  it('prefers the customer’s current ecosystem, then the first that has the service', () => {
    const held = [
      { name: 'Empregabilidade' as const, services: [{ name: 'curr', meta: 'cv' }, coursera('https://a.example/emp')] },
      { name: 'Autônomo' as const, services: [coursera('https://a.example/mei')] },
    ];
    expect(courseProgram(held, 'Autônomo')).toBe('https://a.example/mei');
    expect(courseProgram(held, null)).toBe('https://a.example/emp');
  });

  it('opens only an https address', () => {
    expect(courseProgram([{ name: 'Autônomo', services: [coursera('javascript:alert(1)')] }], 'Autônomo')).toBeNull();
    expect(courseProgram([{ name: 'Autônomo', services: [coursera('http://www.coursera.org/programs/x')] }], 'Autônomo')).toBeNull();
    expect(courseProgram([{ name: 'Autônomo', services: [coursera('mei-portal')] }], 'Autônomo')).toBeNull();
    expect(courseProgram([{ name: 'Autônomo', services: [{ name: 'logo', meta: 'https://x.example' }] }], 'Autônomo')).toBeNull();
  });
});

describe('the catalogue wire schemas', () => {
  const wire = { courseId: 'power-bi', name: 'Power BI', description: 'd', category: 'data-science', level: 'INTERMEDIATE', language: 'pt', durationHours: 16, provider: 'p' };

  it('leaves out a course it cannot show instead of failing the catalogue', () => {
    const parsed = searchDataSchema.parse({ total: 4, page: 1, pages: 1, courses: [wire, { ...wire, courseId: 'x', level: 'MIXED' }, { ...wire, courseId: 'bad id!' }, null] });
    expect(parsed.courses.map((c) => c.courseId)).toEqual(['power-bi']);
  });

  it('fails without a course list or its total', () => {
    expect(searchDataSchema.safeParse({}).success).toBe(false);
    expect(searchDataSchema.safeParse({ courses: [] }).success).toBe(false);
  });

  it('a course page reads its details, defaulting what the partner leaves out', () => {
    const details = { ...wire, summary: 'Resumo.', syllabus: ['Um', 'Dois'], certificate: 'professional' };
    expect(courseDataSchema.parse({ course: details }).course).toMatchObject({ summary: 'Resumo.', syllabus: ['Um', 'Dois'], certificate: 'professional' });
    expect(courseDataSchema.parse({ course: wire }).course).toMatchObject({ summary: '', syllabus: [], certificate: 'none' });
    expect(courseDataSchema.safeParse({ course: { ...wire, level: 'MIXED' } }).success).toBe(false);
  });
});

describe('the limit’s year is the calendar year in Brazil time (lib/time/brazil.ts)', () => {
  it('31 December 23:59 in São Paulo is still that year, whatever UTC says', () => {
    expect(brazilYear(Date.parse('2027-01-01T02:59:00Z'))).toBe(2026);
    expect(brazilYear(Date.parse('2027-01-01T03:00:00Z'))).toBe(2027);
  });

  it('a year runs from 1 January 00:00 to the next 1 January 00:00, Brazil time', () => {
    const { start, end } = brazilYearBounds(2026);
    expect(start.toISOString()).toBe('2026-01-01T03:00:00.000Z');
    expect(end.toISOString()).toBe('2027-01-01T03:00:00.000Z');
  });
});
