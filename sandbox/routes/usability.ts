import { Hono } from 'hono';
import { z } from 'zod';
import { WIRE_HEADERS, WIRE_PATHS } from '../contract/paths.ts';
import type { SandboxContext, SandboxEnv } from '../context.ts';
import { sql } from '../db.ts';
import { ok, readJson, requireHeader } from '../envelope.ts';

const scalar = z.union([z.string().max(2000), z.number(), z.boolean(), z.null()]);
/** SPEC §3 usage entry; click logs add mouse and window fields, so extra scalar fields are kept too. */
const entrySchema = z
  .object({
    idUsuario: scalar.optional(),
    ciudadLocalizacion: z.string().max(200).optional(),
    fechaLocal: z.string().regex(/^\d{2}\/\d{2}\/\d{4}$/, 'dd/mm/yyyy').optional(),
    horaLocal: z.string().regex(/^\d{2}:\d{2}$/, 'HH:mm').optional(),
    direccionIp: z.string().max(64).optional(),
    pagina: z.string().max(500).optional(),
    control: z.string().max(500).optional(),
    extra: z.string().max(2000).optional(),
    resultado: z.string().max(200).optional(),
    identificador: z.string().max(200).optional(),
    device: z.enum(['Tablet', 'Móvil', 'Escritorio']).optional(),
    browser: z.string().max(200).optional(),
    url: z.string().max(2000).optional(),
  })
  .catchall(scalar);
const bodySchema = z.object({ listData: z.array(entrySchema).min(1).max(100) });

/** POST /usability/saveLogUser (header user-id, '0' when anonymous): stores every entry given. */
export function usabilityRoutes(ctx: SandboxContext) {
  return new Hono<SandboxEnv>().post(WIRE_PATHS.saveLogUser, async (c) => {
    const userId = requireHeader(c, WIRE_HEADERS.userId);
    const { listData } = await readJson(c, bodySchema);
    const insert = sql(ctx.db, 'INSERT INTO usability_logs (user_id, entry, received_at) VALUES (?, ?, ?)');
    ctx.db.transaction(() => listData.forEach((entry) => insert.run(userId, JSON.stringify(entry), ctx.now())))();
    return c.json(ok('Registros salvos.', { saved: listData.length }));
  });
}
