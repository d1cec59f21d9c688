import { randomBytes } from 'node:crypto';
import {
  BOOKING_RULES,
  JOIN_WINDOW_MS,
  MIN_LEAD_MS,
  SLOT_MS,
  SLOT_TIMES,
  bookingDays,
  canChange,
  daySlotStarts,
  isBookable,
} from './rules/booking.ts';
import { BOOKING_SERVICES, BOOKING_SERVICE_IDS, CONTACT_FORM_TYPE, type AppointmentState } from './contract/booking.ts';
import { type Db, sql } from './db.ts';

/**
 * Video appointments with the advisers (SPEC §3 scheduling config, §4 states, §9 rules): the
 * advisers' calendar (BOOKING_RULES.capacity places per slot), the customers' appointments and
 * their states. The slot rules are lib/booking/rules.ts, the same the portal shows.
 */

/** The advisers confirm a booking or a change this long after it is made: created/updated then read as active. */
export const CONFIRM_AFTER_MS = 5 * 60_000;

/** Where the video rooms live (a reserved example domain: the sandbox has no video service). */
export const VIDEO_ROOM_BASE = 'https://videochamada.example.com/sala/';

export const SCHEDULING_TYPES: readonly number[] = BOOKING_SERVICE_IDS.map((id) => BOOKING_SERVICES[id].schedulingType);

export const APPOINTMENT_MESSAGES = {
  availability: 'Horários disponíveis.',
  list: 'Agendamentos encontrados.',
  created: 'Agendamento realizado com sucesso.',
  updated: 'Agendamento reagendado com sucesso.',
  deleted: 'Agendamento cancelado com sucesso.',
  full: 'O horário escolhido não tem mais vagas.',
  notBookable: 'Horário indisponível: escolha um horário de 30 minutos entre 07:00 e 19:30, com pelo menos 2 horas de antecedência e até 30 dias à frente.',
  alreadyBooked: 'Você já tem um agendamento ativo para este serviço.',
  sameTime: 'Você já tem um agendamento neste horário.',
  notFound: 'Agendamento não encontrado.',
  locked: 'Este agendamento não pode mais ser alterado.',
  notIncluded: 'Este serviço não está incluído na sua apólice.',
} as const;

/** The insurer's refusal codes for appointments (docs/sandbox.md, 'Video appointments'). */
export const APPOINTMENT_CODES = {
  full: '101',
  notBookable: '102',
  alreadyBooked: '103',
  sameTime: '104',
  notFound: '105',
  locked: '106',
  notIncluded: '107',
} as const;

type Refusal = keyof typeof APPOINTMENT_CODES;

type Row = {
  id: number;
  cpf: string | null;
  scheduling_type: number;
  starts_at: number;
  place: number;
  observation: string;
  state: AppointmentState;
  room: string;
  created_at: number;
  changed_at: number;
  revision: number;
};

export type WireAppointment = {
  idAppointment: number;
  idSchedulingType: number;
  startDate: string;
  endDate: string;
  contactFormType: typeof CONTACT_FORM_TYPE;
  observation: string;
  state: AppointmentState;
  videoUrl: string;
  createdAt: string;
  updatedAt: string;
  /** How many times it was changed: 0 when booked, one more with each reschedule and with the cancellation. */
  revision: number;
};

export type Outcome = { ok: true; appointment: WireAppointment } | { ok: false; refusal: Refusal };

const iso = (ms: number) => new Date(ms).toISOString();
const LIVE = "state <> 'deleted'";

/** The state a reader sees: a booking or change the advisers have had CONFIRM_AFTER_MS to confirm is active. */
function stateAt(row: Row, now: number): AppointmentState {
  const pending = row.state === 'created' || row.state === 'updated';
  return pending && now - row.changed_at >= CONFIRM_AFTER_MS ? 'active' : row.state;
}

