'use client';

import { useTranslations } from 'next-intl';
import { LegalDocument } from '@/components/legal/LegalDocument';
import { ContentModal } from '@/components/ui/ContentModal';

/** The terms and conditions with the 'Aceito os Termos e Condições da Política.' box; `onAccept` runs from its button. */
export function TermsModal({ open, onClose, onAccept }: { open: boolean; onClose: () => void; onAccept?: () => void }) {
  const t = useTranslations('Auth');
  return (
    <ContentModal open={open} onClose={onClose} title={t('termsTitle')} acknowledgeLabel={t('termsAccept')} onAction={onAccept ?? onClose}>
      <LegalDocument docKey="tyc" />
    </ContentModal>
  );
}
