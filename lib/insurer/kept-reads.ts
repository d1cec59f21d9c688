/**
 * Partner answers that are the same for every customer who may see them (how many offers a search
 * finds in a state, a topic's first courses), kept in this server's memory for `ttlMs` so a page
 * that shows them beside its own content does not ask the partners again on every request. The
 * caller checks that the customer holds the service before reading; only answers `keep` accepts are
 * kept (a failure is asked again next time), and at most `maxEntries` (the oldest kept goes first).
 */
export function keptReads<T>({ ttlMs, maxEntries, keep }: { ttlMs: number; maxEntries: number; keep: (value: T) => boolean }) {
  const kept = new Map<string, { value: T; expiresAt: number }>();
  return async function read(key: string, ask: () => Promise<T>): Promise<T> {
    const hit = kept.get(key);
    if (hit && hit.expiresAt > Date.now()) return hit.value;
    const value = await ask();
    if (keep(value)) {
      kept.delete(key);
      if (kept.size >= maxEntries) kept.delete(kept.keys().next().value!);
      kept.set(key, { value, expiresAt: Date.now() + ttlMs });
    }
    return value;
  };
}
