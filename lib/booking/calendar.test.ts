import { appointmentEvent, calendarLinks, icsPath } from './calendar';

const event = appointmentEvent('2026-03-05T13:00:00.000Z', 'Orientação financeira', 'Acesse Meus Agendamentos & entre: https://portal.example/auth/perfil/agendamientos?x=1');

describe('appointmentEvent', () => {
  it('lasts one 30-minute slot', () => {
    expect(event).toMatchObject({ start: Date.parse('2026-03-05T13:00:00.000Z'), end: Date.parse('2026-03-05T13:30:00.000Z') });
  });
});

describe('calendarLinks', () => {
  const { google, outlook } = calendarLinks(event);

  it('opens Google Agenda’s template with the title, the UTC dates and the details', () => {
    const url = new URL(google);
    expect(`${url.origin}${url.pathname}`).toBe('https://calendar.google.com/calendar/render');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      action: 'TEMPLATE',
      text: 'Orientação financeira',
      dates: '20260305T130000Z/20260305T133000Z',
      details: event.details,
    });
  });

  it('opens Outlook’s compose deep link with startdt/enddt in UTC', () => {
    const url = new URL(outlook);
    expect(`${url.origin}${url.pathname}`).toBe('https://outlook.live.com/calendar/0/deeplink/compose');
    expect(Object.fromEntries(url.searchParams)).toMatchObject({
      subject: 'Orientação financeira',
      startdt: '2026-03-05T13:00:00Z',
      enddt: '2026-03-05T13:30:00Z',
      body: event.details,
    });
  });
});

it('serves the file under the appointment', () => {
  expect(icsPath(12)).toBe('/api/appointments/12/ics');
});
