import { randomUUID } from 'node:crypto';
import { Hono } from 'hono';
import { z } from 'zod';
import { WIRE_HEADERS, WIRE_PATHS } from '../contract/paths.ts';
import { createAccount, findAccount, findPolicy } from '../accounts.ts';
import { recentAttempts, recordAttempt } from '../attempts.ts';
import type { SandboxContext, SandboxEnv } from '../context.ts';
import { sql } from '../db.ts';
import { PRE_REGISTER_LIMIT } from '../demo-customers.ts';
import { badRequest, decryptField, fail, ok, parseWith, readJson, requireHeader } from '../envelope.ts';
import { spendCaptcha } from '../captcha.ts';
import { cpfSchema, sameName } from '../identity.ts';
import { PASSWORD_RULE_MESSAGE, hashPassword, meetsPasswordPolicy } from '../passwords.ts';

export const REGISTER_MESSAGES = {
  limit: 'has superado el límite permitido',
  noPolicy: 'Usuário não possui uma apólice vigente.',
  alreadyRegistered: 'Usuário já registrado.',
  mismatch:
    'A informação da sua identificação e/ou nome não coincide, verifique seus dados ou entre em contato com nosso Centro de Atendimento ao Cliente.',
  registeredGoToLogin: 'Acesse seus serviços.',
} as const;

const phoneSchema = z
  .string()
  .transform((value) => value.replace(/\D/g, ''))
  .pipe(z.string().length(11, 'O comprimento deve ser de 11 dígitos.'));
const emailSchema = z.email('O formato do email está incorreto').max(90);

const preRegisterSchema = z.object({
  documentType: z.literal('5'),
  documentNumber: z.string().min(1),
  tokenCaptcha: z.string().min(1),
  publicIp: z.string().max(64),
  names: z.string().regex(/^[\p{L} ]{4,100}$/u, 'Os nomes não podem conter caracteres especiais e devem ter no mínimo 4 letras'),
  phone: phoneSchema,
});

const registerSchema = z.object({
  password: z.string().min(1),
  clave: z.string().min(1),
  email: z.string().min(1),
  cellPhoneNumber: z.string().min(1),
  tokenCaptcha: z.string().min(1),
  publicIp: z.string().max(64),
});

export function registerRoutes(ctx: SandboxContext) {
  const { db, config } = ctx;
  return new Hono<SandboxEnv>()
    .post(WIRE_PATHS.preRegister, async (c) => {
      const body = await readJson(c, preRegisterSchema);
      const refused = spendCaptcha(ctx, body.tokenCaptcha);
      if (refused) return c.json(refused);
      const cpf = parseWith(cpfSchema, decryptField(body.documentNumber, config.aesPassphrase, 'documentNumber'));
      const now = ctx.now();
      if (recentAttempts(db, 'pre-register', cpf, now) >= PRE_REGISTER_LIMIT) return c.json(fail('101', REGISTER_MESSAGES.limit));
      recordAttempt(db, 'pre-register', cpf, now);
      if (findAccount(db, cpf)) return c.json(fail('102', REGISTER_MESSAGES.alreadyRegistered));
      const policy = findPolicy(db, cpf);
      if (!policy?.inForce) return c.json(fail('101', REGISTER_MESSAGES.noPolicy));
      if (!sameName(body.names, policy.holderName)) return c.json(fail('103', REGISTER_MESSAGES.mismatch));
      const userId = randomUUID();
      sql(db, 'INSERT INTO pre_registrations (user_id, cpf, created_at) VALUES (?, ?, ?)').run(userId, cpf, now);
      return c.json(ok('Pré-cadastro realizado. Crie sua senha para ativar a conta.', { userId }));
    })
    .post(WIRE_PATHS.register, async (c) => {
      const userId = requireHeader(c, WIRE_HEADERS.userId);
      const body = await readJson(c, registerSchema);
      const refused = spendCaptcha(ctx, body.tokenCaptcha);
      if (refused) return c.json(refused);
      const pending = sql(db, 'SELECT cpf FROM pre_registrations WHERE user_id = ?').get(userId) as { cpf: string } | undefined;
      const policy = pending && findPolicy(db, pending.cpf);
      if (!pending || !policy?.inForce) return c.json(fail('103', REGISTER_MESSAGES.mismatch));
      if (findAccount(db, pending.cpf)) return c.json(fail('102', REGISTER_MESSAGES.registeredGoToLogin));
      const password = decryptField(body.password, body.tokenCaptcha, 'password');
      if (decryptField(body.clave, body.tokenCaptcha, 'clave') !== password) throw badRequest('As senhas não coincidem.');
      if (!meetsPasswordPolicy(password)) throw badRequest(PASSWORD_RULE_MESSAGE);
      const email = parseWith(emailSchema, decryptField(body.email, config.aesPassphrase, 'email'));
      const phone = parseWith(phoneSchema, decryptField(body.cellPhoneNumber, config.aesPassphrase, 'cellPhoneNumber'));
      db.transaction(() => {
        createAccount(db, { cpf: pending.cpf, names: policy.holderName, email, phone, passwordHash: hashPassword(password) }, ctx.now());
        sql(db, 'DELETE FROM pre_registrations WHERE user_id = ?').run(userId);
      })();
      return c.json(ok('Cadastro realizado com sucesso.'));
    });
}
