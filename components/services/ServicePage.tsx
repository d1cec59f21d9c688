import { getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';
import type { ServiceId } from '@/lib/config/benefit-services';
import type { ServiceViewer } from '@/lib/config/service-viewer';
import { SessionServices } from './SessionServices';
import { Section } from '@/components/ui/Section';

type Props = {
  service: ServiceId;
  /** The customer's names and services (lib/config/service-viewer: serviceViewer(session)). */
  viewer: ServiceViewer;
  /** The page's h1 (default: the service's title). */
  title?: string;
  lead?: ReactNode;
  children?: ReactNode;
};

/**
 * The frame of every logged-in service page: the customer's greeting, the title and lead, the
 * service itself, then the customer's other services as links (this one marked current). Styled
 * by `service-page` (app/globals.css), one class for the whole frame.
 */
export async function ServicePage({ service, viewer, title, lead, children }: Props) {
  const t = await getTranslations('AuthLanding');
  const tHome = await getTranslations('Home.services');
  return (
    <div className="service-page">
      <header>
        <p>{t('greeting', { names: viewer.names })}</p>
        <h1>{title ?? tHome(`${service}.title`)}</h1>
        {lead && <div>{lead}</div>}
      </header>
      {children}
      <Section title={t('myBenefits')} titleId="my-benefits" titleClassName="section-title">
        <SessionServices ecosystems={viewer.ecosystems} current={service} headingLevel={3} />
      </Section>
    </div>
  );
}
