import 'server-only';
import { bookableSlotDays, isUpcoming } from '@/lib/booking/rules';
import { serviceOfSchedulingType, type BookingServiceId } from '@/lib/booking/services';
import type { Appointment, Slot } from '@/lib/insurer/types';
import { CODES } from './codes';
import type { AppointmentView, AvailabilityView } from './contract';
import { MESSAGES } from './messages';
import { businessFailure, failure, serviceNotIncluded, type Reply } from './replies';

/** Video appointments: the insurer's answers as the browser's DTOs, and its refusals as pt-BR replies. */

const iso = (ms: number) => new Date(ms).toISOString();

/** An appointment as the browser gets it, or null for a service the portal does not know. */
export function appointmentView(appointment: Appointment): AppointmentView | null {
  const service = serviceOfSchedulingType(appointment.schedulingType);
  if (!service) return null;
  const { id, start, state, note, videoUrl } = appointment;
  return { id, service, start: iso(start), state, note, joinUrl: videoUrl };
}

export const appointmentViews = (appointments: Appointment[]): AppointmentView[] =>
  appointments.flatMap((appointment) => appointmentView(appointment) ?? []);

/**
 * The slots the portal's rules still allow (lib/booking/rules: on the grid, 2 hours ahead, inside
 * the window), grouped by Brazil day, and the customer's upcoming appointment of the service.
 */
export function availabilityView(service: BookingServiceId, slots: Slot[], appointments: Appointment[], now: number): AvailabilityView {
  const bookable = bookableSlotDays(now);
  const days = new Map<string, AvailabilityView['days'][number]>();
  for (const slot of [...slots].sort((a, b) => a.start - b.start)) {
    const day = bookable.get(slot.start);
    if (!day) continue;
    if (!days.has(day)) days.set(day, { day, slots: [] });
    days.get(day)!.slots.push({ start: iso(slot.start), free: slot.free });
  }
  const booked = appointmentViews(appointments).find(
    (appointment) => appointment.service === service && appointment.state !== 'deleted' && isUpcoming(Date.parse(appointment.start), now),
  );
  return { service, days: [...days.values()], booked: booked ?? null };
}

const REFUSALS: Record<string, keyof typeof MESSAGES.Booking.refusals> = {
  [CODES.slotTaken]: 'slotTaken',
  [CODES.slotNotBookable]: 'notBookable',
  [CODES.alreadyBooked]: 'alreadyBooked',
  [CODES.sameTimeBooked]: 'sameTime',
  [CODES.appointmentNotFound]: 'notFound',
  [CODES.appointmentLocked]: 'locked',
};

/** The insurer refused an appointment call: its code with our pt-BR text (the service check is a 403). */
export function bookingRefusal(code: string, message: string): Reply {
  if (code === CODES.bookingNotIncluded) return serviceNotIncluded();
  const key = REFUSALS[code];
  return businessFailure(code, key ? MESSAGES.Booking.refusals[key] : message);
}

/** `${API.appointments}/{id}` with an id that cannot be one. */
export const appointmentNotFound = (): Reply => failure(404, { error: 'notFound', code: CODES.appointmentNotFound, message: MESSAGES.Booking.refusals.notFound });
