import { z } from '@/lib/validation/z';

/**
 * What the session cookie holds (sealed by iron-session, HttpOnly): the spec's session record
 * (the login response plus the client flags) with the times that bound its life.
 * Pure module: shared by the DAL, the route handlers and proxy.ts.
 */
export const SESSION_ABSOLUTE_MS = 12 * 60 * 60 * 1000;
export const SESSION_IDLE_MS = 30 * 60 * 1000;
/** proxy.ts re-seals at most this often, so browsing does not send a Set-Cookie on every request. */
export const SESSION_REFRESH_MS = 60 * 1000;

const ecosystemName = z.enum(['Empregabilidade', 'Autônomo', 'Parcelamento', 'Protegido']);

export const sessionDataSchema = z.object({
  jwt: z.string().min(1),
  names: z.string(),
  identification: z.string(),
  /** Service names and meta only. */
  listEcosystem: z.array(z.object({ name: ecosystemName, services: z.array(z.object({ name: z.string(), meta: z.string() })) })),
  isParcelamentoUser: z.boolean(),
  isProtegido: z.boolean(),
  eco: ecosystemName.nullable(),
  /** ISO time of the login (the spec's lastsession). */
  lastsession: z.string(),
  issuedAt: z.number(),
  lastSeenAt: z.number(),
});

export type SessionData = z.infer<typeof sessionDataSchema>;

/** What pages get: the session without the insurer's JWT, so no prop or HTML can ever carry it. */
export type SessionView = Omit<SessionData, 'jwt'>;

/** The session if the unsealed value is a well-formed one still within its 12 h life and 30 min idle time; else null. */
export function liveSession(unsealed: unknown, now: number): SessionData | null {
  const parsed = sessionDataSchema.safeParse(unsealed);
  if (!parsed.success) return null;
  const { issuedAt, lastSeenAt } = parsed.data;
  const fresh = now - issuedAt < SESSION_ABSOLUTE_MS && now - lastSeenAt < SESSION_IDLE_MS && lastSeenAt >= issuedAt;
  return fresh ? parsed.data : null;
}
