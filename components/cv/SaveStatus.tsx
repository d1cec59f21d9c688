'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { Button } from '@/components/ui/Button';
import { LazyErrorDialog } from '@/components/ui/LazyErrorDialog';
import { lazyComponent } from '@/components/ui/lazyComponent';
import { HOME_WITH_LOGIN_PANEL } from '@/lib/session/login-redirect';
import { dayKey, formatDate, formatTime } from '@/lib/time/brazil';
import type { AutosaveStatus } from './useAutosave';

/** Seldom needed: fetched when a conflict happens, not with the page. */
const ConflictDialog = lazyComponent(() => import('./ConflictDialog').then((m) => m.ConflictDialog));

type Props = {
  status: AutosaveStatus;
  /** The font size being typed is not valid yet (its last valid value is what gets saved). */
  fonteInvalid: boolean;
  onRetry: () => void;
  /** 'Manter esta versão': overwrite the newer CV. */
  onOverwrite: () => void;
  /** 'Carregar a versão salva': drop this page's changes and load the saved CV. */
  onDiscard: () => void;
  /** Goes to the login after the session ended (the changes stay in this tab). */
  onLogin: () => void;
};

/**
 * The autosave's state, always visible beside the form. Its live region says only what matters
 * (saved at a new minute, a failure, the session's end), not every 'Salvando…'.
 */
export function SaveStatus({ status, fonteInvalid, onRetry, onOverwrite, onDiscard, onLogin }: Props) {
  const t = useTranslations('Cv.autosave');
  const [expiryDismissed, setExpiryDismissed] = useState(false);
  const [today] = useState(() => dayKey(Date.now()));
  const tApi = useTranslations('Api');
  const savedText = (at: string) => {
    const time = formatTime(new Date(at));
    return dayKey(new Date(at)) === today ? t('saved', { time }) : t('savedOn', { date: formatDate(new Date(at)), time });
  };

  let announced = '';
  let shown = '';
  switch (status.kind) {
    case 'idle':
      shown = t('idle');
      break;
    case 'pending':
      shown = t('pending');
      break;
    case 'saving':
      shown = t('saving');
      break;
    case 'saved':
      announced = savedText(status.at);
      break;
    case 'failed':
      announced = status.message ?? (status.retryInSec ? t('failed', { seconds: status.retryInSec }) : t('failedWaiting'));
      break;
    case 'expired':
      announced = t('expired');
      break;
    case 'conflict':
      announced = t('conflict');
      break;
  }
  const problem = status.kind === 'failed' || status.kind === 'expired';

  return (
    <div className="flex flex-col gap-2" data-testid="cv-save-status" data-status={status.kind}>
      <div className={`flex flex-wrap items-center gap-x-3 gap-y-1 text-sm ${problem ? 'font-semibold text-danger' : 'text-ink-muted'}`}>
        {shown && <span aria-hidden="true">{shown}</span>}
        <span role="status" aria-live="polite" aria-atomic="true">
          {announced}
        </span>
        {status.kind === 'failed' && (
          <Button variant="terceary" appearance="outlined" className="text-sm" onClick={onRetry}>
            {t('retryNow')}
          </Button>
        )}
        {status.kind === 'expired' && (
          <a
            href={HOME_WITH_LOGIN_PANEL}
            onClick={(event) => {
              event.preventDefault();
              onLogin();
            }}
            className="text-brand-700 underline underline-offset-4"
          >
            {t('login')}
          </a>
        )}
      </div>
      {fonteInvalid && <p className="text-sm text-ink-muted">{t('invalid')}</p>}
      {status.kind === 'expired' && !expiryDismissed && (
        <LazyErrorDialog
          open
          onClose={() => setExpiryDismissed(true)}
          title={tApi('sessionExpiredTitle')}
          message={t('expired')}
          actionLabel={t('login')}
          onAction={onLogin}
          supportCode={status.supportCode}
        />
      )}
      {status.kind === 'conflict' && <ConflictDialog onKeepMine={onOverwrite} onLoadLatest={onDiscard} />}
    </div>
  );
}
