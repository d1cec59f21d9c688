import type { Category, Duration, Language, Level } from './catalogue';

/** The catalogue's search and filters, as read from the URL (lib/validation/courses.ts); the partner searches (searchCourses). */
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
/** Courses a catalogue page shows. */
export const PAGE_SIZE = 12;

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

