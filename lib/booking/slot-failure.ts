import type { ApiResult } from '@/lib/bff/client';
import { isConnectionError } from '@/lib/bff/client';
import { CODES } from '@/lib/bff/codes';

/** Refusals about the chosen slot: shown as 'Horário indisponível'. */
const SLOT_REFUSALS: readonly string[] = [CODES.slotTaken, CODES.slotNotBookable, CODES.sameTimeBooked];
/** Refusals after which the shown slots or appointment are out of date: read them again. */
const STALE_REFUSALS: readonly string[] = [CODES.slotTaken, CODES.slotNotBookable, CODES.alreadyBooked, CODES.appointmentLocked, CODES.appointmentNotFound];

/** What a booking or reschedule form does after a failed call. */
export type SlotFailure<F extends string> =
  /** A 422 about fields on the form: their pt-BR messages, to put on them. */
  | { kind: 'invalid'; fields: [F, string][] }
  /**
   * A refusal for the error dialog: `slot` (titled 'Horário indisponível'), `stale` (clear the
   * choice, read the slots again), `gone` (the service is no longer the customer's: refresh the page).
   */
  | { kind: 'refused'; message: string; slot: boolean; stale: boolean; gone: boolean };

/**
 * A failed booking or reschedule, sorted for the form; null when useBffCall has already shown it
 * (connection error, session over). Pure: the handlers' codes (lib/bff/codes.ts) are the contract.
 */
export function slotFailure<F extends string>(result: Extract<ApiResult<unknown>, { ok: false }>, formFields: readonly F[]): SlotFailure<F> | null {
  if (isConnectionError(result.error) || result.status === 401) return null;
  if (result.status === 422) {
    const fields = Object.entries(result.error.fields ?? {}).filter((entry): entry is [F, string] => (formFields as readonly string[]).includes(entry[0]));
    if (fields.length > 0) return { kind: 'invalid', fields };
  }
  const code = result.error.code ?? '';
  return { kind: 'refused', message: result.error.message, slot: SLOT_REFUSALS.includes(code), stale: STALE_REFUSALS.includes(code), gone: code === CODES.serviceNotIncluded };
}
