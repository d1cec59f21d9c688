import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import { buttonClasses } from '@/components/ui/Button';
import type { NotInBenefitsView } from '@/lib/config/service-viewer';
import { SessionServices } from './SessionServices';
import { Section } from '@/components/ui/Section';

/**
 * What a customer sees on the page of a service their ecosystems do not include: a clear notice,
 * a way back to their own home, and the services they do have. Never another service's data.
 * The page gives the view (lib/session/not-in-benefits: notInBenefitsView(service)).
 */
export async function NotInBenefits({ service, home, ecosystems }: NotInBenefitsView) {
  const t = await getTranslations('NotInBenefits');
  const tHome = await getTranslations('Home.services');
  return (
    <div className="mx-auto flex max-w-6xl flex-col gap-8 px-4 py-12">
      <header className="flex max-w-3xl flex-col gap-4">
        <h1 className="text-3xl font-bold text-brand-900">{t('title')}</h1>
        <p className="text-lg text-ink-muted">{t('message', { service: tHome(`${service}.title`) })}</p>
        <p>
          <Link href={home} className={buttonClasses({ variant: 'primary', appearance: 'contained' })}>
            {t('back')}
          </Link>
        </p>
      </header>
      <Section title={t('included')} titleId="included-services" titleClassName="section-title" className="flex flex-col gap-6">
        <SessionServices ecosystems={ecosystems} headingLevel={3} />
      </Section>
    </div>
  );
}
