import { SESSION_ABSOLUTE_MS, SESSION_IDLE_MS, withinLimits } from './session-data';

/**
 * What the session registry holds of one session: whose it is, when it began and was last used,
 * and the browser it was opened in (what "Seus acessos" shows). Pure module.
 */
export type SessionRecord = {
  sid: string;
  /** The customer: the session's `identification` (the CPF's 11 digits). */
  cpf: string;
  createdAt: number;
  lastSeenAt: number;
  /** The User-Agent of the login, at most USER_AGENT_MAX characters ('' when none was sent). */
  userAgent: string;
};

export const USER_AGENT_MAX = 256;

export const truncateUserAgent = (userAgent: string | null | undefined): string => (userAgent ?? '').slice(0, USER_AGENT_MAX);

/** When the record stops counting: 30 min after its last use, never past 12 h after the login. */
export const expiresAt = (record: Pick<SessionRecord, 'createdAt' | 'lastSeenAt'>): number =>
  Math.min(record.lastSeenAt + SESSION_IDLE_MS, record.createdAt + SESSION_ABSOLUTE_MS);

export const isLive = (record: SessionRecord, now: number): boolean => withinLimits(record.createdAt, record.lastSeenAt, now);

/**
 * The session registry: one record per open session, so that the server can end a session
 * (logout, a password change, "Seus acessos") and every read of a copied cookie then fails.
 * Records expire with the session's own limits; `touch` moves the idle limit on.
 */
export interface SessionStore {
  create(record: SessionRecord): Promise<void>;
  /** The live record of `sid`, or null (never was, ended, or past its limits). */
  get(sid: string, now: number): Promise<SessionRecord | null>;
  /** Marks `sid` used at `now` (its idle limit moves on); an ended session stays ended. */
  touch(sid: string, now: number): Promise<void>;
  /** Ends `cpf`'s session `sid`; false when there is no such live session of that customer. */
  end(cpf: string, sid: string): Promise<boolean>;
  /** Ends every session of `cpf` but `exceptSid`; how many it ended. */
  endOthers(cpf: string, exceptSid: string): Promise<number>;
  /** Ends every session of `cpf`; how many it ended. */
  endAll(cpf: string): Promise<number>;
  /** The live sessions of `cpf`, the most recently used first. */
  listOf(cpf: string, now: number): Promise<SessionRecord[]>;
}

export const byLastUse = (a: SessionRecord, b: SessionRecord) => b.lastSeenAt - a.lastSeenAt;
