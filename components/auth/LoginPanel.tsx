'use client';

import { useState } from 'react';
import { EcosystemSelection } from './EcosystemSelection';
import { LoginForm } from './LoginForm';
import { useCompleteLogin } from './useCompleteLogin';

/** Content of the login panel: the form, then the ecosystem choice when the customer has three. */
export function LoginPanel() {
  const completeLogin = useCompleteLogin();
  const [choosing, setChoosing] = useState(false);
  if (choosing) return <EcosystemSelection onChosen={completeLogin} />;
  return <LoginForm onSuccess={(result) => (result.mustChooseEcosystem ? setChoosing(true) : completeLogin(result))} />;
}
