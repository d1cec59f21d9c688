import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { Dashboard } from '@/components/dashboard/Dashboard';
import { pageSiteOrigin } from '@/lib/bff/site-origin';
import { appointmentsUrl } from '@/lib/booking/calendar-file';
import { hasService, heldServices } from '@/lib/config/benefit-services';
import { loadDashboard } from '@/lib/dashboard/load';
import { heldBookingServices } from '@/lib/dashboard/view';
import { verifySession } from '@/lib/session/dal';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('Dashboard');
  return { title: t('title') };
}

/**
 * 'Meu painel': what is next in the customer's own services (their ecosystems decide which parts
 * appear), read on the server all at once; the login's redirects do not lead here.
 */
export default async function DashboardPage() {
  const session = await verifySession();
  const [t, tLanding, view] = await Promise.all([getTranslations('Dashboard'), getTranslations('AuthLanding'), loadDashboard(session)]);
  return (
    <div className="mx-auto flex max-w-5xl flex-col gap-8 px-4 py-10 desktop:py-12">
      <header className="flex flex-col gap-2">
        <p className="font-semibold text-ink-muted">{tLanding('greeting', { names: session.names })}</p>
        <h1 className="text-3xl font-bold text-brand-900">{t('title')}</h1>
        <p className="text-lg text-ink-muted">{t('lead')}</p>
      </header>
      <Dashboard
        view={view}
        appointmentsUrl={appointmentsUrl(await pageSiteOrigin())}
        bookable={heldBookingServices(heldServices(session.listEcosystem))}
        jobs={hasService(session.listEcosystem, 'jobs')}
      />
    </div>
  );
}
