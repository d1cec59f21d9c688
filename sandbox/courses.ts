import { brazilInstant, brazilYear, yearBounds } from './time.ts';
import { accountEcosystems, findAccount, findPolicy } from './accounts.ts';
import { SEED_ENROLMENTS, YEARLY_ENROLMENT_LIMIT, findCourse } from './content/courses.ts';
import type { SandboxContext } from './context.ts';
import { type Db, sql } from './db.ts';
import { type Envelope, fail, ok } from './envelope.ts';

/**
 * Online courses, the partner's rules: a customer holding the `coursera` service enrols in courses
 * of the catalogue, at most YEARLY_ENROLMENT_LIMIT per calendar year in Brazil time
 * (1 January 00:00 to 31 December 24:00, America/Sao_Paulo), once per course and year, in one of
 * the coursera programmes (metas) of the policy.
 */

export const COURSERA = 'coursera';
export const PARTNER = 'Coursera';

export const COURSE_MESSAGES = {
  catalogue: 'Catálogo de cursos.',
  course: 'Curso encontrado.',
  enrolments: 'Inscrições do ano.',
  enrolled: 'Inscrição realizada com sucesso.',
  unknownService: (service: string) => `Serviço não encontrado: ${service}.`,
  notHeld: 'O serviço de cursos não faz parte dos benefícios do cliente.',
  limit: (year: number) =>
    `Você já usou as ${YEARLY_ENROLMENT_LIMIT} inscrições em cursos de ${year}. Novas inscrições a partir de 01/01/${year + 1}.`,
  alreadyEnrolled: 'Você já está inscrito neste curso.',
  unknownCourse: (courseId: string) => `Curso não encontrado: ${courseId}.`,
  programNotHeld: 'O programa informado não faz parte dos benefícios do cliente.',
} as const;

export type EnrolRequest = { serviceName: string; courseId: string; program: string };

type EnrolmentRow = { id: number; cpf: string; course_id: string; name: string; program: string; enrolled_at: number };

const INSERT = 'INSERT INTO courses_enrollments (cpf, course_id, name, program, enrolled_at) VALUES (?, ?, ?, ?, ?)';

const enrolmentOf = (row: EnrolmentRow) => ({
  enrollmentId: String(row.id),
  courseId: row.course_id,
  name: row.name,
  program: row.program,
  enrolledAt: new Date(row.enrolled_at).toISOString(),
});

/** The customer's enrolments of the Brazil calendar year of `now`, newest first. */
function enrolmentsOfYear(db: Db, cpf: string, now: number): EnrolmentRow[] {
  const { start, end } = yearBounds(brazilYear(now));
  const query = 'SELECT * FROM courses_enrollments WHERE cpf = ? AND enrolled_at >= ? AND enrolled_at < ? ORDER BY enrolled_at DESC, id DESC';
  return sql(db, query).all(cpf, start, end) as EnrolmentRow[];
}

const allowanceOf = (rows: EnrolmentRow[], now: number) => ({
  year: brazilYear(now),
  limit: YEARLY_ENROLMENT_LIMIT,
  used: rows.length,
  remaining: Math.max(0, YEARLY_ENROLMENT_LIMIT - rows.length),
});

/** The coursera programmes (metas) of every ecosystem of the customer's policy: a Protegido customer also holds Parcelamento's. */
function heldPrograms(db: Db, cpf: string): string[] {
  const ecosystems = findPolicy(db, cpf)?.ecosystems ?? [];
  return ecosystems.flatMap((ecosystem) => ecosystem.servicesList.filter((s) => s.serviceName === COURSERA).map((s) => s.meta));
}

function holdsCoursera(db: Db, cpf: string): boolean {
  const policy = findPolicy(db, cpf);
  const account = findAccount(db, cpf);
  return !!policy && !!account && accountEcosystems(policy, account).some((e) => e.servicesList.some((s) => s.serviceName === COURSERA));
}

/** getEnrollments: this year's enrolments and what is left of the limit. */
export function yearEnrolments(ctx: SandboxContext, cpf: string) {
  const now = ctx.now();
  const rows = enrolmentsOfYear(ctx.db, cpf, now);
  return { allowance: allowanceOf(rows, now), enrollments: rows.map(enrolmentOf) };
}

/** enrollCourse: '101' service, '105' programme, '104' course, '103' already enrolled this year, '102' yearly limit; '00' recorded. */
export function enrol(ctx: SandboxContext, cpf: string, request: EnrolRequest): Envelope {
  const { db } = ctx;
  const now = ctx.now();
  if (request.serviceName !== COURSERA) return fail('101', COURSE_MESSAGES.unknownService(request.serviceName));
  if (!holdsCoursera(db, cpf)) return fail('101', COURSE_MESSAGES.notHeld);
  if (!heldPrograms(db, cpf).includes(request.program)) return fail('105', COURSE_MESSAGES.programNotHeld);
  const course = findCourse(request.courseId);
  if (!course) return fail('104', COURSE_MESSAGES.unknownCourse(request.courseId));
  // Counting and inserting in one transaction: two enrolments at once cannot both take the last place.
  return db.transaction((): Envelope => {
    const rows = enrolmentsOfYear(db, cpf, now);
    if (rows.some((row) => row.course_id === course.courseId)) return fail('103', COURSE_MESSAGES.alreadyEnrolled);
    if (rows.length >= YEARLY_ENROLMENT_LIMIT) return fail('102', COURSE_MESSAGES.limit(brazilYear(now)));
    const { lastInsertRowid } = sql(db, INSERT).run(cpf, course.courseId, course.name, request.program, now);
    const row = sql(db, 'SELECT * FROM courses_enrollments WHERE id = ?').get(lastInsertRowid) as EnrolmentRow;
    return ok(COURSE_MESSAGES.enrolled, { enrollment: enrolmentOf(row), allowance: allowanceOf([row, ...rows], now) });
  })();
}

/** Every enrolment, newest first (developer endpoint). */
export function allEnrolments(db: Db) {
  const rows = sql(db, 'SELECT * FROM courses_enrollments ORDER BY enrolled_at DESC, id DESC').all() as EnrolmentRow[];
  return rows.map((row) => ({ identification: row.cpf, ...enrolmentOf(row) }));
}

/** The seeded enrolments of a demo customer (content/courses.ts SEED_ENROLMENTS), dated relative to `now`. */
export function seedEnrolments(db: Db, cpf: string, now: number): void {
  const program = heldPrograms(db, cpf)[0];
  for (const { courseId, yearsAgo } of SEED_ENROLMENTS[cpf] ?? []) {
    const course = findCourse(courseId);
    if (!course || !program) continue;
    sql(db, INSERT).run(cpf, courseId, course.name, program, brazilInstant(`${brazilYear(now) - yearsAgo}-06-15`, '12:00'));
  }
}
