import 'server-only';

/** Wrong recovery codes allowed per customer before the recovery must start again. */
export const MAX_WRONG_CODES = 5;
const WINDOW_MS = 10 * 60 * 1000;

const wrong = new Map<string, { count: number; since: number }>();

function current(document: string, now: number) {
  const entry = wrong.get(document);
  if (entry && now - entry.since > WINDOW_MS) wrong.delete(document);
  return wrong.get(document);
}

/**
 * Counts wrong recovery codes per document on the server (the browser's recovery cookie could be
 * replayed, so it cannot hold the count): after MAX_WRONG_CODES in 10 minutes the code is spent.
 * In memory, per server instance: with several instances each allows its own five.
 */
export const codeAttempts = {
  exhausted: (document: string, now = Date.now()) => (current(document, now)?.count ?? 0) >= MAX_WRONG_CODES,
  /** Records a wrong code; true when that was the last one allowed. */
  recordWrong(document: string, now = Date.now()): boolean {
    const entry = current(document, now) ?? { count: 0, since: now };
    entry.count += 1;
    wrong.set(document, entry);
    return entry.count >= MAX_WRONG_CODES;
  },
  clear: (document: string) => void wrong.delete(document),
};
