import { getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';
import type { ServiceId } from '@/lib/config/benefit-services';
import type { ServiceViewer } from '@/lib/config/service-viewer';
import { SessionServices } from './SessionServices';

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
 * service itself, then the customer's other services as links (this one marked current).
 */
export async function ServicePage({ service, viewer, title, lead, children }: Props) {
  const t = await getTranslations('AuthLanding');
  const tHome = await getTranslations('Home.services');
  return (
    <div className="mx-auto flex max-w-6xl flex-col gap-10 px-4 py-10 desktop:py-12">
      <header className="flex flex-col gap-2">
        <p className="font-semibold text-ink-muted">{t('greeting', { names: viewer.names })}</p>
        <h1 className="text-3xl font-bold text-brand-900">{title ?? tHome(`${service}.title`)}</h1>
        {lead && <div className="max-w-3xl text-lg text-ink-muted">{lead}</div>}
      </header>
      {children}
      <section aria-labelledby="my-benefits" className="flex flex-col gap-6 border-t border-brand-100 pt-8">
        <h2 id="my-benefits" className="section-title">
          {t('myBenefits')}
        </h2>
        <SessionServices ecosystems={viewer.ecosystems} current={service} headingLevel={3} />
      </section>
    </div>
  );
}
