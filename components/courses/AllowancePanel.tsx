'use client';

import Link from 'next/link';
import { buttonClasses } from '@/components/ui/Button';
import { ALLOWANCE_REMAINING_ID } from './ids';
import { InfoTooltip } from './InfoTooltip';
import { Section } from '@/components/ui/Section';

/** The allowance's texts, written on the server (AllowanceSummary). */
export type AllowanceTexts = { title: string; remaining: string; note: string; tooltipLabel: string; tooltip: string };

/** The year's allowance as AllowanceSummary wrote it: title with the limit's tooltip, what is left, the calendar note and the link to the other courses page. */
export function AllowancePanel({ texts, link }: { texts: AllowanceTexts; link: { href: string; label: string } }) {
  return (
    <Section
      title={texts.title}
      titleId="course-allowance"
      titleClassName="text-xl font-bold text-brand-900"
      header={(heading) => (
        <div className="flex flex-col gap-2">
          <InfoTooltip label={texts.tooltipLabel} text={texts.tooltip}>
            {heading}
          </InfoTooltip>
          <p id={ALLOWANCE_REMAINING_ID} className="text-lg text-ink" data-testid="course-allowance-remaining">
            {texts.remaining}
          </p>
          <p className="text-sm text-ink-muted">{texts.note}</p>
        </div>
      )}
      className="allowance-summary"
    >
      <Link href={link.href} className={buttonClasses({ variant: 'primary', appearance: 'outlined', className: 'shrink-0' })}>
        {link.label}
      </Link>
    </Section>
  );
}
