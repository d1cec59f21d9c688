'use client';

import { useTranslations } from 'next-intl';
import { useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/Button';
import { RadioGroup } from '@/components/ui/RadioGroup';
import { ConfirmDialog } from '@/components/ui/ConfirmDialog';
import { LoadingOverlay } from '@/components/ui/LoadingOverlay';
import { useBffCall } from '@/components/ui/useBffCall';
import { isConnectionError } from '@/lib/bff/client';
import { API, type EcosystemChoice, type LoginResult } from '@/lib/auth/contract';
import { StepHeading } from './StepHeading';
import { useLogout } from './useLogout';

type Product = EcosystemChoice['product'];

const OPTIONS = [
  { product: '3', title: 'ecosystemEmployability', services: 'ecosystemEmployabilityServices' },
  { product: '5', title: 'ecosystemSelfEmployed', services: 'ecosystemSelfEmployedServices' },
] as const satisfies readonly { product: Product; title: string; services: string }[];

/**
 * The one-time choice between Empregabilidade and Autônomo for a customer with three ecosystems.
 * 'Aceitar' sends it; 'Cancelar' first says what happens (without a choice there are no benefits:
 * the customer is logged out, and chooses at the next login) and lets them go back to the choice.
 */
export function EcosystemSelection({ onChosen }: { onChosen: (result: LoginResult) => void }) {
  const t = useTranslations('Auth');
  const logout = useLogout();
  const [product, setProduct] = useState<Product | null>(null);
  const { call, busy, feedback, refuse } = useBffCall();
  const [leaving, setLeaving] = useState(false);
  const [asking, setAsking] = useState(false);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (!product) return;
    const result = await call<LoginResult>(API.ecosystem, { product } satisfies EcosystemChoice);
    if (result.ok) return onChosen(result.data);
    if (!isConnectionError(result.error)) refuse({ message: result.error.message });
  };

  const leave = async () => {
    setAsking(false);
    setLeaving(true);
    await logout();
  };

  return (
    <form onSubmit={onSubmit} className="flex flex-col gap-5">
      {/* The step's heading names the group (a heading may stand in a legend), and takes the focus when the step appears. */}
      <RadioGroup
        legend={<StepHeading>{t('ecosystemTitle')}</StepHeading>}
        hint={t('ecosystemNote')}
        name="ecosystem"
        value={product ?? ''}
        onChange={(value) => setProduct(value as Product)}
        appearance="card"
        optionsClassName="grid gap-4 desktop:grid-cols-2"
        options={OPTIONS.map((option) => ({ value: option.product, label: t(option.title), description: t(option.services) }))}
      />
      <div className="flex flex-col gap-3 desktop:flex-row desktop:justify-end">
        <Button variant="primary" appearance="outlined" onClick={() => setAsking(true)} busy={busy || leaving}>
          {t('cancel')}
        </Button>
        <Button type="submit" disabled={!product || busy || leaving}>
          {t('accept')}
        </Button>
      </div>
      <ConfirmDialog
        open={asking}
        title={t('ecosystemLeaveTitle')}
        message={t('ecosystemLeaveMessage')}
        keepLabel={t('ecosystemLeaveKeep')}
        confirmLabel={t('ecosystemLeaveConfirm')}
        onConfirm={() => void leave()}
        onClose={() => setAsking(false)}
      />
      {feedback}
      <LoadingOverlay open={leaving} />
    </form>
  );
}
