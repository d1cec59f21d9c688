'use client';

import { useTranslations } from 'next-intl';
import { Button } from '@/components/ui/Button';
import { MessageDialog } from '@/components/ui/MessageDialog';
import { sectionOf, type CvSection } from '@/lib/validation/cv-options';
import type { CvIssue } from './issues';
import { useFieldMessage } from '@/components/ui/useFieldMessage';
import { Section } from '@/components/ui/Section';

/** The keys of messages Cv.<group>.<field> that name each field of a list entry. */
const ENTRY_GROUP = { education: 'education', experience: 'experience', languages: 'languages', skills: 'skills' } as const;

function useFieldLabel() {
  const t = useTranslations('Cv');
  return (path: string) => {
    const [root, second, third] = path.split('.');
    if (root === 'personalize' && second === 'fonte') return t('personalize.fonte');
    if (root === 'personal' && second) return t.has(`personal.${second}` as never) ? t(`personal.${second}` as never) : second;
    if (root && root in ENTRY_GROUP && second !== undefined) {
      const group = ENTRY_GROUP[root as keyof typeof ENTRY_GROUP];
      const entry = t(`${group}.entry`, { number: Number(second) + 1 });
      const field = third && t.has(`${group}.${third}` as never) ? t(`${group}.${third}` as never) : '';
      return field ? `${entry} – ${field}` : entry;
    }
    return path;
  };
}

type Props = {
  issues: CvIssue[];
  onClose: () => void;
  /** Closes the dialog, opens the field's section and puts the focus on it. */
  onGoTo: (issue: CvIssue) => void;
};

/** 'Complete seu currículo': what keeps the PDF from being made, each with a way to the field. */
export function IncompleteDialog({ issues, onClose, onGoTo }: Props) {
  const t = useTranslations('Cv');
  const tCommon = useTranslations('Common');
  const errorText = useFieldMessage();
  const label = useFieldLabel();
  // Closed (nearly always): nothing to build; the texts below are formatted only when it opens.
  if (issues.length === 0) return null;
  const bySection = new Map<CvSection, CvIssue[]>();
  for (const issue of issues) bySection.set(sectionOf(issue.path), [...(bySection.get(sectionOf(issue.path)) ?? []), issue]);

  return (
    <MessageDialog
      open
      onClose={onClose}
      role="alertdialog"
      className="gap-4 px-6 py-8"
      title={t('download.incompleteTitle')}
      message={t('download.incomplete', { count: issues.length })}
    >
      {[...bySection].map(([section, sectionIssues]) => (
        <Section key={section} title={t(`sections.${section}`)} level={3} titleClassName="font-bold text-brand-900" className="flex flex-col gap-2">
          <ul className="flex flex-col gap-1">
            {sectionIssues.map((issue) => (
              <li key={issue.path}>
                <button type="button" className="text-left text-brand-700 underline underline-offset-4" onClick={() => onGoTo(issue)}>
                  {`${label(issue.path)}: ${errorText(issue.message)}`}
                </button>
              </li>
            ))}
          </ul>
        </Section>
      ))}
      <Button className="mt-2 self-end" onClick={onClose}>
        {tCommon('close')}
      </Button>
    </MessageDialog>
  );
}
