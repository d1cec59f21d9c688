'use client';

import { useState } from 'react';
import type { LoginResult } from '@/lib/auth/contract';
import { maskCpf } from '@/lib/validation/cpf-digits';
import { maskPhone } from '@/lib/validation/phone-mask';
import type { SignupDataInput } from '@/lib/validation/forms';
import { EcosystemSelection } from './EcosystemSelection';
import type { SignupDataValues } from './SignupDataForm';
import { SignupDataStep } from './SignupDataStep';
import { SignupPasswordStep } from './SignupPasswordStep';
import { readBannerCpf } from './storage';
import { useCompleteLogin } from './useCompleteLogin';

type Step = { name: 'data' } | { name: 'password'; signupToken: string } | { name: 'ecosystem' };

export interface SignupFlowProps {
  /** Step-0 data kept by the panel host while other panels are open; null before the first try. */
  draft: SignupDataValues | null;
  onDraft: (draft: SignupDataValues | null) => void;
}

function initialData(draft: SignupDataValues | null): Partial<SignupDataInput> {
  if (!draft) return { document: maskCpf(readBannerCpf()) };
  return { ...draft, document: maskCpf(draft.document), phone: maskPhone(draft.phone) };
}

/** Sign-up: step 0 data, step 1 'Ativar benefícios' password, step 2 the ecosystem choice (3 ecosystems). */
export function SignupFlow({ draft, onDraft }: SignupFlowProps) {
  const completeLogin = useCompleteLogin();
  const [step, setStep] = useState<Step>({ name: 'data' });

  const onRegistered = (result: LoginResult) => {
    onDraft(null);
    if (result.mustChooseEcosystem) setStep({ name: 'ecosystem' });
    else completeLogin(result);
  };

  switch (step.name) {
    case 'data':
      return (
        <SignupDataStep
          defaultValues={initialData(draft)}
          onDraft={onDraft}
          onAccepted={(signupToken) => setStep({ name: 'password', signupToken })}
        />
      );
    case 'password':
      return <SignupPasswordStep signupToken={step.signupToken} onRegistered={onRegistered} />;
    case 'ecosystem':
      return <EcosystemSelection onChosen={completeLogin} />;
  }
}
