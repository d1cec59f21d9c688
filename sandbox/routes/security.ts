import { Hono } from 'hono';
import { z } from 'zod';
import { WIRE_HEADERS, WIRE_PATHS } from '../contract/paths.ts';
import { findAccount, passwordReuse, replacePassword } from '../accounts.ts';
import { recentAttempts, recordAttempt } from '../attempts.ts';
import type { SandboxContext, SandboxEnv } from '../context.ts';
import { badRequest, decryptField, fail, info, ok, parseWith, readJson, requireHeader } from '../envelope.ts';
import { spendCaptcha } from '../captcha.ts';
import { cpfSchema } from '../identity.ts';
import { sendMail } from '../outbox.ts';
import { PASSWORD_RULE_MESSAGE, hashPassword, meetsPasswordPolicy } from '../passwords.ts';
import { advanceRecoveryCode, hasValidatedCode, issueRecoveryCode } from '../recovery-codes.ts';

/** Recovery requests allowed per CPF in 24 h; the next one answers 104. */
const RECOVERY_LIMIT = 3;

export const SECURITY_MESSAGES = {
  codeSent: 'Enviamos um código de verificação para o e-mail cadastrado.',
  notFound: 'Não encontramos informações para o documento informado.',
  limit: 'O limite de solicitação de recuperação de senha foi excedido.',
  codeValid: 'Código validado com sucesso.',
  codeInvalid: 'Código inválido: você digitou um código diferente do enviado',
  codeNotValidated: 'Código inválido ou expirado. Solicite um novo código de verificação.',
  sameAsCurrent: 'A nova senha não pode ser igual à senha atual.',
  recentlyUsed: 'Essa senha foi usada recentemente. Escolha uma senha diferente das suas 3 últimas senhas.',
  changed: 'Senha alterada com sucesso.',
} as const;

/** `email` (encrypted): the address the customer typed, checked against the account's (a mismatch mails nothing). */
const recoverySchema = z.object({ identification: z.string().min(1), email: z.string().min(1), tokenCaptcha: z.string().min(1), publicIp: z.string().max(64) });
const typedEmailSchema = z.string().max(90);
const changeSchema = z.object({
  identification: cpfSchema,
  code: z.string().regex(/^\d{6}$/, 'o código tem 6 dígitos'),
  password: z.string().min(1),
  tokenCaptcha: z.string().min(1),
  publicIp: z.string().max(64),
});

const firstName = (names: string) => names.split(' ')[0];

export function securityRoutes(ctx: SandboxContext) {
  const { db, config } = ctx;
  return new Hono<SandboxEnv>()
    .post(WIRE_PATHS.passwordRecovery, async (c) => {
      requireHeader(c, WIRE_HEADERS.userId);
      const body = await readJson(c, recoverySchema);
      const refused = spendCaptcha(ctx, body.tokenCaptcha);
      if (refused) return c.json(refused);
      const cpf = parseWith(cpfSchema, decryptField(body.identification, config.aesPassphrase, 'identification'));
      const now = ctx.now();
      if (recentAttempts(db, 'recovery', cpf, now) >= RECOVERY_LIMIT) return c.json(fail('104', SECURITY_MESSAGES.limit));
      recordAttempt(db, 'recovery', cpf, now);
      const typedEmail = parseWith(typedEmailSchema, decryptField(body.email, config.aesPassphrase, 'email'));
      const account = findAccount(db, cpf);
      if (!account) return c.json(fail('101', SECURITY_MESSAGES.notFound));
      // Not the account's address: the same answer as a sent code, and no code (nobody learns the address).
      if (account.email.trim().toLowerCase() !== typedEmail.trim().toLowerCase()) return c.json(ok(SECURITY_MESSAGES.codeSent));
      const code = issueRecoveryCode(db, cpf, now);
      sendMail(ctx, {
        cpf,
        to: account.email,
        subject: 'Seu código de verificação - Portal de Benefícios',
        body: `Olá, ${firstName(account.names)}!\n\nSeu código de verificação é ${code}. Ele vale por 10 minutos e só pode ser usado uma vez.\n\nSe você não pediu a recuperação de senha, ignore este e-mail.`,
        code,
      });
      return c.json(ok(SECURITY_MESSAGES.codeSent));
    })
    .get(`${WIRE_PATHS.passwordValidateCode}/:document/:code`, (c) => {
      const cpf = parseWith(cpfSchema, c.req.param('document'));
      const valid = advanceRecoveryCode(db, cpf, c.req.param('code'), 'pending', 'validated', ctx.now());
      return c.json(valid ? info('105', SECURITY_MESSAGES.codeValid) : fail('104', SECURITY_MESSAGES.codeInvalid));
    })
    .post(WIRE_PATHS.changePassword, async (c) => {
      const body = await readJson(c, changeSchema);
      const refused = spendCaptcha(ctx, body.tokenCaptcha);
      if (refused) return c.json(refused);
      const now = ctx.now();
      const account = findAccount(db, body.identification);
      if (!account || !hasValidatedCode(db, body.identification, body.code, now)) return c.json(fail('104', SECURITY_MESSAGES.codeNotValidated));
      if (!meetsPasswordPolicy(body.password)) throw badRequest(PASSWORD_RULE_MESSAGE);
      const reuse = passwordReuse(db, account, body.password);
      if (reuse === 'current') return c.json(fail('102', SECURITY_MESSAGES.sameAsCurrent));
      if (reuse === 'recent') return c.json(fail('103', SECURITY_MESSAGES.recentlyUsed));
      db.transaction(() => {
        replacePassword(db, account, hashPassword(body.password), now);
        advanceRecoveryCode(db, account.cpf, body.code, 'validated', 'used', now);
      })();
      return c.json(ok(SECURITY_MESSAGES.changed));
    });
}
