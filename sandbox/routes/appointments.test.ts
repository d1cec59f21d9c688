/** @jest-environment node */
import { BOOKING_RULES, SLOT_TIMES } from '../rules/booking.ts';
import { WIRE_PATHS } from '../contract/paths.ts';
import { APPOINTMENT_MESSAGES, CONFIRM_AFTER_MS, VIDEO_ROOM_BASE, seededHolds, type AvailabilityDay, type WireAppointment } from '../appointments.ts';
import type { Envelope } from '../envelope.ts';
import { CPF, HOUR, MINUTE, useSandbox } from '../test-harness.ts';

const sandbox = useSandbox();
const SPECIALIST = 2023;
const MARKETING = 2043;
const FINANCE = 2037;
/** T0 is 2026-03-02T12:00Z: 09:00 in Brazil. */
const brazil = (day: string, time: string) => new Date(`${day}T${time}:00.000-03:00`).toISOString();
const TODAY = '2026-03-02';
const TOMORROW = '2026-03-03';

type Availability = { idSchedulingType: number; contactFormType: string; capacity: number; days: AvailabilityDay[] };

const tokens = new Map<string, string>();
async function tokenOf(cpf: string) {
  if (!tokens.has(cpf)) tokens.set(cpf, await sandbox.token(cpf));
  return tokens.get(cpf)!;
}
beforeEach(() => tokens.clear());

async function getAvailability(cpf: string, type: number): Promise<Envelope & { data: Availability }> {
  const response = await sandbox.get(`${WIRE_PATHS.availability}/${type}`, { token: await tokenOf(cpf) });
  expect(response.status).toBe(200);
  return response.json();
}
const slotsOf = async (cpf: string, type: number) => (await getAvailability(cpf, type)).data.days.flatMap((day) => day.slots);
const freePlacesAt = async (cpf: string, type: number, startDate: string) =>
  (await slotsOf(cpf, type)).find((slot) => slot.startDate === startDate)?.freePlaces;

/** The first bookable slot from the day after tomorrow with exactly `free` places left. */
async function slotWith(free: number, cpf: string = CPF.employability, type = SPECIALIST) {
  const slot = (await slotsOf(cpf, type)).find((candidate) => candidate.freePlaces === free && candidate.startDate > brazil(TOMORROW, '19:30'));
  if (!slot) throw new Error(`no slot with ${free} free places`);
  return slot.startDate;
}

const create = async (cpf: string, body: Record<string, unknown>) =>
  sandbox.postOk(WIRE_PATHS.createAppointment, { token: await tokenOf(cpf), body: { contactFormType: 'video', observation: '', ...body } });
const book = (cpf: string, type: number, startDate: string, observation = '') => create(cpf, { idSchedulingType: type, startDate, observation });
const update = async (cpf: string, idAppointment: number, startDate: string) =>
  sandbox.postOk(WIRE_PATHS.updateAppointment, { token: await tokenOf(cpf), body: { idAppointment, startDate } });
const cancel = async (cpf: string, idAppointment: number) => sandbox.postOk(WIRE_PATHS.deleteAppointment, { token: await tokenOf(cpf), body: { idAppointment } });
async function listOf(cpf: string): Promise<WireAppointment[]> {
  const envelope = await (await sandbox.get(WIRE_PATHS.appointments, { token: await tokenOf(cpf) })).json();
  expect(envelope.code).toBe('00');
  return envelope.data.appointments;
}
const idOf = (envelope: Envelope) => (envelope.data as WireAppointment).idAppointment;

describe('getAvailability', () => {
  it('lists the bookable slots of the booking window, from 2 hours ahead, with their free places', async () => {
    const envelope = await getAvailability(CPF.employability, SPECIALIST);
    expect(envelope).toMatchObject({ code: '00', error: false, message: APPOINTMENT_MESSAGES.availability });
    const { days, capacity, contactFormType } = envelope.data;
    expect({ capacity, contactFormType }).toEqual({ capacity: BOOKING_RULES.capacity, contactFormType: 'video' });
    expect(days).toHaveLength(BOOKING_RULES.daysAhead + 1);
    expect(days[0]!.date).toBe(TODAY);
    expect(days[0]!.slots[0]).toMatchObject({ hour: '11:00', startDate: brazil(TODAY, '11:00') });
    expect(days.at(-1)!.date).toBe('2026-04-01');
    expect(days[1]!.slots.map((slot) => slot.hour)).toEqual(SLOT_TIMES);
  });

  it('shows the seeded calendar: tomorrow fully booked, other days with free, last-place and full slots', async () => {
    const { days } = (await getAvailability(CPF.employability, SPECIALIST)).data;
    expect(days[1]!.slots.every((slot) => slot.freePlaces === 0)).toBe(true);
    days[2]!.slots.forEach((slot, index) => expect(slot.freePlaces).toBe(BOOKING_RULES.capacity - seededHolds(2, index, 0)));
    const counts = new Set(days.slice(2).flatMap((day) => day.slots.map((slot) => slot.freePlaces)));
    expect([...counts].sort()).toEqual([0, 1, 2]);
  });

  it('needs the bearer JWT, a known type and a service of the customer’s policy', async () => {
    expect((await sandbox.get(`${WIRE_PATHS.availability}/${SPECIALIST}`)).status).toBe(401);
    expect((await sandbox.get(`${WIRE_PATHS.availability}/9999`, { token: await tokenOf(CPF.employability) })).status).toBe(400);
    const refused = await (await sandbox.get(`${WIRE_PATHS.availability}/${MARKETING}`, { token: await tokenOf(CPF.employability) })).json();
    expect(refused).toEqual({ code: '107', error: true, message: APPOINTMENT_MESSAGES.notIncluded });
    expect((await getAvailability(CPF.selfEmployed, FINANCE)).code).toBe('00');
  });
});

