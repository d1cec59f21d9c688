import { getTranslations } from 'next-intl/server';
import { CookiePreferences } from './CookiePreferences';
import { LegalLinks } from './LegalLinks';
import { DocumentLink } from '@/components/ui/DocumentLink';

export async function Footer() {
  const t = await getTranslations('Footer');
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
        <p className="text-sm text-brand-100">{t('copyright', { year: new Date().getFullYear() })}</p>
      </div>
    </footer>
  );
}
