import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { AppointmentsList } from '@/components/booking/AppointmentsList';
import { pageSiteOrigin } from '@/lib/bff/site-origin';
import { appointmentsUrl } from '@/lib/booking/calendar-file';
import { appointmentsLoad } from '@/lib/booking/load';
import { BOOKING_SERVICE_IDS } from '@/lib/booking/services';
import { hasService } from '@/lib/config/benefit-services';
import { verifySession } from '@/lib/session/dal';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('Appointments');
  return { title: t('title') };
}

/** 'Meus Agendamentos' (SPEC §2): the customer's video appointments, read here, so the first paint shows them. */
export default async function AppointmentsPage() {
  const session = await verifySession();
  const t = await getTranslations('Appointments');
  const tLanding = await getTranslations('AuthLanding');
  const bookable = BOOKING_SERVICE_IDS.filter((id) => hasService(session.listEcosystem, id));
  return (
    <div className="mx-auto flex max-w-4xl flex-col gap-8 px-4 py-10 desktop:py-12">
      <header className="flex flex-col gap-2">
        <p className="font-semibold text-ink-muted">{tLanding('greeting', { names: session.names })}</p>
        <h1 className="text-3xl font-bold text-brand-900">{t('title')}</h1>
        <p className="text-lg text-ink-muted">{t('lead')}</p>
      </header>
      <AppointmentsList bookable={bookable} initial={await appointmentsLoad()} appointmentsUrl={appointmentsUrl(await pageSiteOrigin())} />
    </div>
  );
}
