import Link from 'next/link';
import { Icon } from '@/components/home/Icon';
import type { ServiceId } from '@/lib/config/benefit-services';

/** What one service card shows, its texts already written on the server (SessionServices). */
export type ServiceLinkView = { service: ServiceId; href: string; pathKey: string; title: string; text: string };

/**
 * One of the customer's services as a card linking to its page; the current one is marked
 * (aria-current and `currentLabel`). Drawn by ServiceCardGroups, a client component, so the page
 * sends each card as a few strings instead of its whole element tree.
 */
export function ServiceLinkCard({ card, currentLabel }: { card: ServiceLinkView; currentLabel: string | null }) {
  const current = currentLabel !== null;
  return (
    <li className="service-link-card" data-current={current ? '' : undefined}>
      <span>
        <span className="service-link-badge">
          <Icon name={card.service} />
        </span>
        {current && <span className="rounded-full bg-brand-700 px-3 py-1 text-sm font-semibold text-white">{currentLabel}</span>}
      </span>
      <h3>
        <Link href={card.href} data-control={card.pathKey} aria-current={current ? 'page' : undefined} className="stretched-action">
          {card.title}
        </Link>
      </h3>
      <p className="text-ink-muted">{card.text}</p>
    </li>
  );
}
