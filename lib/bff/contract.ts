/**
 * What is left of the BFF's one contract file: the video appointments' paths and DTOs, being
 * reshaped by the booking rewrite (issue 20); they move to lib/booking/contract.ts after it. Every
 * other feature's paths and DTOs are in lib/<feature>/contract.ts, what every route shares
 * (ApiError, the captcha header, the session-ended cookie) in lib/bff/protocol.ts.
 */
export const API = {
  /** Video appointments: GET list, POST book; `${API.appointments}/{id}` PATCH reschedule, DELETE cancel. */
  appointments: '/api/appointments',
  /** GET ?service=specialist|marketing|finance → AvailabilityView. */
  availability: '/api/appointments/availability',
} as const;

/**
 * Video appointments (issue 9 §3, §4): API.appointments (GET → AppointmentsView, POST BookingBody →
 * AppointmentView), `${API.appointments}/{id}` (PATCH RescheduleBody → AppointmentView, DELETE {} →
 * AppointmentView) and API.availability (GET ?service= → AvailabilityView). Bodies: lib/validation/booking.ts.
 * Refusals: 400 business with the insurer's code (CODES.slotTaken … CODES.appointmentLocked), 403
 * SERVICE_NOT_INCLUDED, 404 notFound (an id that is not a number).
 */
type BookingServiceIdRef = import('@/lib/booking/services').BookingServiceId;
type AppointmentStateRef = import('@/lib/booking/services').AppointmentState;

/** One of the customer's appointments; `start` is an ISO instant (shown in Brazil time). */
export type AppointmentView = { id: number; service: BookingServiceIdRef; start: string; state: AppointmentStateRef; note: string; joinUrl: string };

export type AppointmentsView = { appointments: AppointmentView[] };

/** A bookable slot (ISO start) and its free places (0: full). */
export type SlotView = { start: string; free: number };

/**
 * The bookable slots of a service, grouped by Brazil day (yyyy-MM-dd, in order), and the
 * customer's upcoming appointment of that service (one at a time), if any.
 */
export type AvailabilityView = { service: BookingServiceIdRef; days: { day: string; slots: SlotView[] }[]; booked: AppointmentView | null };
