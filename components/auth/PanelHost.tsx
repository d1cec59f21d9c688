'use client';

import { Suspense, useState } from 'react';
import { lazyComponent } from '@/components/ui/lazyComponent';
import { LoginQueryOpener } from './LoginQueryOpener';
import { usePanels } from './PanelProvider';
import type { SignupDataValues } from './SignupDataForm';

// The panel and its flows load only when a panel first opens (components/auth/OpenPanel.tsx).
const OpenPanel = lazyComponent(() => import('./OpenPanel').then((m) => m.OpenPanel));

/** Renders the side panel that is open, if any, with its flow. */
export function PanelHost() {
  const { open, closePanel } = usePanels();
  // Kept here so the sign-up data survives a detour through the no-active or login panel.
  const [signupDraft, setSignupDraft] = useState<SignupDataValues | null>(null);

  return (
    <>
      <Suspense fallback={null}>
        <LoginQueryOpener />
      </Suspense>
      {open && <OpenPanel open={open} onClose={closePanel} signupDraft={signupDraft} onSignupDraft={setSignupDraft} />}
    </>
  );
}
