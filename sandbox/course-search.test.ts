/** @jest-environment node */
import { generateCourses } from './content/course-catalogue.ts';
import { COURSES, COURSE_CATEGORIES, COURSE_LANGUAGES, COURSE_LEVELS } from './content/courses.ts';
import { durationBand, searchCourses } from './course-search.ts';

/** The partner's course search: real queries, the catalogue's size and make-up, the time. */

const PAGE = 12;
const page = (q: string, filters: Partial<Parameters<typeof searchCourses>[0]> = {}) => searchCourses({ q, page: 1, pageSize: PAGE, ...filters });
const titles = (q: string) => page(q).courses.map((course) => course.name);
const fold = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();

/**
 * [query, the first result, a pattern every title of the first page matches (whole words, folded)].
 * The pattern says the family the query stands for; the first result is the one a person expects.
 */
const QUERIES: [query: string, first: string | null, everyTitle: RegExp | null][] = [
  ['MEI', null, /\bmei\b/],
  ['mei', null, /\bmei\b/],
  ['finanças', null, /\bfinancas\b/],
  ['financas', null, /\bfinancas\b/],
  ['finança', null, /\bfinancas\b/],
  ['financeiro', null, /\bfinanceira\b/],
  ['finanças pessoais', 'Educação financeira pessoal', /\bfinanceira\b/],
  ['financas pessoais', 'Educação financeira pessoal', /\bfinanceira\b/],
  ['educação financeira', null, /\beducacao financeira\b/],
  ['gestao', 'Gestão financeira para MEI', /\bgestao\b/],
  ['gestão de projetos', null, /\bgestao de projetos\b/],
  ['GESTAO DE PROJETOS', null, /\bgestao de projetos\b/],
  ['ingles', null, /\bingles\b/],
  ['INGLES', null, /\bingles\b/],
  ['inglês para negócios', 'Inglês para negócios', null],
  ['excel', null, /\bexcel\b/],
  ['python', 'Python para análise de dados', /\bpython\b/],
  ['empreendedorismo', null, /\bempreendedorismo\b/],
  ['empreendedor', null, /\bempreendedorismo\b/],
  ['empreendedora', null, /\bempreendedorismo\b/],
  ['sql', null, /\bsql\b/],
  ['power bi', 'Power BI na prática', /\bpower bi\b/],
  ['liderança', null, /\blideranca\b/],
  ['lideranca', null, /\blideranca\b/],
  ['líder', null, /\blider(es)?\b/],
  ['vendas', null, /\bvendas\b/],
  ['venda', null, /\bvendas\b/],
  ['marketing digital', null, /\bmarketing digital\b/],
  ['oratória', 'Comunicação e oratória', /\boratoria\b/],
  ['espanhol', null, /\bespanhol\b/],
  ['estatistica', 'Estatística aplicada', /\bestatistica\b/],
  ['inteligencia artificial', null, /\binteligencia artificial\b/],
  ['programação', null, /\bprogramacao\b/],
  ['programar', null, /\bprograma/],
  ['saude mental', null, /\bsaude mental\b/],
  ['fluxo de caixa', 'Fluxo de caixa na prática', null],
  ['libras', 'Libras: Língua Brasileira de Sinais, módulo inicial', null],
  ['ciencia de dados', null, /\bciencia de dados\b/],
  ['contabilidade', null, /\bcontabilidade\b/],
  ['negociação', null, /\bnegociacao\b/],
  // typos: a word found in no course is read with one typo from 4 letters, two from 8
  ['exel', null, /\bexcel\b/],
  ['Exel', null, /\bexcel\b/],
  ['excell', null, /\bexcel\b/],
  ['curso de exel', null, /\bexcel\b/],
  ['exel avançado', 'Excel do básico ao avançado', /\bexcel\b/],
  ['pyton', null, /\bpython\b/],
  ['pithon', null, /\bpython\b/],
  ['marketng digital', null, /\bmarketing digital\b/],
  ['marketing digitl', null, /\bmarketing digital\b/],
  ['lideransa', null, /\blideranca\b/],
  ['progamação', null, /\bprogramacao\b/],
  ['estatisitca', 'Estatística aplicada', /\bestatistica\b/],
  ['oratorya', 'Comunicação e oratória', /\boratoria\b/],
  ['ciencias de dados', null, /\bciencia de dados\b/],
];

