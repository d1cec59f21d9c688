/** @jest-environment node */
import { CODES } from '@/lib/bff/codes';
import { MESSAGES } from '@/lib/bff/messages';
import { serviceNotIncluded } from '@/lib/bff/replies';
import { appointmentNotFound, bookingFailure, bookingRefusal } from './refusals';

const REFUSALS = MESSAGES.Booking.refusals;

describe('bookingRefusal', () => {
  it('answers the insurer’s “not among your services” as the portal’s own 403', () => {
    expect(bookingRefusal(CODES.bookingNotIncluded, 'no incluido')).toEqual(serviceNotIncluded());
  });

  it.each([
    [CODES.slotTaken, REFUSALS.slotTaken],
    [CODES.slotNotBookable, REFUSALS.notBookable],
    [CODES.alreadyBooked, REFUSALS.alreadyBooked],
    [CODES.sameTimeBooked, REFUSALS.sameTime],
    [CODES.appointmentNotFound, REFUSALS.notFound],
    [CODES.appointmentLocked, REFUSALS.locked],
  ])('code %s: 400 business with its pt-BR text', (code, message) => {
    expect(bookingRefusal(code, 'texto da seguradora')).toEqual({ status: 400, body: { error: 'business', code, message } });
  });

  it('keeps the insurer’s code and message for a code it does not name (or the generic text when there is none)', () => {
    expect(bookingRefusal('999', 'Outro motivo')).toEqual({ status: 400, body: { error: 'business', code: '999', message: 'Outro motivo' } });
    expect(bookingRefusal('999', '')).toEqual({ status: 400, body: { error: 'business', code: '999', message: MESSAGES.Validation.invalidRequest } });
  });

  it('bookingFailure: a refusal through the table, a timeout as an upstream failure', () => {
    expect(bookingFailure({ kind: 'business', code: CODES.slotTaken, message: 'x' }).body).toMatchObject({ code: CODES.slotTaken, message: REFUSALS.slotTaken });
    expect(bookingFailure({ kind: 'timeout' }).status).toBe(504);
  });

  it('appointmentNotFound: 404 with the not-found text', () => {
    expect(appointmentNotFound()).toEqual({ status: 404, body: { error: 'notFound', code: CODES.appointmentNotFound, message: REFUSALS.notFound } });
  });
});
