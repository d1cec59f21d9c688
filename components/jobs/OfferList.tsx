'use client';

import { OfferCard, type OfferCardView } from './OfferCard';

/**
 * The offers of a results page. A client component although it is only text and links: from small
 * views, the flight data holds each offer's texts once instead of the element tree a server-rendered
 * card put there beside its HTML; the HTML is the same.
 */
export function OfferList({ offers, search }: { offers: OfferCardView[]; /** The search's query string, kept in the offers' addresses. */ search: string }) {
  return (
    <ol className="flex flex-col gap-4">
      {offers.map((offer) => (
        <li key={offer.id}>
          <OfferCard offer={offer} search={search} />
        </li>
      ))}
    </ol>
  );
}
