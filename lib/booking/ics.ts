import ical, { ICalAlarmType, ICalCalendarMethod, ICalEventStatus } from 'ical-generator';
import type { CalendarEvent } from './calendar.ts';

/**
 * An appointment's .ics file (RFC 5545, written by ical-generator). Pure: the route
 * (app/api/appointments/[id]/ics) gives it what the insurer returned and the clock.
 *
 * - UID: the appointment's id at the portal's own domain (the host of SITE_URL, or without it of the
 *   address the customer used), the same for the booking, every reschedule and the cancellation, so
 *   a calendar updates its one entry (set SITE_URL in production: a UID must not change with the host);
 * - SEQUENCE: the insurer's `revision` (0 when booked, one more per reschedule and for the cancellation);
 * - METHOD:REQUEST (STATUS:CONFIRMED) while the appointment stands, METHOD:CANCEL with
 *   STATUS:CANCELLED once cancelled;
 * - DTSTART/DTEND in UTC (…Z), never floating or in the process's zone;
 * - VALARM 24 h and 1 h before, each only when the session is further away than that when the file is made.
 */

const HOUR_MS = 3_600_000;

/** The reminders, before the start; one is set only when the session is further away than it. */
export const ALARMS_BEFORE_MS = [24 * HOUR_MS, HOUR_MS] as const;

/** The portal's domain in UIDs: the host name of its origin (no port, which RFC 5545 UIDs do not carry). */
export const uidDomainOf = (origin: string) => new URL(origin).hostname;

export const appointmentUid = (id: number, uidDomain: string) => `agendamento-${id}@${uidDomain}`;

export type AppointmentIcsInput = {
  id: number;
  /** The portal's domain (uidDomainOf): the UID's right-hand side. */
  uidDomain: string;
  event: CalendarEvent;
  /** The insurer's revision of the appointment: the SEQUENCE. */
  revision: number;
  cancelled: boolean;
  /** Meus Agendamentos, at the portal's origin: the event's URL. */
  url: string;
  /** When the file is made (DTSTAMP; which alarms still make sense). */
  now: number;
};

export type AppointmentIcs = { method: 'REQUEST' | 'CANCEL'; text: string };

export function appointmentIcs({ id, uidDomain, event, revision, cancelled, url, now }: AppointmentIcsInput): AppointmentIcs {
  const method = cancelled ? ICalCalendarMethod.CANCEL : ICalCalendarMethod.REQUEST;
  const calendar = ical({ prodId: { company: 'Portal de Beneficios', product: 'Agendamentos', language: 'PT-BR' }, method });
  calendar.createEvent({
    id: appointmentUid(id, uidDomain),
    sequence: revision,
    stamp: new Date(now),
    start: new Date(event.start),
    end: new Date(event.end),
    summary: event.title,
    description: event.details,
    url,
    status: cancelled ? ICalEventStatus.CANCELLED : ICalEventStatus.CONFIRMED,
    alarms: cancelled
      ? []
      : ALARMS_BEFORE_MS.filter((before) => event.start - now > before).map((before) => ({
          type: ICalAlarmType.display,
          trigger: before / 1000,
          description: event.title,
        })),
  });
  return { method: cancelled ? 'CANCEL' : 'REQUEST', text: calendar.toString() };
}
