'use client';

import { useTranslations } from 'next-intl';
import { CookiePreferences } from './CookiePreferences';
import { LegalLinks } from './LegalLinks';
import { DocumentLink } from '@/components/ui/DocumentLink';

/** The encarregado (DPO) as configured (DPO_NAME, DPO_EMAIL). */
export type DpoContact = { name: string; email: string };

/**
 * The site's footer; a client component for the same reason as HeaderShell (its texts are the
 * site's). `year`: the copyright's, Brazil's current year given by the server (the browser's clock
 * would make a page prerendered in December differ from its hydration in January). `dpo`: the
 * encarregado, published on every page (ANPD Resolution 18/2024), given by the server like `year`
 * (the prerendered public pages take it at build time).
 */
export function Footer({ year, dpo }: { year: number; dpo: DpoContact }) {
  const t = useTranslations('Footer');
  return (
    <footer className="mt-auto bg-brand-900 text-white">
      <div className="mx-auto flex max-w-6xl flex-col gap-6 px-4 py-10">
        <nav aria-label={t('legalNav')}>
          <ul className="flex flex-col gap-3 desktop:flex-row desktop:gap-8">
            <li>
              <DocumentLink href="/perguntas-frequentes" className="underline-offset-4 hover:underline">
                {t('faq')}
              </DocumentLink>
            </li>
            <LegalLinks />
            <CookiePreferences />
          </ul>
        </nav>
        <p className="text-sm text-brand-100">
          {t.rich('dpo', {
            name: dpo.name,
            email: () => (
              <a href={`mailto:${dpo.email}`} className="underline underline-offset-4">
                {dpo.email}
              </a>
            ),
          })}
        </p>
        <p className="text-sm text-brand-100">{t('copyright', { year })}</p>
      </div>
    </footer>
  );
}
