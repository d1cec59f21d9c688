import 'server-only';
import { createHash } from 'node:crypto';
import { formatDate, formatTime } from '@/lib/time/brazil';
import { customerOf, endOneSession } from '@/lib/session/registry';
import type { SessionData, SessionView } from '@/lib/session/session-data';
import { sessionStore, type SessionRecord } from '@/lib/session/store';
import type { OpenSession } from './contract';
import { deviceName } from './device-name';

/**
 * "Seus acessos": the customer's open sessions (lib/session/store.ts) as the page shows them. The
 * browser gets a handle of each session id (its SHA-256, cut), never an id the registry checks.
 */
export const sessionHandle = (sid: string): string => createHash('sha256').update(sid).digest('base64url').slice(0, 22);

const shown = (at: number) => `${formatDate(at)} ${formatTime(at)}`;

function openSession(record: SessionRecord, current: boolean): OpenSession {
  return { id: sessionHandle(record.sid), device: deviceName(record.userAgent), startedAt: shown(record.createdAt), lastUsedAt: shown(record.lastSeenAt), current };
}

/** This session first, then the others, the most recently used first. */
export async function openSessionsOf(session: Pick<SessionView, 'sid' | 'identification'>, now = Date.now()): Promise<OpenSession[]> {
  const records = await sessionStore().listOf(customerOf(session.identification), now);
  const current = records.filter((record) => record.sid === session.sid);
  const others = records.filter((record) => record.sid !== session.sid);
  return [...current.map((record) => openSession(record, true)), ...others.map((record) => openSession(record, false))];
}

/** Ends the customer's other session of handle `id`: 'ended', 'current' (this one: that is "Sair"), or 'unknown' (not theirs, or gone). */
export async function endSessionByHandle(session: SessionData, id: string, now = Date.now()): Promise<'ended' | 'current' | 'unknown'> {
  if (id === sessionHandle(session.sid)) return 'current';
  const records = await sessionStore().listOf(customerOf(session.identification), now);
  const target = records.find((record) => sessionHandle(record.sid) === id);
  return target && (await endOneSession(session, target.sid)) ? 'ended' : 'unknown';
}
