import 'server-only';
import type { CookieJar } from 'iron-session';
import type { Caller } from '@/lib/bff/handler';
import { login } from './insurer';
import { pendingLoginCookie } from '@/lib/session/cookies';
import { applyLoginRules, redirectFor } from '@/lib/session/ecosystems';
import { startSession } from '@/lib/session/registry';
import type { LoginData } from '@/lib/session/session-data';
import type { LoginResult } from './contract';
import { loginRefusal } from './refusals';
import { insurerFailure, ok, type Reply } from '@/lib/bff/replies';

/** The LoginResult DTO of a session: names and service names only (never the JWT). */
export function loginResult(session: LoginData, mustChooseEcosystem: boolean): LoginResult {
  return {
    names: session.names,
    ecosystems: session.listEcosystem.map((e) => ({ name: e.name, services: e.services.map((s) => s.name) })),
    mustChooseEcosystem,
    redirectTo: mustChooseEcosystem ? null : redirectFor(session.listEcosystem),
  };
}

/**
 * Logs in (login, and automatically after registration and password change): applies the SPEC §4
 * rules and opens the session (lib/session/registry.ts); with exactly 3 ecosystems the login waits
 * for the ecosystem choice. `request`: the login's, whose User-Agent "Seus acessos" shows.
 */
export async function signIn(cookies: CookieJar, credentials: { document: string; password: string } & Caller, request: Request): Promise<Reply> {
  const result = await login(credentials);
  if (result.kind !== 'ok') return insurerFailure(result, loginRefusal);
  const now = Date.now();
  const { ecosystems, isParcelamentoUser, isProtegido, eco, mustChooseEcosystem } = applyLoginRules(result.data.ecosystems);
  const session: LoginData = {
    jwt: result.data.jwt,
    names: result.data.names,
    identification: result.data.identification,
    listEcosystem: ecosystems,
    isParcelamentoUser,
    isProtegido,
    eco,
    lastsession: new Date(now).toISOString(),
    issuedAt: now,
    lastSeenAt: now,
  };
  if (mustChooseEcosystem) {
    await pendingLoginCookie.write(cookies, session);
  } else {
    await startSession(cookies, session, request.headers.get('user-agent'));
    await pendingLoginCookie.clear(cookies);
  }
  return ok(loginResult(session, mustChooseEcosystem));
}
