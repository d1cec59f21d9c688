'use client';

import { useTranslations } from 'next-intl';
import dynamic from 'next/dynamic';
import { useEffect, useState } from 'react';
import { Button } from '@/components/ui/Button';
import { LegalTextSkeleton } from '@/components/ui/Skeleton';
import { API, type LegalKey, type LegalText } from '@/lib/legal/contract';

/** The markdown renderer's code is fetched with the first legal text shown. */
const MarkdownView = dynamic(() => import('./MarkdownView').then((module) => module.MarkdownView), {
  loading: () => <LegalTextSkeleton />,
});

type State = { kind: 'loading' } | { kind: 'ready'; text: LegalText } | { kind: 'failed' };

/** GET API.legal/{key} (cacheable), or null when it fails for any reason. */
async function fetchLegalText(key: LegalKey): Promise<LegalText | null> {
  try {
    const response = await fetch(`${API.legal}/${key}`, { headers: { Accept: 'application/json' }, credentials: 'same-origin' });
    return response.ok ? ((await response.json()) as LegalText) : null;
  } catch {
    return null;
  }
}

/** A legal text (terms, privacy policy): the skeleton while it loads, then the markdown; on failure a retry button. */
export function LegalDocument({ docKey }: { docKey: LegalKey }) {
  const t = useTranslations('Legal');
  const [state, setState] = useState<State>({ kind: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let current = true;
    void fetchLegalText(docKey).then((text) => {
      if (current) setState(text ? { kind: 'ready', text } : { kind: 'failed' });
    });
    return () => {
      current = false;
    };
  }, [docKey, attempt]);

  const retry = () => {
    setState({ kind: 'loading' });
    setAttempt((count) => count + 1);
  };

  if (state.kind === 'loading') return <LegalTextSkeleton />;
  if (state.kind === 'failed') {
    return (
      <div role="alert" className="flex flex-col items-start gap-4">
        <p className="text-ink">{t('loadError')}</p>
        <Button variant="primary" appearance="outlined" onClick={retry} data-control="legal-retry" data-extra={docKey}>
          {t('retry')}
        </Button>
      </div>
    );
  }
  return <MarkdownView title={state.text.title} content={state.text.content} />;
}
