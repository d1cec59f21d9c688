import { Hono, type MiddlewareHandler } from 'hono';
import { z } from 'zod';
import { JOB_CODES, JOB_LIMITS, searchOffersRequestSchema } from '../contract/jobs.ts';
import { WIRE_PATHS } from '../contract/paths.ts';
import { accountEcosystems, findAccount, findPolicy } from '../accounts.ts';
import { requireBearer } from '../auth.ts';
import type { SandboxContext, SandboxEnv } from '../context.ts';
import { HttpError, fail, ok, parseWith, readJson } from '../envelope.ts';
import { findOffer, offerLocations, searchOffers } from '../jobs-search.ts';

/** The service keys (SPEC §2) that include the job search. */
const JOB_SERVICES = ['procurar-emprego', 'ofertas-emprego/procurar'];

export const JOB_MESSAGES = {
  found: 'Vagas encontradas.',
  offer: 'Vaga encontrada.',
  notFound: 'Vaga não encontrada ou encerrada.',
  locations: 'Locais com vagas.',
  notIncluded: 'A busca de emprego não faz parte dos serviços do seu seguro.',
} as const;

const offerIdSchema = z.coerce.number().int().min(1).max(JOB_LIMITS.offerIdMax);

/** The customer's ecosystems must include the job search (403 otherwise). */
const requireJobService =
  (ctx: SandboxContext): MiddlewareHandler<SandboxEnv> =>
  async (c, next) => {
    const cpf = c.get('cpf');
    const policy = findPolicy(ctx.db, cpf);
    const account = findAccount(ctx.db, cpf);
    const included =
      policy && account && accountEcosystems(policy, account).some(({ servicesList }) => servicesList.some(({ serviceName }) => JOB_SERVICES.includes(serviceName)));
    if (!included) throw new HttpError(403, JOB_MESSAGES.notIncluded);
    await next();
  };

/**
 * The job partner, relayed by the insurer (bearer): search, one offer, the places with offers.
 * Plain JSON both ways (nothing personal travels).
 */
export function jobsRoutes(ctx: SandboxContext) {
  const guard = [requireBearer(ctx), requireJobService(ctx)] as const;
  return new Hono<SandboxEnv>()
    .post(WIRE_PATHS.jobSearch, ...guard, async (c) => {
      const request = await readJson(c, searchOffersRequestSchema);
      return c.json(ok(JOB_MESSAGES.found, searchOffers(ctx.db, request)));
    })
    .get(`${WIRE_PATHS.jobOffer}/:id`, ...guard, (c) => {
      const offer = findOffer(ctx.db, parseWith(offerIdSchema, c.req.param('id')));
      return c.json(offer ? ok(JOB_MESSAGES.offer, { offer }) : fail(JOB_CODES.offerNotFound, JOB_MESSAGES.notFound));
    })
    .get(WIRE_PATHS.jobLocations, ...guard, (c) => c.json(ok(JOB_MESSAGES.locations, offerLocations(ctx.db))));
}
