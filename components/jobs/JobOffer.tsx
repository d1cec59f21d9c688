import Link from 'next/link';
import { Suspense } from 'react';
import { getTranslations } from 'next-intl/server';
import { ServicePage } from '@/components/services/ServicePage';
import type { ServiceViewer } from '@/lib/config/service-viewer';
import { offerHref, searchPageHref } from '@/lib/jobs/links';
import type { OfferOutcome } from '@/lib/jobs/types';
import type { JobFilters } from '@/lib/validation/jobs';
import { offerSalary } from '@/lib/salary/offer-salary';
import { OfferSalary, OfferSalaryLoading } from './OfferSalary';
import { ServiceUnavailable, SessionExpired } from './Notices';
import { OfferDetails } from './OfferDetails';

const LINK = 'inline-flex min-h-11 items-center gap-2 font-semibold text-brand-700 underline-offset-4 hover:underline';

type Props = {
  /** The URL's id segment (a retry asks for it again). */
  id: string;
  viewer: ServiceViewer;
  /** The results' filters the offer was opened from: the way back returns to the same results page. */
  filters: JobFilters;
  outcome: Exclude<OfferOutcome, { kind: 'notIncluded' }>;
  /** The customer holds the salary comparator: the offer shows its family's figures. */
  withSalary?: boolean;
};

/** Reads the comparator after the offer came, streamed in so the offer never waits for it. */
async function OfferSalaryPart({ offer }: { offer: Parameters<typeof offerSalary>[0] }) {
  return <OfferSalary view={await offerSalary(offer)} />;
}

/** One offer (/auth/ofertas-emprego/{id}), or why it cannot be shown. */
export async function JobOffer({ id, viewer, filters, outcome, withSalary = false }: Props) {
  const t = await getTranslations('Jobs');
  const back = searchPageHref(filters);
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
      <ServicePage service="jobs" viewer={viewer} title={offer.title} lead={offer.company}>
        {backLink}
        <OfferDetails
          offer={offer}
          now={outcome.at}
          salary={
            withSalary && (
              <Suspense fallback={<OfferSalaryLoading />}>
                <OfferSalaryPart offer={offer} />
              </Suspense>
            )
          }
        />
      </ServicePage>
    );
  }
  if (outcome.kind === 'notFound') {
    return (
      <ServicePage service="jobs" viewer={viewer} title={t('offer.notFoundTitle')} lead={t('offer.notFoundMessage')}>
        <p>
          <Link href={back} className={LINK}>
            {t('offer.searchOthers')}
          </Link>
        </p>
      </ServicePage>
    );
  }
  return (
    <ServicePage service="jobs" viewer={viewer} title={t('search.title')}>
      {backLink}
      {outcome.kind === 'expired' ? <SessionExpired /> : <ServiceUnavailable retryHref={offerHref(Number(id), filters)} supportCode={outcome.supportCode} />}
    </ServicePage>
  );
}
