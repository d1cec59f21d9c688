'use client';

import { useEffect, useState } from 'react';
import type { GlobalErrorView as View } from '@/components/layout/GlobalErrorView';
import './globals.css';

/** How often, and how much later each time, a view that failed to download is tried again. */
const RETRIES = 3;
const RETRY_STEP_MS = 2000;

/**
 * Failures of the root layout itself: a self-contained page (no providers are available here). Its
 * view and texts load when it is shown (components/layout/GlobalErrorView.tsx): every page loads
 * this boundary first, hardly any shows it.
 */
export default function GlobalError({ error, reset }: { error: Error & { digest?: string }; reset: () => void }) {
  const [ErrorView, setErrorView] = useState<typeof View | null>(null);
  useEffect(() => {
    let done = false;
    let tries = 0;
    let timer: ReturnType<typeof setTimeout> | undefined;
    // A failed download is tried again: a few times, a little later each (a flaky link, a deploy),
    // and whenever the browser comes back online.
    const load = () =>
      import('@/components/layout/GlobalErrorView').then(
        ({ GlobalErrorView }) => {
          if (!done) setErrorView(() => GlobalErrorView);
        },
        () => {
          if (done) return;
          window.addEventListener('online', load, { once: true });
          if (++tries <= RETRIES) timer = setTimeout(load, tries * RETRY_STEP_MS);
        },
      );
    void load();
    return () => {
      done = true;
      clearTimeout(timer);
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
