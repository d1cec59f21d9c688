import type { AppointmentState, BookingServiceId } from './services';

/**
 * Video appointments: the BFF paths and what they answer (errors: ApiError,
 * lib/bff/protocol.ts). API.appointments (GET → AppointmentsView, POST BookingBody →
 * AppointmentView), `${API.appointments}/{id}` (PATCH RescheduleBody → AppointmentView, DELETE {} →
 * AppointmentView), API.availability (GET ?service= → AvailabilityView) and API.slots (GET
 * ?service=&day= → DaySlotsView). Bodies and queries:
 * lib/validation/booking.ts. Refusals (lib/booking/refusals.ts): 400 business with the insurer's
 * code (CODES.slotTaken … CODES.appointmentLocked), 403 SERVICE_NOT_INCLUDED, 404 notFound (an id
 * that is not a number).
 */
export const API = {
  /** Video appointments: GET list, POST book; `${API.appointments}/{id}` PATCH reschedule, DELETE cancel. */
  appointments: '/api/appointments',
  /** GET ?service=specialist|marketing|finance → AvailabilityView. */
  availability: '/api/appointments/availability',
  /** GET ?service=…&day=yyyy-MM-dd → DaySlotsView: the slots of one day, read when the customer picks it. */
  slots: '/api/appointments/slots',
} as const;

/** One of the customer's appointments; `start` is an ISO instant (shown in Brazil time). */
export type AppointmentView = { id: number; service: BookingServiceId; start: string; state: AppointmentState; note: string; joinUrl: string };

export type AppointmentsView = { appointments: AppointmentView[] };

/** A bookable slot (ISO start) and its free places (0: full). */
export type SlotView = { start: string; free: number };

/**
 * The Brazil days (yyyy-MM-dd, in order) that have bookable slots, each with how many of them have a
 * free place: `{ '2026-03-04': 2 }`, an object rather than a list of { day, free } pairs, since the
 * booking page's flight data carries it (about 30 days, half the bytes).
 */
export type BookingDaysView = Record<string, number>;

/**
 * The days of a service that have bookable slots, without the slots themselves (a day's are read
 * when the customer picks it: API.slots), and the customer's upcoming appointment of that service
 * (one at a time), if any.
 */
export type AvailabilityView = { service: BookingServiceId; days: BookingDaysView; booked: AppointmentView | null };

/** The bookable slots of one Brazil day of a service, in order (none when the day has none). */
export type DaySlotsView = { day: string; slots: SlotView[] };

/** The GET path of a day's slots. */
export const daySlotsPath = (service: BookingServiceId, day: string) => `${API.slots}?${new URLSearchParams({ service, day })}`;
