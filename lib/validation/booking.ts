import * as z from 'zod/mini';
import { noInputSchema } from '@/lib/validation/no-input';
import { BOOKING_RULES, isBookable } from '@/lib/booking/rules';
import { BOOKING_SERVICE_IDS } from '@/lib/booking/services';

/**
 * Video appointments: the booking and reschedule forms (react-hook-form + zodResolver) and the
 * handlers of API.appointments / API.availability / API.slots. Messages are keys of messages/pt-BR.json.
 */

export const NOTE_MAX = BOOKING_RULES.noteMax;

export const bookingServiceSchema = z.enum(BOOKING_SERVICE_IDS, { error: 'Booking.validation.service' });

/** A slot's start (ISO instant) that can still be booked now: on the grid, at least 2 hours ahead, inside the window. */
export const slotSchema = z
  .pipe(
    z.string({ error: 'Booking.validation.slotRequired' }).check(z.minLength(1, 'Booking.validation.slotRequired')),
    z.iso.datetime({ error: 'Booking.validation.slotRequired' }),
  )
  .check(z.refine((start: string) => isBookable(Date.parse(start), Date.now()), 'Booking.validation.slotUnavailable'));

export const noteSchema = z
  .string({ error: 'Booking.validation.noteTooLong' })
  .check(z.trim(), z.maxLength(NOTE_MAX, 'Booking.validation.noteTooLong'));

export const bookingSchema = z.object({ service: bookingServiceSchema, start: slotSchema, note: z._default(noteSchema, '') });
export type BookingInput = z.input<typeof bookingSchema>;
export type BookingBody = z.output<typeof bookingSchema>;

export const rescheduleSchema = z.object({ start: slotSchema });
export type RescheduleBody = z.output<typeof rescheduleSchema>;

/** DELETE `${API.appointments}/{id}`: nothing to send. */
export const cancelSchema = noInputSchema;

export const availabilityQuerySchema = z.object({ service: bookingServiceSchema });

/** A Brazil calendar day, yyyy-MM-dd (a real date). */
export const bookingDaySchema = z.iso.date({ error: 'Booking.validation.day' });

export const daySlotsQuerySchema = z.object({ service: bookingServiceSchema, day: bookingDaySchema });

/** The `{id}` of `${API.appointments}/{id}`: the insurer's positive integer id. */
export const appointmentIdSchema = z.pipe(z.string().check(z.regex(/^[1-9]\d{0,11}$/)), z.transform(Number));
