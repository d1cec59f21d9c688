import { Hono } from 'hono';
import { z } from 'zod';
import { encryptJson } from '../crypto.ts';
import { WIRE_PATHS } from '../contract/paths.ts';
import { accountEcosystems, clearFailedLogins, findAccount, findPolicy, recordFailedLogin } from '../accounts.ts';
import { spendCaptcha } from '../captcha.ts';
import type { SandboxContext, SandboxEnv } from '../context.ts';
import { type Envelope, decryptJsonField, fail, ok, parseWith, readJson } from '../envelope.ts';
import { cpfSchema } from '../identity.ts';
import { issueJwt } from '../jwt.ts';
import { verifyPassword } from '../passwords.ts';

export const LOGIN_MESSAGES = {
  mismatch: 'O número do documento e a senha não correspondem, verifique seus dados e tente novamente.',
  notRegistered: 'Usuário não registrado ou não possui uma apólice vigente.',
  noPolicy: 'Usuário não registrado ou não possui apólice vigente.',
  blocked: 'Usuário bloqueado por tentativas. Acesse a recuperação de senha.',
  massRegistered: 'Seu cadastro foi feito pela sua empresa. Crie uma nova senha para acessar.',
} as const;

const requestSchema = z.object({ data: z.string().min(1) });
const credentialsSchema = z.object({
  documentNumber: cpfSchema,
  password: z.string().min(1).max(128),
  tokenCaptcha: z.string().min(1),
  publicIp: z.string().max(64),
});

async function login(ctx: SandboxContext, cpf: string, password: string): Promise<Envelope> {
  const account = findAccount(ctx.db, cpf);
  if (!account) return fail('102', LOGIN_MESSAGES.notRegistered);
  if (account.massRegistered) return fail('ERROR_REGISTER_MASIVE', LOGIN_MESSAGES.massRegistered);
  if (account.blocked) return fail('104', LOGIN_MESSAGES.blocked);
  if (!verifyPassword(password, account.passwordHash)) {
    return recordFailedLogin(ctx.db, account) ? fail('104', LOGIN_MESSAGES.blocked) : fail('101', LOGIN_MESSAGES.mismatch);
  }
  clearFailedLogins(ctx.db, cpf);
  const policy = findPolicy(ctx.db, cpf);
  if (!policy?.inForce) return fail('103', LOGIN_MESSAGES.noPolicy);
  return ok('Login realizado com sucesso.', {
    jwt: await issueJwt(cpf, ctx.config.jwtSecret, ctx.now()),
    names: account.names,
    identification: cpf,
    listEcosystem: accountEcosystems(policy, account),
  });
}

/** POST /login/loginV2: `{data: enc(JSON credentials)}` in, a JSON string holding enc(JSON envelope) out. */
export function loginRoutes(ctx: SandboxContext) {
  return new Hono<SandboxEnv>().post(WIRE_PATHS.login, async (c) => {
    const { data } = await readJson(c, requestSchema);
    const credentials = parseWith(credentialsSchema, decryptJsonField(data, ctx.config.aesPassphrase, 'data'));
    const envelope = spendCaptcha(ctx, credentials.tokenCaptcha) ?? (await login(ctx, credentials.documentNumber, credentials.password));
    return c.json(encryptJson(envelope, ctx.config.aesPassphrase));
  });
}
