'use client';

import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from '@/lib/validation/z';
import { Button } from '@/components/ui/Button';
import { PhoneField } from '@/components/ui/PhoneField';
import { StatusMessage } from '@/components/ui/StatusMessage';
import { useBffCall } from '@/components/ui/useBffCall';
import { API, type ContactView } from '@/lib/account/contract';
import { lazyResolver } from '@/components/ui/lazyResolver';
import type { phoneChangeSchema, PhoneChangeInput } from '@/lib/validation/account';
import { onlyDigits } from '@/lib/validation/digits';
import { maskPhone } from '@/lib/validation/phone-mask';
import { refusalText } from './refusal';
import { useSingleFlight } from './useSingleFlight';

type PhoneValues = z.output<typeof phoneChangeSchema>;

const resolver = lazyResolver((zodResolver) => import('@/lib/validation/account').then((schemas) => zodResolver(schemas.phoneChangeSchema)));

/** The mobile phone (SPEC §5: 11 digits), saved at once, then 'Celular atualizado' told in place (a routine success: no dialog). */
export function PhoneForm({ initialPhone }: { initialPhone: string }) {
  const t = useTranslations('Profile');
  const router = useRouter();
  const { call, feedback } = useBffCall({ sessionRequired: true });
  const [current, setCurrent] = useState(initialPhone);
  const [saved, setSaved] = useState<string | null>(null);
  const {
    control,
    handleSubmit,
    setError,
    reset,
  } = useForm<PhoneChangeInput, unknown, PhoneValues>({
    resolver,
    // Checked on press, then as she types: checked on leaving the field, the message would push the
    // button down between a tap's press and release, and the tap would be lost.
    mode: 'onSubmit',
    defaultValues: { phone: maskPhone(initialPhone) },
  });

  const save = useSingleFlight(async ({ phone }: PhoneValues) => {
    if (onlyDigits(phone) === current) {
      setError('phone', { message: t('phoneUnchanged') }, { shouldFocus: true });
      return;
    }
    const result = await call<ContactView>(API.accountPhone, { phone }, 'PUT');
    if (result.ok) {
      setCurrent(result.data.phone);
      reset({ phone: maskPhone(result.data.phone) });
      setSaved(maskPhone(result.data.phone));
      router.refresh();
      return;
    }
    const text = refusalText(result, 'phone');
    if (text) setError('phone', { message: text }, { shouldFocus: true });
  });

  return (
    <>
      <form noValidate onSubmit={handleSubmit(save)} onChange={() => setSaved(null)} className="flex flex-col gap-3">
        <PhoneField control={control} name="phone" label={t('phoneLabel')} />
        {/* Always enabled: pressed with a short number, it says why under the field and puts the focus
            there (a disabled button gives no reason); enabled while the call runs too (the overlay covers the page). */}
        <Button type="submit" appearance="outlined" className="self-start">
          {t('savePhone')}
        </Button>
        <StatusMessage note={saved === null ? null : { title: t('phoneSavedTitle'), message: t('phoneSavedMessage', { phone: saved }) }} />
      </form>
      {feedback}
    </>
  );
}
