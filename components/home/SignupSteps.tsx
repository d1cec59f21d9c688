import { getTranslations } from 'next-intl/server';
import { buttonClasses } from '@/components/ui/Button';
import { OpenPanelButton } from './OpenPanelButton';
import { Section } from '@/components/ui/Section';

const STEPS = ['insurance', 'activate', 'enjoy'] as const;

/**
 * 'O que preciso para fazer meu cadastro?': the three steps. The whole second card and its
 * 'Clique aqui' button open sign-up (the button's hit area is stretched over the card).
 */
export async function SignupSteps() {
  const t = await getTranslations('Home');
  return (
    <Section title={t('stepsTitle')} titleId="steps-title" titleClassName="section-title desktop:text-3xl" className="mx-auto max-w-6xl px-4 py-12 desktop:py-16">
      <ol className="mt-8 grid gap-6 desktop:grid-cols-3">
        {STEPS.map((step, index) => (
          <li
            key={step}
            className="relative flex gap-4 rounded-2xl border border-brand-100 bg-surface p-6 shadow-sm has-[button]:hover:border-brand-500"
          >
            <span aria-hidden="true" className="flex size-10 shrink-0 items-center justify-center rounded-full bg-brand-700 text-lg font-bold text-white">
              {index + 1}
            </span>
            <div>
              <h3 id={`step-${step}`} className="text-lg font-bold text-brand-900">
                {t(`steps.${step}.title`)}
              </h3>
              <p className="mt-2 text-ink-muted">
                {t(`steps.${step}.text`)}
                {step === 'activate' && (
                  <>
                    {' '}
                    <OpenPanelButton
                      panel="signup"
                      aria-describedby={`step-${step}`}
                      className="font-semibold text-brand-700 underline underline-offset-4 after:absolute after:inset-0 after:rounded-2xl hover:text-brand-900"
                    >
                      {t('clickHere')}
                    </OpenPanelButton>
                  </>
                )}
              </p>
            </div>
          </li>
        ))}
      </ol>
      <p className="mt-6 text-ink-muted">{t('stepsNote')}</p>
      <OpenPanelButton panel="signup" className={buttonClasses({ variant: 'primary', appearance: 'contained', className: 'mt-6' })}>
        {t('accessBenefits')}
      </OpenPanelButton>
    </Section>
  );
}
