import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import { buttonClasses } from '@/components/ui/Button';
import type { ProfileSearchView } from '@/lib/jobs/profile-load';
import { Section } from '@/components/ui/Section';

/** 'Vagas para o seu perfil': the search the saved CV suggests, with how many offers it finds. */
export async function ProfileSearch({ profile }: { profile: ProfileSearchView }) {
  const t = await getTranslations('ProfileSearch');
  const tSalary = await getTranslations('Salary');
  const { role, city, uf, scope, total, href } = profile;
  const where =
    scope === 'city' && city && uf ? t('whereCity', { city, uf }) : scope === 'state' && uf ? tSalary(`ufsIn.${uf}`) : t('whereCountry');
  return (
    <Section title={t('title')} titleId="jobs-profile" titleClassName="section-title" className="flex flex-col items-start gap-3 rounded-2xl desktop:col-span-2 border border-brand-100 bg-brand-50 p-5">
      <p>{total === null ? t('unknown', { role, where }) : total > 0 ? t('found', { total, role, where }) : t('none', { role })}</p>
      <Link href={href} className={buttonClasses({})} data-control="jobs-profile-search">
        {t('open')}
      </Link>
      <p className="text-sm text-ink-muted">{t('change')}</p>
    </Section>
  );
}
