import type { AppointmentState, BookingServiceId } from './services';

/**
 * Video appointments (issue 9 §3, §4): the BFF paths and what they answer (errors: ApiError,
 * lib/bff/protocol.ts). API.appointments (GET → AppointmentsView, POST BookingBody →
 * AppointmentView), `${API.appointments}/{id}` (PATCH RescheduleBody → AppointmentView, DELETE {} →
 * AppointmentView) and API.availability (GET ?service= → AvailabilityView). Bodies:
 * lib/validation/booking.ts. Refusals (lib/booking/refusals.ts): 400 business with the insurer's
 * code (CODES.slotTaken … CODES.appointmentLocked), 403 SERVICE_NOT_INCLUDED, 404 notFound (an id
 * that is not a number).
 */
export const API = {
  /** Video appointments: GET list, POST book; `${API.appointments}/{id}` PATCH reschedule, DELETE cancel. */
  appointments: '/api/appointments',
  /** GET ?service=specialist|marketing|finance → AvailabilityView. */
  availability: '/api/appointments/availability',
} as const;

/** One of the customer's appointments; `start` is an ISO instant (shown in Brazil time). */
export type AppointmentView = { id: number; service: BookingServiceId; start: string; state: AppointmentState; note: string; joinUrl: string };

export type AppointmentsView = { appointments: AppointmentView[] };

/** A bookable slot (ISO start) and its free places (0: full). */
export type SlotView = { start: string; free: number };

/**
 * The bookable slots of a service, grouped by Brazil day (yyyy-MM-dd, in order), and the
 * customer's upcoming appointment of that service (one at a time), if any.
 */
export type AvailabilityView = { service: BookingServiceId; days: { day: string; slots: SlotView[] }[]; booked: AppointmentView | null };
