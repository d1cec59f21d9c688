import { byLastUse, isLive, type SessionRecord, type SessionStore } from './session-record';

/** How often expired records are swept out (at a create), so the map stays the size of the open sessions. */
const SWEEP_MS = 60_000;

/** The session registry of one instance, in its memory: for a portal without REDIS_URL. */
export function memorySessionStore(): SessionStore {
  const records = new Map<string, SessionRecord>();
  const byCustomer = new Map<string, Set<string>>();
  let sweptAt = 0;

  const remove = (sid: string) => {
    const record = records.get(sid);
    if (!record) return;
    records.delete(sid);
    const sids = byCustomer.get(record.cpf);
    sids?.delete(sid);
    if (sids?.size === 0) byCustomer.delete(record.cpf);
  };
  const live = (sid: string, now: number) => {
    const record = records.get(sid);
    if (record && isLive(record, now)) return record;
    remove(sid);
    return null;
  };
  const sweep = (now: number) => {
    if (now - sweptAt < SWEEP_MS) return;
    sweptAt = now;
    for (const sid of records.keys()) live(sid, now);
  };
  const endWhere = (cpf: string, keep: (sid: string) => boolean) => {
    const sids = [...(byCustomer.get(cpf) ?? [])].filter((sid) => !keep(sid));
    for (const sid of sids) remove(sid);
    return sids.length;
  };

  return {
    async create(record) {
      sweep(record.createdAt);
      remove(record.sid);
      records.set(record.sid, { ...record });
      byCustomer.set(record.cpf, (byCustomer.get(record.cpf) ?? new Set()).add(record.sid));
    },
    async get(sid, now) {
      const record = live(sid, now);
      return record && { ...record };
    },
    async touch(sid, now) {
      const record = live(sid, now);
      if (record && now > record.lastSeenAt) record.lastSeenAt = now;
    },
    async end(cpf, sid) {
      if (records.get(sid)?.cpf !== cpf) return false;
      remove(sid);
      return true;
    },
    async endOthers(cpf, exceptSid) {
      return endWhere(cpf, (sid) => sid === exceptSid);
    },
    async endAll(cpf) {
      return endWhere(cpf, () => false);
    },
    async listOf(cpf, now) {
      return [...(byCustomer.get(cpf) ?? [])]
        .map((sid) => live(sid, now))
        .filter((record): record is SessionRecord => record !== null)
        .map((record) => ({ ...record }))
        .sort(byLastUse);
    },
  };
}
