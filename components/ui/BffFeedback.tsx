'use client';

import { useTranslations } from 'next-intl';
import { HOME_WITH_LOGIN_PANEL } from '@/lib/session/login-redirect';
import { ConnectionErrorDialog } from './ConnectionErrorDialog';
import { ErrorDialog } from './ErrorDialog';
import { LoadingOverlay } from './LoadingOverlay';
import type { Refusal } from './useBffCall';

export type BffFeedbackProps = {
  busy: boolean;
  problem: 'connection' | 'expired' | null;
  refusal: Refusal | null;
  sessionRequired: boolean;
  connectionError?: { title?: string; message: string };
  supportCode?: string;
  /** Closes the connection or session dialog. */
  onClose: () => void;
  onRefusalClose: () => void;
};

/** useBffCall's overlay and dialogs (see there). */
export function BffFeedback({ busy, problem, refusal, sessionRequired, connectionError, supportCode, onClose, onRefusalClose }: BffFeedbackProps) {
  const t = useTranslations('Api');
  const tAuth = useTranslations('Auth');
  return (
    <>
      {connectionError ? (
        <ErrorDialog open={problem === 'connection'} onClose={onClose} title={connectionError.title} message={connectionError.message} supportCode={supportCode} />
      ) : (
        <ConnectionErrorDialog open={problem === 'connection'} onClose={onClose} supportCode={supportCode} />
      )}
      {sessionRequired && (
        <ErrorDialog
          open={problem === 'expired'}
          onClose={onClose}
          title={t('sessionExpiredTitle')}
          message={t('unauthorized')}
          actionLabel={tAuth('goToMyAccount')}
          onAction={() => window.location.assign(HOME_WITH_LOGIN_PANEL)}
          supportCode={supportCode}
        />
      )}
      <ErrorDialog open={refusal !== null} onClose={onRefusalClose} title={refusal?.title} message={refusal?.message} supportCode={supportCode} />
      <LoadingOverlay open={busy} />
    </>
  );
}
