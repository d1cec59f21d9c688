import { API } from './contract.ts';
import { SLOT_MS } from './rules.ts';

/**
 * An appointment in the customer's own calendar, pure and shared by the server (the
 * .ics file, lib/booking/ics.ts) and the browser ('Adicionar à agenda': Google Agenda, Outlook):
 * one event, in UTC whatever the process's or the browser's time zone.
 */

/** What every calendar entry of an appointment says: its start and end (epoch ms), the service's name and how to join. */
export type CalendarEvent = { start: number; end: number; title: string; details: string };

/** The event of an appointment that starts at `start` (ISO): one 30-minute slot (lib/booking/rules.ts). */
export function appointmentEvent(start: string, title: string, details: string): CalendarEvent {
  const startMs = Date.parse(start);
  return { start: startMs, end: startMs + SLOT_MS, title, details };
}

/** 20260305T130000Z: the UTC form of Google's `dates`. */
const basicUtc = (ms: number) => new Date(ms).toISOString().replace(/\.\d{3}Z$/, 'Z').replace(/[-:]/g, '');
/** 2026-03-05T13:00:00Z: the UTC form of Outlook's `startdt`/`enddt`. */
const extendedUtc = (ms: number) => new Date(ms).toISOString().replace(/\.\d{3}Z$/, 'Z');

/** The links that open the event, filled in, in Google Agenda and in Outlook (outlook.live.com). */
export function calendarLinks(event: CalendarEvent): { google: string; outlook: string } {
  const google = new URLSearchParams({ action: 'TEMPLATE', text: event.title, dates: `${basicUtc(event.start)}/${basicUtc(event.end)}`, details: event.details });
  const outlook = new URLSearchParams({
    path: '/calendar/action/compose',
    rru: 'addevent',
    subject: event.title,
    startdt: extendedUtc(event.start),
    enddt: extendedUtc(event.end),
    body: event.details,
  });
  return {
    google: `https://calendar.google.com/calendar/render?${google}`,
    outlook: `https://outlook.live.com/calendar/0/deeplink/compose?${outlook}`,
  };
}

/** The GET path of an appointment's .ics file (app/api/appointments/[id]/ics). */
export const icsPath = (id: number) => `${API.appointments}/${id}/ics`;
