'use client';

import { useTranslations } from 'next-intl';
import { useId } from 'react';
import { Button } from '@/components/ui/Button';
import { ModalFrame } from '@/components/ui/ModalFrame';
import type { CvImport, importSummary } from '@/lib/cv/json-resume';
import type { JsonTexts } from './JsonActions';

/** A file the server read, waiting for 'Substituir': its name, what it holds and a summary of it. */
export type PendingImport = { fileName: string; imported: CvImport; summary: ReturnType<typeof importSummary> };

type Props = {
  texts: JsonTexts;
  pending: PendingImport;
  onCancel: () => void;
  onConfirm: () => void;
};

/** What the chosen file holds and what it replaces; nothing changes before 'Substituir'. */
export function JsonImportDialog({ texts, pending, onCancel, onConfirm }: Props) {
  const t = useTranslations('Cv.jsonSummary');
  const titleId = useId();
  const leadId = useId();
  return (
    <ModalFrame open onClose={onCancel} labelledBy={titleId} describedBy={leadId} className="gap-4 px-6 py-8 desktop:max-w-[560px]">
      <h2 id={titleId} className="text-2xl font-bold text-ink">
        {texts.confirmTitle}
      </h2>
      <p id={leadId} className="text-ink-muted">
        {t('lead', { file: pending.fileName })}
      </p>
      <ul className="list-disc pl-6 text-ink">
        {pending.summary.names && <li>{t('name', { name: pending.summary.names })}</li>}
        <li>{t('experience', { count: pending.summary.experience })}</li>
        <li>{t('education', { count: pending.summary.education })}</li>
        <li>{t('languages', { count: pending.summary.languages })}</li>
        <li>{t('skills', { count: pending.summary.skills })}</li>
      </ul>
      <p className="text-ink-muted">{texts.replaces}</p>
      {!pending.imported.extras && <p className="text-ink-muted">{texts.keeps}</p>}
      <div className="mt-2 flex flex-wrap justify-end gap-3">
        <Button appearance="outlined" onClick={onCancel}>
          {texts.cancel}
        </Button>
        <Button onClick={onConfirm}>{texts.confirm}</Button>
      </div>
    </ModalFrame>
  );
}
