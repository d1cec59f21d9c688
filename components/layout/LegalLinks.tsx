'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { ContentModal } from '@/components/ui/ContentModal';

type Doc = 'terms' | 'privacy';

/** Footer buttons that open the legal texts in the content modal. */
export function LegalLinks() {
  const t = useTranslations('Footer');
  const [doc, setDoc] = useState<Doc | null>(null);
  return (
    <>
      {(['terms', 'privacy'] as const).map((key) => (
        <li key={key}>
          <button type="button" className="underline-offset-4 hover:underline" onClick={() => setDoc(key)}>
            {t(key)}
          </button>
        </li>
      ))}
      {doc && (
        <ContentModal open title={t(doc)} onClose={() => setDoc(null)}>
          <p>{t('legalPending')}</p>
        </ContentModal>
      )}
    </>
  );
}