export function toWire(row: Row, now: number): WireAppointment {
  return {
    idAppointment: row.id,
    idSchedulingType: row.scheduling_type,
    startDate: iso(row.starts_at),
    endDate: iso(row.starts_at + SLOT_MS),
    contactFormType: CONTACT_FORM_TYPE,
    observation: row.observation,
    state: stateAt(row, now),
    videoUrl: `${VIDEO_ROOM_BASE}${row.room}`,
    createdAt: iso(row.created_at),
    updatedAt: iso(row.changed_at),
    revision: row.revision,
  };
}

const newRoom = () => randomBytes(9).toString('base64url');

/** The lowest free place (adviser) of a slot, or null when the slot is full. */
function freePlace(db: Db, schedulingType: number, start: number): number | null {
  const taken = new Set(
    sql(db, `SELECT place FROM appointments WHERE scheduling_type = ? AND starts_at = ? AND ${LIVE}`)
      .pluck()
      .all(schedulingType, start) as number[],
  );
  for (let place = 1; place <= BOOKING_RULES.capacity; place++) if (!taken.has(place)) return place;
  return null;
}

const isPlaceConflict = (error: unknown) => error instanceof Error && 'code' in error && error.code === 'SQLITE_CONSTRAINT_UNIQUE';

/** Runs `write` in one immediate transaction; the unique place index is the last word on a full slot. */
function atomically(db: Db, write: () => Outcome): Outcome {
  try {
    return db.transaction(write).immediate();
  } catch (error) {
    if (isPlaceConflict(error)) return { ok: false, refusal: 'full' };
    throw error;
  }
}

const findRow = (db: Db, id: number) => sql(db, 'SELECT * FROM appointments WHERE id = ?').get(id) as Row | undefined;

/** The idSchedulingType of one of the customer's appointments, or undefined when it is not theirs. */
export function schedulingTypeOf(db: Db, cpf: string, id: number): number | undefined {
  const row = findRow(db, id);
  return row?.cpf === cpf ? row.scheduling_type : undefined;
}

/** True when the customer already has a live appointment starting at `start` (any service). */
const hasAppointmentAt = (db: Db, cpf: string, start: number) =>
  !!sql(db, `SELECT 1 FROM appointments WHERE cpf = ? AND starts_at = ? AND ${LIVE}`).get(cpf, start);

export type AvailabilityDay = { date: string; slots: { hour: string; startDate: string; freePlaces: number }[] };

/** The bookable slots of a service from now on, day by day, with their free places (0: full). */
export function availability(db: Db, schedulingType: number, now: number): AvailabilityDay[] {
  const counts = new Map(
    (
      sql(db, `SELECT starts_at, COUNT(*) AS taken FROM appointments WHERE scheduling_type = ? AND starts_at >= ? AND ${LIVE} GROUP BY starts_at`).all(
        schedulingType,
        now,
      ) as { starts_at: number; taken: number }[]
    ).map((row) => [row.starts_at, row.taken]),
  );
  return bookingDays(now)
    .map((date) => ({
      date,
      slots: daySlotStarts(date)
        .map((start, index) => ({ start, hour: SLOT_TIMES[index]! }))
        .filter(({ start }) => start - now >= MIN_LEAD_MS)
        .map(({ start, hour }) => ({ hour, startDate: iso(start), freePlaces: Math.max(0, BOOKING_RULES.capacity - (counts.get(start) ?? 0)) })),
    }))
    .filter((day) => day.slots.length > 0);
}

/** The customer's appointments, every state, by start. */
export function appointmentsOf(db: Db, cpf: string, now: number): WireAppointment[] {
  return (sql(db, 'SELECT * FROM appointments WHERE cpf = ? ORDER BY starts_at, id').all(cpf) as Row[]).map((row) => toWire(row, now));
}

type Booking = { cpf: string; schedulingType: number; start: number; observation: string };

