import 'server-only';
import { CONTACT_FORM_TYPE } from '@/lib/booking/services';
import { callInsurer, type InsurerResult } from './request';
import { appointmentsDataSchema, availabilityDataSchema, wireAppointmentSchema, type WireAppointment } from './scheduling-schemas';
import type { Appointment, Slot } from './types';
import { WIRE_PATHS } from './wire-paths';

/**
 * The video-appointment calls (our design in the style of SPEC §7: bearer JWT, plain JSON,
 * sandbox/README.md 'Video appointments'), each mapping the wire types to the app's.
 */

const toAppointment = (wire: WireAppointment): Appointment => ({
  id: wire.idAppointment,
  schedulingType: wire.idSchedulingType,
  start: wire.startDate,
  state: wire.state,
  note: wire.observation,
  videoUrl: wire.videoUrl,
});

const mapOk = <A, B>(result: InsurerResult<A>, map: (data: A) => B): InsurerResult<B> =>
  result.kind === 'ok' ? { kind: 'ok', data: map(result.data) } : result;

/** GET /scheduling/getAvailability/{idSchedulingType}: the bookable slots of a service and their free places. */
export async function getAvailability(input: { jwt: string; schedulingType: number }): Promise<InsurerResult<Slot[]>> {
  const result = await callInsurer({
    method: 'GET',
    path: WIRE_PATHS.availability,
    params: { schedulingType: String(input.schedulingType) },
    jwt: input.jwt,
    data: availabilityDataSchema,
  });
  return mapOk(result, (data) => data.days.flatMap((day) => day.slots.map((slot) => ({ start: slot.startDate, free: slot.freePlaces }))));
}

/** GET /scheduling/getAppointments: every appointment of the customer (the JWT's), in every state. */
export async function getAppointments(input: { jwt: string }): Promise<InsurerResult<Appointment[]>> {
  const result = await callInsurer({ method: 'GET', path: WIRE_PATHS.appointments, jwt: input.jwt, data: appointmentsDataSchema });
  return mapOk(result, (data) => data.appointments.map(toAppointment));
}

/** POST /scheduling/createAppointment: books a place in a slot (state created). */
export async function createAppointment(input: { jwt: string; schedulingType: number; start: number; note: string }): Promise<InsurerResult<Appointment>> {
  const result = await callInsurer({
    method: 'POST',
    path: WIRE_PATHS.createAppointment,
    jwt: input.jwt,
    body: { idSchedulingType: input.schedulingType, startDate: new Date(input.start).toISOString(), contactFormType: CONTACT_FORM_TYPE, observation: input.note },
    data: wireAppointmentSchema,
  });
  return mapOk(result, toAppointment);
}

/** POST /scheduling/updateAppointment: moves an appointment to another slot (state updated). */
export async function updateAppointment(input: { jwt: string; id: number; start: number }): Promise<InsurerResult<Appointment>> {
  const result = await callInsurer({
    method: 'POST',
    path: WIRE_PATHS.updateAppointment,
    jwt: input.jwt,
    body: { idAppointment: input.id, startDate: new Date(input.start).toISOString() },
    data: wireAppointmentSchema,
  });
  return mapOk(result, toAppointment);
}

/** POST /scheduling/deleteAppointment: cancels an appointment (state deleted); its place is free again. */
export async function deleteAppointment(input: { jwt: string; id: number }): Promise<InsurerResult<Appointment>> {
  const result = await callInsurer({ method: 'POST', path: WIRE_PATHS.deleteAppointment, jwt: input.jwt, body: { idAppointment: input.id }, data: wireAppointmentSchema });
  return mapOk(result, toAppointment);
}
