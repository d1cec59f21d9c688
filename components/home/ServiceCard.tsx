import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import { SERVICES, type ServiceId } from '@/lib/config/benefit-services';
import { Icon } from './Icon';
import { OpenPanelButton } from './OpenPanelButton';

// The action's hit area is stretched over the whole card; the card shows the focus ring.
const ACTION =
  'text-left after:absolute after:inset-0 after:rounded-2xl focus-visible:outline-none hover:underline underline-offset-4';

/**
 * One service card of the benefits carousel. Logged out it opens the login panel; logged in it
 * links to the service's landing page.
 */
export async function ServiceCard({ service, isLoggedIn }: { service: ServiceId; isLoggedIn: boolean }) {
  const t = await getTranslations('Home.services');
  const { pathKey, href } = SERVICES[service];
  const title = t(`${service}.title`);
  return (
    <li className="relative flex w-[78%] max-w-72 shrink-0 snap-start flex-col gap-3 rounded-2xl border border-brand-100 bg-surface p-6 shadow-sm hover:border-brand-500 has-focus-visible:ring-3 has-focus-visible:ring-brand-500 desktop:w-64">
      <span className="flex size-12 items-center justify-center rounded-full bg-brand-50 text-brand-700">
        <Icon name={service} />
      </span>
      <h3 className="text-lg font-bold text-brand-900">
        {isLoggedIn ? (
          <Link href={href} data-control={pathKey} className={ACTION}>
            {title}
          </Link>
        ) : (
          <OpenPanelButton panel="login" data-control={pathKey} className={ACTION}>
            {title}
          </OpenPanelButton>
        )}
      </h3>
      <p className="text-ink-muted">{t(`${service}.text`)}</p>
    </li>
  );
}
