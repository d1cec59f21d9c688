/** @jest-environment node */
import { WIRE_PATHS } from '../contract/paths.ts';
import { COURSES, YEARLY_ENROLMENT_LIMIT } from '../content/courses.ts';
import type { Envelope } from '../envelope.ts';
import { CPF, HOUR, T0, enc, useSandbox } from '../test-harness.ts';

const sandbox = useSandbox();

const PROGRAM = {
  employability: 'https://www.coursera.org/programs/empregabilidade-portal-beneficios',
  selfEmployed: 'https://www.coursera.org/programs/mei-portal-beneficios',
  installments: 'https://www.coursera.org/programs/parcelamento-protegido-beneficios',
  protected: 'https://www.coursera.org/programs/emprestimo-protegido-beneficios',
} as const;

type Allowance = { year: number; limit: number; used: number; remaining: number };
type Enrolment = { enrollmentId: string; courseId: string; name: string; program: string; enrolledAt: string };

const partnerCall = async (path: string, payload: unknown, token: string): Promise<Envelope> =>
  sandbox.decrypted(await sandbox.post(path, { token, body: { data: enc(payload) } }));

const enrol = (token: string, courseId: string, program: string = PROGRAM.selfEmployed) =>
  partnerCall(WIRE_PATHS.courseEnrol, { serviceName: 'coursera', courseId, program }, token);

const enrolments = async (token: string) =>
  (await partnerCall(WIRE_PATHS.courseEnrolments, { serviceName: 'coursera' }, token)).data as { allowance: Allowance; enrollments: Enrolment[] };

describe('searchCourses and getCourse', () => {
  type Found = { serviceName: string; partner: string; total: number; page: number; pages: number; courses: (typeof COURSES)[number][] };
  const searchFor = async (token: string, request: object) => (await partnerCall(WIRE_PATHS.courseSearch, { serviceName: 'coursera', page: 1, pageSize: 12, ...request }, token)).data as Found;

  test('encrypted both ways: one page of the matches, with the total, filters and pages', async () => {
    const token = await sandbox.token(CPF.selfEmployed);
    const all = await searchFor(token, {});
    expect(all).toMatchObject({ serviceName: 'coursera', partner: 'Coursera', total: COURSES.length, page: 1, pages: Math.ceil(COURSES.length / 12) });
    expect(all.total).toBeGreaterThanOrEqual(1500);
    expect(all.courses.map((c) => c.courseId)).toEqual(COURSES.slice(0, 12).map((c) => c.courseId));
    // A result lists the course, not its page's details.
    expect(Object.keys(all.courses[0] ?? {}).sort()).toEqual(['category', 'courseId', 'description', 'durationHours', 'language', 'level', 'name', 'provider']);
    const found = await searchFor(token, { q: 'finanças pessoais', category: 'personal-development', level: 'BEGINNER', language: 'pt', duration: 'SHORT' });
    expect(found.courses[0]).toMatchObject({ courseId: 'educacao-financeira-pessoal', name: 'Educação financeira pessoal' });
    const second = await searchFor(token, { q: 'excel', page: 2, pageSize: 5 });
    expect(second).toMatchObject({ page: 2, pages: Math.ceil(second.total / 5) });
    expect(second.courses).toHaveLength(5);
  });

  test('getCourse: the course with its summary, syllabus and certificate; 104 for an unknown one', async () => {
    const token = await sandbox.token(CPF.selfEmployed);
    const envelope = await partnerCall(WIRE_PATHS.courseDetails, { serviceName: 'coursera', courseId: 'gestao-financeira-mei' }, token);
    expect(envelope).toMatchObject({ code: '00', data: { partner: 'Coursera', course: { name: 'Gestão financeira para MEI', certificate: 'completion', provider: 'Escola Nacional do Empreendedor' } } });
    const { course } = envelope.data as { course: (typeof COURSES)[number] };
    expect(course.syllabus.length).toBeGreaterThanOrEqual(4);
    expect(course.summary).toContain('Separe as contas pessoais das do negócio');
    expect(await partnerCall(WIRE_PATHS.courseDetails, { serviceName: 'coursera', courseId: 'nao-existe' }, token)).toMatchObject({ code: '104', message: 'Curso não encontrado: nao-existe.' });
  });

  test('101 (encrypted) for another service, 400 for a plain or bad request, 401 without a token', async () => {
    const token = await sandbox.token(CPF.selfEmployed);
    expect(await partnerCall(WIRE_PATHS.courseSearch, { serviceName: 'curr', page: 1, pageSize: 12 }, token)).toMatchObject({ code: '101', error: true });
    expect((await sandbox.post(WIRE_PATHS.courseSearch, { token, body: { serviceName: 'coursera' } })).status).toBe(400);
    expect((await sandbox.post(WIRE_PATHS.courseSearch, { token, body: { data: enc({ serviceName: 'coursera', level: 'EXPERT' }) } })).status).toBe(400);
    expect((await sandbox.post(WIRE_PATHS.courseSearch, { token, body: { data: enc({ serviceName: 'coursera', pageSize: 500 }) } })).status).toBe(400);
    expect((await sandbox.post(WIRE_PATHS.courseDetails, { body: { data: enc({ serviceName: 'coursera', courseId: 'power-bi' }) } })).status).toBe(401);
  });
});