describe('createAppointment', () => {
  it("books a place: state 'created', a video room, listed for the customer; the slot has one place less", async () => {
    const start = await slotWith(2);
    const envelope = await book(CPF.employability, SPECIALIST, start, '  Quero revisar meu currículo.  ');
    expect(envelope).toMatchObject({ code: '00', error: false, message: APPOINTMENT_MESSAGES.created });
    const appointment = envelope.data as WireAppointment;
    expect(appointment).toEqual({
      idAppointment: expect.any(Number),
      idSchedulingType: SPECIALIST,
      startDate: start,
      endDate: new Date(Date.parse(start) + 30 * MINUTE).toISOString(),
      contactFormType: 'video',
      observation: 'Quero revisar meu currículo.',
      state: 'created',
      videoUrl: expect.stringMatching(new RegExp(`^${VIDEO_ROOM_BASE}[\\w-]{12}$`)),
      createdAt: '2026-03-02T12:00:00.000Z',
      updatedAt: '2026-03-02T12:00:00.000Z',
      revision: 0,
    });
    expect(await freePlacesAt(CPF.employability, SPECIALIST, start)).toBe(1);
    expect((await listOf(CPF.employability)).map((a) => a.idAppointment)).toContain(appointment.idAppointment);
  });

  it("reads as 'active' once the advisers have had 5 minutes to confirm it", async () => {
    const id = idOf(await book(CPF.employability, SPECIALIST, await slotWith(2)));
    sandbox.advance(CONFIRM_AFTER_MS - 1);
    expect((await listOf(CPF.employability)).find((a) => a.idAppointment === id)!.state).toBe('created');
    sandbox.advance(1);
    expect((await listOf(CPF.employability)).find((a) => a.idAppointment === id)!.state).toBe('active');
  });

  it("is 'active' at once after POST /__sandbox/appointments/{id}/confirm; a cancelled or unknown one is 404", async () => {
    const id = idOf(await book(CPF.employability, SPECIALIST, await slotWith(2)));
    expect(await sandbox.dev('POST', `/appointments/${id}/confirm`)).toMatchObject({ appointment: { idAppointment: id, state: 'active', revision: 0 } });
    expect((await listOf(CPF.employability)).find((a) => a.idAppointment === id)!.state).toBe('active');

    await cancel(CPF.employability, id);
    expect((await sandbox.post(`/__sandbox/appointments/${id}/confirm`, {})).status).toBe(404);
    expect((await listOf(CPF.employability)).find((a) => a.idAppointment === id)!.state).toBe('deleted');
    expect((await sandbox.post('/__sandbox/appointments/999999/confirm', {})).status).toBe(404);
    expect((await sandbox.post('/__sandbox/appointments/abc/confirm', {})).status).toBe(400);
  });

  it.each([
    ['less than 2 hours ahead', brazil(TODAY, '10:30')],
    ['off the 30-minute grid', brazil('2026-03-05', '10:15')],
    ['before 07:00', brazil('2026-03-05', '06:30')],
    ['at 19:30', brazil('2026-03-05', '19:30')],
    ['more than 30 days ahead', brazil('2026-04-02', '10:00')],
  ])("refuses a slot %s with '102'", async (_, startDate) => {
    expect(await book(CPF.employability, SPECIALIST, startDate)).toEqual({ code: '102', error: true, message: APPOINTMENT_MESSAGES.notBookable });
  });

  // At 09:30 in Brazil the 11:30 slot (free in the seeded calendar) is exactly 2 hours ahead.
  it('books exactly 2 hours ahead', async () => {
    sandbox.advance(30 * MINUTE);
    expect((await book(CPF.employability, SPECIALIST, brazil(TODAY, '11:30'))).code).toBe('00');
  });

  it('the 2-hour edge: a millisecond later the same slot is refused', async () => {
    sandbox.advance(30 * MINUTE + 1);
    expect((await book(CPF.employability, SPECIALIST, brazil(TODAY, '11:30'))).code).toBe('102');
  });

  it('books the last slot of the last day of the window', async () => {
    expect((await book(CPF.selfEmployed, MARKETING, brazil('2026-04-01', '19:00'))).code).toBe('00');
  });

  it("refuses a full slot with '101'", async () => {
    expect(await book(CPF.employability, SPECIALIST, brazil(TOMORROW, '10:00'))).toEqual({ code: '101', error: true, message: APPOINTMENT_MESSAGES.full });
  });

  it("one upcoming appointment per service ('103'); another service at the same time is '104'", async () => {
    const financeFree = new Set((await slotsOf(CPF.selfEmployed, FINANCE)).filter((slot) => slot.freePlaces > 0).map((slot) => slot.startDate));
    const start = (await slotsOf(CPF.selfEmployed, MARKETING)).find((slot) => slot.freePlaces > 0 && financeFree.has(slot.startDate))!.startDate;
    expect((await book(CPF.selfEmployed, MARKETING, start)).code).toBe('00');
    expect((await book(CPF.selfEmployed, MARKETING, await slotWith(2, CPF.selfEmployed, MARKETING))).code).toBe('103');
    expect(await book(CPF.selfEmployed, FINANCE, start)).toEqual({ code: '104', error: true, message: APPOINTMENT_MESSAGES.sameTime });
  });

  it("a past session does not count as upcoming: the customer may book again once its link has closed", async () => {
    // Mariana's seeded history: a session 7 days ago.
    expect((await listOf(CPF.employability)).map((a) => [a.state, a.startDate])).toEqual([['active', brazil('2026-02-23', '10:00')]]);
    expect((await book(CPF.employability, SPECIALIST, await slotWith(2))).code).toBe('00');
  });

  it("refuses a service outside the customer's policy with '107'", async () => {
    expect((await book(CPF.employability, FINANCE, await slotWith(2, CPF.selfEmployed, FINANCE))).code).toBe('107');
  });

  it.each([
    ['another contact form', { contactFormType: 'telefone' }],
    ['a note over 500 characters', { observation: 'x'.repeat(501) }],
    ['an unknown type', { idSchedulingType: 1 }],
    ['a date that is not ISO', { startDate: '05/03/2026 10:00' }],
  ])('answers 400 to %s', async (_, change) => {
    const body = { idSchedulingType: SPECIALIST, startDate: await slotWith(2), contactFormType: 'video', observation: '', ...change };
    const response = await sandbox.post(WIRE_PATHS.createAppointment, { token: await tokenOf(CPF.employability), body });
    expect(response.status).toBe(400);
  });

  it('of two customers taking the last place of a slot at the same moment, exactly one gets it', async () => {
    const start = await slotWith(1);
    await Promise.all([tokenOf(CPF.employability), tokenOf(CPF.mustChoose)]);
    const results = await Promise.all([book(CPF.employability, SPECIALIST, start), book(CPF.mustChoose, SPECIALIST, start)]);
    expect(results.map((result) => result.code).sort()).toEqual(['00', '101']);
    expect(await freePlacesAt(CPF.employability, SPECIALIST, start)).toBe(0);
  });
});

