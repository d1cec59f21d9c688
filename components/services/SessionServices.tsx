import { getTranslations } from 'next-intl/server';
import type { EcosystemServices } from '@/lib/config/service-viewer';
import type { ServiceId } from '@/lib/config/benefit-services';
import { ServiceLinkCard } from './ServiceLinkCard';

type Props = {
  /** The customer's ecosystems with the services each grants (lib/config/service-viewer). */
  ecosystems: EcosystemServices[];
  /** The service of the page showing the cards: marked as current. */
  current?: ServiceId;
  /** The heading level of each ecosystem's title (default 2). */
  headingLevel?: 2 | 3;
};

/** The services of each of the customer's ecosystems, as cards linking to each service's page. */
export async function SessionServices({ ecosystems, current, headingLevel = 2 }: Props) {
  const t = await getTranslations('AuthLanding');
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  if (ecosystems.length === 0) return <p className="text-ink-muted">{t('noServices')}</p>;
  return (
    <div className="flex flex-col gap-8">
      {ecosystems.map((ecosystem) => (
        <section key={ecosystem.name} aria-labelledby={`ecosystem-${ecosystem.name}`} className="flex flex-col gap-4">
          <Heading id={`ecosystem-${ecosystem.name}`} className="text-2xl font-bold text-brand-900">
            {t('ecosystemServices', { ecosystem: ecosystem.name })}
          </Heading>
          <ul className="grid gap-4 desktop:grid-cols-3">
            {ecosystem.services.map((service) => (
              <ServiceLinkCard key={service} service={service} current={service === current} />
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}
