'use client';

import { useTranslations } from 'next-intl';
import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { isConnectionError, loadOf, requestJson, type ApiResult, type HttpMethod, type Load, type RequestOptions } from '@/lib/bff/client';
import type { BffFeedbackProps } from './BffFeedback';
import { Button } from './Button';
import { lazyComponent } from './lazyComponent';

/**
 * Without the dialogs' code (the network went down before it came): 'Erro na conexão' said where
 * the flow draws its feedback, with a way to close it. Other problems come from a server that
 * answered, whose code then comes too.
 */
function ConnectionNotice({ problem, onClose }: BffFeedbackProps) {
  const t = useTranslations('Auth');
  const tCommon = useTranslations('Common');
  if (problem !== 'connection') return null;
  return (
    <div role="alert" className="flex flex-col items-start gap-2 rounded-xl border-2 border-danger bg-surface p-4">
      <p className="font-semibold text-ink">{t('connectionErrorTitle')}</p>
      <p className="text-ink">{t('connectionErrorMessage')}</p>
      <Button appearance="outlined" onClick={onClose}>
        {tCommon('accept')}
      </Button>
    </div>
  );
}

/**
 * The overlay and the dialogs (with the modal kit under them) are not fetched with every page that
 * may make a call: drawn only while one of them is open, their code comes at the page's first
 * interaction (a pointer, a key: a call may follow) or when a call starts.
 */
const BffFeedback = lazyComponent(() => import('./BffFeedback').then((m) => m.BffFeedback), { fallback: ConnectionNotice });
let intentWatched = false;
function preloadFeedbackOnIntent() {
  if (intentWatched) return;
  intentWatched = true;
  const preload = () => void BffFeedback.preload();
  for (const type of ['pointerdown', 'keydown'] as const) window.addEventListener(type, preload, { once: true, capture: true, passive: true });
}

const LOADING = { kind: 'loading' } as const;

export type BffRead<T> = {
  /** The GET route of what the component shows; null: nothing to read (yet). A new path shows the loading state until it is read. */
  path: string | null;
  /**
   * What the server already read for the first paint (lib/booking/load.ts): then nothing is
   * read on mount, only on `reload()` (after a change). Without it the path is read on mount.
   */
  initial?: Load<T>;
  /** The fetch cache mode (default 'no-store'; a cacheable public text: 'default'). */
  cache?: RequestCache;
};

export type BffCallOptions<T = unknown> = {
  /**
   * The flow needs a session: a 401 opens 'Sua sessão expirou' with a way to log in again,
   * instead of being left to the flow.
   */
  sessionRequired?: boolean;
  /** Replaces the connection-error dialog's title and text (registration has its own, SPEC §8). */
  connectionError?: { title?: string; message: string };
  /** What the component shows, read through the same path (see BffRead). */
  read?: BffRead<T>;
};

/** `options.captchaTokens`: a submission the insurer checks for bots (lib/auth/contract.ts CAPTCHA_TOKENS). */
export type BffCall = <R>(path: string, body?: unknown, method?: HttpMethod, options?: Pick<RequestOptions, 'captchaTokens'>) => Promise<ApiResult<R>>;

/** A refusal for the error dialog: the insurer's pt-BR message, and a title when the flow has one. */
export type Refusal = { title?: string; message: string };

