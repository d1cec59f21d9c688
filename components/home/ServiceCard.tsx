import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import { SERVICES, type ServiceId } from '@/lib/config/benefit-services';
import { Icon } from './Icon';
import { OpenPanelButton } from './OpenPanelButton';

/**
 * One service card of the benefits carousel. Logged out it opens the login panel; logged in it
 * links to the service's landing page. Its styles are component classes in globals.css (the home
 * page repeats the card 27 times).
 */
export async function ServiceCard({ service, isLoggedIn }: { service: ServiceId; isLoggedIn: boolean }) {
  const t = await getTranslations('Home.services');
  const { pathKey, href } = SERVICES[service];
  const title = t(`${service}.title`);
  return (
    <li className="service-card">
      <span className="service-card-badge">
        <Icon name={service} />
      </span>
      <h3 className="text-lg font-bold text-brand-900">
        {isLoggedIn ? (
          <Link href={href} data-control={pathKey} className="stretched-action">
            {title}
          </Link>
        ) : (
          <OpenPanelButton panel="login" data-control={pathKey} className="stretched-action">
            {title}
          </OpenPanelButton>
        )}
      </h3>
      <p className="text-ink-muted">{t(`${service}.text`)}</p>
    </li>
  );
}
