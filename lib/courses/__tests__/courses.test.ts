import fc from 'fast-check';
import { brazilYear, brazilYearBounds } from '@/lib/time/brazil';
import { catalogueDataSchema } from '@/lib/courses/wire-schemas';
import { parseCatalogueQuery } from '@/lib/validation/courses';
import { durationOf, type Course } from '../catalogue';
import { PAGE_SIZE, catalogueSearch, filterCourses, foldText, isFiltered, pageOf, type CatalogueQuery } from '../filter';
import { courseProgram } from '../program';

const course = (id: string, overrides: Partial<Course> = {}): Course => ({
  id,
  title: `Curso ${id}`,
  description: 'Uma descrição qualquer.',
  provider: 'Instituto',
  category: 'negocios',
  level: 'iniciante',
  language: 'portugues',
  hours: 12,
  ...overrides,
});

const ALL: CatalogueQuery = { q: '', pagina: 1 };

const CATALOGUE = [
  course('gestao', { title: 'Gestão financeira para MEI', hours: 10 }),
  course('ingles', { title: 'Inglês para negócios', category: 'idiomas', level: 'intermediario', language: 'ingles', hours: 18 }),
  course('dados', { title: 'Python para análise de dados', category: 'ciencia-de-dados', description: 'Pandas e gráficos.', hours: 35 }),
  course('oratoria', { title: 'Comunicação e oratória', category: 'desenvolvimento-pessoal', provider: 'Instituto Vida Plena', hours: 4 }),
];

describe('durationOf', () => {
  it('puts courses in the three bands: up to 10 h, more than 10 up to 30, more than 30', () => {
    expect([1, 10, 10.5, 30, 31, 80].map(durationOf)).toEqual(['ate-10h', 'ate-10h', '10-a-30h', '10-a-30h', 'mais-de-30h', 'mais-de-30h']);
  });
});

describe('filterCourses', () => {
  const ids = (query: Partial<CatalogueQuery>) => filterCourses(CATALOGUE, { ...ALL, ...query }).map((c) => c.id);

  it('without search or filters gives the whole catalogue, in the partner’s order', () => {
    expect(ids({})).toEqual(['gestao', 'ingles', 'dados', 'oratoria']);
  });

  it('searches title, description and institution, ignoring case and accents, every word', () => {
    expect(ids({ q: 'GESTAO' })).toEqual(['gestao']);
    expect(ids({ q: 'ingles' })).toEqual(['ingles']);
    expect(ids({ q: 'pandas' })).toEqual(['dados']);
    expect(ids({ q: 'vida plena' })).toEqual(['oratoria']);
    expect(ids({ q: 'para negócios' })).toEqual(['ingles']);
    expect(ids({ q: 'para xadrez' })).toEqual([]);
  });

  it('filters by category, level, language and duration band, combined', () => {
    expect(ids({ categoria: 'idiomas' })).toEqual(['ingles']);
    expect(ids({ nivel: 'intermediario' })).toEqual(['ingles']);
    expect(ids({ idioma: 'portugues' })).toEqual(['gestao', 'dados', 'oratoria']);
    expect(ids({ duracao: 'ate-10h' })).toEqual(['gestao', 'oratoria']);
    expect(ids({ duracao: 'mais-de-30h', idioma: 'portugues' })).toEqual(['dados']);
    expect(ids({ categoria: 'negocios', q: 'python' })).toEqual([]);
  });

  it('never returns a course that fails a filter, and keeps every course that passes (property)', () => {
    const arbitraryCourse = fc.record({
      id: fc.uuid(),
      title: fc.string(),
      description: fc.string(),
      provider: fc.string(),
      category: fc.constantFrom('idiomas', 'negocios', 'desenvolvimento-pessoal', 'ciencia-de-dados'),
      level: fc.constantFrom('iniciante', 'intermediario', 'avancado'),
      language: fc.constantFrom('portugues', 'ingles', 'espanhol'),
      hours: fc.integer({ min: 1, max: 100 }),
    }) as fc.Arbitrary<Course>;
    fc.assert(
      fc.property(fc.array(arbitraryCourse), fc.constantFrom(undefined, 'iniciante', 'avancado'), fc.constantFrom(undefined, 'ate-10h', 'mais-de-30h'), (courses, nivel, duracao) => {
        const found = filterCourses(courses, { ...ALL, nivel: nivel as CatalogueQuery['nivel'], duracao: duracao as CatalogueQuery['duracao'] });
        const passes = (c: Course) => (!nivel || c.level === nivel) && (!duracao || durationOf(c.hours) === duracao);
        expect(found).toEqual(courses.filter(passes));
      }),
    );
  });
});

describe('foldText', () => {
  it('folds accents and case', () => {
    expect(foldText('Ciência de Dados, LIBRAS, Açúcar')).toBe('ciencia de dados, libras, acucar');
  });
});

describe('pageOf', () => {
  const items = Array.from({ length: 30 }, (_, i) => i);

  it('cuts PAGE_SIZE items a page and clamps the page to the ones that exist', () => {
    expect(pageOf(items, 1)).toEqual({ items: items.slice(0, PAGE_SIZE), page: 1, pages: 3, total: 30 });
    expect(pageOf(items, 3).items).toEqual(items.slice(2 * PAGE_SIZE));
    expect(pageOf(items, 99).page).toBe(3);
    expect(pageOf([], 5)).toEqual({ items: [], page: 1, pages: 1, total: 0 });
  });
});

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

describe('the catalogue wire schema', () => {
  const wire = { courseId: 'power-bi', name: 'Power BI', description: 'd', category: 'data-science', level: 'INTERMEDIATE', language: 'pt', durationHours: 16, provider: 'p' };

  it('leaves out a course it cannot show instead of failing the catalogue', () => {
    const parsed = catalogueDataSchema.parse({ courses: [wire, { ...wire, courseId: 'x', level: 'MIXED' }, { ...wire, courseId: 'bad id!' }, null] });
    expect(parsed.map((c) => c.courseId)).toEqual(['power-bi']);
  });

  it('fails without a course list', () => {
    expect(catalogueDataSchema.safeParse({}).success).toBe(false);
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