/**
 * The one way a component talks to the BFF.
 * - `call` (a change: book, save, cancel…): busy while it runs (the 'Um momento, por favor....'
 *   overlay), the connection-error dialog when the insurer could not be reached or answered too
 *   late (502/504/no answer), and, for session flows, the session-expired dialog on a 401.
 *   Everything else (the flow's own refusals) comes back in the result for the flow to show, e.g.
 *   with `refuse` (the error dialog). The form's values are never touched: nothing typed is lost.
 * - `read` / `load` / `reload` (what the component shows): seeded by the server or read on mount,
 *   read again quietly by `reload()` (the shown data stays while it runs, no overlay; a retry after
 *   a failure shows the loading state); a failure is
 *   in `load` for the component to show (components/ui/LoadFailure), never a dialog of its own.
 * - `send` (a call in the background: an autosave, the logout before the page reloads): the same
 *   request without the overlay or any dialog; the result is the caller's to show, in its own words.
 * - `connectionLost` says 'Erro na conexão' as a call that could not reach the server would: for
 *   code a flow fetches when needed (a download's, an import's) that could not come.
 * Every dialog shows the support code of the call that failed ('Código do atendimento: …'), and
 * `supportCode` is that code for the component's own error dialogs (undefined after a success).
 * Render `feedback` once.
 */
export function useBffCall<T = unknown>({ sessionRequired = false, connectionError, read }: BffCallOptions<T> = {}): {
  call: BffCall;
  send: BffCall;
  busy: boolean;
  feedback: ReactNode;
  refuse: (refusal: Refusal) => void;
  connectionLost: () => void;
  supportCode: string | undefined;
  load: Load<T>;
  reload: () => Promise<Load<T>>;
} {
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<'connection' | 'expired' | null>(null);
  const [refusal, setRefusal] = useState<Refusal | null>(null);
  const [supportCode, setSupportCode] = useState<string | undefined>(undefined);

  const call = useCallback<BffCall>(
    async (path, body, method = 'POST', options) => {
      void BffFeedback.preload();
      setBusy(true);
      const result = await requestJson<never>(method, path, body, options);
      setBusy(false);
      setSupportCode(result.ok ? undefined : result.supportCode);
      if (!result.ok && isConnectionError(result.error)) setProblem('connection');
      else if (!result.ok && result.status === 401 && sessionRequired) setProblem('expired');
      return result;
    },
    [sessionRequired],
  );

  const send = useCallback<BffCall>((path, body, method = 'POST', options) => requestJson(method, path, body, options), []);

  useEffect(preloadFeedbackOnIntent, []);

  const readPath = read?.path ?? null;
  const readCache = read?.cache;
  // What was read, and from which path: a load of another path (the path just changed) is not shown.
  const [shown, setShown] = useState<{ path: string | null; load: Load<T> }>({ path: readPath, load: read?.initial ?? LOADING });
  const load: Load<T> = shown.path === readPath ? shown.load : LOADING;
  // The path the server's data belongs to: not read again on mount.
  const seededPath = useRef(read?.initial ? readPath : null);

  const fetchRead = useCallback(
    async (): Promise<Load<T>> => (readPath ? loadOf(await requestJson<T>('GET', readPath, undefined, { cache: readCache })) : LOADING),
    [readPath, readCache],
  );

  const reload = useCallback(async () => {
    // A retry after a failure shows the loading state again; a reload of shown data keeps it on screen.
    setShown((before) => (before.path === readPath && before.load.kind !== 'failed' ? before : { path: readPath, load: LOADING }));
    const next = await fetchRead();
    if (next.kind !== 'loading') setShown({ path: readPath, load: next });
    return next;
  }, [fetchRead, readPath]);

  useEffect(() => {
    if (!readPath || seededPath.current === readPath) return;
    let current = true;
    void fetchRead().then((next) => {
      if (current) setShown({ path: readPath, load: next });
    });
    return () => {
      current = false;
    };
  }, [readPath, fetchRead]);

  const feedback = (busy || problem !== null || refusal !== null) && (
    <BffFeedback
      busy={busy}
      problem={problem}
      refusal={refusal}
      sessionRequired={sessionRequired}
      connectionError={connectionError}
      supportCode={supportCode}
      onClose={() => setProblem(null)}
      onRefusalClose={() => setRefusal(null)}
    />
  );
  const connectionLost = useCallback(() => {
    setSupportCode(undefined);
    setProblem('connection');
  }, []);
  return { call, send, busy, feedback, refuse: setRefusal, connectionLost, supportCode, load, reload };
}
