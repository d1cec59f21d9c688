import { getTranslations } from 'next-intl/server';
import type { ComponentType } from 'react';
import type { ServiceId } from '@/lib/config/benefit-services';
import { Icon } from './Icon';

/**
 * What a card's title does, given by the page: the visitor's opens the login panel
 * (VisitorCardAction), the customer's links to the service's landing page (CustomerCardAction).
 * Two modules, so the visitor's home does not load next/link's code.
 */
export type CardAction = ComponentType<{ service: ServiceId; title: string }>;

/**
 * One service card of the benefits carousel. Its styles are component classes in globals.css (the
 * home page repeats the card 27 times). `included`: one of the logged-in customer's own services.
 */
export async function ServiceCard({ service, Action, included = false }: { service: ServiceId; Action: CardAction; included?: boolean }) {
  const t = await getTranslations('Home.services');
  const tHome = await getTranslations('Home');
  return (
    <li className="service-card">
      <span className="service-card-badge">
        <Icon name={service} />
      </span>
      <h3 className="text-lg font-bold text-brand-900">
        <Action service={service} title={t(`${service}.title`)} />
      </h3>
      <p className="text-ink-muted">{t(`${service}.text`)}</p>
      {included && <p className="service-card-included">{tHome('includedInPlan')}</p>}
    </li>
  );
}
