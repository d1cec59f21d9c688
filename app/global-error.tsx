'use client';

import messages from '@/messages/pt-BR.json';
import './globals.css';

/** Failures of the root layout itself: a self-contained page (no providers are available here). */
export default function GlobalError({ reset }: { error: Error & { digest?: string }; reset: () => void }) {
  const t = messages.Errors;
  return (
    <html lang="pt-BR">
      <body>
        <main className="mx-auto flex max-w-2xl flex-col items-start gap-6 px-4 py-20">
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
        </main>
      </body>
    </html>
  );
}
