import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import { buttonClasses } from '@/components/ui/Button';
import { SERVICES } from '@/lib/config/benefit-services';
import { JOB_SEARCH_PATH, NO_FILTERS, searchHref } from '@/lib/jobs/links';
import { JOB_LIMITS } from '@/lib/jobs/vocabulary';
import { Select } from '@/components/ui/Select';
import { TextField } from '@/components/ui/TextField';
import { StateOptions } from './FilterFields';
import type { ProfileSearchView } from '@/lib/jobs/profile-load';
import { ProfileSearch } from './ProfileSearch';
import { TEXT_LINK } from './styles';
import { Section } from '@/components/ui/Section';

const SHORTCUTS = [
  ['remote', searchHref(NO_FILTERS, { modalidade: ['remoto'] })],
  ['internship', searchHref(NO_FILTERS, { contrato: ['estagio'] })],
  ['temporary', searchHref(NO_FILTERS, { contrato: ['temporario'] })],
  ['recent', searchHref(NO_FILTERS, { ordem: 'recentes' })],
] as const;

/**
 * /auth/inicio-procurar-emprego: the job search's landing, with a quick search, shortcuts and tips
 * (the tip on the CV links to the CV builder when the customer holds it).
 */
export async function JobsLanding({ holdsCv, profile = null }: { holdsCv: boolean; /** From the saved CV, when there is one. */ profile?: ProfileSearchView | null }) {
  const t = await getTranslations('Jobs');
  const tHome = await getTranslations('Home.services');
  return (
    <div className="grid items-start gap-8 desktop:grid-cols-2">
      {profile && <ProfileSearch profile={profile} />}
      <form method="get" action={JOB_SEARCH_PATH} role="search" aria-labelledby="jobs-quick-title" className="flex flex-col gap-5 rounded-2xl bg-surface-muted p-5">
        <h2 id="jobs-quick-title" className="section-title">
          {t('landing.searchTitle')}
        </h2>
        <TextField id="jobs-quick-q" name="q" type="search" label={t('search.keyword')} hint={t('search.keywordHint')} maxLength={JOB_LIMITS.keywordMax} autoComplete="off" />
        <Select id="jobs-quick-uf" name="uf" label={t('search.state')} defaultValue="">
          <StateOptions anyLabel={t('search.allStates')} />
        </Select>
        <button type="submit" className={buttonClasses({ fullWidth: true })} data-control="jobs-quick-search">
          {t('search.submit')}
        </button>
      </form>
      <div className="flex flex-col gap-8">
        <Section title={t('landing.shortcutsTitle')} titleId="jobs-shortcuts" titleClassName="section-title" className="flex flex-col gap-3">
          <ul className="flex flex-col gap-2">
            {SHORTCUTS.map(([key, href]) => (
              <li key={key}>
                <Link href={href} className={TEXT_LINK}>
                  {t(`landing.shortcuts.${key}`)}
                </Link>
              </li>
            ))}
          </ul>
        </Section>
        <Section title={t('landing.tipsTitle')} titleId="jobs-tips" titleClassName="section-title" className="flex flex-col gap-3">
          <ul className="flex list-disc flex-col gap-2 pl-6 text-ink">
            <li>
              {t('landing.tips.cv')}{' '}
              {holdsCv && (
                <Link href={SERVICES.cv.href} className={TEXT_LINK}>
                  {tHome('cv.title')}
                </Link>
              )}
            </li>
            <li>{t('landing.tips.read')}</li>
            <li>{t('landing.tips.safety')}</li>
          </ul>
        </Section>
      </div>
    </div>
  );
}
