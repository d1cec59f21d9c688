import Link from 'next/link';
import type { ReactNode } from 'react';
import { SERVICES, type ServiceId } from '@/lib/config/benefit-services';

/**
 * What one service card shows, its texts and icon drawn on the server (SessionServices): the icons'
 * drawings stay out of the browser's code. Its address and analytics key are the service's (SERVICES).
 */
export type ServiceLinkView = { service: ServiceId; title: string; text: string; icon: ReactNode };

/**
 * One of the customer's services as a card linking to its page; the current one is marked
 * (aria-current and `currentLabel`). Drawn by ServiceCardGroups, a client component, so the page
 * sends each card as a few strings instead of its whole element tree.
 */
export function ServiceLinkCard({ card, currentLabel }: { card: ServiceLinkView; currentLabel: string | null }) {
  const current = currentLabel !== null;
  const { href, pathKey } = SERVICES[card.service];
  return (
    <li className="service-link-card" data-current={current ? '' : undefined}>
      <span>
        <span className="service-link-badge">
          {card.icon}
        </span>
        {current && <span>{currentLabel}</span>}
      </span>
      <h3>
        <Link href={href} data-control={pathKey} aria-current={current ? 'page' : undefined} className="stretched-action">
          {card.title}
        </Link>
      </h3>
      <p>{card.text}</p>
    </li>
  );
}
