import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { RecoveryFlow } from '@/components/auth/RecoveryFlow';
import { Section } from '@/components/ui/Section';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('Auth');
  return { title: t('updatePasswordTitle'), robots: { index: false } };
}

/** The forced password update after ERROR_REGISTER_MASIVE: why, then the recovery steps, ending logged in. */
export default async function UpdatePasswordPage() {
  const t = await getTranslations('Auth');
  return (
    <Section title={t('updatePasswordTitle')} level={1} titleClassName="text-3xl font-bold text-brand-900" className="mx-auto flex max-w-xl flex-col gap-6 px-4 py-12">
      <p className="text-lg text-ink">{t('updatePasswordIntro')}</p>
      <p className="text-ink-muted">{t('updatePasswordSteps')}</p>
      <RecoveryFlow fallbackRedirect="/" />
    </Section>
  );
}