/** Books a place: the slot must be bookable, the customer free at that time and without another upcoming session of the service. */
export function createAppointment(db: Db, { cpf, schedulingType, start, observation }: Booking, now: number): Outcome {
  return atomically(db, () => {
    if (!isBookable(start, now)) return { ok: false, refusal: 'notBookable' };
    const upcoming = sql(db, `SELECT 1 FROM appointments WHERE cpf = ? AND scheduling_type = ? AND starts_at > ? AND ${LIVE}`).get(
      cpf,
      schedulingType,
      now - JOIN_WINDOW_MS,
    );
    if (upcoming) return { ok: false, refusal: 'alreadyBooked' };
    if (hasAppointmentAt(db, cpf, start)) return { ok: false, refusal: 'sameTime' };
    const place = freePlace(db, schedulingType, start);
    if (place === null) return { ok: false, refusal: 'full' };
    const id = insertAppointment(db, { cpf, schedulingType, start, place, observation, state: 'created', room: newRoom(), at: now });
    return { ok: true, appointment: toWire(findRow(db, id)!, now) };
  });
}

/** The customer's appointment that may still change (not cancelled, not started), or the refusal. */
function changeable(db: Db, cpf: string, id: number, now: number): { row: Row } | { refusal: Refusal } {
  const row = findRow(db, id);
  if (!row || row.cpf !== cpf) return { refusal: 'notFound' };
  if (row.state === 'deleted' || !canChange(row.starts_at, now)) return { refusal: 'locked' };
  return { row };
}

/** Moves an appointment to another bookable slot of the same service: state updated. */
export function updateAppointment(db: Db, { cpf, id, start }: { cpf: string; id: number; start: number }, now: number): Outcome {
  return atomically(db, () => {
    const found = changeable(db, cpf, id, now);
    if ('refusal' in found) return { ok: false, refusal: found.refusal };
    if (!isBookable(start, now)) return { ok: false, refusal: 'notBookable' };
    if (hasAppointmentAt(db, cpf, start)) return { ok: false, refusal: 'sameTime' };
    const place = freePlace(db, found.row.scheduling_type, start);
    if (place === null) return { ok: false, refusal: 'full' };
    sql(db, "UPDATE appointments SET starts_at = ?, place = ?, state = 'updated', changed_at = ?, revision = revision + 1 WHERE id = ?").run(start, place, now, id);
    return { ok: true, appointment: toWire(findRow(db, id)!, now) };
  });
}

/** Cancels an appointment: state deleted, and its place is free again. */
export function deleteAppointment(db: Db, { cpf, id }: { cpf: string; id: number }, now: number): Outcome {
  return atomically(db, () => {
    const found = changeable(db, cpf, id, now);
    if ('refusal' in found) return { ok: false, refusal: found.refusal };
    sql(db, "UPDATE appointments SET state = 'deleted', changed_at = ?, revision = revision + 1 WHERE id = ?").run(now, id);
    return { ok: true, appointment: toWire(findRow(db, id)!, now) };
  });
}

type NewAppointment = {
  cpf: string | null;
  schedulingType: number;
  start: number;
  place: number;
  observation: string;
  state: AppointmentState;
  room: string;
  at: number;
};

