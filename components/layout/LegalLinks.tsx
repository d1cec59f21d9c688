'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { lazyComponent } from '@/components/ui/lazyComponent';
import type { LegalKey } from '@/lib/legal/contract';

// The modal and markdown code load when a link is first pressed, not with every page.
const LegalModal = lazyComponent(() => import('@/components/legal/LegalModal').then((m) => m.LegalModal));

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
          <button type="button" className="footer-link" onClick={() => setDoc(key)} data-control="footer-legal" data-extra={LEGAL_KEY[key]}>
            {t(key)}
          </button>
        </li>
      ))}
      {doc && <LegalModal title={t(doc)} docKey={LEGAL_KEY[doc]} onClose={() => setDoc(null)} />}
    </>
  );
}
