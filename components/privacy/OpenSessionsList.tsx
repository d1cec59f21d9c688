'use client';

import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { Button } from '@/components/ui/Button';
import { ConfirmDialog } from '@/components/ui/ConfirmDialog';
import { ErrorDialog } from '@/components/ui/ErrorDialog';
import { StatusMessage, type StatusNote } from '@/components/ui/StatusMessage';
import { focusIfLost } from '@/components/ui/useFocusFallback';
import { useBffCall } from '@/components/ui/useBffCall';
import { API, sessionPath, type OpenSession, type SessionsEnded } from '@/lib/account/contract';
import { isConnectionError, type ApiResult } from '@/lib/bff/client';

/** The id of the section's heading, where focus goes when the button that had it leaves with its session. */
export const SESSIONS_HEADING_ID = 'sessions-title';

/**
 * "Seus acessos": the open sessions the server read for the page (lib/account/open-sessions.ts),
 * "Encerrar" for each other one and "Encerrar os outros acessos" after a confirmation. After an
 * ending the page is read again (router.refresh), and the outcome is announced here.
 */
export function OpenSessionsList({ sessions }: { sessions: OpenSession[] }) {
  const t = useTranslations('Privacy.sessions');
  const router = useRouter();
  const { call, busy, feedback } = useBffCall({ sessionRequired: true });
  const [confirming, setConfirming] = useState(false);
  const [note, setNote] = useState<StatusNote | null>(null);
  const [failure, setFailure] = useState<{ message: string; supportCode?: string } | null>(null);
  const others = sessions.filter((session) => !session.current);

  const after = (ended: StatusNote) => {
    setNote(ended);
    router.refresh();
    focusIfLost(SESSIONS_HEADING_ID);
  };
  // The connection and session-expired dialogs are useBffCall's; anything else is said here.
  const refused = (result: Extract<ApiResult<unknown>, { ok: false }>) => {
    if (isConnectionError(result.error) || result.status === 401) return;
    setFailure({ message: result.error.message, supportCode: result.supportCode });
  };

  const endOne = async (id: string) => {
    setNote(null);
    const result = await call(sessionPath(id), {}, 'DELETE');
    if (result.ok) after({ title: t('ended') });
    else if (result.status === 404) router.refresh();
    else refused(result);
  };
  const endOthers = async () => {
    setConfirming(false);
    setNote(null);
    const result = await call<SessionsEnded>(API.accountSessions, {}, 'DELETE');
    if (result.ok) after({ title: t('othersEnded') });
    else refused(result);
  };

  return (
    <div className="flex flex-col gap-4">
      <ul aria-label={t('listLabel')} className="flex flex-col divide-y divide-brand-100">
        {sessions.map((session) => (
          <li key={session.id} className="flex flex-col gap-2 py-3 first:pt-0 desktop:flex-row desktop:items-center desktop:justify-between">
            <div className="flex flex-col gap-1">
              <p className="font-semibold text-ink">
                {session.device}
                {session.current && <span className="ml-2 rounded-full bg-brand-50 px-2 py-0.5 text-sm font-semibold text-brand-800">{t('current')}</span>}
              </p>
              <p className="text-sm text-ink-muted">{t('startedAt', { at: session.startedAt })}</p>
              <p className="text-sm text-ink-muted">{t('lastUsedAt', { at: session.lastUsedAt })}</p>
            </div>
            {!session.current && (
              <Button
                variant="terceary"
                appearance="outlined"
                className="self-start text-sm"
                aria-label={t('endLabel', { device: session.device, at: session.lastUsedAt })}
                disabled={busy}
                onClick={() => void endOne(session.id)}
                data-control="session-end"
              >
                {t('end')}
              </Button>
            )}
          </li>
        ))}
      </ul>
      {others.length > 0 ? (
        <Button variant="primary" appearance="outlined" className="self-start" disabled={busy} onClick={() => setConfirming(true)} data-control="sessions-end-others">
          {t('endOthers')}
        </Button>
      ) : (
        <p className="text-ink-muted">{t('onlyThis')}</p>
      )}
      <StatusMessage note={note} />
      <ConfirmDialog
        open={confirming}
        title={t('confirmTitle')}
        message={t('confirmMessage')}
        keepLabel={t('keep')}
        confirmLabel={t('endOthers')}
        onConfirm={() => void endOthers()}
        onClose={() => setConfirming(false)}
        control="sessions-end-others-confirm"
        tone="danger"
      />
      <ErrorDialog open={failure !== null} onClose={() => setFailure(null)} message={failure?.message} supportCode={failure?.supportCode} />
      {feedback}
    </div>
  );
}
