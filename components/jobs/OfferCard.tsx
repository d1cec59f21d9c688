import Link from 'next/link';
import type { JobOfferSummary } from '@/lib/jobs/types';
import { offerHref } from '@/lib/jobs/links';
import type { JobFilters } from '@/lib/validation/jobs';
import { OfferFacts, PostedAt, type Labels } from './OfferFacts';

/** One offer in the results: title (the link to the offer), company, facts, when it was posted, summary. */
export function OfferCard({ t, offer, filters, now }: { t: Labels; offer: JobOfferSummary; filters: JobFilters; now: number }) {
  return (
    <article className="offer-card">
      <h3 className="text-xl font-bold text-brand-900">
        <Link href={offerHref(offer.id, filters)} className="stretched-action" data-control="jobs-offer" data-extra={String(offer.id)}>
          {offer.title}
        </Link>
      </h3>
      <p className="font-semibold text-ink">{offer.company}</p>
      <OfferFacts t={t} offer={offer} />
      <p className="text-ink">{offer.summary}</p>
      <p className="text-sm text-ink-muted">
        <PostedAt t={t} postedAt={offer.postedAt} now={now} />
      </p>
    </article>
  );
}
