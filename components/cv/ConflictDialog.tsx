'use client';

import { useTranslations } from 'next-intl';
import { Button } from '@/components/ui/Button';
import { MessageDialog } from '@/components/ui/MessageDialog';

/** A newer CV was saved elsewhere: keep this one (overwrite) or load the saved one. */
export function ConflictDialog({ onKeepMine, onLoadLatest }: { onKeepMine: () => void; onLoadLatest: () => void }) {
  const t = useTranslations('Cv.autosave');
  return (
    <MessageDialog
      open
      onClose={() => undefined}
      role="alertdialog"
      dismissOnBackdrop={false}
      className="gap-4 px-6 py-8 desktop:max-w-[520px]"
      title={t('conflictTitle')}
      message={t('conflict')}
    >
      <div className="flex flex-col gap-3 desktop:flex-row-reverse">
        <Button onClick={onKeepMine}>{t('keepMine')}</Button>
        <Button appearance="outlined" onClick={onLoadLatest}>
          {t('loadLatest')}
        </Button>
      </div>
    </MessageDialog>
  );
}
