import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import { cache } from 'react';
import { NotInBenefits } from '@/components/services/NotInBenefits';
import { ServicePage } from '@/components/services/ServicePage';
import { withInsurerSession } from '@/lib/session/dal';
import { NO_FILTERS, offerHref, searchPageHref } from '@/lib/jobs/links';
import { loadOffer, type OfferOutcome } from '@/lib/jobs/load';
import { verifyService } from '@/lib/session/dal';
import { jobOfferIdSchema, parseJobSearch, type SearchParams } from '@/lib/validation/jobs';
import { ServiceUnavailable, SessionExpired } from './Notices';
import { OfferDetails } from './OfferDetails';

const LINK = 'inline-flex min-h-11 items-center gap-2 font-semibold text-brand-700 underline-offset-4 hover:underline';

/** The offer of an id segment for a customer with the service, once per request (the page and its title both ask). */
export const offerOf = cache(async (id: string): Promise<OfferOutcome> => {
  if (!(await verifyService('jobs'))) return { kind: 'notIncluded' };
  const parsed = jobOfferIdSchema.safeParse(id);
  if (!parsed.success) return { kind: 'notFound' };
  return withInsurerSession((jwt) => loadOffer(jwt, parsed.data));
});

/**
 * One offer (/auth/ofertas-emprego/{id}), opened from the results with their filters in the query:
 * the way back returns to the same results page.
 */
export async function JobOfferPage({ id, params }: { id: string; params: SearchParams }) {
  const session = await verifyService('jobs');
  if (!session) return <NotInBenefits service="jobs" />;
  const t = await getTranslations('Jobs');
  const search = parseJobSearch(params);
  const filters = search.ok ? search.filters : NO_FILTERS;
  const back = searchPageHref(filters);
  const outcome = await offerOf(id);
  if (outcome.kind === 'notIncluded') return <NotInBenefits service="jobs" />;

  const backLink = (
    <p>
      <Link href={back} className={LINK}>
        <span aria-hidden="true">←</span> {t('offer.back')}
      </Link>
    </p>
  );
  if (outcome.kind === 'offer') {
    const { offer } = outcome;
    return (
      <ServicePage service="jobs" session={session} title={offer.title} lead={offer.company}>
        {backLink}
        <OfferDetails offer={offer} now={outcome.at} />
      </ServicePage>
    );
  }
  if (outcome.kind === 'notFound') {
    return (
      <ServicePage service="jobs" session={session} title={t('offer.notFoundTitle')} lead={t('offer.notFoundMessage')}>
        <p>
          <Link href={back} className={LINK}>
            {t('offer.searchOthers')}
          </Link>
        </p>
      </ServicePage>
    );
  }
  return (
    <ServicePage service="jobs" session={session} title={t('search.title')}>
      {backLink}
      {outcome.kind === 'expired' ? <SessionExpired /> : <ServiceUnavailable retryHref={offerHref(Number(id), filters)} />}
    </ServicePage>
  );
}
