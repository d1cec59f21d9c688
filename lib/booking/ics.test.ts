/** @jest-environment node */
import { execFileSync } from 'node:child_process';
import { resolve } from 'node:path';
import ICAL from 'ical.js';
import { appointmentEvent } from './calendar';
import { ALARMS_BEFORE_MS, appointmentIcs, appointmentUid, uidDomainOf, type AppointmentIcsInput } from './ics';

const HOUR = 3_600_000;
const START = '2026-03-05T13:00:00.000Z'; // 10:00 in Brasília
const NOW = Date.parse('2026-03-02T12:00:00.000Z');
const event = appointmentEvent(START, 'Orientação financeira', 'Acesse Meus Agendamentos: https://portal.example/auth/perfil/agendamientos');
const booked: AppointmentIcsInput = { id: 12, uidDomain: 'portal.example', event, revision: 0, cancelled: false, url: 'https://portal.example/auth/perfil/agendamientos', now: NOW };

/** The file read back by a real iCalendar parser (ical.js): the calendar's METHOD and its one VEVENT. */
function parse(text: string) {
  const calendar = new ICAL.Component(ICAL.parse(text));
  const vevent = calendar.getFirstSubcomponent('vevent')!;
  const property = (name: string) => vevent.getFirstPropertyValue(name);
  return {
    method: calendar.getFirstPropertyValue('method'),
    uid: property('uid'),
    sequence: Number(property('sequence')),
    status: property('status'),
    summary: property('summary'),
    description: property('description'),
    start: (property('dtstart') as ICAL.Time).toJSDate().toISOString(),
    end: (property('dtend') as ICAL.Time).toJSDate().toISOString(),
    isUtc: (property('dtstart') as ICAL.Time).zone === ICAL.Timezone.utcTimezone && (property('dtend') as ICAL.Time).zone === ICAL.Timezone.utcTimezone,
    alarms: vevent.getAllSubcomponents('valarm').map((alarm) => (alarm.getFirstPropertyValue('trigger') as ICAL.Duration).toSeconds()),
  };
}

/**
 * The file made by a separate Node process whose zone is `tz` (Jest cannot change its own: the
 * test's process.env is a copy), and, for contrast, the same event written in the process's zone
 * (DTSTART;TZID=Asia/Tokyo:20260305T220000), as a generator given the server's zone would.
 */
function generateIn(tz: string): { file: string; local: string } {
  const script = `
    import ical from 'ical-generator';
    import { appointmentIcs } from ${JSON.stringify(resolve(__dirname, 'ics.ts'))};
    const input = ${JSON.stringify(booked)};
    const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
    const local = ical();
    local.createEvent({ start: new Date(input.event.start), end: new Date(input.event.end), timezone: zone, summary: 'x' });
    process.stdout.write(JSON.stringify({ file: appointmentIcs(input).text, local: local.toString(), tz: zone }));
  `;
  const out = execFileSync(process.execPath, ['--no-warnings', '--input-type=module', '-e', script], { env: { ...process.env, TZ: tz }, cwd: resolve(__dirname, '../..') });
  const answer = JSON.parse(out.toString()) as { file: string; local: string; tz: string };
  expect(answer.tz).toBe(tz);
  return answer;
}

describe('uidDomainOf', () => {
  it("is the host name of the portal's origin, without scheme or port", () => {
    expect(uidDomainOf('https://beneficios.seguradora.com.br')).toBe('beneficios.seguradora.com.br');
    expect(uidDomainOf('http://127.0.0.1:3103')).toBe('127.0.0.1');
  });
});

describe('appointmentIcs', () => {
  it.each(['UTC', 'Asia/Tokyo'])('writes DTSTART/DTEND in UTC with the process in %s', (tz) => {
    const { file, local } = generateIn(tz);
    const inUtc = { start: START, end: '2026-03-05T13:30:00.000Z', isUtc: true };
    expect(parse(file)).toMatchObject(inUtc);
    expect(file).toContain('DTSTART:20260305T130000Z');
    // The check can fail: the same event in the process's zone (22:00 in Tokyo, no VTIMEZONE) does not pass it.
    if (tz === 'Asia/Tokyo') {
      expect(local).toContain('DTSTART;TZID=Asia/Tokyo:20260305T220000');
      expect(() => expect(parse(local)).toMatchObject(inUtc)).toThrow();
    }
  });

  it('is METHOD:REQUEST for a booking, with the UID, SEQUENCE 0, the service as SUMMARY and how to join', () => {
    const { method, text } = appointmentIcs(booked);
    expect(method).toBe('REQUEST');
    expect(parse(text)).toMatchObject({
      method: 'REQUEST',
      uid: 'agendamento-12@portal.example',
      sequence: 0,
      status: 'CONFIRMED',
      summary: 'Orientação financeira',
      description: event.details,
    });
  });

  it('keeps the UID and raises SEQUENCE with a reschedule', () => {
    const moved = appointmentEvent('2026-03-06T17:30:00.000Z', event.title, event.details);
    const before = parse(appointmentIcs(booked).text);
    const after = parse(appointmentIcs({ ...booked, event: moved, revision: 1 }).text);
    expect(after.uid).toBe(before.uid);
    expect(after.sequence).toBeGreaterThan(before.sequence);
    expect(after).toMatchObject({ method: 'REQUEST', start: '2026-03-06T17:30:00.000Z' });
  });

  it('is METHOD:CANCEL with STATUS:CANCELLED and the same UID once cancelled, without alarms', () => {
    const { method, text } = appointmentIcs({ ...booked, revision: 2, cancelled: true });
    expect(method).toBe('CANCEL');
    expect(parse(text)).toMatchObject({ method: 'CANCEL', status: 'CANCELLED', uid: appointmentUid(12, 'portal.example'), sequence: 2, alarms: [] });
  });

  it.each([
    ['more than 24 hours away: both', 24 * HOUR + 1, [-86_400, -3_600]],
    ['exactly 24 hours away: the 1-hour one', 24 * HOUR, [-3_600]],
    ['2 hours away: the 1-hour one', 2 * HOUR, [-3_600]],
    ['exactly 1 hour away: none', HOUR, []],
    ['30 minutes away: none', HOUR / 2, []],
  ])('sets the alarms still ahead: %s', (_, ahead, triggers) => {
    expect(parse(appointmentIcs({ ...booked, now: event.start - ahead }).text).alarms).toEqual(triggers);
  });

  it('reminds 24 h and 1 h before', () => {
    expect(ALARMS_BEFORE_MS).toEqual([24 * HOUR, HOUR]);
  });
});
