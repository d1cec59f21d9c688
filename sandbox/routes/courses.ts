import { type Context, Hono } from 'hono';
import { z } from 'zod';
import { encryptJson } from '../crypto.ts';
import { WIRE_PATHS } from '../contract/paths.ts';
import { requireBearer } from '../auth.ts';
import { COURSE_CATEGORIES, COURSE_LANGUAGES, COURSE_LEVELS, findCourse } from '../content/courses.ts';
import { DURATION_BANDS, searchCourses, warmCourseSearch } from '../course-search.ts';
import type { SandboxContext, SandboxEnv } from '../context.ts';
import { COURSERA, COURSE_MESSAGES, PARTNER, enrol, yearEnrolments } from '../courses.ts';
import { type Envelope, decryptJsonField, fail, ok, parseWith, readJson } from '../envelope.ts';

const requestSchema = z.object({ data: z.string().min(1) });
const serviceSchema = z.object({ serviceName: z.string().min(1) });
const searchSchema = z.object({
  serviceName: z.string().min(1),
  q: z.string().max(100).default(''),
  category: z.enum(COURSE_CATEGORIES).optional(),
  level: z.enum(COURSE_LEVELS).optional(),
  language: z.enum(COURSE_LANGUAGES).optional(),
  duration: z.enum(DURATION_BANDS).optional(),
  page: z.number().int().min(1).max(1000).default(1),
  pageSize: z.number().int().min(1).max(50).default(12),
});
const courseSchema = z.object({ serviceName: z.string().min(1), courseId: z.string().min(1).max(100) });
const enrolSchema = z.object({ serviceName: z.string().min(1), courseId: z.string().min(1).max(100), program: z.string().min(1).max(500) });

/**
 * The online-courses calls (bearer; `{data: enc(JSON)}` in, a JSON string holding enc(envelope) out, like
 * getDisclaimer): searchCourses (a page of the catalogue's matches, course-search.ts), getCourse (one course
 * with its details), getEnrollments (the enrolments of the Brazil calendar
 * year and what is left of the yearly limit), enrollCourse (records one enrolment).
 */
export function coursesRoutes(ctx: SandboxContext) {
  warmCourseSearch();
  const passphrase = ctx.config.aesPassphrase;
  const payload = async <T extends z.ZodType>(c: Context, schema: T): Promise<z.infer<T>> => {
    const { data } = await readJson(c, requestSchema);
    return parseWith(schema, decryptJsonField(data, passphrase, 'data'));
  };
  const sealed = (envelope: Envelope) => encryptJson(envelope, passphrase);
  const unknownService = (service: string) => sealed(fail('101', COURSE_MESSAGES.unknownService(service)));

  return new Hono<SandboxEnv>()
    .post(WIRE_PATHS.courseSearch, requireBearer(ctx), async (c) => {
      const { serviceName, ...request } = await payload(c, searchSchema);
      if (serviceName !== COURSERA) return c.json(unknownService(serviceName));
      return c.json(sealed(ok(COURSE_MESSAGES.catalogue, { serviceName, partner: PARTNER, ...searchCourses(request) })));
    })
    .post(WIRE_PATHS.courseDetails, requireBearer(ctx), async (c) => {
      const { serviceName, courseId } = await payload(c, courseSchema);
      if (serviceName !== COURSERA) return c.json(unknownService(serviceName));
      const course = findCourse(courseId);
      if (!course) return c.json(sealed(fail('104', COURSE_MESSAGES.unknownCourse(courseId))));
      return c.json(sealed(ok(COURSE_MESSAGES.course, { serviceName, partner: PARTNER, course })));
    })
    .post(WIRE_PATHS.courseEnrolments, requireBearer(ctx), async (c) => {
      const { serviceName } = await payload(c, serviceSchema);
      if (serviceName !== COURSERA) return c.json(unknownService(serviceName));
      return c.json(sealed(ok(COURSE_MESSAGES.enrolments, yearEnrolments(ctx, c.get('cpf')))));
    })
    .post(WIRE_PATHS.courseEnrol, requireBearer(ctx), async (c) => c.json(sealed(enrol(ctx, c.get('cpf'), await payload(c, enrolSchema)))));
}
