/** @jest-environment node */
import { POST as chooseEcosystem } from '@/app/api/auth/ecosystem/route';
import { POST as login } from '@/app/api/auth/login/route';
import { CODES } from '@/lib/bff/codes';
import type { AppointmentView, AppointmentsView, AvailabilityView, DaySlotsView } from '@/lib/booking/contract';
import { dayKey } from '@/lib/time/brazil';
import { MESSAGES } from '@/lib/bff/messages';
import { DEMO_PASSWORD, TIMEOUT_MS, WIRE_PATHS, browser, withSandbox, type Answer } from '@/testing/bff-harness';
import { DELETE as cancelRoute, PATCH as rescheduleRoute } from './[id]/route';
import { GET as availabilityRoute } from './availability/route';
import { GET as slotsRoute } from './slots/route';
import { GET as listRoute, POST as bookRoute } from './route';

const sandbox = withSandbox();
const REFUSALS = MESSAGES.Booking.refusals;
const HOUR = 3_600_000;

type Browser = ReturnType<typeof browser>;
type RouteHandler = (request: Request, context?: { params: Promise<Record<string, string>> }) => Promise<Response>;

/** A request of any method from `who` (same origin, its cookies), keeping what Set-Cookie gives, like the harness's post. */
/** Any method, through the harness's browser (its cookies, same origin). */
const send = (who: Browser, handler: RouteHandler, method: string, path: string, body?: unknown, params: Record<string, string> = {}): Promise<Answer> =>
  who.send(handler, method, path, body, { params });

async function loggedIn(document: string, product?: '3' | '5'): Promise<Browser> {
  const customer = browser();
  expect((await customer.post(login, '/api/auth/login', { document, password: DEMO_PASSWORD })).status).toBe(200);
  if (product) expect((await customer.post(chooseEcosystem, '/api/auth/ecosystem', { product })).status).toBe(200);
  return customer;
}
const mariana = () => loggedIn('529.982.247-25');
const joao = () => loggedIn('111.444.777-35');
/** Fernanda chooses Empregabilidade: a second customer of the specialist. */
const fernanda = () => loggedIn('390.533.447-05', '3');

const availability = (who: Browser, service: string) => send(who, availabilityRoute, 'GET', `/api/appointments/availability?service=${service}`);
const daySlots = (who: Browser, service: string, day: string) =>
  send(who, slotsRoute, 'GET', `/api/appointments/slots?${new URLSearchParams({ service, day })}`);
const slotsOf = async (who: Browser, service: string, day: string) => ((await daySlots(who, service, day)).json as DaySlotsView).slots;
const book = (who: Browser, body: Record<string, unknown>) => send(who, bookRoute, 'POST', '/api/appointments', { service: 'specialist', note: '', ...body });
const list = (who: Browser) => send(who, listRoute, 'GET', '/api/appointments');
const reschedule = (who: Browser, id: number | string, body: unknown) => send(who, rescheduleRoute, 'PATCH', `/api/appointments/${id}`, body, { id: String(id) });
const cancel = (who: Browser, id: number | string) => send(who, cancelRoute, 'DELETE', `/api/appointments/${id}`, {}, { id: String(id) });

/** A slot at least two days ahead with exactly `free` places: the customer's days, then each day's slots. */
async function slotWith(who: Browser, free: number, service = 'specialist'): Promise<string> {
  const view = (await availability(who, service)).json as AvailabilityView;
  for (const day of Object.keys(view.days).slice(2)) {
    const slot = (await slotsOf(who, service, day)).find((candidate) => candidate.free === free);
    if (slot) return slot.start;
  }
  throw new Error(`no slot with ${free} free places`);
}
const freeAt = async (who: Browser, start: string) => (await slotsOf(who, 'specialist', dayKey(Date.parse(start)))).find((slot) => slot.start === start)?.free;

