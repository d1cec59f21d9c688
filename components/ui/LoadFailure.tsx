'use client';

import Link from 'next/link';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import type { LoadFailed } from '@/lib/bff/client';
import { HOME_WITH_LOGIN_PANEL } from '@/lib/session/login-redirect';
import { Button, buttonClasses } from './Button';
import { lazyComponent } from './lazyComponent';

/**
 * 'Erro na conexão' (and the modal kit) and the support code are fetched when the notice shows them,
 * not with every page that may show the notice.
 */
const ConnectionErrorDialog = lazyComponent(() => import('./ConnectionErrorDialog').then((m) => m.ConnectionErrorDialog));
const SupportCode = lazyComponent(() => import('./SupportCode').then((m) => m.SupportCode));

/**
 * A button (`onClick`: read again on the client) or a link (`href`: the page reads again on the
 * server; `reload`: as a full page load, '' being the page itself).
 */
export type LoadFailureAction = {
  label: string;
  href?: string;
  reload?: boolean;
  onClick?: () => void;
  variant?: 'contained' | 'outlined';
  control?: string;
  extra?: string;
};

type Props = {
  /** The notice's heading (h2), when the page has one. */
  title?: string;
  /** What could not be loaded, e.g. 'Não foi possível carregar os horários disponíveis.' */
  message: string;
  /** The way to try again. */
  retry: LoadFailureAction;
  /** Why the read failed (a Load's failure, or the page's own): 'refused' shows the insurer's pt-BR message, 'expired' the way to log in again; its support code shows under the text. */
  failure?: { problem: LoadFailed['problem']; message?: string; supportCode?: string };
  /** The session is over: the page's own words (default: 'Sua sessão expirou…' and 'Ir para Minha conta'). */
  expired?: { message: string; label: string };
  /** The insurer could not be reached: 'Erro na conexão' opens as the notice appears (default: when `failure` says so). */
  connectionDialog?: boolean;
};

/**
 * The one 'could not load' notice of the portal: announced (role alert), what could not be loaded
 * and a way to try again, or to log in again when the session is over; optionally the
 * 'Erro na conexão' dialog first. Every text is the page's (passed in).
 */
export function LoadFailure({ title, message, retry, failure, expired, connectionDialog = failure?.problem === 'connection' }: Props) {
  const tApi = useTranslations('Api');
  const tAuth = useTranslations('Auth');
  const [dialog, setDialog] = useState(connectionDialog);
  const sessionOver = failure?.problem === 'expired';
  const action: LoadFailureAction = sessionOver ? { label: expired?.label ?? tAuth('goToMyAccount'), href: HOME_WITH_LOGIN_PANEL, variant: 'contained' } : retry;
  const text = sessionOver ? (expired?.message ?? tApi('unauthorized')) : failure?.problem === 'refused' && failure.message ? failure.message : message;
  const classes = buttonClasses({ variant: 'primary', appearance: action.variant ?? 'outlined' });
  return (
    <div role="alert" className="flex flex-col items-start gap-4 rounded-2xl border-2 border-danger bg-surface p-6">
      {title && <h2 className="text-xl font-bold text-ink">{title}</h2>}
      <p className="text-ink">{text}</p>
      {failure?.supportCode && <SupportCode code={failure.supportCode} />}
      {action.href !== undefined && action.reload ? (
        <a href={action.href} className={classes} data-control={action.control} data-extra={action.extra}>
          {action.label}
        </a>
      ) : action.href !== undefined ? (
        <Link href={action.href} prefetch={false} className={classes} data-control={action.control} data-extra={action.extra}>
          {action.label}
        </Link>
      ) : (
        <Button variant="primary" appearance={action.variant ?? 'outlined'} onClick={action.onClick} data-control={action.control} data-extra={action.extra}>
          {action.label}
        </Button>
      )}
      {dialog && <ConnectionErrorDialog open onClose={() => setDialog(false)} supportCode={failure?.supportCode} />}
    </div>
  );
}
