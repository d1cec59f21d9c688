import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { verifySession } from '@/lib/session/dal';
import { SessionServices } from './SessionServices';

type ServiceCard = 'cv' | 'jobs' | 'specialist' | 'finance' | 'marketing';

/**
 * A service's /auth landing page (SPEC §2) until the service itself is built: server-rendered for
 * the logged-in customer, with its title, a short notice and the customer's services.
 */
export function serviceLanding(card: ServiceCard) {
  async function generateMetadata(): Promise<Metadata> {
    const t = await getTranslations('Home');
    return { title: t(`services.${card}.title`) };
  }
  async function ServiceLandingPage() {
    const session = await verifySession();
    const t = await getTranslations('Home');
    const tLanding = await getTranslations('AuthLanding');
    return (
      <SessionServices
        title={t(`services.${card}.title`)}
        notice={tLanding('comingSoon', { service: t(`services.${card}.title`) })}
        names={session.names}
        ecosystems={session.listEcosystem}
      />
    );
  }
  return { generateMetadata, ServiceLandingPage };
}