describe('GET availability', () => {
  it('answers the days with bookable slots and their count of free ones, and no booking yet', async () => {
    const customer = await mariana();
    const answer = await availability(customer, 'specialist');
    expect(answer.status).toBe(200);
    const view = answer.json as AvailabilityView;
    expect(view.service).toBe('specialist');
    expect(view.booked).toBeNull();
    const days = Object.keys(view.days);
    expect(days.length).toBeGreaterThanOrEqual(30);
    for (const day of days) expect(day).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(days).toEqual([...days].sort());
    // The days only, never the slots themselves (a day's are read when it is picked).
    expect(answer.text).not.toContain('"slots"');
    expect(answer.text).not.toMatch(/eyJ[\w-]+\./);
    // The seeded calendar: tomorrow is fully booked; a later day counts its free slots.
    const third = days[2]!;
    const slots = await slotsOf(customer, 'specialist', third);
    expect(view.days[third]).toBe(slots.filter((slot) => slot.free > 0).length);
    expect(Object.values(view.days)).toContain(0);
  });

  it('refuses a service outside the customer’s ecosystems (403), an unknown one (422) and no session (401)', async () => {
    const customer = await mariana();
    expect((await availability(customer, 'marketing')).json).toEqual({ error: 'forbidden', code: CODES.serviceNotIncluded, message: MESSAGES.NotInBenefits.title });
    const unknown = await availability(customer, 'logo');
    expect(unknown.status).toBe(422);
    expect(unknown.json.fields).toEqual({ service: MESSAGES.Booking.validation.service });
    expect((await availability(browser(), 'specialist')).status).toBe(401);
    expect((await availability(await joao(), 'finance')).status).toBe(200);
  });

  it.each([
    ['times out', 504, { latencyMs: TIMEOUT_MS + 500 }],
    ['answers garbage', 502, { body: 'garbage' }],
    ['fails', 502, { status: 503 }],
  ])('the insurer %s → %i with the connection message; the session stays', async (_, status, fault) => {
    const customer = await mariana();
    await sandbox.fault({ path: WIRE_PATHS.availability, times: 1, ...fault });
    const answer = await availability(customer, 'specialist');
    expect(answer.status).toBe(status);
    expect(answer.json.message).toBe(MESSAGES.Api.connectionError);
    expect((await customer.session())?.names).toBe('Mariana Souza Oliveira');
  });
});

describe('GET a day\'s slots', () => {
  it('answers the bookable slots of one Brazil day, full ones with 0 free places, from the insurer\'s availability call', async () => {
    const customer = await mariana();
    const { days } = (await availability(customer, 'specialist')).json as AvailabilityView;
    // The seeded calendar: tomorrow is fully booked.
    const tomorrow = dayKey(Date.now() + 24 * HOUR);
    expect(days[tomorrow]).toBe(0);
    const full = await daySlots(customer, 'specialist', tomorrow);
    expect(full.status).toBe(200);
    expect(full.json).toEqual({ day: tomorrow, slots: expect.any(Array) });
    expect((full.json as DaySlotsView).slots).toHaveLength(25);
    expect((full.json as DaySlotsView).slots.every((slot) => slot.free === 0)).toBe(true);

    const day = Object.keys(days)[2]!;
    sandbox.logLines.length = 0;
    const slots = await slotsOf(customer, 'specialist', day);
    expect(sandbox.logLines.filter((line) => line.includes(WIRE_PATHS.availability))).toHaveLength(1);
    // Brazil days: the first slot of a full day starts at 07:00 in São Paulo (10:00 UTC), then every half hour, in order.
    expect(slots[0]!.start).toBe(`${day}T10:00:00.000Z`);
    for (const slot of slots) {
      expect(dayKey(Date.parse(slot.start))).toBe(day);
      expect(Date.parse(slot.start)).toBeGreaterThanOrEqual(Date.now() + 2 * HOUR - 60_000);
    }
    expect(slots.map((slot) => slot.start)).toEqual([...slots.map((slot) => slot.start)].sort());
    for (const slot of slots) expect([0, 1, 2]).toContain(slot.free);
    // A day outside the booking window has none.
    expect((await daySlots(customer, 'specialist', '2020-01-01')).json).toEqual({ day: '2020-01-01', slots: [] });
  });

  it.each([
    ['no day', { service: 'specialist' }],
    ['a day that is not a date', { service: 'specialist', day: '27/11/2026' }],
    ['a day that does not exist', { service: 'specialist', day: '2026-02-30' }],
    ['a day with a time', { service: 'specialist', day: '2026-11-27T10:00:00Z' }],
  ])('refuses %s with 422 and the pt-BR message, before calling the insurer', async (_, query) => {
    const customer = await mariana();
    sandbox.logLines.length = 0;
    const answer = await send(customer, slotsRoute, 'GET', `/api/appointments/slots?${new URLSearchParams(query)}`);
    expect(answer.status).toBe(422);
    expect(answer.json).toEqual({ error: 'validation', message: MESSAGES.Validation.invalidRequest, fields: { day: 'Escolha um dia válido do calendário.' } });
    expect(sandbox.logLines).toEqual([]);
  });

  it('refuses a service outside the customer’s ecosystems (403) and no session (401); the insurer failing → 502', async () => {
    const customer = await mariana();
    const day = dayKey(Date.now() + 3 * 24 * HOUR);
    expect((await daySlots(customer, 'marketing', day)).json).toEqual({ error: 'forbidden', code: CODES.serviceNotIncluded, message: MESSAGES.NotInBenefits.title });
    expect((await daySlots(browser(), 'specialist', day)).status).toBe(401);
    await sandbox.fault({ path: WIRE_PATHS.availability, times: 1, status: 503 });
    const failed = await daySlots(customer, 'specialist', day);
    expect(failed.status).toBe(502);
    expect(failed.json.message).toBe(MESSAGES.Api.connectionError);
  });
});

