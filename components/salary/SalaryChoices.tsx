import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import { salaryHref } from '@/lib/salary/query';
import type { OccupationChoices, SalaryFormValues } from '@/lib/salary/read-query';
import { Section } from '@/components/ui/Section';

/** At most this many families are offered for a typed text; more words narrow them. */
export const MAX_CHOICES = 12;

type Props = { choices: OccupationChoices; values: SalaryFormValues };

/**
 * A text typed without JavaScript that names several families (the server searched it as the
 * field does while typing): the families as links, each the same query with that occupation.
 */
export async function SalaryChoices({ choices: { text, found }, values }: Props) {
  const t = await getTranslations('Salary');
  const shown = found.slice(0, MAX_CHOICES);
  return (
    <Section title={t('choices.title')} titleId="salary-choices-title" className="salary-section">
      <p className="text-ink">
        {t('choices.found', { count: found.length, text })}
        {found.length > shown.length && ` ${t('choices.more', { shown: shown.length })}`}
      </p>
      <ul className="flex flex-col gap-2">
        {shown.map(({ id, description, title }) => (
          <li key={id}>
            <Link href={salaryHref({ occupationId: id, uf: values.uf, level: values.level })} prefetch={false} className="font-semibold text-brand-700 underline">
              {description}
            </Link>
            {title && <span className="block text-sm text-ink-muted">{t('form.matchedTitle', { title })}</span>}
          </li>
        ))}
      </ul>
    </Section>
  );
}
