import { getTranslations } from 'next-intl/server';
import { Section } from '@/components/ui/Section';

/** Before the first query: how the comparator works. */
export async function SalaryIntro() {
  const t = await getTranslations('Salary.intro');
  return (
    <Section title={t('title')} titleId="salary-intro-title" className="salary-section">
      <ol className="grid gap-4 desktop:grid-cols-3">
        {(['step1', 'step2', 'step3'] as const).map((step, index) => (
          <li key={step} className="flex gap-3 rounded-2xl border border-brand-100 p-5">
            <span aria-hidden="true" className="flex size-8 shrink-0 items-center justify-center rounded-full bg-brand-700 font-bold text-white">
              {index + 1}
            </span>
            <span className="text-ink">{t(step)}</span>
          </li>
        ))}
      </ol>
    </Section>
  );
}
