import 'server-only';
import { callInsurer, mapOk, type InsurerResult } from '@/lib/insurer/request';
import { WIRE_PATHS } from '@/lib/insurer/wire-paths';
import type { JobLocations, JobOffer, JobSearchPage } from './types';
import { locationsDataSchema, offerDataSchema, searchOffersDataSchema, type SearchOffersRequest } from './wire-schemas';

/** The job partner's calls, relayed by the insurer with the customer's JWT (docs/sandbox.md "Job search"). */

/** POST /jobs/searchOffers: one page of offers and the totals. */
export function searchOffers(jwt: string, request: SearchOffersRequest): Promise<InsurerResult<JobSearchPage>> {
  return callInsurer({ method: 'POST', path: WIRE_PATHS.jobSearch, jwt, body: request, data: searchOffersDataSchema });
}

/** GET /jobs/getOffer/{id}: the whole offer ('101' when it does not exist or closed). */
export async function getOffer(jwt: string, id: number): Promise<InsurerResult<JobOffer>> {
  const result = await callInsurer({ method: 'GET', path: WIRE_PATHS.jobOffer, params: { id: String(id) }, jwt, data: offerDataSchema });
  return mapOk(result, (data) => data.offer);
}

/** GET /jobs/getLocations: the states with offers and their cities. */
export async function getLocations(jwt: string): Promise<InsurerResult<JobLocations>> {
  const result = await callInsurer({ method: 'GET', path: WIRE_PATHS.jobLocations, jwt, data: locationsDataSchema });
  return mapOk(result, (data) => data.states);
}
