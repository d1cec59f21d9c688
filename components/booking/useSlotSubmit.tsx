'use client';

import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { useState, type ReactNode } from 'react';
import { ErrorDialog } from '@/components/ui/ErrorDialog';
import { useBffCall } from '@/components/ui/useBffCall';
import { isConnectionError, type ApiResult, type HttpMethod } from '@/lib/bff/client';
import { CODES } from '@/lib/bff/codes';
import type { ApiError } from '@/lib/bff/protocol';

/** Refusals about the chosen slot: shown as 'Horário indisponível'. */
const SLOT_REFUSALS: readonly string[] = [CODES.slotTaken, CODES.slotNotBookable, CODES.sameTimeBooked];
/** Refusals after which the shown slots or appointment are out of date: read them again. */
const STALE_REFUSALS: readonly string[] = [CODES.slotTaken, CODES.slotNotBookable, CODES.alreadyBooked, CODES.appointmentLocked, CODES.appointmentNotFound];

type Options = {
  /** The shown slots are out of date (e.g. the slot was just taken): clear the choice and read them again. */
  onStale: () => void;
  /** A 422: put the fields' pt-BR messages on the form; false when none of them is on it (the dialog shows the message). */
  onInvalid: (fields: ApiError['fields']) => boolean;
};

/**
 * Submits a booking or a reschedule through useBffCall (loading overlay, 'Erro na conexão',
 * session expired) and shows the insurer's refusals in a dialog; a slot just taken refreshes the
 * slots. Nothing typed is lost. Render `feedback` once.
 */
export function useSlotSubmit({ onStale, onInvalid }: Options) {
  const t = useTranslations('Booking');
  const router = useRouter();
  const { call, busy, feedback } = useBffCall({ sessionRequired: true });
  const [refusal, setRefusal] = useState<{ title?: string; message: string } | null>(null);

  async function submit<T>(path: string, body: unknown, method: HttpMethod): Promise<ApiResult<T>> {
    const result = await call<T>(path, body, method);
    if (result.ok || isConnectionError(result.error) || result.status === 401) return result;
    if (result.status === 422 && onInvalid(result.error.fields)) return result;
    const code = result.error.code ?? '';
    setRefusal({ title: SLOT_REFUSALS.includes(code) ? t('refusalTitle') : undefined, message: result.error.message });
    if (STALE_REFUSALS.includes(code)) onStale();
    // The service is no longer among the customer's: the page renders the not-in-your-benefits notice.
    if (code === CODES.serviceNotIncluded) router.refresh();
    return result;
  }

  const allFeedback: ReactNode = (
    <>
      {feedback}
      <ErrorDialog open={refusal !== null} onClose={() => setRefusal(null)} title={refusal?.title} message={refusal?.message} />
    </>
  );
  return { submit, busy, feedback: allFeedback };
}
