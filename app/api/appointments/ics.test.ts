/** @jest-environment node */
import ICAL from 'ical.js';
import { POST as login } from '@/app/api/auth/login/route';
import { CODES } from '@/lib/bff/codes';
import { MESSAGES } from '@/lib/bff/messages';
import type { AppointmentView, AvailabilityView, DaySlotsView } from '@/lib/booking/contract';
import { appointmentUid } from '@/lib/booking/ics';
import { DEMO_PASSWORD, browser, withSandbox } from '@/testing/bff-harness';
import { DELETE as cancelRoute, PATCH as rescheduleRoute } from './[id]/route';
import { GET as icsRoute } from './[id]/ics/route';
import { GET as availabilityRoute } from './availability/route';
import { GET as slotsRoute } from './slots/route';
import { POST as bookRoute } from './route';

withSandbox();
type Browser = ReturnType<typeof browser>;

async function loggedIn(document: string): Promise<Browser> {
  const customer = browser();
  expect((await customer.post(login, '/api/auth/login', { document, password: DEMO_PASSWORD })).status).toBe(200);
  return customer;
}

/** Free slots of the specialist two days ahead and later, in order. */
async function freeSlots(who: Browser): Promise<string[]> {
  const { days } = (await who.send(availabilityRoute, 'GET', '/api/appointments/availability?service=specialist')).json as AvailabilityView;
  const [day] = Object.keys(days).slice(2);
  const { slots } = (await who.send(slotsRoute, 'GET', `/api/appointments/slots?${new URLSearchParams({ service: 'specialist', day: day! })}`)).json as DaySlotsView;
  return slots.filter((slot) => slot.free > 0).map((slot) => slot.start);
}

const ics = (who: Browser, id: number | string) => who.send(icsRoute, 'GET', `/api/appointments/${id}/ics`, undefined, { params: { id: String(id) } });

function vevent(text: string) {
  const calendar = new ICAL.Component(ICAL.parse(text));
  const event = calendar.getFirstSubcomponent('vevent')!;
  return {
    method: calendar.getFirstPropertyValue('method'),
    uid: event.getFirstPropertyValue('uid'),
    sequence: Number(event.getFirstPropertyValue('sequence')),
    status: event.getFirstPropertyValue('status'),
    summary: event.getFirstPropertyValue('summary'),
    description: event.getFirstPropertyValue('description'),
    start: (event.getFirstPropertyValue('dtstart') as ICAL.Time).toJSDate().toISOString(),
  };
}

describe('GET /api/appointments/{id}/ics', () => {
  it('gives the customer the file of their appointment: REQUEST, then a higher SEQUENCE after a reschedule, then CANCEL, one UID', async () => {
    const mariana = await loggedIn('529.982.247-25');
    const [first, second] = await freeSlots(mariana);
    const booked = (await mariana.send(bookRoute, 'POST', '/api/appointments', { service: 'specialist', start: first, note: '' })).json as AppointmentView;

    const answer = await ics(mariana, booked.id);
    expect(answer.status).toBe(200);
    expect(answer.headers).toMatchObject({
      'content-type': 'text/calendar; charset=utf-8; method=REQUEST',
      'cache-control': 'no-store',
      'x-content-type-options': 'nosniff',
    });
    const date = new Intl.DateTimeFormat('pt-BR', { timeZone: 'America/Sao_Paulo' }).format(Date.parse(first!)).replaceAll('/', '-');
    const name = `Agendamento - Fale com um especialista - ${date}.ics`;
    expect(answer.headers['content-disposition']).toBe(
      `attachment; filename="Agendamento - Fale com um especialista - ${date}.ics"; filename*=UTF-8''${encodeURIComponent(name)}`,
    );
    const made = vevent(answer.text);
    expect(made).toMatchObject({ method: 'REQUEST', uid: appointmentUid(booked.id, 'localhost'), sequence: 0, status: 'CONFIRMED', summary: 'Fale com um especialista', start: first });
    // How to join, on the portal's own address (SITE_URL), not the request's.
    expect(made.description).toContain('http://localhost:3000/auth/perfil/agendamientos');

    expect((await mariana.send(rescheduleRoute, 'PATCH', `/api/appointments/${booked.id}`, { start: second }, { params: { id: String(booked.id) } })).status).toBe(200);
    const moved = vevent((await ics(mariana, booked.id)).text);
    expect(moved).toMatchObject({ method: 'REQUEST', uid: made.uid, start: second });
    expect(moved.sequence).toBeGreaterThan(made.sequence);

    expect((await mariana.send(cancelRoute, 'DELETE', `/api/appointments/${booked.id}`, {}, { params: { id: String(booked.id) } })).status).toBe(200);
    const cancelled = await ics(mariana, booked.id);
    expect(cancelled.headers['content-type']).toBe('text/calendar; charset=utf-8; method=CANCEL');
    const gone = vevent(cancelled.text);
    expect(gone).toMatchObject({ method: 'CANCEL', status: 'CANCELLED', uid: made.uid });
    expect(gone.sequence).toBeGreaterThan(moved.sequence);
  });

  it('answers 404 in pt-BR for another customer’s appointment, an unknown id and an id that cannot be one; 401 without a session', async () => {
    const mariana = await loggedIn('529.982.247-25');
    const [start] = await freeSlots(mariana);
    const booked = (await mariana.send(bookRoute, 'POST', '/api/appointments', { service: 'specialist', start, note: '' })).json as AppointmentView;
    const joao = await loggedIn('111.444.777-35');
    for (const id of [booked.id, 999_999, 'abc']) {
      const answer = await ics(joao, id);
      expect(answer.status).toBe(404);
      expect(answer.headers['content-type']).toContain('application/json');
      expect(answer.json).toMatchObject({ code: CODES.appointmentNotFound, message: MESSAGES.Booking.refusals.notFound });
    }
    expect((await ics(browser(), booked.id)).status).toBe(401);
  });
});