describe('updateAppointment (reschedule)', () => {
  it("moves the appointment: state 'updated', the old place free again, the new one taken", async () => {
    const [from, to] = [await slotWith(2), await slotWith(1)];
    const id = idOf(await book(CPF.employability, SPECIALIST, from));
    sandbox.advance(CONFIRM_AFTER_MS);
    const envelope = await update(CPF.employability, id, to);
    expect(envelope).toMatchObject({ code: '00', message: APPOINTMENT_MESSAGES.updated, data: { idAppointment: id, startDate: to, state: 'updated', revision: 1 } });
    expect(await freePlacesAt(CPF.employability, SPECIALIST, from)).toBe(2);
    expect(await freePlacesAt(CPF.employability, SPECIALIST, to)).toBe(0);
  });

  it('counts the changes in revision: one more with each reschedule and with the cancellation, none for a refused one', async () => {
    const id = idOf(await book(CPF.employability, SPECIALIST, await slotWith(2)));
    const revision = async () => (await listOf(CPF.employability)).find((a) => a.idAppointment === id)!.revision;
    expect(await revision()).toBe(0);
    expect((await update(CPF.employability, id, await slotWith(1))).code).toBe('00');
    expect((await update(CPF.employability, id, brazil(TODAY, '10:00'))).code).toBe('102');
    // Confirmed by the advisers (read as active): not a change of the appointment.
    sandbox.advance(CONFIRM_AFTER_MS);
    expect(await revision()).toBe(1);
    expect((await update(CPF.employability, id, await slotWith(2))).code).toBe('00');
    expect(await revision()).toBe(2);
    expect((await cancel(CPF.employability, id)).code).toBe('00');
    expect(await revision()).toBe(3);
  });

  it('refuses the same rules as booking, and appointments that are not the customer’s', async () => {
    const start = await slotWith(2);
    const id = idOf(await book(CPF.employability, SPECIALIST, start));
    expect((await update(CPF.employability, id, brazil(TOMORROW, '10:00'))).code).toBe('101');
    expect((await update(CPF.employability, id, brazil(TODAY, '10:00'))).code).toBe('102');
    expect((await update(CPF.employability, id, start)).code).toBe('104');
    expect((await update(CPF.mustChoose, id, await slotWith(2))).code).toBe('105');
    expect((await update(CPF.employability, 999_999, await slotWith(2))).code).toBe('105');
  });
});

