import { getTranslations } from 'next-intl/server';
import { Icon } from '@/components/home/Icon';
import type { EcosystemServices } from '@/lib/config/service-viewer';
import type { ServiceId } from '@/lib/config/benefit-services';
import { ServiceCardGroups } from './ServiceCardGroups';

type Props = {
  /** The customer's ecosystems with the services each grants (lib/config/service-viewer). */
  ecosystems: EcosystemServices[];
  /** The service of the page showing the cards: marked as current. */
  current?: ServiceId;
  /** The heading level of each ecosystem's title (default 2). */
  headingLevel?: 2 | 3;
};

/**
 * The services of each of the customer's ecosystems, as cards linking to each service's page: the
 * texts and icons are drawn here, the cards by a client component from them (ServiceCardGroups).
 */
export async function SessionServices({ ecosystems, current, headingLevel = 2 }: Props) {
  const t = await getTranslations('AuthLanding');
  if (ecosystems.length === 0) return <p className="text-ink-muted">{t('noServices')}</p>;
  const tServices = await getTranslations('Home.services');
  const tNav = await getTranslations('ServiceNav');
  const groups = ecosystems.map((ecosystem) => ({
    name: ecosystem.name,
    heading: t('ecosystemServices', { ecosystem: ecosystem.name }),
    cards: ecosystem.services.map((service) => ({
      service,
      title: tServices(`${service}.title`),
      text: tServices(`${service}.text`),
      icon: <Icon name={service} />,
    })),
  }));
  return <ServiceCardGroups groups={groups} current={current ?? null} currentLabel={tNav('current')} headingLevel={headingLevel} />;
}
