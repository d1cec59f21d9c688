'use client';

import { useEffect, useState } from 'react';
import type { GlobalErrorView as View } from '@/components/layout/GlobalErrorView';
import './globals.css';

/**
 * Failures of the root layout itself: a self-contained page (no providers are available here). Its
 * view and texts load when it is shown (components/layout/GlobalErrorView.tsx): every page loads
 * this boundary first, hardly any shows it.
 */
export default function GlobalError({ error, reset }: { error: Error & { digest?: string }; reset: () => void }) {
  const [ErrorView, setErrorView] = useState<typeof View | null>(null);
  useEffect(() => {
    let done = false;
    // A failed download (offline, a deploy) is tried again when the browser is back online.
    const load = () =>
      import('@/components/layout/GlobalErrorView').then(
        ({ GlobalErrorView }) => {
          if (!done) setErrorView(() => GlobalErrorView);
        },
        () => window.addEventListener('online', load, { once: true }),
      );
    void load();
    return () => {
      done = true;
      window.removeEventListener('online', load);
    };
  }, []);
  return (
    <html lang="pt-BR">
      <body>
        <main className="mx-auto flex max-w-2xl flex-col items-start gap-6 px-4 py-20" aria-busy={ErrorView === null}>
          {ErrorView && <ErrorView digest={error.digest} reset={reset} />}
        </main>
      </body>
    </html>
  );
}