describe('searchCourses: what people type', () => {
  test.each(QUERIES)('%s', (query, first, everyTitle) => {
    const found = titles(query);
    expect(found.length).toBeGreaterThan(0);
    if (first) expect(found[0]).toBe(first);
    if (everyTitle) for (const title of found) expect(fold(title)).toMatch(everyTitle);
  });

  test('"MEI" never matches inside a word ("primeiros"), and the titles with MEI come first', () => {
    const all = searchCourses({ q: 'MEI', page: 1, pageSize: 100 }).courses.map((course) => course.name);
    expect(all).toContain('Gestão financeira para MEI');
    expect(all).not.toContain('Inglês para iniciantes: primeiros passos');
    const withMei = all.map((title) => /\bmei\b/.test(fold(title)));
    expect(withMei.slice(withMei.indexOf(false))).not.toContain(true);
  });

  test('"finanças" also finds the word family: "Gestão financeira para MEI" (on the first page with the beginner, business, Portuguese filters)', () => {
    const all = searchCourses({ q: 'finanças', page: 1, pageSize: 50 * PAGE }).courses.map((course) => course.name);
    expect(all).toContain('Gestão financeira para MEI');
    expect(all).toContain('Finanças corporativas');
    expect(all).toContain('Educação financeira pessoal');
    const filtered = page('finanças', { category: 'business-skills', level: 'BEGINNER', language: 'pt' }).courses.map((course) => course.name);
    expect(filtered).toContain('Gestão financeira para MEI');
  });

  test('typo tolerance only where the query finds nothing, and never for words under 4 letters', () => {
    // A query that finds courses is never widened by near words; the typo finds what the right word does.
    expect(page('exel').total).toBe(page('excel').total);
    expect(page('excel').total).toBe(COURSES.filter((course) => /\bexcel\b/i.test(`${course.name} ${course.description} ${course.summary} ${course.syllabus.join(' ')}`)).length);
    // Words under 4 letters are exact: 'sqk' is not read as 'sql'.
    expect(page('sql').total).toBeGreaterThan(0);
    expect(page('sqk').total).toBe(0);
    // Every word must still match: a typo read right does not excuse a subject the catalogue lacks.
    expect(page('exel astronomia').total).toBe(0);
    expect(page('astronomia medieval').total).toBe(0);
  });

  test('title matches come before matches in the description or syllabus only', () => {
    const { courses } = searchCourses({ q: 'fluxo de caixa', page: 1, pageSize: 100 });
    const inTitle = courses.map((course) => /fluxo de caixa/i.test(course.name));
    expect(inTitle.indexOf(false)).toBeGreaterThan(0);
    expect(inTitle.slice(inTitle.indexOf(false))).not.toContain(true);
  });

  test('nothing for a subject the catalogue lacks; filters and pages', () => {
    expect(page('astronomia medieval')).toEqual({ total: 0, page: 1, pages: 0, courses: [] });
    const result = page('excel', { language: 'pt', level: 'BEGINNER' });
    for (const course of result.courses) expect(course).toMatchObject({ language: 'pt', level: 'BEGINNER' });
    const short = page('', { duration: 'SHORT', category: 'data-science' });
    for (const course of short.courses) expect(course.durationHours).toBeLessThanOrEqual(10);
    expect(short.total).toBe(COURSES.filter((c) => c.category === 'data-science' && durationBand(c.durationHours) === 'SHORT').length);
    const second = searchCourses({ q: '', page: 2, pageSize: PAGE });
    expect(second.courses.map((c) => c.courseId)).toEqual(COURSES.slice(PAGE, 2 * PAGE).map((c) => c.courseId));
    expect(second.pages).toBe(Math.ceil(COURSES.length / PAGE));
    // A page past the end is the last one (a bookmark of a result that shrank).
    const excel = page('excel');
    const lastExcel = searchCourses({ q: 'excel', page: 99, pageSize: PAGE });
    expect(lastExcel).toMatchObject({ page: excel.pages, pages: excel.pages, total: excel.total });
    expect(lastExcel.courses.length).toBeGreaterThan(0);
    const last = searchCourses({ q: '', page: 999, pageSize: PAGE });
    expect(last.page).toBe(Math.ceil(COURSES.length / PAGE));
    expect(last.courses.map((c) => c.courseId)).toEqual(COURSES.slice((last.page - 1) * PAGE).map((c) => c.courseId));
  });

  test('p95 over the full catalogue under 50 ms', () => {
    page('aquecimento');
    const queries = [...QUERIES.map(([query]) => query), '', 'a', 'curso de inglês para iniciantes no trabalho'];
    const times: number[] = [];
    for (let round = 0; round < 20; round++) {
      for (const query of queries) {
        const start = performance.now();
        searchCourses({ q: query, page: 1 + (round % 3), pageSize: PAGE });
        times.push(performance.now() - start);
      }
    }
    times.sort((a, b) => a - b);
    const at = (share: number) => times[Math.min(times.length - 1, Math.floor(times.length * share))] ?? Infinity;
    const p95 = at(0.95);
    console.log(`course search over ${COURSES.length} courses: ${times.length} searches, p50 ${at(0.5).toFixed(2)} ms, p95 ${p95.toFixed(2)} ms, max ${at(1).toFixed(2)} ms`);
    expect(p95).toBeLessThan(50);
  });
});

