import type { Unavailable } from '@/lib/bff/client';
import type { z } from '@/lib/validation/z';
import type { locationsDataSchema, offerDataSchema, searchOffersDataSchema } from './wire-schemas';

/** The job pages' view of the partner's answers (as validated by wire-schemas.ts; pure: pages and components read it). */

export type JobSearchPage = z.infer<typeof searchOffersDataSchema>;
export type JobOffer = z.infer<typeof offerDataSchema>['offer'];
export type JobOfferSummary = JobSearchPage['offers'][number];
export type JobLocations = z.infer<typeof locationsDataSchema>['states'];

/**
 * What the job pages render, from the insurer's answers (lib/jobs/load.ts). An upstream 401 means
 * the insurer no longer accepts the session ('expired'); a 403 that the policy lacks the service
 * ('notIncluded'); anything else that is not an answer is 'unavailable' (the connection error).
 */
export type JobsFailure = { kind: 'expired' } | { kind: 'notIncluded' } | Unavailable;

/** `at`: when the answer came (epoch ms), what 'há 3 dias' counts from. */
export type SearchOutcome =
  | { kind: 'results'; page: JobSearchPage; at: number }
  /** The page asked is past the last one (there are results, on fewer pages). */
  | { kind: 'pastEnd'; page: JobSearchPage }
  | JobsFailure;

export type OfferOutcome = { kind: 'offer'; offer: JobOffer; at: number } | { kind: 'notFound' } | JobsFailure;
