import { Hono } from 'hono';
import { z } from 'zod';
import { BOOKING_RULES } from '../rules/booking.ts';
import { APPOINTMENT_STATES } from '../contract/booking.ts';
import { allAppointments, confirmAppointment, placeAppointment } from '../appointments.ts';
import { DEV_PREFIX, type SandboxContext, type SandboxEnv } from '../context.ts';
import { schemaVersion, sql } from '../db.ts';
import { parseWith, readJson } from '../envelope.ts';
import { faultSchema } from '../faults.ts';
import { cpfSchema } from '../identity.ts';
import { outboxOf } from '../outbox.ts';
import { allEnrolments } from '../courses.ts';
import { schedulingTypeSchema, startDateSchema } from './appointments.ts';
import { storedCv } from './cv.ts';

const iso = (ms: number) => new Date(ms).toISOString();

const appointmentIdSchema = z.coerce.number().int().positive();

/** POST /__sandbox/appointments: an appointment at any instant (no booking rules); a null identification holds a place for someone else. */
const placeSchema = z
  .object({
    identification: cpfSchema.nullable(),
    idSchedulingType: schedulingTypeSchema,
    startDate: startDateSchema,
    state: z.enum(APPOINTMENT_STATES).default('active'),
    observation: z.string().max(BOOKING_RULES.noteMax).default(''),
  })
  .strict();

/** Developer endpoints (no tenant-id): health, outbox, reset, faults and read-only inspection. */
export function devRoutes(ctx: SandboxContext, reset: () => void) {
  const { db, faults } = ctx;
  return new Hono<SandboxEnv>()
    .basePath(DEV_PREFIX)
    .get('/health', (c) => c.json({ status: 'ok', schemaVersion: schemaVersion(db), now: iso(ctx.now()) }))
    .get('/outbox/:cpf', (c) => c.json({ messages: outboxOf(ctx, parseWith(cpfSchema, c.req.param('cpf'))) }))
    .post('/reset', (c) => {
      reset();
      return c.json({ status: 'ok' });
    })
    .get('/faults', (c) => c.json({ faults: faults.list() }))
    .post('/faults', async (c) => {
      faults.set(await readJson(c, faultSchema));
      return c.json({ faults: faults.list() }, 201);
    })
    .delete('/faults', (c) => {
      faults.clear();
      return c.json({ faults: [] });
    })
    .get('/messages', (c) => {
      const query = 'SELECT channel, cpf, fullname, email, subject, message, support_code, received_at FROM contact_messages ORDER BY id DESC';
      type Row = { channel: string; cpf: string; fullname: string; email: string; subject: string; message: string; support_code: string | null; received_at: number };
      const rows = sql(db, query).all() as Row[];
      return c.json({
        messages: rows.map(({ cpf, support_code, received_at, ...row }) => ({
          ...row,
          identification: cpf,
          ...(support_code ? { supportCode: support_code } : {}),
          receivedAt: iso(received_at),
        })),
      });
    })
    .get('/usability', (c) => {
      const rows = sql(db, 'SELECT user_id, entry, received_at FROM usability_logs ORDER BY id DESC').all() as {
        user_id: string;
        entry: string;
        received_at: number;
      }[];
      return c.json({ entries: rows.map((row) => ({ userId: row.user_id, entry: JSON.parse(row.entry), receivedAt: iso(row.received_at) })) });
    })
    .get('/logos/:cpf', (c) => {
      const cpf = parseWith(cpfSchema, c.req.param('cpf'));
      const rows = sql(db, 'SELECT id, title, design, created_at FROM logo_designs WHERE cpf = ? ORDER BY created_at DESC, rowid DESC').all(cpf) as {
        id: string;
        title: string;
        design: string;
        created_at: number;
      }[];
      return c.json({ logos: rows.map((row) => ({ id: row.id, title: row.title, design: JSON.parse(row.design), createdAt: iso(row.created_at) })) });
    })
    .get('/appointments', (c) => c.json({ appointments: allAppointments(db, ctx.now()) }))
    .post('/appointments', async (c) => {
      const body = await readJson(c, placeSchema);
      const appointment = placeAppointment(
        db,
        { cpf: body.identification, schedulingType: body.idSchedulingType, start: body.startDate, state: body.state, observation: body.observation },
        ctx.now(),
      );
      return appointment ? c.json({ appointment }, 201) : c.json({ error: 'O horário não tem mais vagas.' }, 409);
    })
    .post('/appointments/:id/confirm', (c) => {
      const appointment = confirmAppointment(db, parseWith(appointmentIdSchema, c.req.param('id')), ctx.now());
      return appointment ? c.json({ appointment }) : c.json({ error: 'Agendamento não encontrado ou cancelado.' }, 404);
    })
    .get('/cv/:cpf', (c) => {
      const row = storedCv(db, parseWith(cpfSchema, c.req.param('cpf')));
      return c.json(row ? { curriculum: JSON.parse(row.body), revision: row.revision, updatedAt: iso(row.updated_at) } : { curriculum: null, revision: 0, updatedAt: null });
    })
    .get('/surveys', (c) => {
      const rows = sql(db, 'SELECT cpf, service, skipped, answers, received_at FROM survey_answers ORDER BY id DESC').all() as {
        cpf: string;
        service: string;
        skipped: number;
        answers: string;
        received_at: number;
      }[];
      return c.json({
        answers: rows.map((row) => ({
          identification: row.cpf,
          service: row.service,
          skipped: row.skipped === 1,
          testAnswers: JSON.parse(row.answers),
          receivedAt: iso(row.received_at),
        })),
      });
    })
    .get('/courses/enrollments', (c) => c.json({ enrollments: allEnrolments(db) }));
}
