import { Hono } from 'hono';
import { z } from 'zod';
import { encryptJson } from '../crypto.ts';
import { CV_STORE_MAX_BYTES, CV_WIRE_CODES } from '../contract/cv.ts';
import { WIRE_PATHS } from '../contract/paths.ts';
import { requireBearer } from '../auth.ts';
import type { SandboxContext, SandboxEnv } from '../context.ts';
import { type Db, sql } from '../db.ts';
import { type Envelope, decryptJsonField, fail, ok, parseWith, readJson } from '../envelope.ts';

export const CV_MESSAGES = {
  found: 'Currículo encontrado.',
  none: 'Nenhum currículo salvo.',
  saved: 'Currículo salvo.',
  conflict: 'O currículo foi alterado em outra sessão. Carregue a versão mais recente.',
  tooLarge: `O currículo excede o tamanho máximo de ${CV_STORE_MAX_BYTES / 1024} KB.`,
} as const;

const requestSchema = z.object({ data: z.string().min(1) });
/** The partner stores the document as it comes (any JSON object); `revision: null` overwrites. */
const saveSchema = z.object({
  revision: z.number().int().min(0).nullable(),
  curriculum: z.record(z.string(), z.unknown()),
});

type Row = { body: string; revision: number; updated_at: number };

export const storedCv = (db: Db, cpf: string) => sql(db, 'SELECT body, revision, updated_at FROM cv_documents WHERE cpf = ?').get(cpf) as Row | undefined;

/** Upserts a customer's document with the next revision; returns it. */
export function storeCv(db: Db, cpf: string, body: string, now: number): number {
  const revision = (storedCv(db, cpf)?.revision ?? 0) + 1;
  sql(
    db,
    `INSERT INTO cv_documents (cpf, body, revision, updated_at) VALUES (?, ?, ?, ?)
     ON CONFLICT(cpf) DO UPDATE SET body = excluded.body, revision = excluded.revision, updated_at = excluded.updated_at`,
  ).run(cpf, body, revision, now);
  return revision;
}

const iso = (ms: number) => new Date(ms).toISOString();

/**
 * The CV partner (bearer; our assumption, docs/sandbox.md): one JSON document per customer with
 * a revision, so a save based on an older revision (another tab or device) is refused ('102').
 * Both calls answer an AES-encrypted envelope; the save's document comes encrypted too.
 */
export function cvRoutes(ctx: SandboxContext) {
  const passphrase = ctx.config.aesPassphrase;
  const answer = (envelope: Envelope) => encryptJson(envelope, passphrase);

  return new Hono<SandboxEnv>()
    .get(WIRE_PATHS.getCurriculum, requireBearer(ctx), (c) => {
      const row = storedCv(ctx.db, c.get('cpf'));
      if (!row) return c.json(answer(ok(CV_MESSAGES.none, { curriculum: null, revision: 0, updatedAt: null })));
      return c.json(answer(ok(CV_MESSAGES.found, { curriculum: JSON.parse(row.body), revision: row.revision, updatedAt: iso(row.updated_at) })));
    })
    .post(WIRE_PATHS.saveCurriculum, requireBearer(ctx), async (c) => {
      const { data } = await readJson(c, requestSchema);
      const { revision, curriculum } = parseWith(saveSchema, decryptJsonField(data, passphrase, 'data'));
      const cpf = c.get('cpf');
      const body = JSON.stringify(curriculum);
      if (Buffer.byteLength(body) > CV_STORE_MAX_BYTES) return c.json(answer(fail(CV_WIRE_CODES.tooLarge, CV_MESSAGES.tooLarge)));
      if (revision !== null && revision !== (storedCv(ctx.db, cpf)?.revision ?? 0)) {
        return c.json(answer(fail(CV_WIRE_CODES.conflict, CV_MESSAGES.conflict)));
      }
      const now = ctx.now();
      return c.json(answer(ok(CV_MESSAGES.saved, { revision: storeCv(ctx.db, cpf, body, now), updatedAt: iso(now) })));
    });
}
