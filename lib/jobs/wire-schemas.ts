import { z } from '../validation/z.ts';
import { CONTRACT_TYPES, JOB_LIMITS, SEARCH_ORDERS, STATE_CODES, WORK_MODES } from './vocabulary.ts';

/**
 * The job partner's calls as the insurer relays them (our design, docs/sandbox.md "Job search"):
 * the search request the BFF sends and the answers it validates. Pure module (no server-only).
 */

/** Business codes of the job calls (besides '00'). */
export const JOB_CODES = {
  /** getOffer: no such offer, or it is closed. */
  offerNotFound: '101',
} as const;

/** POST /jobs/searchOffers body. Absent filters do not filter. */
export const searchOffersRequestSchema = z
  .object({
    keyword: z.string().max(JOB_LIMITS.keywordMax).optional(),
    state: z.enum(STATE_CODES).optional(),
    city: z.string().min(1).max(JOB_LIMITS.cityMax).optional(),
    modes: z.array(z.enum(WORK_MODES)).max(WORK_MODES.length).optional(),
    contracts: z.array(z.enum(CONTRACT_TYPES)).max(CONTRACT_TYPES.length).optional(),
    order: z.enum(SEARCH_ORDERS).default('relevancia'),
    page: z.number().int().min(1).max(JOB_LIMITS.pageMax),
    pageSize: z.number().int().min(1).max(JOB_LIMITS.pageSizeMax),
  })
  .strict();
export type SearchOffersRequest = z.input<typeof searchOffersRequestSchema>;

/** Monthly salary in whole reais; both null when the company does not say. */
const salary = z.number().int().nonnegative().nullable();

/** What every offer carries, in a results page and in full. */
export const wireOfferSummarySchema = z.object({
  id: z.number().int().positive(),
  title: z.string().min(1),
  company: z.string().min(1),
  city: z.string().min(1),
  state: z.enum(STATE_CODES),
  mode: z.enum(WORK_MODES),
  contract: z.enum(CONTRACT_TYPES),
  salaryMin: salary,
  salaryMax: salary,
  /** ISO instant. */
  postedAt: z.iso.datetime({ offset: true }),
  summary: z.string(),
});

export const searchOffersDataSchema = z.object({
  total: z.number().int().nonnegative(),
  page: z.number().int().positive(),
  pageSize: z.number().int().positive(),
  totalPages: z.number().int().nonnegative(),
  offers: z.array(wireOfferSummarySchema),
});

/** Only an https page of the partner is ever linked (never javascript:, data: or plain http). */
const partnerUrl = z.url({ protocol: /^https$/, hostname: z.regexes.domain });

export const wireOfferSchema = wireOfferSummarySchema.extend({
  occupation: z.string(),
  description: z.string(),
  activities: z.array(z.string()),
  requirements: z.array(z.string()),
  benefits: z.array(z.string()),
  partner: z.string().min(1),
  applyUrl: partnerUrl,
});

export const offerDataSchema = z.object({ offer: wireOfferSchema });

/** GET /jobs/getLocations: the states and cities that have offers (for the filter's suggestions). */
export const locationsDataSchema = z.object({
  states: z.array(z.object({ state: z.enum(STATE_CODES), offers: z.number().int().nonnegative(), cities: z.array(z.string()) })),
});
