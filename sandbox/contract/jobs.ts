import { z } from 'zod';
import { UF_CODES, type UfCode } from './regions.ts';

/** The job partner's calls as the insurer relays them (docs/sandbox.md 'Job search'): vocabulary, limits, request and offers. */
export type StateCode = UfCode;
export const STATE_CODES = UF_CODES;
export const WORK_MODES = ['remoto', 'hibrido', 'presencial'] as const;
export type WorkMode = (typeof WORK_MODES)[number];
export const CONTRACT_TYPES = ['clt', 'pj', 'estagio', 'temporario'] as const;
export type ContractType = (typeof CONTRACT_TYPES)[number];
export const SEARCH_ORDERS = ['relevancia', 'recentes'] as const;

export const JOB_LIMITS = {
  keywordMax: 100,
  /** Words of a keyword the search uses; the rest are ignored. */
  keywordTerms: 12,
  cityMax: 60,
  /** Offers per results page the portal asks for. */
  pageSize: 10,
  pageMax: 1000,
  pageSizeMax: 50,
  offerIdMax: 999_999_999,
} as const;

/** getOffer: no such offer, or it is closed. */
export const JOB_CODES = { offerNotFound: '101' } as const;

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

export type WireOfferSummary = {
  id: number;
  title: string;
  company: string;
  city: string;
  state: StateCode;
  mode: WorkMode;
  contract: ContractType;
  /** Monthly, in whole reais; null when the company does not say. */
  salaryMin: number | null;
  salaryMax: number | null;
  /** ISO instant. */
  postedAt: string;
  summary: string;
};

export type WireOffer = WireOfferSummary & {
  occupation: string;
  description: string;
  activities: string[];
  requirements: string[];
  benefits: string[];
  partner: string;
  /** An https page of the partner. */
  applyUrl: string;
};

/** Lower case, without accents, single spaces: how city names are compared ('São  Paulo' = 'sao paulo'). */
export const foldText = (value: string): string =>
  value.normalize('NFD').replace(/\p{M}+/gu, '').toLowerCase().replace(/\s+/g, ' ').trim();

/** The words of a keyword: letters and digits, lower case, accents kept (the index folds them), at most `keywordTerms`. */
export const keywordTerms = (keyword: string): string[] =>
  (keyword.normalize('NFC').toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []).slice(0, JOB_LIMITS.keywordTerms);
