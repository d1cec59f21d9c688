import { type Context, Hono } from 'hono';
import { z } from 'zod';
import { encryptJson } from '../../lib/insurer/crypto.ts';
import { WIRE_PATHS } from '../../lib/insurer/wire-paths.ts';
import { requireBearer } from '../auth.ts';
import { COURSES } from '../content/courses.ts';
import type { SandboxContext, SandboxEnv } from '../context.ts';
import { COURSERA, COURSE_MESSAGES, PARTNER, enrol, yearEnrolments } from '../courses.ts';
import { type Envelope, decryptJsonField, fail, ok, parseWith, readJson } from '../envelope.ts';

const requestSchema = z.object({ data: z.string().min(1) });
const serviceSchema = z.object({ serviceName: z.string().min(1) });
const enrolSchema = z.object({ serviceName: z.string().min(1), courseId: z.string().min(1).max(100), program: z.string().min(1).max(500) });

/**
 * The online-courses calls (bearer; `{data: enc(JSON)}` in, a JSON string holding enc(envelope) out, like
 * getDisclaimer): getCourses (the curated catalogue), getEnrollments (the enrolments of the Brazil calendar
 * year and what is left of the yearly limit), enrollCourse (records one enrolment).
 */
export function coursesRoutes(ctx: SandboxContext) {
  const passphrase = ctx.config.aesPassphrase;
  const payload = async <T extends z.ZodType>(c: Context, schema: T): Promise<z.infer<T>> => {
    const { data } = await readJson(c, requestSchema);
    return parseWith(schema, decryptJsonField(data, passphrase, 'data'));
  };
  const sealed = (envelope: Envelope) => encryptJson(envelope, passphrase);
  const unknownService = (service: string) => sealed(fail('101', COURSE_MESSAGES.unknownService(service)));

  return new Hono<SandboxEnv>()
    .post(WIRE_PATHS.courseCatalogue, requireBearer(ctx), async (c) => {
      const { serviceName } = await payload(c, serviceSchema);
      if (serviceName !== COURSERA) return c.json(unknownService(serviceName));
      return c.json(sealed(ok(COURSE_MESSAGES.catalogue, { serviceName, partner: PARTNER, courses: COURSES })));
    })
    .post(WIRE_PATHS.courseEnrolments, requireBearer(ctx), async (c) => {
      const { serviceName } = await payload(c, serviceSchema);
      if (serviceName !== COURSERA) return c.json(unknownService(serviceName));
      return c.json(sealed(ok(COURSE_MESSAGES.enrolments, yearEnrolments(ctx, c.get('cpf')))));
    })
    .post(WIRE_PATHS.courseEnrol, requireBearer(ctx), async (c) => c.json(sealed(enrol(ctx, c.get('cpf'), await payload(c, enrolSchema)))));
}
