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

/** A session id: 128 random bits in base64url (lib/session/session-id.ts). */
export const sessionIdSchema = z.string().regex(/^[\w-]{22}$/);

/** What a login holds before it is a session (the pending ecosystem choice holds it too). */
export const loginDataSchema = z.object({
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

export type LoginData = z.infer<typeof loginDataSchema>;

/**
 * The session: the login plus its id in the session registry (lib/session/store.ts), which every
 * read checks. A cookie without one (sealed before the registry existed) reads as no session.
 */
export const sessionDataSchema = loginDataSchema.extend({ sid: sessionIdSchema });

export type SessionData = z.infer<typeof sessionDataSchema>;

/** What pages get: the session without the insurer's JWT, so no prop or HTML can ever carry it. */
export type SessionView = Omit<SessionData, 'jwt'>;

/** Whether a life that began at `issuedAt` and was last active at `lastSeenAt` is within its 12 h and 30 min idle time. */
export const withinLimits = (issuedAt: number, lastSeenAt: number, now: number): boolean =>
  now - issuedAt < SESSION_ABSOLUTE_MS && now - lastSeenAt < SESSION_IDLE_MS && lastSeenAt >= issuedAt;

/** The parse of a sealed login or session: well-formed and still within its limits, else null. */
const liveOf =
  <S extends typeof loginDataSchema>(schema: S) =>
  (unsealed: unknown, now: number): z.infer<S> | null => {
    const parsed = schema.safeParse(unsealed);
    if (!parsed.success) return null;
    return withinLimits(parsed.data.issuedAt, parsed.data.lastSeenAt, now) ? parsed.data : null;
  };

/** The session if the unsealed value is a well-formed one still within its 12 h life and 30 min idle time; else null. */
export const liveSession: (unsealed: unknown, now: number) => SessionData | null = liveOf(sessionDataSchema);

/** The same for a login waiting for the ecosystem choice (no session id yet). */
export const liveLogin: (unsealed: unknown, now: number) => LoginData | null = liveOf(loginDataSchema);
