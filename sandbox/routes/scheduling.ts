import { Hono } from 'hono';
import { z } from 'zod';
import { WIRE_PATHS } from '../contract/paths.ts';
import { SUPPORT_CODE_PATTERN } from '../contract/support-code.ts';
import { brazilYear } from '../time.ts';
import { findAccount } from '../accounts.ts';
import { requireBearer } from '../auth.ts';
import type { SandboxContext, SandboxEnv } from '../context.ts';
import { sql } from '../db.ts';
import { ok, readJson } from '../envelope.ts';
import { cpfSchema } from '../identity.ts';
import { sendMail } from '../outbox.ts';

/** Contact subjects (SPEC §3). */
const CONTACT_SUBJECTS = ['Problemas com login', 'Dúvida', 'Erro', 'Reclamação', 'Sugestão'] as const;
export const CONTACT_SENT = 'A sua mensagem foi enviada corretamente';

/** `supportCode` (optional): the portal's code of the error the customer came from ('K7Q2-9XWD'). */
const messageFields = {
  subject: z.enum(CONTACT_SUBJECTS),
  message: z.string().trim().min(1).max(2000),
  supportCode: z.string().regex(SUPPORT_CODE_PATTERN).optional(),
};
const anonymousSchema = z.object({
  identification: cpfSchema,
  fullname: z.string().trim().min(4).max(100),
  email: z.email().max(90),
  ...messageFields,
});
const userSchema = z.object(messageFields);

/** LGPD art. 18 rights (the portal's lib/validation/privacy.ts), as the service desk reads them. */
const RIGHTS = {
  correcao: 'Correção de dados',
  anonimizacao: 'Anonimização ou eliminação',
  compartilhamento: 'Informação sobre compartilhamento',
  portabilidade: 'Portabilidade dos dados',
  revogacao: 'Revogação do consentimento',
} as const;
const rightsSchema = z.object({
  right: z.enum(Object.keys(RIGHTS) as [keyof typeof RIGHTS, ...(keyof typeof RIGHTS)[]]),
  details: z.string().trim().min(1).max(2000),
});
export const RIGHTS_REQUEST_RECEIVED = 'Solicitação registrada';
/** The protocol of the n-th request: 'LGPD-2026-000042' (the year of the request, Brazil time). */
const protocolOf = (id: number | bigint, now: number) => `LGPD-${brazilYear(now)}-${String(id).padStart(6, '0')}`;

type ContactMessage = {
  channel: 'anonymous' | 'authenticated' | 'rights';
  cpf: string;
  fullname: string;
  email: string;
  subject: string;
  message: string;
  supportCode?: string;
};

export function schedulingRoutes(ctx: SandboxContext) {
  const store = ({ channel, cpf, fullname, email, subject, message, supportCode }: ContactMessage) =>
    sql(
      ctx.db,
      'INSERT INTO contact_messages (channel, cpf, fullname, email, subject, message, support_code, received_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?)',
    ).run(channel, cpf, fullname, email, subject, message, supportCode ?? null, ctx.now());

  return new Hono<SandboxEnv>()
    .post(WIRE_PATHS.sendRequest, async (c) => {
      const { identification, ...rest } = await readJson(c, anonymousSchema);
      store({ channel: 'anonymous', cpf: identification, ...rest });
      return c.json(ok(CONTACT_SENT));
    })
    .post(WIRE_PATHS.sendUserRequest, requireBearer(ctx), async (c) => {
      const body = await readJson(c, userSchema);
      const account = findAccount(ctx.db, c.get('cpf'))!;
      store({ channel: 'authenticated', cpf: account.cpf, fullname: account.names, email: account.email, ...body });
      return c.json(ok(CONTACT_SENT));
    })
    // A logged-in customer's LGPD request: stored with the contact messages (channel 'rights'), given
    // a protocol, and acknowledged by e-mail to the account's address (the outbox, code = protocol).
    .post(WIRE_PATHS.sendRightsRequest, requireBearer(ctx), async (c) => {
      const { right, details } = await readJson(c, rightsSchema);
      const account = findAccount(ctx.db, c.get('cpf'))!;
      const subject = `LGPD: ${RIGHTS[right]}`;
      const { lastInsertRowid } = store({ channel: 'rights', cpf: account.cpf, fullname: account.names, email: account.email, subject, message: details });
      const protocol = protocolOf(lastInsertRowid, ctx.now());
      sendMail(ctx, {
        cpf: account.cpf,
        to: account.email,
        subject: `Recebemos sua solicitação ${protocol} - Portal de Benefícios`,
        body: `Recebemos sua solicitação de ${RIGHTS[right].toLowerCase()} (protocolo ${protocol}).\n\nVocê receberá a resposta em até 15 dias, neste e-mail.\n\nSeu pedido:\n${details}`,
        code: protocol,
      });
      return c.json(ok(RIGHTS_REQUEST_RECEIVED, { protocol }));
    });
}
