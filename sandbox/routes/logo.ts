import { randomUUID } from 'node:crypto';
import { Hono } from 'hono';
import { z } from 'zod';
import { WIRE_PATHS } from '../contract/paths.ts';
import { requireBearer } from '../auth.ts';
import type { SandboxContext, SandboxEnv } from '../context.ts';
import { sql } from '../db.ts';
import { fail, ok, parseWith, readJson } from '../envelope.ts';

/**
 * Logo creation (our assumption of the partner's API, docs/sandbox.md): the
 * customer's saved logos, kept as their design parameters (an opaque JSON object for the
 * insurer), at most LOGO_LIMIT per customer.
 */
export const LOGO_LIMIT = 5;
export const LOGO_MESSAGES = {
  list: 'Logos encontrados.',
  found: 'Logo encontrado.',
  saved: 'Logo salvo com sucesso.',
  updated: 'Logo atualizado com sucesso.',
  deleted: 'Logo excluído.',
  limit: `Você já salvou ${LOGO_LIMIT} logos. Exclua um deles para salvar outro.`,
  notFound: 'Logo não encontrado.',
} as const;
export const LOGO_CODES = { limit: '101', notFound: '102' } as const;

/** The largest design accepted, in bytes of JSON. */
const DESIGN_MAX_BYTES = 4096;

const designSchema = z
  .record(z.string(), z.unknown())
  .refine((design) => Buffer.byteLength(JSON.stringify(design)) <= DESIGN_MAX_BYTES, `no máximo ${DESIGN_MAX_BYTES} bytes`);
/** A save's body (the portal's schema, lib/validation/logo.ts, keeps within it). */
export const saveSchema = z.object({ title: z.string().trim().min(1).max(120), design: designSchema }).strict();
const idSchema = z.uuid();
const updateSchema = saveSchema.extend({ id: idSchema }).strict();
const deleteSchema = z.object({ id: idSchema }).strict();

type Row = { id: string; title: string; design: string; created_at: number };
const wireLogo = (row: Row) => ({ id: row.id, title: row.title, design: JSON.parse(row.design), createdAt: new Date(row.created_at).toISOString() });

export function logoRoutes(ctx: SandboxContext) {
  const { db } = ctx;
  const find = (cpf: string, id: string) => sql(db, 'SELECT id, title, design, created_at FROM logo_designs WHERE cpf = ? AND id = ?').get(cpf, id) as Row | undefined;

  return new Hono<SandboxEnv>()
    .get(WIRE_PATHS.logoList, requireBearer(ctx), (c) => {
      const rows = sql(db, 'SELECT id, title, design, created_at FROM logo_designs WHERE cpf = ? ORDER BY created_at, rowid').all(c.get('cpf')) as Row[];
      return c.json(ok(LOGO_MESSAGES.list, { logos: rows.map(wireLogo) }));
    })
    .get(`${WIRE_PATHS.logoGet}/:id`, requireBearer(ctx), (c) => {
      const row = find(c.get('cpf'), parseWith(idSchema, c.req.param('id')));
      return c.json(row ? ok(LOGO_MESSAGES.found, { logo: wireLogo(row) }) : fail(LOGO_CODES.notFound, LOGO_MESSAGES.notFound));
    })
    .post(WIRE_PATHS.logoSave, requireBearer(ctx), async (c) => {
      const { title, design } = await readJson(c, saveSchema);
      const cpf = c.get('cpf');
      // Counting and inserting in one transaction: two saves at once cannot make a sixth logo.
      const saved = db.transaction(() => {
        const { count } = sql(db, 'SELECT COUNT(*) AS count FROM logo_designs WHERE cpf = ?').get(cpf) as { count: number };
        if (count >= LOGO_LIMIT) return null;
        const row: Row = { id: randomUUID(), title, design: JSON.stringify(design), created_at: ctx.now() };
        sql(db, 'INSERT INTO logo_designs (id, cpf, title, design, created_at) VALUES (?, ?, ?, ?, ?)').run(row.id, cpf, row.title, row.design, row.created_at);
        return row;
      })();
      return c.json(saved ? ok(LOGO_MESSAGES.saved, { logo: wireLogo(saved) }) : fail(LOGO_CODES.limit, LOGO_MESSAGES.limit));
    })
    .post(WIRE_PATHS.logoUpdate, requireBearer(ctx), async (c) => {
      // A saved logo edited again: its design and title change; its id and the day it was first saved stay.
      const { id, title, design } = await readJson(c, updateSchema);
      const cpf = c.get('cpf');
      const { changes } = sql(db, 'UPDATE logo_designs SET title = ?, design = ? WHERE cpf = ? AND id = ?').run(title, JSON.stringify(design), cpf, id);
      const row = changes > 0 ? find(cpf, id) : undefined;
      return c.json(row ? ok(LOGO_MESSAGES.updated, { logo: wireLogo(row) }) : fail(LOGO_CODES.notFound, LOGO_MESSAGES.notFound));
    })
    .post(WIRE_PATHS.logoDelete, requireBearer(ctx), async (c) => {
      const { id } = await readJson(c, deleteSchema);
      const { changes } = sql(db, 'DELETE FROM logo_designs WHERE cpf = ? AND id = ?').run(c.get('cpf'), id);
      return c.json(changes > 0 ? ok(LOGO_MESSAGES.deleted) : fail(LOGO_CODES.notFound, LOGO_MESSAGES.notFound));
    });
}
