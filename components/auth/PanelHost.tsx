'use client';

import { useTranslations } from 'next-intl';
import { SidePanel } from '@/components/ui/SidePanel';
import { usePanels, type PanelType } from './PanelProvider';

const TITLE_KEYS = {
  login: 'loginTitle',
  signup: 'signupTitle',
  'password-reset': 'passwordResetTitle',
  'no-active': 'noActiveTitle',
} as const satisfies Record<PanelType, string>;

/** Renders the side panel that is open, if any. The flows' forms arrive with the accounts work. */
export function PanelHost() {
  const t = useTranslations('Panels');
  const { open, closePanel } = usePanels();
  if (!open) return null;
  return (
    <SidePanel open onClose={closePanel} title={t(TITLE_KEYS[open])} modalType={open}>
      <p className="text-ink-muted">{open === 'signup' ? t('signupIntro') : t('loginIntro')}</p>
    </SidePanel>
  );
}
