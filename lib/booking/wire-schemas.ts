import { z } from '@/lib/validation/z';
import { APPOINTMENT_STATES } from './services';

/**
 * zod schemas of the insurer's video-appointment answers (our design of the calls SPEC §7 does not
 * show; docs/sandbox.md, 'Video appointments'). Anything else is a malformed answer.
 * lib/booking/insurer.ts maps them to the portal's types.
 */

/** An appointment's start as the page shows it: one ISO form (UTC, milliseconds). */
const isoInstant = z.iso.datetime().transform((value) => new Date(value).toISOString());

export const wireAppointmentSchema = z.object({
  idAppointment: z.number().int().positive(),
  idSchedulingType: z.number().int(),
  startDate: isoInstant,
  observation: z.string().nullish().transform((value) => value ?? ''),
  state: z.enum(APPOINTMENT_STATES),
  // Rendered as a link: only an https address is trusted.
  videoUrl: z.url({ protocol: /^https$/ }),
  /** How many times it was changed (each reschedule and the cancellation add one): the .ics file's SEQUENCE. */
  revision: z.number().int().min(0),
});
export type WireAppointment = z.infer<typeof wireAppointmentSchema>;

export const appointmentsDataSchema = z.object({ appointments: z.array(wireAppointmentSchema) });

/**
 * The ~800 slots of a service's month. startDate stays the checked ISO string (lib/booking/insurer.ts
 * reads its instant while flattening the days): a transform is a pipe zod runs for every slot, a
 * quarter of this schema's parse.
 */
export const availabilityDataSchema = z.object({
  days: z.array(
    z.object({
      slots: z.array(z.object({ startDate: z.iso.datetime(), freePlaces: z.number().int().min(0) })),
    }),
  ),
});
