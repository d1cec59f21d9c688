'use client';

import { useTranslations } from 'next-intl';
import dynamic from 'next/dynamic';
import { Suspense, useState } from 'react';
import { LoginQueryOpener } from './LoginQueryOpener';
import { PanelLoading } from './PanelLoading';
import { usePanels, type PanelType } from './PanelProvider';
import type { SignupDataValues } from './SignupDataForm';

const TITLE_KEYS = {
  login: 'loginTitle',
  signup: 'signupTitle',
  'password-reset': 'passwordResetTitle',
  'no-active': 'noActiveTitle',
} as const satisfies Record<PanelType, string>;

// The panel frame and each flow's code load only when a panel first opens.
const SidePanel = dynamic(() => import('@/components/ui/SidePanel').then((m) => m.SidePanel));
const loading = () => <PanelLoading />;
const LoginPanel = dynamic(() => import('./LoginPanel').then((m) => m.LoginPanel), { loading });
const SignupFlow = dynamic(() => import('./SignupFlow').then((m) => m.SignupFlow), { loading });
const RecoveryFlow = dynamic(() => import('./RecoveryFlow').then((m) => m.RecoveryFlow), { loading });
const NoActivePanel = dynamic(() => import('./NoActivePanel').then((m) => m.NoActivePanel), { loading });

/** Renders the side panel that is open, if any, with its flow. */
export function PanelHost() {
  const t = useTranslations('Panels');
  const { open, closePanel } = usePanels();
  // Kept here so the sign-up data survives a detour through the no-active or login panel.
  const [signupDraft, setSignupDraft] = useState<SignupDataValues | null>(null);

  return (
    <>
      <Suspense fallback={null}>
        <LoginQueryOpener />
      </Suspense>
      {open && (
        <SidePanel key={open} open onClose={closePanel} title={t(TITLE_KEYS[open])} modalType={open}>
          {open === 'login' && <LoginPanel />}
          {open === 'signup' && <SignupFlow draft={signupDraft} onDraft={setSignupDraft} />}
          {open === 'password-reset' && <RecoveryFlow />}
          {open === 'no-active' && <NoActivePanel />}
        </SidePanel>
      )}
    </>
  );
}
