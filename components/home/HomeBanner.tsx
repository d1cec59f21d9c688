import { getTranslations } from 'next-intl/server';
import { Section } from '@/components/ui/Section';
import { CpfAccessForm } from './CpfAccessForm';

/** The home's banner: the headline and, for a visitor who is not logged in, the CPF access form. */
export async function HomeBanner({ isLoggedIn }: { isLoggedIn: boolean }) {
  const t = await getTranslations('Home');
  return (
    <Section
      title={t('title')}
      level={1}
      titleId="home-title"
      titleClassName="text-3xl font-bold text-brand-900 desktop:text-5xl"
      className="bg-brand-50"
      header={(heading) => (
        <div className="mx-auto grid max-w-6xl gap-8 px-4 py-12 desktop:grid-cols-[3fr_2fr] desktop:items-center desktop:py-20">
          <div>
            {heading}
            <p className="mt-4 max-w-2xl text-lg text-ink-muted">{t('lead')}</p>
          </div>
          {!isLoggedIn && (
            <div className="rounded-2xl bg-surface p-6 shadow-md">
              <p className="mb-4 text-lg font-semibold text-ink">{t('cpfIntro')}</p>
              <CpfAccessForm />
            </div>
          )}
        </div>
      )}
    />
  );
}
