'use client';

import { useEffect, useState } from 'react';
import './globals.css';

type ErrorTexts = { unexpectedTitle: string; failureMessage: string; backHome: string; retry: string; supportCode: string; code: string | null };

/**
 * Failures of the root layout itself: a self-contained page (no providers are available here). Its
 * texts (messages Errors) load when it is shown: importing the catalogue here would put every
 * message into the JavaScript every page loads first. A server failure shows its support code
 * (components/ui/SupportCode.tsx's text and look, without next-intl), made by code loaded with them.
 */
export default function GlobalError({ error, reset }: { error: Error & { digest?: string }; reset: () => void }) {
  const [t, setTexts] = useState<ErrorTexts | null>(null);
  const { digest } = error;
  useEffect(() => {
    void Promise.all([import('@/messages/pt-BR.json'), import('@/lib/ops/support-code')]).then(([catalogue, { supportCodeOf }]) =>
      setTexts({ ...catalogue.default.Errors, supportCode: catalogue.default.Common.supportCode, code: digest ? supportCodeOf(digest) : null }),
    );
  }, [digest]);
  const [codeBefore, codeAfter] = t?.supportCode.split('<code></code>') ?? [];
  return (
    <html lang="pt-BR">
      <body>
        <main className="mx-auto flex max-w-2xl flex-col items-start gap-6 px-4 py-20" aria-busy={t === null}>
          {t && (
            <>
              <h1 className="text-3xl font-bold text-brand-900">{t.unexpectedTitle}</h1>
              <p className="text-lg text-ink-muted">{t.failureMessage}</p>
              {t.code && (
                <p className="text-sm text-ink-muted">
                  {codeBefore}
                  <span translate="no" className="font-mono font-semibold text-ink select-all">
                    {t.code}
                  </span>
                  {codeAfter}
                </p>
              )}
              <div className="flex gap-3">
                {/* eslint-disable-next-line @next/next/no-html-link-for-pages -- a full reload is the point here */}
                <a href="/" className="rounded-full bg-brand-700 px-6 py-3 font-semibold text-white">
                  {t.backHome}
                </a>
                <button type="button" onClick={reset} className="rounded-full border-2 border-brand-700 px-6 py-3 font-semibold text-brand-700">
                  {t.retry}
                </button>
              </div>
            </>
          )}
        </main>
      </body>
    </html>
  );
}
