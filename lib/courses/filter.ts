import { durationOf, type Category, type Course, type Duration, type Language, type Level } from './catalogue';

/** The catalogue's search and filters, as read from the URL (lib/validation/courses.ts). */
export type CatalogueQuery = {
  q: string;
  categoria?: Category;
  nivel?: Level;
  idioma?: Language;
  duracao?: Duration;
  pagina: number;
};

/** The longest search kept from the URL (characters). */
export const SEARCH_MAX = 100;
export const PAGE_SIZE = 12;

/** Lower case without accents, so 'gestao' finds 'Gestão' and 'INGLES' finds 'Inglês'. */
export const foldText = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();

/** True when every word of the search appears in the course's title, description or institution. */
function matches(course: Course, words: string[]): boolean {
  const haystack = foldText(`${course.title} ${course.description} ${course.provider}`);
  return words.every((word) => haystack.includes(word));
}

/** The courses that pass the search and every filter given, in the partner's order. */
export function filterCourses(courses: readonly Course[], query: CatalogueQuery): Course[] {
  const words = foldText(query.q).split(/\s+/).filter(Boolean);
  return courses.filter(
    (course) =>
      (!query.categoria || course.category === query.categoria) &&
      (!query.nivel || course.level === query.nivel) &&
      (!query.idioma || course.language === query.idioma) &&
      (!query.duracao || durationOf(course.hours) === query.duracao) &&
      matches(course, words),
  );
}

export type Page<T> = { items: T[]; page: number; pages: number; total: number };

/** Page `page` (from 1; clamped to the last) of `items`, PAGE_SIZE a page. */
export function pageOf<T>(items: readonly T[], page: number): Page<T> {
  const pages = Math.max(1, Math.ceil(items.length / PAGE_SIZE));
  const current = Math.min(Math.max(1, page), pages);
  return { items: items.slice((current - 1) * PAGE_SIZE, current * PAGE_SIZE), page: current, pages, total: items.length };
}

/** True when the search or any filter narrows the catalogue. */
export const isFiltered = ({ q, categoria, nivel, idioma, duracao }: CatalogueQuery) => !!(q || categoria || nivel || idioma || duracao);

/** The URL query of a catalogue page: the filters given and the page (omitted when 1). */
export function catalogueSearch(query: CatalogueQuery, page: number): string {
  const params = new URLSearchParams();
  if (query.q) params.set('q', query.q);
  for (const key of ['categoria', 'nivel', 'idioma', 'duracao'] as const) {
    const value = query[key];
    if (value) params.set(key, value);
  }
  if (page > 1) params.set('pagina', String(page));
  const search = params.toString();
  return search ? `?${search}` : '';
}
