'use client';

import { useTranslations } from 'next-intl';
import { lazyComponent } from '@/components/ui/lazyComponent';
import { LoadFailure } from '@/components/ui/LoadFailure';
import { LegalTextSkeleton } from '@/components/ui/LegalTextSkeleton';
import { useBffCall } from '@/components/ui/useBffCall';
import { API, type LegalKey, type LegalText } from '@/lib/legal/contract';

/** The markdown renderer's code is fetched with the first legal text shown. */
const MarkdownView = lazyComponent(() => import('./MarkdownView').then((module) => module.MarkdownView), {
  loading: () => <LegalTextSkeleton />,
});

/** A legal text (terms, privacy policy): the skeleton while it loads, then the markdown; on failure a retry button. */
export function LegalDocument({ docKey }: { docKey: LegalKey }) {
  const t = useTranslations('Legal');
  // Cacheable public texts: the browser's HTTP cache may answer.
  const { load, reload } = useBffCall<LegalText>({ read: { path: `${API.legal}/${docKey}`, cache: 'default' } });

  if (load.kind === 'loading') return <LegalTextSkeleton />;
  if (load.kind === 'failed') {
    return (
      <LoadFailure
        message={t('loadError')}
        retry={{ label: t('retry'), onClick: () => void reload(), control: 'legal-retry', extra: docKey }}
        connectionDialog={false}
      />
    );
  }
  return <MarkdownView title={load.data.title} content={load.data.content} />;
}
