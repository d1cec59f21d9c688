import { SERVICES, SURVEY_PARAM } from '@/lib/config/benefit-services';
import type { JobFilters } from '@/lib/validation/jobs';

/**
 * The job search's addresses. The filters live in the URL: every link of the results (pages,
 * offers, widening the search) carries them, so the back button and a shared link show the same search.
 */
export const JOB_SEARCH_PATH = '/auth/ofertas-emprego/procurar';
export const jobOfferPath = (id: number) => `/auth/ofertas-emprego/${id}`;
/** 'Vagas para o seu perfil': redirects to the search of the saved CV (app/auth/ofertas-emprego/para-o-seu-perfil). */
export const PROFILE_SEARCH_PATH = '/auth/ofertas-emprego/para-o-seu-perfil';

/** Changes to a search's filters. */
export type FilterChanges = Partial<JobFilters>;

/** The query string of a search ('' when there is nothing to say): blank filters and page 1 are left out. */
export function searchQuery(filters: JobFilters): string {
  const params = new URLSearchParams();
  if (filters.q) params.set('q', filters.q);
  if (filters.uf) params.set('uf', filters.uf);
  if (filters.cidade) params.set('cidade', filters.cidade);
  for (const mode of filters.modalidade) params.append('modalidade', mode);
  for (const contract of filters.contrato) params.append('contrato', contract);
  if (filters.ordem) params.set('ordem', filters.ordem);
  if (filters.pagina > 1) params.set('pagina', String(filters.pagina));
  const query = params.toString();
  return query ? `?${query}` : '';
}

/** The search with `changes` applied, from its first page unless a page is given. */
export const searchHref = (filters: JobFilters, changes: FilterChanges = {}) => `${JOB_SEARCH_PATH}${searchQuery({ ...filters, pagina: 1, ...changes })}`;

/** The search exactly as given, page included (to try again, or to go back to it). */
export const searchPageHref = (filters: JobFilters) => `${JOB_SEARCH_PATH}${searchQuery(filters)}`;

/** An offer's page, carrying the search it was opened from (for the way back). */
export const offerHref = (id: number, filters: JobFilters) => `${jobOfferPath(id)}${searchQuery(filters)}`;

/**
 * Where a search URL with blank parameters (a GET form submits its empty fields: `uf=&cidade=`)
 * should go instead: the same search without them, keeping the survey's parameter. Null when clean.
 */
export function canonicalSearchHref(params: Record<string, string | string[] | undefined>, filters: JobFilters): string | null {
  const blank = Object.values(params).some((value) => [value].flat().some((item) => item !== undefined && item.trim() === ''));
  if (!blank) return null;
  const href = searchPageHref(filters);
  return params[SURVEY_PARAM] ? withSurvey(href) : href;
}

/** How many filters narrow the search (the order and the page are not filters): the phone's 'Filtros (n)'. */
export const filtersInUse = (filters: JobFilters) =>
  [filters.q, filters.uf, filters.cidade, filters.modalidade.length, filters.contrato.length].filter(Boolean).length;

/** No filter at all. */
export const NO_FILTERS: JobFilters = { modalidade: [], contrato: [], pagina: 1 };

export type Widening = { kind: 'keyword' | 'city' | 'place' | 'modes' | 'contracts' | 'all'; href: string };

/**
 * Ways to widen a search that found nothing, one per filter in use (most specific first), then
 * 'all' when more than one filter is in use.
 */
export function widenings(filters: JobFilters): Widening[] {
  const ways: Widening[] = [];
  if (filters.cidade && filters.uf) ways.push({ kind: 'city', href: searchHref(filters, { cidade: undefined }) });
  if (filters.cidade || filters.uf) ways.push({ kind: 'place', href: searchHref(filters, { cidade: undefined, uf: undefined }) });
  if (filters.modalidade.length > 0) ways.push({ kind: 'modes', href: searchHref(filters, { modalidade: [] }) });
  if (filters.contrato.length > 0) ways.push({ kind: 'contracts', href: searchHref(filters, { contrato: [] }) });
  if (filters.q) ways.push({ kind: 'keyword', href: searchHref(filters, { q: undefined }) });
  const inUse = [filters.q, filters.uf ?? filters.cidade, filters.modalidade.length, filters.contrato.length].filter(Boolean).length;
  if (inUse > 1) ways.push({ kind: 'all', href: searchHref(NO_FILTERS) });
  return ways;
}

/**
 * The page `url` (path and query) marked for the satisfaction survey (SPEC §2: `?serviceName=<key>`,
 * the key from the service registry): where the customer is left after going to the partner.
 */
export function withSurvey(url: string): string {
  const [path = '', query = ''] = url.split('?');
  const params = new URLSearchParams(query);
  params.set(SURVEY_PARAM, SERVICES.jobs.pathKey);
  return `${path}?${params}`;
}
