import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import { buttonClasses } from '@/components/ui/Button';
import { CV_BUILDER_PATH } from '@/lib/cv/paths';
import type { CvLandingView } from '@/lib/cv/landing-view';
import { CV_SECTIONS } from '@/lib/validation/cv-options';
import { Section } from '@/components/ui/Section';

const FEATURES = ['preview', 'personalize', 'autosave', 'pdf'] as const;

/**
 * The CV builder's landing (/auth/inicio-criar-curriculo): what the customer gets, the sections,
 * and 'Criar meu currículo' or, with a saved CV, 'Continuar meu currículo' with its last change.
 */
export async function CvLanding({ saved }: { saved: CvLandingView }) {
  const t = await getTranslations('Cv');
  const action = { unknown: t('landing.open'), none: t('landing.create'), saved: t('landing.continue') }[saved.cv];

  return (
    <div className="flex flex-col gap-10">
      <div className="flex flex-col items-start gap-3 rounded-2xl bg-brand-50 p-6">
        <Link href={CV_BUILDER_PATH} className={buttonClasses({ className: 'text-lg' })} data-control="cv-start">
          {action}
        </Link>
        {saved.lastSaved && <p className="text-ink-muted">{t('landing.lastSaved', saved.lastSaved)}</p>}
        {saved.cv === 'unknown' && <p className="text-ink-muted">{t('landing.unavailable')}</p>}
      </div>
      <Section title={t('landing.whatYouGet')} titleId="cv-features" titleClassName="section-title" className="flex flex-col gap-4">
        <ul className="grid gap-4 desktop:grid-cols-2">
          {FEATURES.map((feature) => (
            <li key={feature} className="flex flex-col gap-1 rounded-2xl border border-brand-100 p-5">
              <h3 className="text-lg font-bold text-brand-900">{t(`landing.features.${feature}.title`)}</h3>
              <p className="text-ink-muted">{t(`landing.features.${feature}.text`)}</p>
            </li>
          ))}
        </ul>
      </Section>
      <Section title={t('landing.sectionsTitle')} titleId="cv-sections" titleClassName="section-title" className="flex flex-col gap-4">
        <ol className="flex list-decimal flex-col gap-1 pl-6">
          {CV_SECTIONS.map((section) => (
            <li key={section}>{t(`sections.${section}`)}</li>
          ))}
        </ol>
      </Section>
    </div>
  );
}
