import { Hono } from 'hono';
import { z } from 'zod';
import { encryptJson } from '../crypto.ts';
import { WIRE_PATHS } from '../contract/paths.ts';
import {
  EMAIL_CODE_LIMIT,
  confirmEmailChange,
  issueEmailChange,
  readProfile,
  recentEmailCodes,
  setPhone,
} from '../account-profile.ts';
import { findAccount, passwordReuse, replacePassword } from '../accounts.ts';
import { requireBearer } from '../auth.ts';
import type { SandboxContext, SandboxEnv } from '../context.ts';
import { badRequest, decryptField, decryptJsonField, fail, ok, parseWith, readJson } from '../envelope.ts';
import { sendMail } from '../outbox.ts';
import { PASSWORD_RULE_MESSAGE, hashPassword, meetsPasswordPolicy, verifyPassword } from '../passwords.ts';

/**
 * My account, as the portal assumes the insurer offers it (docs/sandbox.md 'My account'): read the
 * profile, change the mobile phone, change the e-mail with a code mailed to the new address (and a
 * notice to the previous one once it is confirmed), change the password. Every change needs the
 * current password (the step-up, checked first: 105 on the phone and e-mail calls, 101 on the
 * password's) and every call the bearer JWT; the customer is its CPF.
 */
export const ACCOUNT_MESSAGES = {
  profile: 'Perfil encontrado.',
  phoneChanged: 'Celular atualizado com sucesso.',
  phoneUnchanged: 'O celular informado é igual ao atual.',
  emailUnchanged: 'O e-mail informado é igual ao atual.',
  emailCodeSent: 'Enviamos um código de verificação para o novo e-mail.',
  emailCodeLimit: 'O limite de envio de códigos foi excedido. Tente novamente mais tarde.',
  emailNothingPending: 'Não há alteração de e-mail pendente ou o código expirou. Solicite um novo código.',
  emailWrongCode: 'Código inválido: você digitou um código diferente do enviado',
  emailChanged: 'E-mail alterado com sucesso.',
  currentPasswordMismatch: 'A senha atual não confere.',
  stepUpMismatch: 'A senha atual não confere.',
  sameAsCurrent: 'A nova senha não pode ser igual à senha atual.',
  recentlyUsed: 'Essa senha foi usada recentemente. Escolha uma senha diferente das suas 3 últimas senhas.',
  passwordChanged: 'Senha alterada com sucesso.',
} as const;

const phoneSchema = z
  .string()
  .transform((value) => value.replace(/\D/g, ''))
  .pipe(z.string().length(11, 'O comprimento deve ser de 11 dígitos.'));
const emailSchema = z.email('O formato do email está incorreto').max(90, 'O formato do email está incorreto');

/** The phone and e-mail changes carry the customer's current password (encrypted): the step-up, checked before anything else. */
const phoneRequest = z.object({ cellPhoneNumber: z.string().min(1), currentPassword: z.string().min(1) });
const emailRequest = z.object({ email: z.string().min(1), currentPassword: z.string().min(1) });
const currentPasswordSchema = z.string().min(1).max(128);
const confirmRequest = z.object({ code: z.string().regex(/^\d{6}$/, 'o código tem 6 dígitos') });
const passwordRequest = z.object({ data: z.string().min(1) });
const passwordFields = z.object({ currentPassword: z.string().min(1).max(128), newPassword: z.string().min(1).max(128) });

const firstName = (names: string) => names.split(' ')[0];