describe('the catalogue', () => {
  test('at least 1,500 courses across the categories, levels, languages and duration bands, with their details', () => {
    expect(COURSES.length).toBeGreaterThanOrEqual(1500);
    expect(new Set(COURSES.map((c) => c.courseId)).size).toBe(COURSES.length);
    expect(new Set(COURSES.map((c) => c.name.toLowerCase())).size).toBe(COURSES.length);
    for (const category of COURSE_CATEGORIES) expect(COURSES.filter((c) => c.category === category).length).toBeGreaterThan(250);
    for (const level of COURSE_LEVELS) expect(COURSES.filter((c) => c.level === level).length).toBeGreaterThan(300);
    for (const language of COURSE_LANGUAGES) expect(COURSES.filter((c) => c.language === language).length).toBeGreaterThan(150);
    for (const band of ['SHORT', 'MEDIUM', 'LONG'] as const) expect(COURSES.filter((c) => durationBand(c.durationHours) === band).length).toBeGreaterThan(200);
    for (const course of COURSES) {
      expect(course.courseId).toMatch(/^[a-z0-9-]{1,64}$/);
      expect(course.description.length).toBeGreaterThan(20);
      expect(course.summary.length).toBeGreaterThan(course.description.length / 2);
      expect(course.syllabus.length).toBeGreaterThanOrEqual(4);
      expect(course.syllabus.length).toBeLessThanOrEqual(8);
      expect(['professional', 'completion', 'none']).toContain(course.certificate);
      expect(course.provider.length).toBeGreaterThan(5);
    }
  });

  test('keeps the courses the demo and the tests name, first', () => {
    expect(COURSES.slice(0, 2).map((c) => c.name)).toEqual(['Inglês para iniciantes: primeiros passos', 'Inglês para negócios']);
    for (const name of ['Finanças corporativas', 'Gestão financeira para MEI', 'Educação financeira pessoal', 'Power BI na prática', 'SQL para iniciantes']) {
      expect(COURSES.map((c) => c.name)).toContain(name);
    }
  });

  test('is generated deterministically: the same catalogue twice', () => {
    const taken = new Set(['Gestão financeira para MEI']);
    expect(generateCourses(taken)).toEqual(generateCourses(taken));
    expect(JSON.stringify(generateCourses(taken))).toBe(JSON.stringify(generateCourses(new Set(taken))));
  });
});
