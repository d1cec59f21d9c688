'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { LegalDocument } from '@/components/legal/LegalDocument';
import { ContentModal } from '@/components/ui/ContentModal';
import type { LegalKey } from '@/lib/bff/contract';

type Doc = 'terms' | 'privacy';

const LEGAL_KEY: Record<Doc, LegalKey> = { terms: 'tyc', privacy: 'PolicyPrivacy' };

/** Footer buttons that open the legal texts in the content modal. */
export function LegalLinks() {
  const t = useTranslations('Footer');
  const [doc, setDoc] = useState<Doc | null>(null);
  return (
    <>
      {(['terms', 'privacy'] as const).map((key) => (
        <li key={key}>
          <button type="button" className="underline-offset-4 hover:underline" onClick={() => setDoc(key)} data-control="footer-legal" data-extra={LEGAL_KEY[key]}>
            {t(key)}
          </button>
        </li>
      ))}
      {doc && (
        <ContentModal open title={t(doc)} onClose={() => setDoc(null)}>
          <LegalDocument docKey={LEGAL_KEY[doc]} />
        </ContentModal>
      )}
    </>
  );
}
