import { Hono } from 'hono';
import { z } from 'zod';
import { BOOKING_RULES } from '../rules/booking.ts';
import { BOOKING_SERVICES, BOOKING_SERVICE_IDS, CONTACT_FORM_TYPE } from '../contract/booking.ts';
import { WIRE_PATHS } from '../contract/paths.ts';
import { accountEcosystems, findAccount, findPolicy } from '../accounts.ts';
import {
  APPOINTMENT_CODES,
  APPOINTMENT_MESSAGES,
  SCHEDULING_TYPES,
  appointmentsOf,
  availability,
  createAppointment,
  deleteAppointment,
  schedulingTypeOf,
  updateAppointment,
  type Outcome,
} from '../appointments.ts';
import { requireBearer } from '../auth.ts';
import type { SandboxContext, SandboxEnv } from '../context.ts';
import { fail, ok, parseWith, readJson } from '../envelope.ts';

export const schedulingTypeSchema = z.coerce
  .number()
  .int()
  .refine((type) => SCHEDULING_TYPES.includes(type), 'idSchedulingType desconhecido');
export const startDateSchema = z.iso.datetime().transform((value) => Date.parse(value));
const idSchema = z.number().int().positive();

const createSchema = z.object({
  idSchedulingType: schedulingTypeSchema,
  startDate: startDateSchema,
  contactFormType: z.literal(CONTACT_FORM_TYPE),
  observation: z.string().max(BOOKING_RULES.noteMax).default(''),
});
const updateSchema = z.object({ idAppointment: idSchema, startDate: startDateSchema });
const deleteSchema = z.object({ idAppointment: idSchema });

/** The insurer's service key of each idSchedulingType (SPEC §3). */
const SERVICE_NAME = new Map(BOOKING_SERVICE_IDS.map((id) => [BOOKING_SERVICES[id].schedulingType, BOOKING_SERVICES[id].serviceName]));

/**
 * Video appointments (bearer): availability of a service, the customer's appointments, create,
 * reschedule (update) and cancel (delete). The customer's policy must include the service.
 */
export function appointmentRoutes(ctx: SandboxContext) {
  const { db } = ctx;

  /** True when the customer's ecosystems (after any contingency choice) list the service of the type. */
  const holds = (cpf: string, schedulingType: number) => {
    const ecosystems = accountEcosystems(findPolicy(db, cpf)!, findAccount(db, cpf)!);
    const name = SERVICE_NAME.get(schedulingType);
    return ecosystems.some((ecosystem) => ecosystem.servicesList.some((service) => service.serviceName === name));
  };
  const notIncluded = () => fail(APPOINTMENT_CODES.notIncluded, APPOINTMENT_MESSAGES.notIncluded);
  const answer = (outcome: Outcome, message: string) =>
    outcome.ok ? ok(message, outcome.appointment) : fail(APPOINTMENT_CODES[outcome.refusal], APPOINTMENT_MESSAGES[outcome.refusal]);

  return new Hono<SandboxEnv>()
    .get(`${WIRE_PATHS.availability}/:type`, requireBearer(ctx), (c) => {
      const schedulingType = parseWith(schedulingTypeSchema, c.req.param('type'));
      if (!holds(c.get('cpf'), schedulingType)) return c.json(notIncluded());
      return c.json(
        ok(APPOINTMENT_MESSAGES.availability, {
          idSchedulingType: schedulingType,
          contactFormType: CONTACT_FORM_TYPE,
          capacity: BOOKING_RULES.capacity,
          days: availability(db, schedulingType, ctx.now()),
        }),
      );
    })
    .get(WIRE_PATHS.appointments, requireBearer(ctx), (c) =>
      c.json(ok(APPOINTMENT_MESSAGES.list, { appointments: appointmentsOf(db, c.get('cpf'), ctx.now()) })),
    )
    .post(WIRE_PATHS.createAppointment, requireBearer(ctx), async (c) => {
      const body = await readJson(c, createSchema);
      const cpf = c.get('cpf');
      if (!holds(cpf, body.idSchedulingType)) return c.json(notIncluded());
      const outcome = createAppointment(db, { cpf, schedulingType: body.idSchedulingType, start: body.startDate, observation: body.observation.trim() }, ctx.now());
      return c.json(answer(outcome, APPOINTMENT_MESSAGES.created));
    })
    .post(WIRE_PATHS.updateAppointment, requireBearer(ctx), async (c) => {
      const body = await readJson(c, updateSchema);
      const cpf = c.get('cpf');
      const schedulingType = schedulingTypeOf(db, cpf, body.idAppointment);
      if (schedulingType !== undefined && !holds(cpf, schedulingType)) return c.json(notIncluded());
      const outcome = updateAppointment(db, { cpf, id: body.idAppointment, start: body.startDate }, ctx.now());
      return c.json(answer(outcome, APPOINTMENT_MESSAGES.updated));
    })
    .post(WIRE_PATHS.deleteAppointment, requireBearer(ctx), async (c) => {
      const body = await readJson(c, deleteSchema);
      return c.json(answer(deleteAppointment(db, { cpf: c.get('cpf'), id: body.idAppointment }, ctx.now()), APPOINTMENT_MESSAGES.deleted));
    });
}
