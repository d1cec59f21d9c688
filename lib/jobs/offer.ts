import 'server-only';
import { cache } from 'react';
import { verifyService, withInsurerSession } from '@/lib/session/dal';
import { jobOfferIdSchema } from '@/lib/validation/jobs';
import { loadOffer } from './load';
import type { OfferOutcome } from './types';

/** The offer of an id segment for a customer with the service, once per request (the page and its title both ask). */
export const offerOf = cache(async (id: string): Promise<OfferOutcome> => {
  if (!(await verifyService('jobs'))) return { kind: 'notIncluded' };
  const parsed = jobOfferIdSchema.safeParse(id);
  if (!parsed.success) return { kind: 'notFound' };
  return withInsurerSession((jwt) => loadOffer(jwt, parsed.data));
});
