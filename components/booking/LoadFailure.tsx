'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { Button, buttonClasses } from '@/components/ui/Button';
import { ConnectionErrorDialog } from '@/components/ui/ConnectionErrorDialog';
import { HOME_WITH_LOGIN_PANEL } from '@/lib/auth/contract';
import type { Load } from './useLoad';

type Props = {
  failure: Extract<Load<unknown>, { kind: 'failed' }>;
  /** What could not be loaded, e.g. 'Não foi possível carregar os horários disponíveis.' */
  message: string;
  onRetry: () => void;
};

/**
 * A read that failed: the 'Erro na conexão' dialog when the insurer could not be reached, then an
 * alert with a retry button (or, when the session expired, a way to log in again).
 */
export function LoadFailure({ failure, message, onRetry }: Props) {
  const tApi = useTranslations('Api');
  const tAuth = useTranslations('Auth');
  const t = useTranslations('Appointments');
  const [dialog, setDialog] = useState(failure.problem === 'connection');
  return (
    <div role="alert" className="flex flex-col items-start gap-4 rounded-2xl border border-danger/40 bg-surface p-5">
      {failure.problem === 'expired' ? (
        <>
          <p className="text-ink">{tApi('unauthorized')}</p>
          <a href={HOME_WITH_LOGIN_PANEL} className={buttonClasses({ variant: 'primary', appearance: 'contained' })}>
            {tAuth('goToMyAccount')}
          </a>
        </>
      ) : (
        <>
          <p className="text-ink">{failure.problem === 'refused' && failure.message ? failure.message : message}</p>
          <Button variant="primary" appearance="outlined" onClick={onRetry}>
            {t('retry')}
          </Button>
        </>
      )}
      <ConnectionErrorDialog open={dialog} onClose={() => setDialog(false)} />
    </div>
  );
}
