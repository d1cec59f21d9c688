import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import { ServicePage } from '@/components/services/ServicePage';
import { buttonClasses } from '@/components/ui/Button';
import { APPOINTMENTS_PATH, BOOKING_SERVICES } from '@/lib/booking/services';
import type { ServiceViewer } from '@/lib/config/service-viewer';
import { BookingRules } from './BookingRules';
import { SessionGuide } from './SessionGuide';
import { Section } from '@/components/ui/Section';

/** /auth/inicio-falar-especialista: what the video talk with a specialist is, how it works, and the call to book (the page checks the service). */
export async function SpecialistLanding({ viewer }: { viewer: ServiceViewer }) {
  const t = await getTranslations('Booking.landing');
  const steps = [t('step1'), t('step2'), t('step3')];
  return (
    <ServicePage service="specialist" viewer={viewer} lead={t('lead')}>
      <div className="grid gap-8 desktop:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
        <div className="flex flex-col gap-6">
          <Section title={t('stepsTitle')} titleId="specialist-steps" titleClassName="section-title" className="flex flex-col gap-4">
            <ol className="grid gap-4 desktop:grid-cols-3">
              {steps.map((step, index) => (
                <li key={step} className="flex flex-col gap-2 rounded-2xl border border-brand-100 p-5">
                  <span aria-hidden="true" className="flex size-10 items-center justify-center rounded-full bg-brand-700 text-lg font-bold text-white">
                    {index + 1}
                  </span>
                  <span className="text-ink">{step}</span>
                </li>
              ))}
            </ol>
          </Section>
          <BookingRules service="specialist" />
          <p className="flex flex-wrap gap-3">
            <Link href={BOOKING_SERVICES.specialist.path} className={buttonClasses({ variant: 'primary', appearance: 'contained' })} data-control="specialist-book">
              {t('cta')}
            </Link>
            <Link href={APPOINTMENTS_PATH} className={buttonClasses({ variant: 'primary', appearance: 'outlined' })}>
              {t('myAppointments')}
            </Link>
          </p>
        </div>
        <SessionGuide service="specialist" />
      </div>
    </ServicePage>
  );
}
