import { Hono } from 'hono';
import { tenantGuard } from './auth.ts';
import type { SandboxConfig } from './config.ts';
import type { SandboxContext, SandboxEnv } from './context.ts';
import { clearData, openDatabase } from './db.ts';
import { HttpError, fail } from './envelope.ts';
import { FaultRegistry, faultMiddleware } from './faults.ts';
import { accountRoutes } from './routes/account.ts';
import { coursesRoutes } from './routes/courses.ts';
import { appointmentRoutes } from './routes/appointments.ts';
import { cvRoutes } from './routes/cv.ts';
import { devRoutes } from './routes/dev.ts';
import { jobsRoutes } from './routes/jobs.ts';
import { loginRoutes } from './routes/login.ts';
import { logoRoutes } from './routes/logo.ts';
import { parametersRoutes } from './routes/parameters.ts';
import { partnerRoutes } from './routes/partner.ts';
import { peopleRoutes } from './routes/people.ts';
import { primaryRoutes } from './routes/primary.ts';
import { registerRoutes } from './routes/register.ts';
import { salaryRoutes } from './routes/salary.ts';
import { schedulingRoutes } from './routes/scheduling.ts';
import { securityRoutes } from './routes/security.ts';
import { usabilityRoutes } from './routes/usability.ts';
import { seedDemoData } from './seed.ts';

export type SandboxOptions = {
  config: SandboxConfig;
  /** Clock in epoch ms; tests inject a fake one. */
  now?: () => number;
  /** Where mail and errors are logged (stdout by default). */
  log?: (line: string) => void;
};

export type Sandbox = {
  app: Hono<SandboxEnv>;
  /** Restores the seeds and clears outbox, faults, attempt counters and everything stored. */
  reset: () => void;
  close: () => void;
};

export function createSandboxApp({ config, now = Date.now, log = console.log }: SandboxOptions): Sandbox {
  const db = openDatabase(config.dbPath);
  seedDemoData(db, now());
  const ctx: SandboxContext = { db, config, now, log, faults: new FaultRegistry(), captchaTokens: new Set() };
  const reset = () => {
    clearData(db);
    seedDemoData(db, now());
    ctx.faults.clear();
    ctx.captchaTokens.clear();
  };

  const app = new Hono<SandboxEnv>()
    .use(faultMiddleware(ctx))
    .use(tenantGuard(ctx))
    .route('/', devRoutes(ctx, reset))
    .route('/', loginRoutes(ctx))
    .route('/', registerRoutes(ctx))
    .route('/', securityRoutes(ctx))
    .route('/', accountRoutes(ctx))
    .route('/', peopleRoutes(ctx))
    .route('/', schedulingRoutes(ctx))
    .route('/', cvRoutes(ctx))
    .route('/', usabilityRoutes(ctx))
    .route('/', primaryRoutes(ctx))
    .route('/', salaryRoutes(ctx))
    .route('/', parametersRoutes())
    .route('/', partnerRoutes(ctx))
    .route('/', logoRoutes(ctx))
    .route('/', coursesRoutes(ctx))
    .route('/', jobsRoutes(ctx))
    .route('/', appointmentRoutes(ctx));

  app.notFound((c) => c.json(fail('404', 'Recurso não encontrado.'), 404));
  app.onError((error, c) => {
    if (error instanceof HttpError) return c.json(fail(String(error.status), error.message), error.status);
    log(`[sandbox error] ${c.req.method} ${c.req.path}: ${error.stack ?? error.message}`);
    return c.json(fail('500', 'Erro interno do sandbox.'), 500);
  });

  return { app, reset, close: () => db.close() };
}
