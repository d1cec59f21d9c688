import 'server-only';
import type { SessionOptions } from 'iron-session';
import { getEnv } from '@/lib/env';
import { log } from '@/lib/ops/log';
import { SESSION_IDLE_MS } from './session-data';

/** Lifetime of the short-lived seals: sign-up token, recovery state, pending ecosystem choice. */
export const SHORT_SEAL_MS = 15 * 60 * 1000;

export const COOKIE = {
  session: 'portal-session',
  /** The login of a customer who must choose an ecosystem first (not a session yet). */
  pendingLogin: 'portal-pending-login',
  recovery: 'portal-recovery',
} as const;

/**
 * The iron-session password for one purpose (a cookie name, or 'signup-token'): one string, or a
 * rotation map whose highest id seals. Every purpose but the session gets its own derived password,
 * so a sealed value of one purpose never opens as another (a pending login replayed as a session).
 */
export function sealPassword(purpose: string): string | Record<string, string> {
  const password = getEnv().SESSION_PASSWORD;
  if (purpose === COOKIE.session) return password;
  const derive = (value: string) => `${value}#${purpose}`;
  return typeof password === 'string' ? derive(password) : Object.fromEntries(Object.entries(password).map(([id, value]) => [id, derive(value)]));
}

/**
 * iron-session options of one of our cookies: HttpOnly, SameSite=Lax, Path=/, Secure in production
 * or over HTTPS, and the `__Host-` prefix whenever SITE_URL is HTTPS. The seal (and the cookie)
 * expire after `ttlMs`: for the session that is the idle timeout, refreshed on activity.
 */
export function cookieSessionOptions(name: string, ttlMs: number): SessionOptions {
  const env = getEnv();
  const https = new URL(env.SITE_URL).protocol === 'https:';
  return {
    cookieName: https ? `__Host-${name}` : name,
    password: sealPassword(name),
    ttl: Math.floor(ttlMs / 1000),
    cookieOptions: { httpOnly: true, sameSite: 'lax', path: '/', secure: https || env.NODE_ENV === 'production' },
    onUnsealError: (reason) => {
      if (reason !== 'expired') log.warn({ event: 'session.unseal-rejected', cookieName: name, reason });
    },
  };
}

export const sessionOptions = () => cookieSessionOptions(COOKIE.session, SESSION_IDLE_MS);