describe('enrollCourse and getEnrollments', () => {
  test('records an enrolment in the programme sent and counts it against the yearly limit', async () => {
    const token = await sandbox.token(CPF.selfEmployed);
    expect(await enrolments(token)).toEqual({ allowance: { year: 2026, limit: 2, used: 0, remaining: 2 }, enrollments: [] });
    const first = await enrol(token, 'fluxo-de-caixa');
    expect(first).toMatchObject({
      code: '00',
      data: {
        enrollment: { courseId: 'fluxo-de-caixa', name: 'Fluxo de caixa na prática', program: PROGRAM.selfEmployed, enrolledAt: new Date(T0).toISOString() },
        allowance: { year: 2026, limit: 2, used: 1, remaining: 1 },
      },
    });
    sandbox.advance(HOUR);
    await enrol(token, 'ingles-para-negocios');
    const { allowance, enrollments } = await enrolments(token);
    expect(allowance).toEqual({ year: 2026, limit: 2, used: 2, remaining: 0 });
    expect(enrollments.map((e) => e.courseId)).toEqual(['ingles-para-negocios', 'fluxo-de-caixa']);
    expect((await sandbox.dev<{ enrollments: unknown[] }>('GET', '/courses/enrollments')).enrollments).toHaveLength(3);
  });

  test(`a third enrolment in the same year is refused with 102, and nothing is recorded`, async () => {
    const token = await sandbox.token(CPF.selfEmployed);
    await enrol(token, 'fluxo-de-caixa');
    await enrol(token, 'precificacao');
    const third = await enrol(token, 'power-bi');
    expect(third).toEqual({
      code: '102',
      error: true,
      message: `Você já usou as ${YEARLY_ENROLMENT_LIMIT} inscrições em cursos de 2026. Novas inscrições a partir de 01/01/2027.`,
    });
    expect((await enrolments(token)).allowance.used).toBe(2);
  });

  test('the same course twice in a year → 103, whatever is left', async () => {
    const token = await sandbox.token(CPF.selfEmployed);
    await enrol(token, 'fluxo-de-caixa');
    expect(await enrol(token, 'fluxo-de-caixa')).toMatchObject({ code: '103', message: 'Você já está inscrito neste curso.' });
    expect((await enrolments(token)).allowance.remaining).toBe(1);
  });

  test('the year is the calendar year in Brazil time: 31 Dec 23:59 in São Paulo (02:59 UTC) still counts for the old year', async () => {
    sandbox.advance(Date.parse('2026-12-31T23:00:00-03:00') - T0);
    const token = await sandbox.token(CPF.selfEmployed);
    await enrol(token, 'fluxo-de-caixa');
    sandbox.advance(30 * 60_000);
    await enrol(token, 'precificacao');
    // 23:59 in Brazil is 2027-01-01T02:59Z: already 2027 in UTC, still 2026 in Brazil.
    sandbox.advance(29 * 60_000);
    expect(await enrol(token, 'power-bi')).toMatchObject({ code: '102' });
    sandbox.advance(60_000);
    // 2027-01-01 00:00 in Brazil: a new year, two new places.
    expect(await enrol(token, 'power-bi')).toMatchObject({ code: '00', data: { allowance: { year: 2027, used: 1, remaining: 1 } } });
    expect((await enrolments(token)).enrollments.map((e) => e.courseId)).toEqual(['power-bi']);
  });

  test("last year's seeded enrolment (Mariana) does not count this year", async () => {
    const seeded = (await sandbox.dev<{ enrollments: Enrolment[] & { identification: string }[] }>('GET', '/courses/enrollments')).enrollments;
    expect(seeded).toEqual([expect.objectContaining({ identification: CPF.employability, courseId: 'excel-basico-ao-avancado', enrolledAt: '2025-06-15T15:00:00.000Z' })]);
    expect((await enrolments(await sandbox.token(CPF.employability))).allowance).toEqual({ year: 2026, limit: 2, used: 0, remaining: 2 });
  });

  test('a Protegido customer may enrol in either programme of the policy, never in one it does not hold (105)', async () => {
    const token = await sandbox.token(CPF.installments);
    expect(await enrol(token, 'power-bi', PROGRAM.installments)).toMatchObject({ code: '00', data: { enrollment: { program: PROGRAM.installments } } });
    expect(await enrol(token, 'sql-para-iniciantes', PROGRAM.selfEmployed)).toMatchObject({ code: '105', error: true });
    expect(await enrol(token, 'sql-para-iniciantes', 'javascript:alert(1)')).toMatchObject({ code: '105' });
  });

  test('104 for a course not in the catalogue, 101 for another service; 400 for a malformed request', async () => {
    const token = await sandbox.token(CPF.selfEmployed);
    expect(await enrol(token, 'nao-existe')).toMatchObject({ code: '104', message: 'Curso não encontrado: nao-existe.' });
    expect(await partnerCall(WIRE_PATHS.courseEnrol, { serviceName: 'curr', courseId: 'power-bi', program: PROGRAM.selfEmployed }, token)).toMatchObject({
      code: '101',
    });
    expect((await sandbox.post(WIRE_PATHS.courseEnrol, { token, body: { data: enc({ serviceName: 'coursera' }) } })).status).toBe(400);
    expect((await enrolments(token)).allowance.used).toBe(0);
  });

  test('reset clears the enrolments and restores the seeded one', async () => {
    const token = await sandbox.token(CPF.selfEmployed);
    await enrol(token, 'power-bi');
    await sandbox.dev('POST', '/reset');
    expect((await sandbox.dev<{ enrollments: unknown[] }>('GET', '/courses/enrollments')).enrollments).toHaveLength(1);
  });
});
