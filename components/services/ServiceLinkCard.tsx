import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import { Icon } from '@/components/home/Icon';
import { SERVICES, type ServiceId } from '@/lib/config/benefit-services';

/** One of the customer's services as a card linking to its page; the current one is marked (aria-current). */
export async function ServiceLinkCard({ service, current }: { service: ServiceId; current: boolean }) {
  const t = await getTranslations('Home.services');
  const tNav = await getTranslations('ServiceNav');
  const { pathKey, href } = SERVICES[service];
  return (
    <li
      className={`service-link-card ${
        current ? 'border-brand-700 bg-brand-50' : 'border-brand-100 bg-surface hover:border-brand-500'
      }`}
    >
      <span className="flex items-center justify-between gap-3">
        <span className="service-link-badge">
          <Icon name={service} />
        </span>
        {current && <span className="rounded-full bg-brand-700 px-3 py-1 text-sm font-semibold text-white">{tNav('current')}</span>}
      </span>
      <h3 className="text-lg font-bold text-brand-900">
        <Link href={href} data-control={pathKey} aria-current={current ? 'page' : undefined} className="stretched-action">
          {t(`${service}.title`)}
        </Link>
      </h3>
      <p className="text-ink-muted">{t(`${service}.text`)}</p>
    </li>
  );
}
