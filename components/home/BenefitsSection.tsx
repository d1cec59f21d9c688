import { getTranslations } from 'next-intl/server';
import type { ReactElement } from 'react';
import {
  ECOSYSTEM_SERVICES,
  ECOSYSTEM_TABS,
  PRODUCT_LINES,
  type EcosystemTab,
  type ProductLine,
  type ServiceId,
} from '@/lib/config/benefit-services';
import { CardRail } from './CardRail';
import { Icon } from './Icon';
import { ServiceCard, type CardAction } from './ServiceCard';
import { Tabs } from './Tabs';
import { Section } from '@/components/ui/Section';

/**
 * The benefits carousel: product-line tabs, each with the Autônomo / Empregabilidade sub-tabs of
 * service cards. `ecosystem`: the logged-in customer's, whose tab opens first and whose services
 * are marked as included.
 */
export async function BenefitsSection({ cardAction, ecosystem }: { cardAction: CardAction; ecosystem?: EcosystemTab }) {
  const t = await getTranslations('Home');
  const included = new Set<ServiceId>(ecosystem ? ECOSYSTEM_SERVICES[ecosystem] : []);

  // The cards do not depend on the product line. Built once and shared by the three product tabs,
  // each card is sent once in the RSC payload, which refers to it from the other two.
  const cards = Object.fromEntries(
    ECOSYSTEM_TABS.map((ecosystem) => [
      ecosystem,
      ECOSYSTEM_SERVICES[ecosystem].map((service) => <ServiceCard key={service} service={service} Action={cardAction} included={included.has(service)} />),
    ]),
  ) as Record<EcosystemTab, ReactElement[]>;

  // The rails' arrow, one element for all six (CardRail is a client component: drawn here, the
  // icons' paths stay out of the browser's code).
  const arrow = <Icon name="chevron" size={24} />;

  const ecosystemTabs = (line: ProductLine) =>
    ECOSYSTEM_TABS.map((ecosystem) => ({
      id: ecosystem,
      label: t(`ecosystems.${ecosystem}`),
      panel: (
        <CardRail label={t('servicesOf', { ecosystem: t(`ecosystems.${ecosystem}`), product: t(`products.${line}.name`) })} arrowIcon={arrow}>
          {cards[ecosystem]}
        </CardRail>
      ),
    }));

  const productTabs = PRODUCT_LINES.map((line) => ({
    id: line,
    label: t(`products.${line}.name`),
    panel: (
      <>
        <p className="mb-4 text-ink-muted">{t(`products.${line}.text`)}</p>
        <Tabs appearance="underline" label={t('ecosystemsOf', { product: t(`products.${line}.name`) })} items={ecosystemTabs(line)} initial={ecosystem} />
      </>
    ),
  }));

  return (
    <Section
      title={t('benefitsTitle')}
      titleId="benefits-title"
      titleClassName="section-title desktop:text-3xl"
      // The band's colour spans the page; its content, heading included, keeps the page's width.
      header={(heading) => (
        <div className="mx-auto max-w-6xl px-4 py-12 desktop:py-16">
          {heading}
          <p className="mt-2 mb-6 text-ink-muted">{t('benefitsLead')}</p>
          <Tabs label={t('productsLabel')} items={productTabs} />
        </div>
      )}
      className="bg-surface-muted"
    />
  );
}
