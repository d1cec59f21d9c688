'use client';

import { useEffect, useState } from 'react';
import './globals.css';

type ErrorTexts = { unexpectedTitle: string; failureMessage: string; backHome: string; retry: string };

/**
 * Failures of the root layout itself: a self-contained page (no providers are available here). Its
 * texts (messages Errors) load when it is shown: importing the catalogue here would put every
 * message into the JavaScript every page loads first.
 */
export default function GlobalError({ reset }: { error: Error & { digest?: string }; reset: () => void }) {
  const [t, setTexts] = useState<ErrorTexts | null>(null);
  useEffect(() => {
    void import('@/messages/pt-BR.json').then((catalogue) => setTexts(catalogue.default.Errors));
  }, []);
  return (
    <html lang="pt-BR">
      <body>
        <main className="mx-auto flex max-w-2xl flex-col items-start gap-6 px-4 py-20" aria-busy={t === null}>
          {t && (
            <>
              <h1 className="text-3xl font-bold text-brand-900">{t.unexpectedTitle}</h1>
              <p className="text-lg text-ink-muted">{t.failureMessage}</p>
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
