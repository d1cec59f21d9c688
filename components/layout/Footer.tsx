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
    <footer className="site-footer">
      <div className="site-footer-body">
        <nav aria-label={t('legalNav')}>
          <ul className="footer-links">
            <li>
              <DocumentLink href="/perguntas-frequentes" className="footer-link">
                {t('faq')}
              </DocumentLink>
            </li>
            <LegalLinks />
            <CookiePreferences />
          </ul>
        </nav>
        <p className="footer-note">
          {t.rich('dpo', {
            name: dpo.name,
            email: () => (
              <a href={`mailto:${dpo.email}`} className="underline underline-offset-4">
                {dpo.email}
              </a>
            ),
          })}
        </p>
        <p className="footer-note">{t('copyright', { year })}</p>
      </div>
    </footer>
  );
}