function insertAppointment(db: Db, a: NewAppointment, orIgnore = false): number {
  const verb = orIgnore ? 'INSERT OR IGNORE' : 'INSERT';
  const result = sql(
    db,
    `${verb} INTO appointments (cpf, scheduling_type, starts_at, place, observation, state, room, created_at, changed_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  ).run(a.cpf, a.schedulingType, a.start, a.place, a.observation, a.state, a.room, a.at, a.at);
  return Number(result.lastInsertRowid);
}

/**
 * For tests and demos (POST /__sandbox/appointments): an appointment at any instant and in any
 * state, without the booking rules (a null CPF holds a place for another of the insurer's
 * customers). Still one place per adviser: a full slot gives null.
 */
export function placeAppointment(
  db: Db,
  input: { cpf: string | null; schedulingType: number; start: number; state: AppointmentState; observation: string },
  now: number,
): WireAppointment | null {
  const outcome = atomically(db, () => {
    const place = freePlace(db, input.schedulingType, input.start);
    if (place === null) return { ok: false, refusal: 'full' };
    const id = insertAppointment(db, { ...input, place, room: newRoom(), at: now });
    return { ok: true, appointment: toWire(findRow(db, id)!, now) };
  });
  return outcome.ok ? outcome.appointment : null;
}

/**
 * For tests and demos (POST /__sandbox/appointments/:id/confirm): the advisers confirm a booking or
 * change at once instead of after CONFIRM_AFTER_MS. Null when there is no such appointment or it
 * was cancelled (nothing to confirm); an appointment already active stays as it is.
 */
export function confirmAppointment(db: Db, id: number, now: number): WireAppointment | null {
  const found = sql(db, "UPDATE appointments SET state = 'active' WHERE id = ? AND cpf IS NOT NULL AND state <> 'deleted'").run(id);
  return found.changes === 0 ? null : toWire(findRow(db, id)!, now);
}

/** Every customer's appointment (not the seeded holds), newest first, for the developer endpoint. */
export function allAppointments(db: Db, now: number): (WireAppointment & { identification: string })[] {
  const rows = sql(db, 'SELECT * FROM appointments WHERE cpf IS NOT NULL ORDER BY id DESC').all() as Row[];
  return rows.map((row) => ({ ...toWire(row, now), identification: row.cpf! }));
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** Mariana (Empregabilidade) had a session with a specialist a week before the seeding. */
const SEEDED_HISTORY = [
  { cpf: '52998224725', schedulingType: BOOKING_SERVICES.specialist.schedulingType, daysAgo: 7, hour: '10:00', observation: 'Revisão do currículo e preparação para entrevistas.' },
] as const;

/**
 * How many places of a slot other customers hold in the seeded calendar, by the slot's day offset
 * from the seeding day, its index in the day and the service. Tomorrow is fully booked; on the
 * other days about one slot in six is full, one in three has a single place left, the rest are free.
 */
export function seededHolds(dayOffset: number, slotIndex: number, typeIndex: number): number {
  if (dayOffset === 1) return BOOKING_RULES.capacity;
  const band = (dayOffset * 7 + slotIndex * 3 + typeIndex * 5) % 6;
  if (band === 0) return BOOKING_RULES.capacity;
  return band <= 2 ? 1 : 0;
}

/**
 * The advisers' calendar, relative to the clock: other customers' places over the booking window
 * (seededHolds), and the demo customers' past sessions. Idempotent: the future holds are laid again
 * (a customer's booking keeps its place), the history only when the customer has no appointment.
 */
export function seedAppointments(db: Db, now: number): void {
  db.transaction(() => {
    sql(db, 'DELETE FROM appointments WHERE cpf IS NULL AND starts_at >= ?').run(now);
    bookingDays(now).forEach((day, dayOffset) => {
      const starts = daySlotStarts(day);
      SCHEDULING_TYPES.forEach((schedulingType, typeIndex) => {
        starts.forEach((start, slotIndex) => {
          if (start < now) return;
          for (let place = 1; place <= seededHolds(dayOffset, slotIndex, typeIndex); place++) {
            insertAppointment(db, { cpf: null, schedulingType, start, place, observation: '', state: 'active', room: `reservado-${schedulingType}-${start}-${place}`, at: now }, true);
          }
        });
      });
    });
    for (const { cpf, schedulingType, daysAgo, hour, observation } of SEEDED_HISTORY) {
      if (sql(db, 'SELECT 1 FROM appointments WHERE cpf = ?').get(cpf)) continue;
      const start = daySlotStarts(bookingDays(now - daysAgo * DAY_MS)[0]!)[SLOT_TIMES.indexOf(hour)]!;
      insertAppointment(db, { cpf, schedulingType, start, place: 1, observation, state: 'active', room: `historico-${schedulingType}-${start}`, at: start - 3 * DAY_MS }, true);
    }
  })();
}
