type Options<T> = {
  /** How long an answer is kept (a function: read at each answer, e.g. from the environment; 0 keeps nothing). */
  ttlMs: number | (() => number);
  /** At most this many keys are kept; the oldest kept goes first. */
  maxEntries: number;
  /** Which answers are kept: never a failure, which is asked again next time. */
  keep: (value: T) => boolean;
  /** A failure answers with the last answer kept for the key, however old, while there is one. */
  staleOnFailure?: boolean;
};

/**
 * Partner answers that are the same for every customer who may see them (legal texts, the
 * occupation list, how many offers a search finds in a state), kept in this server's memory for
 * `ttlMs` so a page that shows them does not ask the partners again on every request. The caller
 * checks that the customer holds the service before reading. Requests that come while a key is
 * being asked share that one call. The one way the portal keeps partner reads in memory.
 */
export function keptReads<T>({ ttlMs, maxEntries, keep, staleOnFailure = false }: Options<T>) {
  const kept = new Map<string, { value: T; expiresAt: number }>();
  const asking = new Map<string, Promise<T>>();

  const store = (key: string, value: T) => {
    const ttl = typeof ttlMs === 'function' ? ttlMs() : ttlMs;
    if (ttl <= 0) return;
    kept.delete(key);
    if (kept.size >= maxEntries) kept.delete(kept.keys().next().value!);
    kept.set(key, { value, expiresAt: Date.now() + ttl });
  };

  return function read(key: string, ask: () => Promise<T>): Promise<T> {
    const hit = kept.get(key);
    if (hit && hit.expiresAt > Date.now()) return Promise.resolve(hit.value);
    let answer = asking.get(key);
    if (!answer) {
      answer = ask()
        .then((value) => {
          if (keep(value)) store(key, value);
          else if (staleOnFailure && hit) return hit.value;
          return value;
        })
        .finally(() => asking.delete(key));
      asking.set(key, answer);
    }
    return answer;
  };
}