describe('POST book', () => {
  it('books a free slot with the note, and the availability then shows it and one place less', async () => {
    const customer = await mariana();
    const start = await slotWith(customer, 2);
    const answer = await book(customer, { start, note: '  Revisar meu currículo.  ' });
    expect(answer.status).toBe(200);
    const appointment = answer.json as AppointmentView;
    expect(appointment).toEqual({ id: expect.any(Number), service: 'specialist', start, state: 'created', note: 'Revisar meu currículo.', joinUrl: expect.stringMatching(/^https:\/\//) });
    const view = (await availability(customer, 'specialist')).json as AvailabilityView;
    expect(view.booked).toEqual(appointment);
    expect(await freeAt(customer, start)).toBe(1);
    expect(JSON.parse(sandbox.logLines.find((line) => line.includes(WIRE_PATHS.createAppointment)) ?? '{}')).toMatchObject({ outcome: 'ok' });
  });

  it('answers the insurer’s refusals with their code and a pt-BR message', async () => {
    const customer = await mariana();
    const { days } = (await availability(customer, 'specialist')).json as AvailabilityView;
    const tomorrow = dayKey(Date.now() + 24 * HOUR);
    expect(days[tomorrow]).toBe(0);
    const fullSlot = (await slotsOf(customer, 'specialist', tomorrow))[0]!.start;
    expect((await book(customer, { start: fullSlot })).json).toEqual({ error: 'business', code: CODES.slotTaken, message: REFUSALS.slotTaken });
    expect((await book(customer, { start: await slotWith(customer, 2) })).status).toBe(200);
    const second = await book(customer, { start: await slotWith(customer, 1) });
    expect(second.status).toBe(400);
    expect(second.json).toEqual({ error: 'business', code: CODES.alreadyBooked, message: REFUSALS.alreadyBooked });
  });

  /** The next half hour at least an hour from now: on the grid, but less than 2 hours ahead. */
  const soon = () => new Date(Math.ceil((Date.now() + HOUR) / 1_800_000) * 1_800_000).toISOString();
  const quarterPast = (start: string) => new Date(Date.parse(start) + 15 * 60_000).toISOString();

  it.each([
    ['no slot', () => ({ start: undefined }), { start: MESSAGES.Booking.validation.slotRequired }],
    ['a slot less than 2 hours ahead', () => ({ start: soon() }), { start: MESSAGES.Booking.validation.slotUnavailable }],
    ['a time off the grid', (start: string) => ({ start: quarterPast(start) }), { start: MESSAGES.Booking.validation.slotUnavailable }],
    ['a date that is not an instant', () => ({ start: '24/11/2026 10:00' }), { start: MESSAGES.Booking.validation.slotRequired }],
    ['a note over 500 characters', () => ({ note: 'x'.repeat(501) }), { note: MESSAGES.Booking.validation.noteTooLong }],
    ['an unknown service', () => ({ service: 'logo' }), { service: MESSAGES.Booking.validation.service }],
  ])('refuses %s with 422 and pt-BR field messages, before calling the insurer', async (_, change, fields) => {
    const customer = await mariana();
    const start = await slotWith(customer, 2);
    sandbox.logLines.length = 0;
    const answer = await book(customer, { start, ...change(start) });
    expect(answer.status).toBe(422);
    expect(answer.json.fields).toEqual(fields);
    expect(sandbox.logLines).toEqual([]);
  });

  it('keeps 500 characters of note', async () => {
    const customer = await mariana();
    expect((await book(customer, { start: await slotWith(customer, 2), note: 'x'.repeat(500) })).status).toBe(200);
  });

  it('refuses a service outside the customer’s ecosystems with 403, before calling the insurer', async () => {
    const customer = await joao();
    const start = await slotWith(customer, 2, 'marketing');
    sandbox.logLines.length = 0;
    const answer = await book(customer, { service: 'specialist', start });
    expect(answer.status).toBe(403);
    expect(answer.json.code).toBe(CODES.serviceNotIncluded);
    expect(sandbox.logLines).toEqual([]);
  });

  it('of two customers taking the last place of a slot in parallel, exactly one books it; the other is told it was just taken', async () => {
    const [first, second] = await Promise.all([mariana(), fernanda()]);
    const start = await slotWith(first, 1);
    const answers = await Promise.all([book(first, { start }), book(second, { start })]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 400]);
    const loser = answers.find((answer) => answer.status === 400)!;
    expect(loser.json).toEqual({ error: 'business', code: CODES.slotTaken, message: REFUSALS.slotTaken });
    expect(await freeAt(first, start)).toBe(0);
  });

  it('an upstream timeout → 504 and nothing booked; the session stays', async () => {
    const customer = await mariana();
    const start = await slotWith(customer, 2);
    await sandbox.fault({ path: WIRE_PATHS.createAppointment, latencyMs: TIMEOUT_MS + 500, status: 503, times: 1 });
    const answer = await book(customer, { start });
    expect(answer.status).toBe(504);
    expect(answer.json).toEqual({ error: 'timeout', message: MESSAGES.Api.connectionError });
    expect(await customer.session()).not.toBeNull();
    expect(await freeAt(customer, start)).toBe(2);
  });

  it('an insurer 401 ends the session', async () => {
    const customer = await mariana();
    const start = await slotWith(customer, 2);
    await sandbox.fault({ path: WIRE_PATHS.createAppointment, status: 401, times: 1 });
    expect((await book(customer, { start })).status).toBe(401);
    expect(await customer.session()).toBeNull();
  });
});

describe('GET appointments, PATCH reschedule, DELETE cancel', () => {
  it('lists the customer’s appointments, the seeded past session included', async () => {
    const customer = await mariana();
    const booked = (await book(customer, { start: await slotWith(customer, 2) })).json as AppointmentView;
    const answer = await list(customer);
    expect(answer.status).toBe(200);
    const { appointments } = answer.json as AppointmentsView;
    expect(appointments.map((a) => a.state)).toEqual(['active', 'created']);
    expect(appointments[1]).toEqual(booked);
    expect(Date.parse(appointments[0]!.start)).toBeLessThan(Date.now());
    expect((await list(await joao())).json).toEqual({ appointments: [] });
  });

  it('reschedules to another free slot (state updated): the old place is free again', async () => {
    const customer = await mariana();
    const from = await slotWith(customer, 2);
    // Chosen before booking: once booked, `from` itself has 1 free place.
    const to = await slotWith(customer, 1);
    const booked = (await book(customer, { start: from })).json as AppointmentView;
    const answer = await reschedule(customer, booked.id, { start: to });
    expect(answer.status).toBe(200);
    expect(answer.json).toMatchObject({ id: booked.id, start: to, state: 'updated' });
    expect(await freeAt(customer, from)).toBe(2);
    expect(await freeAt(customer, to)).toBe(0);
  });

  it('reschedule refusals: a full slot (101), someone else’s appointment (105), a bad id (404), a slot too soon (422)', async () => {
    const customer = await mariana();
    const booked = (await book(customer, { start: await slotWith(customer, 2) })).json as AppointmentView;
    const full = await slotWith(customer, 0);
    expect((await reschedule(customer, booked.id, { start: full })).json).toMatchObject({ code: CODES.slotTaken, message: REFUSALS.slotTaken });
    const other = await fernanda();
    expect((await reschedule(other, booked.id, { start: await slotWith(other, 2) })).json).toEqual({
      error: 'business',
      code: CODES.appointmentNotFound,
      message: REFUSALS.notFound,
    });
    expect((await reschedule(customer, 'abc', { start: await slotWith(customer, 2) })).status).toBe(404);
    const tooSoon = await reschedule(customer, booked.id, { start: new Date(Math.ceil((Date.now() + HOUR) / 1_800_000) * 1_800_000).toISOString() });
    expect(tooSoon.status).toBe(422);
  });

  it('cancels (state deleted) and frees the place for another customer; a second cancel is refused (106)', async () => {
    const customer = await mariana();
    const start = await slotWith(customer, 1);
    const booked = (await book(customer, { start })).json as AppointmentView;
    const other = await fernanda();
    expect((await book(other, { start })).json.code).toBe(CODES.slotTaken);
    const answer = await cancel(customer, booked.id);
    expect(answer.status).toBe(200);
    expect(answer.json).toMatchObject({ id: booked.id, state: 'deleted' });
    expect((await book(other, { start })).status).toBe(200);
    expect((await cancel(customer, booked.id)).json).toEqual({ error: 'business', code: CODES.appointmentLocked, message: REFUSALS.locked });
  });

  it('cancel needs a session and JSON; an upstream failure keeps the appointment', async () => {
    const customer = await mariana();
    const booked = (await book(customer, { start: await slotWith(customer, 2) })).json as AppointmentView;
    expect((await cancel(browser(), booked.id)).status).toBe(401);
    expect((await send(customer, cancelRoute, 'DELETE', `/api/appointments/${booked.id}`, undefined, { id: String(booked.id) })).status).toBe(415);
    await sandbox.fault({ path: WIRE_PATHS.deleteAppointment, status: 500, times: 1 });
    expect((await cancel(customer, booked.id)).status).toBe(502);
    const { appointments } = (await list(customer)).json as AppointmentsView;
    expect(appointments.find((a) => a.id === booked.id)?.state).toBe('created');
  });
});
