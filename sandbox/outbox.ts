import type { SandboxContext } from './context.ts';
import { sql } from './db.ts';

/** The sandbox's mail: stored per CPF for GET /__sandbox/outbox/{cpf} and logged to stdout. */
export type Mail = { cpf: string; to: string; subject: string; body: string; code: string | null };
export type SentMail = Omit<Mail, 'cpf'> & { sentAt: string };

export function sendMail(ctx: SandboxContext, mail: Mail): void {
  const insert = sql(ctx.db, 'INSERT INTO outbox (cpf, recipient, subject, body, code, sent_at) VALUES (?, ?, ?, ?, ?, ?)');
  insert.run(mail.cpf, mail.to, mail.subject, mail.body, mail.code, ctx.now());
  ctx.log(`[sandbox mail] to=${mail.to} cpf=${mail.cpf} subject="${mail.subject}"${mail.code ? ` code=${mail.code}` : ''}`);
}

/** Newest first. */
export function outboxOf(ctx: SandboxContext, cpf: string): SentMail[] {
  const query = 'SELECT recipient, subject, body, code, sent_at FROM outbox WHERE cpf = ? ORDER BY sent_at DESC, id DESC';
  const rows = sql(ctx.db, query).all(cpf) as { recipient: string; subject: string; body: string; code: string | null; sent_at: number }[];
  return rows.map((row) => ({ to: row.recipient, subject: row.subject, body: row.body, code: row.code, sentAt: new Date(row.sent_at).toISOString() }));
}
