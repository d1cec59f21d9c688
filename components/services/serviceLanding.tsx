import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import type { ServiceId } from '@/lib/config/benefit-services';
import { verifyService } from '@/lib/session/dal';
import { NotInBenefits } from './NotInBenefits';
import { ServicePage } from './ServicePage';

/**
 * A service's /auth page (SPEC §2) until the service itself is built: its title, a short
 * "coming soon" notice and the customer's services; the not-in-your-benefits page when the
 * customer's ecosystems lack it.
 */
export function serviceLanding(service: ServiceId) {
  async function generateMetadata(): Promise<Metadata> {
    const t = await getTranslations('Home');
    return { title: t(`services.${service}.title`) };
  }
  async function ServiceLandingPage() {
    const session = await verifyService(service);
    if (!session) return <NotInBenefits service={service} />;
    const t = await getTranslations('Home');
    const tLanding = await getTranslations('AuthLanding');
    return <ServicePage service={service} session={session} lead={tLanding('comingSoon', { service: t(`services.${service}.title`) })} />;
  }
  return { generateMetadata, ServiceLandingPage };
}
