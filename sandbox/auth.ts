import type { MiddlewareHandler } from 'hono';
import { WIRE_HEADERS } from './contract/paths.ts';
import { findAccount } from './accounts.ts';
import { isDeveloperPath, type SandboxContext, type SandboxEnv } from './context.ts';
import { HttpError } from './envelope.ts';
import { verifyJwt } from './jwt.ts';

/** Every insurer call needs the tenant-id header; developer endpoints do not. */
export const tenantGuard =
  (ctx: SandboxContext): MiddlewareHandler =>
  async (c, next) => {
    if (!isDeveloperPath(c.req.path) && c.req.header(WIRE_HEADERS.tenant) !== ctx.config.tenantId) {
      throw new HttpError(401, 'Não autorizado: cabeçalho tenant-id ausente ou inválido.');
    }
    await next();
  };

/** Authenticated calls: `Authorization: Bearer <jwt>` of an existing account; sets c.var.cpf. */
export const requireBearer =
  (ctx: SandboxContext): MiddlewareHandler<SandboxEnv> =>
  async (c, next) => {
    const token = /^Bearer (\S+)$/.exec(c.req.header('authorization') ?? '')?.[1];
    const cpf = token ? await verifyJwt(token, ctx.config.jwtSecret, ctx.now()) : null;
    if (!cpf || !findAccount(ctx.db, cpf)) throw new HttpError(401, 'Não autorizado: token ausente, inválido ou expirado.');
    c.set('cpf', cpf);
    await next();
  };