export function accountRoutes(ctx: SandboxContext) {
  const { db, config } = ctx;
  /** An envelope carrying the customer's profile, encrypted like the login's answer (it holds personal data). */
  const withProfile = (cpf: string, message: string): string => encryptJson(ok(message, readProfile(db, cpf)), config.aesPassphrase);
  const bearer = requireBearer(ctx);
  /** The step-up of a contact change: whether `encrypted` is the customer's current password. */
  const knowsPassword = (cpf: string, encrypted: string): boolean =>
    verifyPassword(parseWith(currentPasswordSchema, decryptField(encrypted, config.aesPassphrase, 'currentPassword')), findAccount(db, cpf)!.passwordHash);

  return new Hono<SandboxEnv>()
    .get(WIRE_PATHS.userProfile, bearer, (c) => c.json(withProfile(c.get('cpf'), ACCOUNT_MESSAGES.profile)))
    .post(WIRE_PATHS.updateCellPhone, bearer, async (c) => {
      const body = await readJson(c, phoneRequest);
      const cpf = c.get('cpf');
      if (!knowsPassword(cpf, body.currentPassword)) return c.json(fail('105', ACCOUNT_MESSAGES.stepUpMismatch));
      const phone = parseWith(phoneSchema, decryptField(body.cellPhoneNumber, config.aesPassphrase, 'cellPhoneNumber'));
      if (readProfile(db, cpf)?.cellPhoneNumber === phone) return c.json(fail('101', ACCOUNT_MESSAGES.phoneUnchanged));
      setPhone(db, cpf, phone);
      return c.json(withProfile(cpf, ACCOUNT_MESSAGES.phoneChanged));
    })
    .post(WIRE_PATHS.requestEmailChange, bearer, async (c) => {
      const body = await readJson(c, emailRequest);
      if (!knowsPassword(c.get('cpf'), body.currentPassword)) return c.json(fail('105', ACCOUNT_MESSAGES.stepUpMismatch));
      const email = parseWith(emailSchema, decryptField(body.email, config.aesPassphrase, 'email'));
      const account = findAccount(db, c.get('cpf'))!;
      const now = ctx.now();
      if (account.email.toLowerCase() === email.toLowerCase()) return c.json(fail('101', ACCOUNT_MESSAGES.emailUnchanged));
      if (recentEmailCodes(db, account.cpf, now) >= EMAIL_CODE_LIMIT) return c.json(fail('104', ACCOUNT_MESSAGES.emailCodeLimit));
      const code = issueEmailChange(db, account.cpf, email, now);
      sendMail(ctx, {
        cpf: account.cpf,
        to: email,
        subject: 'Confirme seu novo e-mail - Portal de Benefícios',
        body: `Olá, ${firstName(account.names)}!\n\nPara confirmar este endereço como seu novo e-mail, digite o código ${code}. Ele vale por 10 minutos.\n\nSe você não pediu esta alteração, ignore este e-mail.`,
        code,
      });
      return c.json(ok(ACCOUNT_MESSAGES.emailCodeSent));
    })
    .post(WIRE_PATHS.confirmEmailChange, bearer, async (c) => {
      const { code } = await readJson(c, confirmRequest);
      const account = findAccount(db, c.get('cpf'))!;
      const result = confirmEmailChange(db, account.cpf, code, ctx.now());
      if (result.outcome === 'none') return c.json(fail('103', ACCOUNT_MESSAGES.emailNothingPending));
      if (result.outcome === 'wrong') return c.json(fail('104', ACCOUNT_MESSAGES.emailWrongCode));
      sendMail(ctx, {
        cpf: account.cpf,
        to: result.previous,
        subject: 'Seu e-mail foi alterado - Portal de Benefícios',
        body: `Olá, ${firstName(account.names)}!\n\nO e-mail da sua conta foi alterado para ${result.email}. Se você não fez esta alteração, fale com a nossa Central de Atendimento.`,
        code: null,
      });
      return c.json(withProfile(account.cpf, ACCOUNT_MESSAGES.emailChanged));
    })
    .post(WIRE_PATHS.updatePassword, bearer, async (c) => {
      const { data } = await readJson(c, passwordRequest);
      const { currentPassword, newPassword } = parseWith(passwordFields, decryptJsonField(data, config.aesPassphrase, 'data'));
      if (!meetsPasswordPolicy(newPassword)) throw badRequest(PASSWORD_RULE_MESSAGE);
      const account = findAccount(db, c.get('cpf'))!;
      if (!verifyPassword(currentPassword, account.passwordHash)) return c.json(fail('101', ACCOUNT_MESSAGES.currentPasswordMismatch));
      const reuse = passwordReuse(db, account, newPassword);
      if (reuse === 'current') return c.json(fail('102', ACCOUNT_MESSAGES.sameAsCurrent));
      if (reuse === 'recent') return c.json(fail('103', ACCOUNT_MESSAGES.recentlyUsed));
      replacePassword(db, account, hashPassword(newPassword), ctx.now());
      sendMail(ctx, {
        cpf: account.cpf,
        to: account.email,
        subject: 'Sua senha foi alterada - Portal de Benefícios',
        body: `Olá, ${firstName(account.names)}!\n\nA senha da sua conta foi alterada. Se você não fez esta alteração, recupere sua senha e fale com a nossa Central de Atendimento.`,
        code: null,
      });
      return c.json(ok(ACCOUNT_MESSAGES.passwordChanged));
    });
}
