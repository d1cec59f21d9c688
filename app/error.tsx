'use client';

import { useTranslations } from 'next-intl';
import { useEffect } from 'react';
import { ErrorScreen } from '@/components/layout/ErrorScreen';
import { Button } from '@/components/ui/Button';
import { lazyComponent } from '@/components/ui/lazyComponent';

/** Where the support code's code could not be loaded (offline, a deploy): the screen without it. */
const NoSupportCode = () => null;

// Every page loads this boundary: the support code's code (and its remembering) comes only when
// shown, and the screen does not wait for it (nor fail with it).
const DigestSupportCode = lazyComponent(() => import('@/components/ui/DigestSupportCode').then((m) => m.DigestSupportCode), { fallback: NoSupportCode });

/**
 * Render failures inside the layout: the generic error screen, with a retry, and the support code
 * of a server failure (made from its digest, as the `page.error` log line's: lib/ops/page-error.ts).
 */
export default function RouteError({ error, reset }: { error: Error & { digest?: string }; reset: () => void }) {
  const t = useTranslations('Errors');
  useEffect(() => {
    console.error(error);
  }, [error]);
  // It replaces the failing section's layout (header included): a main landmark of its own.
  return (
    <main id="conteudo" className="flex-1">
      <ErrorScreen
        title={t('unexpectedTitle')}
        message={t('failureMessage')}
        backHomeLabel={t('backHome')}
        supportCode={error.digest ? <DigestSupportCode digest={error.digest} /> : undefined}
      >
        <Button variant="secondary" appearance="outlined" onClick={reset}>
          {t('retry')}
        </Button>
      </ErrorScreen>
    </main>
  );
}