describe('deleteAppointment (cancel)', () => {
  it("cancels: state 'deleted', and the place is free for someone else", async () => {
    const start = await slotWith(1);
    const id = idOf(await book(CPF.employability, SPECIALIST, start));
    expect(await freePlacesAt(CPF.employability, SPECIALIST, start)).toBe(0);
    expect((await book(CPF.mustChoose, SPECIALIST, start)).code).toBe('101');
    const envelope = await cancel(CPF.employability, id);
    expect(envelope).toMatchObject({ code: '00', message: APPOINTMENT_MESSAGES.deleted, data: { idAppointment: id, state: 'deleted', revision: 1 } });
    expect(await freePlacesAt(CPF.employability, SPECIALIST, start)).toBe(1);
    expect((await book(CPF.mustChoose, SPECIALIST, start)).code).toBe('00');
    expect((await listOf(CPF.employability)).find((a) => a.idAppointment === id)!.state).toBe('deleted');
  });

  it("a cancelled appointment cannot change ('106'); another customer's is not found ('105')", async () => {
    const id = idOf(await book(CPF.employability, SPECIALIST, await slotWith(2)));
    expect((await cancel(CPF.mustChoose, id)).code).toBe('105');
    expect((await cancel(CPF.employability, id)).code).toBe('00');
    expect((await cancel(CPF.employability, id)).code).toBe('106');
    expect((await update(CPF.employability, id, await slotWith(2))).code).toBe('106');
  });

  it("an appointment that has started cannot change ('106')", async () => {
    sandbox.advance(30 * MINUTE);
    const id = idOf(await book(CPF.employability, SPECIALIST, brazil(TODAY, '11:30')));
    sandbox.advance(2 * HOUR);
    expect((await cancel(CPF.employability, id)).code).toBe('106');
    expect((await update(CPF.employability, id, await slotWith(2))).code).toBe('106');
  });

  it('cancels a millisecond before the start', async () => {
    sandbox.advance(30 * MINUTE);
    const id = idOf(await book(CPF.employability, SPECIALIST, brazil(TODAY, '11:30')));
    sandbox.advance(2 * HOUR - 1);
    expect((await cancel(CPF.employability, id)).code).toBe('00');
  });
});

describe('developer endpoints', () => {
  it('POST /__sandbox/appointments places an appointment at any instant, without the rules; GET lists the customers’', async () => {
    const startDate = '2026-03-02T12:05:00.000Z';
    const { appointment } = await sandbox.dev<{ appointment: WireAppointment }>('POST', '/appointments', {
      identification: CPF.employability,
      idSchedulingType: SPECIALIST,
      startDate,
    });
    expect(appointment).toMatchObject({ startDate, state: 'active' });
    await sandbox.dev('POST', '/appointments', { identification: null, idSchedulingType: SPECIALIST, startDate });
    const full = await sandbox.post('/__sandbox/appointments', { tenant: null, body: { identification: null, idSchedulingType: SPECIALIST, startDate } });
    expect(full.status).toBe(409);
    const { appointments } = await sandbox.dev<{ appointments: (WireAppointment & { identification: string })[] }>('GET', '/appointments');
    expect(appointments.map((a) => [a.identification, a.startDate])).toEqual([
      [CPF.employability, startDate],
      [CPF.employability, brazil('2026-02-23', '10:00')],
    ]);
  });

  it('reset restores the calendar and the history, and forgets the bookings', async () => {
    const start = await slotWith(1);
    await book(CPF.employability, SPECIALIST, start);
    await sandbox.dev('POST', '/reset');
    expect(await freePlacesAt(CPF.employability, SPECIALIST, start)).toBe(1);
    expect(await listOf(CPF.employability)).toHaveLength(1);
  });
});
