'use client';

import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from '@/lib/validation/z';
import { PasswordField } from '@/components/auth/PasswordField';
import { Button } from '@/components/ui/Button';
import { PhoneField } from '@/components/ui/PhoneField';
import { StatusMessage } from '@/components/ui/StatusMessage';
import { FormController } from '@/components/ui/FormController';
import { CODES } from '@/lib/bff/codes';
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

/** The mobile phone (SPEC §5: 11 digits), confirmed with the current password (the step-up), saved at once, then 'Celular atualizado' told in place (a routine success: no dialog). */
export function PhoneForm({ initialPhone }: { initialPhone: string }) {
  const t = useTranslations('Profile');
  const router = useRouter();
  const passwordHintId = useId();
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
    defaultValues: { phone: maskPhone(initialPhone), currentPassword: '' },
  });

  const save = useSingleFlight(async ({ phone, currentPassword }: PhoneValues) => {
    if (onlyDigits(phone) === current) {
      setError('phone', { message: t('phoneUnchanged') }, { shouldFocus: true });
      return;
    }
    const result = await call<ContactView>(API.accountPhone, { phone, currentPassword } satisfies PhoneChangeInput, 'PUT');
    if (result.ok) {
      setCurrent(result.data.phone);
      reset({ phone: maskPhone(result.data.phone), currentPassword: '' });
      setSaved(maskPhone(result.data.phone));
      router.refresh();
      return;
    }
    // A wrong current password is told under its field; what was typed stays in both fields.
    if (result.error.code === CODES.stepUpMismatch) {
      setError('currentPassword', { message: refusalText(result) ?? undefined }, { shouldFocus: true });
      return;
    }
    const text = refusalText(result, 'phone');
    if (text) setError('phone', { message: text }, { shouldFocus: true });
  });

  return (
    <>
      <form noValidate aria-label={t('phoneFormName')} onSubmit={handleSubmit(save)} onChange={() => setSaved(null)} className="flex flex-col gap-3">
        <PhoneField control={control} name="phone" label={t('phoneLabel')} />
        {/* Through a controller, as the phone: the fields register in the page's order, so a refused
            form puts the focus on its first wrong field. */}
        <FormController
          control={control}
          name="currentPassword"
          render={(field, error) => (
            <PasswordField
              ref={field.ref}
              name={field.name}
              value={field.value ?? ''}
              onChange={field.onChange}
              onBlur={field.onBlur}
              label={t('currentPasswordLabel')}
              autoComplete="current-password"
              aria-describedby={passwordHintId}
              error={error}
            />
          )}
        />
        <p id={passwordHintId} className="text-sm text-ink-muted">
          {t('currentPasswordHint')}
        </p>
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
