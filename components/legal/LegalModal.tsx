'use client';

import { LegalDocument } from '@/components/legal/LegalDocument';
import { ContentModal } from '@/components/ui/ContentModal';
import type { LegalKey } from '@/lib/legal/contract';

/** A legal text in the content modal (the footer's links load this code when first pressed). */
export function LegalModal({ title, docKey, onClose }: { title: string; docKey: LegalKey; onClose: () => void }) {
  return (
    <ContentModal open title={title} onClose={onClose}>
      <LegalDocument docKey={docKey} />
    </ContentModal>
  );
}
