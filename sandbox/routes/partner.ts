import { Hono } from 'hono';
import { z } from 'zod';
import { encryptJson } from '../crypto.ts';
import { WIRE_PATHS } from '../contract/paths.ts';
import { requireBearer } from '../auth.ts';
import { disclaimerFor } from '../content/disclaimers.ts';
import type { SandboxContext, SandboxEnv } from '../context.ts';
import { decryptJsonField, fail, ok, parseWith, readJson } from '../envelope.ts';

const requestSchema = z.object({ data: z.string().min(1) });
const contentSchema = z.object({ serviceName: z.string().min(1) });

/** POST /partnerManagement/getDisclaimer (bearer): `{data: enc(JSON {serviceName})}` in, JSON string enc(envelope) out. */
export function partnerRoutes(ctx: SandboxContext) {
  const passphrase = ctx.config.aesPassphrase;
  return new Hono<SandboxEnv>().post(WIRE_PATHS.disclaimer, requireBearer(ctx), async (c) => {
    const { data } = await readJson(c, requestSchema);
    const { serviceName } = parseWith(contentSchema, decryptJsonField(data, passphrase, 'data'));
    const disclaimer = disclaimerFor(serviceName);
    const envelope = disclaimer ? ok('Aviso do parceiro.', disclaimer) : fail('101', `Serviço não encontrado: ${serviceName}.`);
    return c.json(encryptJson(envelope, passphrase));
  });
}
