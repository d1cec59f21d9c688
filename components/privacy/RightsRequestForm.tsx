'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Button } from '@/components/ui/Button';
import { FormRadioGroup } from '@/components/ui/FormRadioGroup';
import { SuccessModal } from '@/components/ui/SuccessModal';
import { FormTextArea } from '@/components/ui/FormTextArea';
import { useBffCall } from '@/components/ui/useBffCall';
import { isConnectionError } from '@/lib/bff/client';
import { ANSWER_DAYS, API, DETAILS_MAX, PRIVACY_RIGHTS, type RightsRequestResult } from '@/lib/privacy/contract';
import type { RightsRequestBody, RightsRequestInput } from '@/lib/validation/privacy';
import { lazyResolver } from '@/components/ui/lazyResolver';

const resolver = lazyResolver<RightsRequestInput, RightsRequestBody>((zodResolver) => import('@/lib/validation/privacy').then((schemas) => zodResolver(schemas.rightsRequestSchema)));

/**
 * The LGPD art. 18 request: which right and what about, sent to the insurer (API.request), which
 * answers a protocol number, shown in the confirmation with the 15-day answer (art. 19 II). A
 * failed send keeps everything typed.
 */
export function RightsRequestForm() {
  const t = useTranslations('Privacy.request');
  const { call, busy, feedback, refuse } = useBffCall({ sessionRequired: true });
  const [protocol, setProtocol] = useState<string | null>(null);
  const { control, handleSubmit, reset } = useForm<RightsRequestInput, unknown, RightsRequestBody>({
    resolver,
    mode: 'onTouched',
    defaultValues: { right: '', details: '' },
  });

  const onSubmit = handleSubmit(async (values) => {
    const result = await call<RightsRequestResult>(API.request, values);
    if (result.ok) {
      setProtocol(result.data.protocol);
      reset();
    } else if (!isConnectionError(result.error) && result.status !== 401) {
      refuse({ message: result.error.message });
    }
  });

  return (
    <>
      <form noValidate onSubmit={onSubmit} className="flex flex-col gap-5" aria-label={t('title')}>
        <FormRadioGroup
          control={control}
          name="right"
          legend={t('rightLegend')}
          options={PRIVACY_RIGHTS.map((right) => ({ value: right, label: t(`rights.${right}`) }))}
        />
        <FormTextArea
          control={control}
          name="details"
          label={t('detailsLabel')}
          required
          rows={4}
          maxLength={DETAILS_MAX}
          counter={(count) => t('detailsCounter', { count, max: DETAILS_MAX })}
        />
        <div>
          <Button type="submit" busy={busy} data-control="privacy-request-send">
            {t('send')}
          </Button>
        </div>
      </form>
      {feedback}
      <SuccessModal open={protocol !== null} onClose={() => setProtocol(null)} title={t('sentTitle')} message={protocol && t('sentMessage', { protocol, days: ANSWER_DAYS })} />
    </>
  );
}
