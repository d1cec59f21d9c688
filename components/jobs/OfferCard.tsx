import Link from 'next/link';

/** One offer as the results show it: the texts already written on the server. */
export type OfferCardView = {
  id: number;
  /** The offer's page, keeping the search's filters (the way back). */
  href: string;
  title: string;
  company: string;
  /** Place, mode, contract, salary. */
  facts: string[];
  summary: string;
  /** ISO instant it was posted, and 'Publicada há 3 dias'. */
  postedAt: string;
  posted: string;
};

/** One offer in the results: title (the link to the offer), company, facts, summary, when it was posted. */
export function OfferCard({ offer }: { offer: OfferCardView }) {
  return (
    <article className="offer-card">
      <h3 className="text-xl font-bold text-brand-900">
        <Link href={offer.href} className="stretched-action" data-control="jobs-offer" data-extra={String(offer.id)}>
          {offer.title}
        </Link>
      </h3>
      <p className="font-semibold text-ink">{offer.company}</p>
      <ul className="offer-facts">
        {offer.facts.map((fact) => (
          <li key={fact}>{fact}</li>
        ))}
      </ul>
      <p className="text-ink">{offer.summary}</p>
      <p className="text-sm text-ink-muted">
        <time dateTime={offer.postedAt}>{offer.posted}</time>
      </p>
    </article>
  );
}
