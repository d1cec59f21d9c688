'use client';

import { useTranslations } from 'next-intl';
import { ErrorDialog } from '@/components/ui/ErrorDialog';

/** 'Erro na conexão' / 'Tente novamente mais tarde.': the insurer could not be reached (502) or timed out (504). */
export function ConnectionErrorDialog({ open, onClose, supportCode }: { open: boolean; onClose: () => void; supportCode?: string }) {
  const t = useTranslations('Auth');
  return <ErrorDialog open={open} onClose={onClose} title={t('connectionErrorTitle')} message={t('connectionErrorMessage')} supportCode={supportCode} />;
}
