'use client';

import { useTranslations } from 'next-intl';
import { useCallback, useState, type ReactNode } from 'react';
import { isConnectionError, requestJson, type ApiResult, type HttpMethod } from '@/lib/bff/client';
import { HOME_WITH_LOGIN_PANEL } from '@/lib/auth/contract';
import { ConnectionErrorDialog } from './ConnectionErrorDialog';
import { ErrorDialog } from './ErrorDialog';
import { LoadingOverlay } from './LoadingOverlay';

export type BffCallOptions = {
  /**
   * The flow needs a session: a 401 opens 'Sua sessão expirou' with a way to log in again,
   * instead of being left to the flow.
   */
  sessionRequired?: boolean;
  /** Replaces the connection-error dialog's title and text (registration has its own, SPEC §8). */
  connectionError?: { title?: string; message: string };
};

export type BffCall = <T>(path: string, body?: unknown, method?: HttpMethod) => Promise<ApiResult<T>>;

/**
 * The one way a form calls the BFF: busy while the call runs (the 'Um momento, por favor....'
 * overlay), the connection-error dialog when the insurer could not be reached or answered too late
 * (502/504/no answer), and, for session flows, the session-expired dialog on a 401. Everything else
 * (the flow's own refusals) comes back in the result for the flow to show. Render `feedback` once.
 * The form's values are never touched, so nothing typed is lost.
 */
export function useBffCall({ sessionRequired = false, connectionError }: BffCallOptions = {}): {
  call: BffCall;
  busy: boolean;
  feedback: ReactNode;
} {
  const t = useTranslations('Api');
  const tAuth = useTranslations('Auth');
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<'connection' | 'expired' | null>(null);

  const call = useCallback<BffCall>(
    async (path, body, method = 'POST') => {
      setBusy(true);
      const result = await requestJson<never>(method, path, body);
      setBusy(false);
      if (!result.ok && isConnectionError(result.error)) setProblem('connection');
      else if (!result.ok && result.status === 401 && sessionRequired) setProblem('expired');
      return result;
    },
    [sessionRequired],
  );

  const close = () => setProblem(null);
  const feedback = (
    <>
      {connectionError ? (
        <ErrorDialog open={problem === 'connection'} onClose={close} title={connectionError.title} message={connectionError.message} />
      ) : (
        <ConnectionErrorDialog open={problem === 'connection'} onClose={close} />
      )}
      {sessionRequired && (
        <ErrorDialog
          open={problem === 'expired'}
          onClose={close}
          title={t('sessionExpiredTitle')}
          message={t('unauthorized')}
          actionLabel={tAuth('goToMyAccount')}
          onAction={() => window.location.assign(HOME_WITH_LOGIN_PANEL)}
        />
      )}
      <LoadingOverlay open={busy} />
    </>
  );
  return { call, busy, feedback };
}
