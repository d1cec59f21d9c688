import 'server-only';
import { callInsurer, mapOk, type InsurerResult } from '@/lib/insurer/request';
import { WIRE_PATHS } from '@/lib/insurer/wire-paths';
import type { AppointmentView } from './contract';
import { CONTACT_FORM_TYPE, serviceOfSchedulingType } from './services';
import { appointmentsDataSchema, availabilityDataSchema, wireAppointmentSchema, type WireAppointment } from './wire-schemas';

/**
 * The video-appointment calls (our design in the style of SPEC §7: bearer JWT, plain JSON,
 * docs/sandbox.md 'Video appointments'). An appointment is reshaped once, here, into what the
 * pages show (AppointmentView); one of a scheduling type the portal does not know is dropped from a
 * list, and is a malformed answer when it is the one just booked, moved or cancelled.
 */

/** A bookable slot of a service as the insurer gives it; `start` in epoch ms, `free` places left (0: full). */
export type Slot = { start: number; free: number };

function toView(wire: WireAppointment): AppointmentView | null {
  const service = serviceOfSchedulingType(wire.idSchedulingType);
  if (!service) return null;
  return { id: wire.idAppointment, service, start: wire.startDate, state: wire.state, note: wire.observation, joinUrl: wire.videoUrl };
}

/** The one appointment of a create/update/delete answer, or malformed when the portal does not know its service. */
function oneView(result: InsurerResult<WireAppointment>): InsurerResult<AppointmentView> {
  if (result.kind !== 'ok') return result;
  const view = toView(result.data);
  return view ? { kind: 'ok', data: view } : { kind: 'malformed' };
}

/** GET /scheduling/getAvailability/{idSchedulingType}: the bookable slots of a service and their free places. */
export async function getAvailability(input: { jwt: string; schedulingType: number }): Promise<InsurerResult<Slot[]>> {
  const result = await callInsurer({
    method: 'GET',
    path: WIRE_PATHS.availability,
    params: { schedulingType: String(input.schedulingType) },
    jwt: input.jwt,
    data: availabilityDataSchema,
  });
  return mapOk(result, (data) => data.days.flatMap((day) => day.slots.map((slot) => ({ start: Date.parse(slot.startDate), free: slot.freePlaces }))));
}

const listAppointments = (jwt: string) => callInsurer({ method: 'GET', path: WIRE_PATHS.appointments, jwt, data: appointmentsDataSchema });

/** GET /scheduling/getAppointments: every appointment of the customer (the JWT's), in every state. */
export async function getAppointments(input: { jwt: string }): Promise<InsurerResult<AppointmentView[]>> {
  const result = await listAppointments(input.jwt);
  return mapOk(result, (data) => data.appointments.flatMap((wire) => toView(wire) ?? []));
}

/** One of the customer's appointments as its calendar file needs it: the view and the insurer's revision (the SEQUENCE). */
export type AppointmentRecord = { appointment: AppointmentView; revision: number };

/**
 * One of the customer's appointments (GET /scheduling/getAppointments, the JWT's: the insurer has
 * no call for one), or null when none of theirs has that id.
 */
export async function getAppointment(input: { jwt: string; id: number }): Promise<InsurerResult<AppointmentRecord | null>> {
  const result = await listAppointments(input.jwt);
  return mapOk(result, (data) => {
    const wire = data.appointments.find((candidate) => candidate.idAppointment === input.id);
    const appointment = wire && toView(wire);
    return wire && appointment ? { appointment, revision: wire.revision } : null;
  });
}

/** POST /scheduling/createAppointment: books a place in a slot (state created). */
export async function createAppointment(input: { jwt: string; schedulingType: number; start: number; note: string }): Promise<InsurerResult<AppointmentView>> {
  const result = await callInsurer({
    method: 'POST',
    path: WIRE_PATHS.createAppointment,
    jwt: input.jwt,
    body: { idSchedulingType: input.schedulingType, startDate: new Date(input.start).toISOString(), contactFormType: CONTACT_FORM_TYPE, observation: input.note },
    data: wireAppointmentSchema,
  });
  return oneView(result);
}

/** POST /scheduling/updateAppointment: moves an appointment to another slot (state updated). */
export async function updateAppointment(input: { jwt: string; id: number; start: number }): Promise<InsurerResult<AppointmentView>> {
  const result = await callInsurer({
    method: 'POST',
    path: WIRE_PATHS.updateAppointment,
    jwt: input.jwt,
    body: { idAppointment: input.id, startDate: new Date(input.start).toISOString() },
    data: wireAppointmentSchema,
  });
  return oneView(result);
}

/** POST /scheduling/deleteAppointment: cancels an appointment (state deleted); its place is free again. */
export async function deleteAppointment(input: { jwt: string; id: number }): Promise<InsurerResult<AppointmentView>> {
  const result = await callInsurer({ method: 'POST', path: WIRE_PATHS.deleteAppointment, jwt: input.jwt, body: { idAppointment: input.id }, data: wireAppointmentSchema });
  return oneView(result);
}
