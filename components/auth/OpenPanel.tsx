'use client';

import { useTranslations } from 'next-intl';
import { SidePanel } from '@/components/ui/SidePanel';
import { lazyComponent } from '@/components/ui/lazyComponent';
import { PanelLoading } from './PanelLoading';
import type { PanelType } from './PanelProvider';
import type { SignupDataValues } from './SignupDataForm';

const TITLE_KEYS = {
  login: 'loginTitle',
  signup: 'signupTitle',
  'password-reset': 'passwordResetTitle',
  'no-active': 'noActiveTitle',
} as const satisfies Record<PanelType, string>;

// Each flow's code loads when its panel first opens.
const loading = () => <PanelLoading />;
const LoginPanel = lazyComponent(() => import('./LoginPanel').then((m) => m.LoginPanel), { loading });
const SignupFlow = lazyComponent(() => import('./SignupFlow').then((m) => m.SignupFlow), { loading });
const RecoveryFlow = lazyComponent(() => import('./RecoveryFlow').then((m) => m.RecoveryFlow), { loading });
const NoActivePanel = lazyComponent(() => import('./NoActivePanel').then((m) => m.NoActivePanel), { loading });

export type OpenPanelProps = {
  open: PanelType;
  onClose: () => void;
  signupDraft: SignupDataValues | null;
  onSignupDraft: (draft: SignupDataValues | null) => void;
};

/**
 * The open side panel with its flow. Loaded on demand by PanelHost (one loader on every page instead
 * of one per flow), and it loads its flow in turn.
 */
export function OpenPanel({ open, onClose, signupDraft, onSignupDraft }: OpenPanelProps) {
  const t = useTranslations('Panels');
  return (
    <SidePanel key={open} open onClose={onClose} title={t(TITLE_KEYS[open])} modalType={open}>
      {open === 'login' && <LoginPanel />}
      {open === 'signup' && <SignupFlow draft={signupDraft} onDraft={onSignupDraft} />}
      {open === 'password-reset' && <RecoveryFlow />}
      {open === 'no-active' && <NoActivePanel />}
    </SidePanel>
  );
}
