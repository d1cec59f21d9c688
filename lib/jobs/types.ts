import type { z } from '@/lib/validation/z';
import type { locationsDataSchema, offerDataSchema, searchOffersDataSchema } from './wire-schemas';

/** The job pages' view of the partner's answers (as validated by wire-schemas.ts; pure: pages and components read it). */

export type JobSearchPage = z.infer<typeof searchOffersDataSchema>;
export type JobOffer = z.infer<typeof offerDataSchema>['offer'];
export type JobOfferSummary = JobSearchPage['offers'][number];
export type JobLocations = z.infer<typeof locationsDataSchema>['states'];
