import { SERVICES } from '@/lib/config/benefit-services';
import { SLOT_MS } from '@/lib/booking/constants';
import type { AppointmentView } from '@/lib/booking/contract';
import { PENDING_SURVEYS_KEY as KEY } from './pendingSurveysKey';

/**
 * The video calls whose survey is still to be asked: a survey about a call is asked
 * once the call has ended, at the first visit after its end (SurveyHost), not when it is booked.
 * Kept in this browser's local storage (`pendingSurveys`: the appointment's id, the service's
 * survey key and the call's end), updated when the appointment is rescheduled, dropped when it is
 * cancelled or once its survey was shown. Never throws: without storage no survey is asked.
 */
export type PendingSurvey = { id: number; service: string; endsAt: number };

function read(): PendingSurvey[] {
  try {
    const value: unknown = JSON.parse(window.localStorage.getItem(KEY) ?? '[]');
    return Array.isArray(value)
      ? value.filter((each): each is PendingSurvey => typeof each?.id === 'number' && typeof each?.service === 'string' && typeof each?.endsAt === 'number')
      : [];
  } catch {
    return [];
  }
}

function write(pending: readonly PendingSurvey[]): void {
  try {
    if (pending.length === 0) window.localStorage.removeItem(KEY);
    else window.localStorage.setItem(KEY, JSON.stringify(pending));
  } catch {
    // storage full or disabled: the survey of this call is not asked
  }
}

/** Booked or rescheduled: its survey waits for the end of the call (replacing the appointment's earlier entry). */
export function awaitSurvey(appointment: Pick<AppointmentView, 'id' | 'service' | 'start'>): void {
  const entry = { id: appointment.id, service: SERVICES[appointment.service].pathKey, endsAt: Date.parse(appointment.start) + SLOT_MS };
  write([...read().filter((each) => each.id !== appointment.id), entry]);
}

/** Cancelled, or its survey was shown: nothing to ask about it any more. */
export function dropSurvey(id: number): void {
  write(read().filter((each) => each.id !== id));
}

/** The first call that has ended and whose survey was not asked yet, if any. */
export function dueSurvey(now: number): PendingSurvey | null {
  return read().find((each) => each.endsAt <= now) ?? null;
}
