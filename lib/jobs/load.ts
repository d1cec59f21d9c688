import 'server-only';
import { UPSTREAM_UNAUTHORIZED } from '@/lib/bff/replies';
import { pageUnavailable } from '@/lib/ops/page-request';
import { JOB_CODES } from './wire-schemas';
import { getLocations, getOffer, searchOffers } from './insurer';
import type { JobsFailure, JobLocations, OfferOutcome, SearchOutcome } from './types';
import type { InsurerFailure } from '@/lib/insurer/request';
import type { JobFilters } from '@/lib/validation/jobs';
import { JOB_LIMITS } from './vocabulary';
import { occupationList } from '@/lib/salary/occupations';
import { keywordFormsOf, vacancyKeyword, type KeywordForms } from './keyword-forms';

/** What the job pages render (SearchOutcome, OfferOutcome: ./types.ts), from the insurer's answers: never an exception. */

/** The insurer's envelope code of a refused bearer (its HTTP 403). */
const UPSTREAM_FORBIDDEN = '403';

async function failureOf(result: InsurerFailure): Promise<JobsFailure> {
  if (result.kind === 'business' && result.code === UPSTREAM_UNAUTHORIZED) return { kind: 'expired' };
  if (result.kind === 'business' && result.code === UPSTREAM_FORBIDDEN) return { kind: 'notIncluded' };
  return pageUnavailable();
}

/** The insurer's search request for valid filters; with `forms`, the keyword in the words vacancies use (./keyword-forms.ts). */
export function searchRequest(filters: JobFilters, forms?: KeywordForms | null) {
  return {
    ...(filters.q ? { keyword: forms ? vacancyKeyword(forms, filters.q) : filters.q } : {}),
    ...(filters.uf ? { state: filters.uf } : {}),
    ...(filters.cidade ? { city: filters.cidade } : {}),
    ...(filters.modalidade.length > 0 ? { modes: filters.modalidade } : {}),
    ...(filters.contrato.length > 0 ? { contracts: filters.contrato } : {}),
    order: filters.ordem ?? (filters.q ? 'relevancia' : 'recentes'),
    page: filters.pagina,
    pageSize: JOB_LIMITS.pageSize,
  } as const;
}

/**
 * How long a search waits for the job-title index when this server does not hold it yet: the
 * search must not hang on the salary partner, so past this the keyword goes as typed (the list
 * keeps loading, and is kept for the next search).
 */
export const KEYWORD_FORMS_WAIT_MS = 1500;

/** The job-title index to read keywords with; null when the partner cannot give it in time. */
async function keywordFormsNow(): Promise<KeywordForms | null> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<null>((resolve) => {
    timer = setTimeout(() => resolve(null), KEYWORD_FORMS_WAIT_MS);
  });
  const list = await Promise.race([occupationList(), late]).finally(() => clearTimeout(timer));
  return list?.kind === 'ok' ? keywordFormsOf(list.data) : null;
}

/** searchRequest with the keyword read through the job-title index: every search of the portal asks the partner this way. */
export async function insurerSearchRequest(filters: JobFilters) {
  return searchRequest(filters, filters.q ? await keywordFormsNow() : null);
}

export async function searchJobs(jwt: string, filters: JobFilters): Promise<SearchOutcome> {
  const result = await searchOffers(jwt, await insurerSearchRequest(filters));
  if (result.kind !== 'ok') return failureOf(result);
  const page = result.data;
  return page.offers.length === 0 && page.total > 0 ? { kind: 'pastEnd', page } : { kind: 'results', page, at: Date.now() };
}

export async function loadOffer(jwt: string, id: number): Promise<OfferOutcome> {
  const result = await getOffer(jwt, id);
  if (result.kind === 'ok') return { kind: 'offer', offer: result.data, at: Date.now() };
  if (result.kind === 'business' && result.code === JOB_CODES.offerNotFound) return { kind: 'notFound' };
  return failureOf(result);
}

/** The places with offers, for the filter's suggestions; an empty list when they cannot be had (the search works without). */
export async function loadLocations(jwt: string): Promise<JobLocations> {
  const result = await getLocations(jwt);
  return result.kind === 'ok' ? result.data : [];
}
