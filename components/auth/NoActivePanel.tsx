'use client';

import { useTranslations } from 'next-intl';
import { useId, useState } from 'react';
import { Button } from '@/components/ui/Button';
import { Section } from '@/components/ui/Section';
import { ErrorDialog } from '@/components/ui/ErrorDialog';
import { usePanels } from './PanelProvider';

const FAQ = [
  { question: 'noActiveFaqWhenQuestion', answer: 'noActiveFaqWhenAnswer' },
  { question: 'noActiveFaqWhoQuestion', answer: 'noActiveFaqWhoAnswer' },
] as const;

/**
 * Content of the no-active panel ('Ativar conta'), reached when pre-registration finds no policy in
 * force. It opens with the 'Você não tem um seguro ativo' dialog; 'Voltar' leaves the explanation.
 */
export function NoActivePanel() {
  const t = useTranslations('Auth');
  const { openPanel } = usePanels();
  const [dialogOpen, setDialogOpen] = useState(true);

  return (
    <div className="flex flex-col gap-5">
      <h3 className="text-xl font-bold text-brand-900">{t('noActiveHeading')}</h3>
      <p className="text-ink-muted">{t('noActiveText')}</p>
      <Section title={t('noActiveFaqTitle')} level={4} titleClassName="font-bold text-ink" className="flex flex-col gap-2">
        {FAQ.map((item) => (
          <AccordionItem key={item.question} question={t(item.question)} answer={t(item.answer)} />
        ))}
      </Section>
      <div className="flex flex-col gap-3 desktop:flex-row">
        <Button onClick={() => openPanel('signup')}>{t('tryAgain')}</Button>
        <Button variant="primary" appearance="outlined" onClick={() => openPanel('login')}>
          {t('haveAccount')}
        </Button>
      </div>
      <ErrorDialog
        open={dialogOpen}
        onClose={() => setDialogOpen(false)}
        title={t('noInsuranceTitle')}
        message={t('noInsuranceMessage')}
        actionLabel={t('back')}
      />
    </div>
  );
}

/** One accordion item (WAI-ARIA pattern): a heading button with aria-expanded controlling its panel. */
function AccordionItem({ question, answer }: { question: string; answer: string }) {
  const id = useId();
  const [open, setOpen] = useState(false);
  return (
    <div className="rounded-xl border border-brand-100">
      <h5>
        <button
          type="button"
          id={`${id}-button`}
          aria-expanded={open}
          aria-controls={`${id}-panel`}
          onClick={() => setOpen((v) => !v)}
          className="flex min-h-11 w-full items-center justify-between gap-3 px-4 py-2 text-left font-semibold text-brand-900"
        >
          {question}
          <svg aria-hidden="true" focusable="false" width="14" height="14" viewBox="0 0 12 12" className={open ? 'rotate-180' : undefined}>
            <path d="M2 4l4 4 4-4" fill="none" stroke="currentColor" strokeWidth="2" />
          </svg>
        </button>
      </h5>
      <div id={`${id}-panel`} role="region" aria-labelledby={`${id}-button`} hidden={!open} className="px-4 pb-3 text-ink-muted">
        {answer}
      </div>
    </div>
  );
}
