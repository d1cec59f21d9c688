import Link from 'next/link';
import { jobOfferPath } from '@/lib/jobs/links';

/** One offer as the results show it: the texts already written on the server. */
export type OfferCardView = {
  id: number;
  title: string;
  company: string;
  /** Place, mode, contract, salary. */
  facts: string[];
  summary: string;
  /** ISO instant it was posted, and 'Publicada há 3 dias'. */
  postedAt: string;
  posted: string;
};

/**
 * One offer in the results: title (the link to the offer's page, which keeps the search's query
 * `search` for the way back), company, facts, summary, when it was posted.
 */
export function OfferCard({ offer, search }: { offer: OfferCardView; search: string }) {
  return (
    <article className="offer-card">
      <h3>
        <Link href={`${jobOfferPath(offer.id)}${search}`} className="stretched-action" data-control="jobs-offer" data-extra={String(offer.id)}>
          {offer.title}
        </Link>
      </h3>
      <p className="offer-company">{offer.company}</p>
      <ul className="offer-facts">
        {offer.facts.map((fact) => (
          <li key={fact}>{fact}</li>
        ))}
      </ul>
      <p>{offer.summary}</p>
      <p className="offer-posted">
        <time dateTime={offer.postedAt}>{offer.posted}</time>
      </p>
    </article>
  );
}
