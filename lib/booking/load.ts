import 'server-only';
import { loadOf, type Load } from '@/lib/bff/client';
import type { ApiError } from '@/lib/bff/protocol';
import { ok, type Reply } from '@/lib/bff/replies';
import { pageSupportCode } from '@/lib/ops/page-request';
import { withInsurerSession } from '@/lib/session/dal';
import type { AppointmentView, AppointmentsView, AvailabilityView, BookingDaysView, DaySlotsView } from './contract';
import { getAppointments, getAvailability, type Slot } from './insurer';
import { bookingFailure } from './refusals';
import { bookableSlotDays, isUpcoming } from './rules';
import { BOOKING_SERVICES, type BookingServiceId } from './services';

/**
 * Video appointments: the reads of the booking pages and Meus Agendamentos (the pages seed
 * themselves with them on the server; their GET routes answer the same for a reload).
 */

const iso = (ms: number) => new Date(ms).toISOString();

/** The slots the portal's rules still allow (lib/booking/rules: on the grid, 2 hours ahead, inside the window), in order, with their Brazil day. */
function bookable(slots: Slot[], now: number): { day: string; slot: Slot }[] {
  const days = bookableSlotDays(now);
  return [...slots]
    .sort((a, b) => a.start - b.start)
    .flatMap((slot) => {
      const day = days.get(slot.start);
      return day ? [{ day, slot }] : [];
    });
}

/**
 * The days that have bookable slots (with their count of free ones) and the customer's upcoming
 * appointment of the service: the booking page's first paint, without the ~760 slots themselves.
 */
export function availabilityView(service: BookingServiceId, slots: Slot[], appointments: AppointmentView[], now: number): AvailabilityView {
  const days: BookingDaysView = {};
  for (const { day, slot } of bookable(slots, now)) days[day] = (days[day] ?? 0) + (slot.free > 0 ? 1 : 0);
  const booked = appointments.find(
    (appointment) => appointment.service === service && appointment.state !== 'deleted' && isUpcoming(Date.parse(appointment.start), now),
  );
  return { service, days, booked: booked ?? null };
}

/** The bookable slots of one Brazil day (ISO starts, in order). */
export function daySlotsView(day: string, slots: Slot[], now: number): DaySlotsView {
  return {
    day,
    slots: bookable(slots, now)
      .filter((entry) => entry.day === day)
      .map(({ slot }) => ({ start: iso(slot.start), free: slot.free })),
  };
}

/**
 * API.availability?service= → AvailabilityView: the service's days with bookable slots and the
 * customer's upcoming appointment of it (both insurer calls at once). The caller checks the service.
 */
export async function readAvailability(jwt: string, service: BookingServiceId): Promise<Reply> {
  const { schedulingType } = BOOKING_SERVICES[service];
  const [slots, appointments] = await Promise.all([getAvailability({ jwt, schedulingType }), getAppointments({ jwt })]);
  if (slots.kind !== 'ok') return bookingFailure(slots);
  if (appointments.kind !== 'ok') return bookingFailure(appointments);
  return ok<AvailabilityView>(availabilityView(service, slots.data, appointments.data, Date.now()));
}

/**
 * API.slots?service=&day= → DaySlotsView: the bookable slots of one day, from the insurer's
 * availability of the service (the same call; the insurer has no per-day one). The caller checks the service.
 */
export async function readDaySlots(jwt: string, service: BookingServiceId, day: string): Promise<Reply> {
  const slots = await getAvailability({ jwt, schedulingType: BOOKING_SERVICES[service].schedulingType });
  return slots.kind === 'ok' ? ok<DaySlotsView>(daySlotsView(day, slots.data, Date.now())) : bookingFailure(slots);
}

/** API.appointments → AppointmentsView: every appointment of the customer, in every state. */
export async function readAppointments(jwt: string): Promise<Reply> {
  const result = await getAppointments({ jwt });
  return result.kind === 'ok' ? ok<AppointmentsView>({ appointments: result.data }) : bookingFailure(result);
}

/**
 * A read's Reply (what its GET route answers) as what the page shows first: a page seeded on the
 * server starts from exactly what the browser would get by reading the route again; a failure with
 * the support code of the page's request.
 */
async function replyLoad<T>(reply: Reply): Promise<Exclude<Load<T>, { kind: 'loading' }>> {
  const load = loadOf<T>(reply.status < 300 ? { ok: true, data: reply.body as T } : { ok: false, status: reply.status, error: reply.body as ApiError });
  if (load.kind !== 'failed') return load;
  const supportCode = await pageSupportCode();
  return supportCode ? { ...load, supportCode } : load;
}

/** The booking page's first paint: the service's days and slots, read on the server (the page has checked the service). */
export const availabilityLoad = async (service: BookingServiceId) =>
  replyLoad<AvailabilityView>(await withInsurerSession((jwt) => readAvailability(jwt, service)));

/** Meus Agendamentos' first paint: the customer's appointments, read on the server. */
export const appointmentsLoad = async () => replyLoad<AppointmentsView>(await withInsurerSession(readAppointments));
