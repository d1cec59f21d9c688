import { keptReads } from './kept-reads';

const answer = (value: string) => jest.fn(async () => value);

describe('kept partner reads', () => {
  afterEach(() => jest.useRealTimers());

  it('answers a key from memory until ttlMs has passed, then asks again', async () => {
    jest.useFakeTimers({ now: 0 });
    const read = keptReads<string>({ ttlMs: 1000, maxEntries: 10, keep: () => true });
    const ask = answer('a');
    expect(await read('k', ask)).toBe('a');
    jest.setSystemTime(999);
    expect(await read('k', ask)).toBe('a');
    expect(ask).toHaveBeenCalledTimes(1);
    jest.setSystemTime(1000);
    expect(await read('k', ask)).toBe('a');
    expect(ask).toHaveBeenCalledTimes(2);
  });

  it('keeps each key apart, and never an answer keep refuses (a failure is asked again)', async () => {
    const read = keptReads<string>({ ttlMs: 60_000, maxEntries: 10, keep: (value) => value !== 'failed' });
    const failing = answer('failed');
    expect(await read('k', failing)).toBe('failed');
    expect(await read('k', failing)).toBe('failed');
    expect(failing).toHaveBeenCalledTimes(2);
    expect(await read('k', answer('ok'))).toBe('ok');
    expect(await read('other', answer('other'))).toBe('other');
    expect(await read('k', answer('not asked'))).toBe('ok');
  });

  it('holds at most maxEntries, letting the oldest go first', async () => {
    const read = keptReads<string>({ ttlMs: 60_000, maxEntries: 2, keep: () => true });
    await read('a', answer('a1'));
    await read('b', answer('b1'));
    await read('c', answer('c1'));
    expect(await read('b', answer('b2'))).toBe('b1');
    expect(await read('c', answer('c2'))).toBe('c1');
    expect(await read('a', answer('a2'))).toBe('a2');
  });

  it('lets requests that come while a key is asked share the one call', async () => {
    const read = keptReads<string>({ ttlMs: 60_000, maxEntries: 10, keep: () => true });
    let answerNow: (value: string) => void = () => undefined;
    const ask = jest.fn(() => new Promise<string>((resolve) => (answerNow = resolve)));
    const first = read('k', ask);
    const second = read('k', ask);
    answerNow('a');
    expect(await Promise.all([first, second])).toEqual(['a', 'a']);
    expect(ask).toHaveBeenCalledTimes(1);
  });

  it('shares a failure with the requests that waited for it, without keeping it', async () => {
    const read = keptReads<string>({ ttlMs: 60_000, maxEntries: 10, keep: (value) => value !== 'failed' });
    const failing = answer('failed');
    expect(await Promise.all([read('k', failing), read('k', failing)])).toEqual(['failed', 'failed']);
    expect(failing).toHaveBeenCalledTimes(1);
    expect(await read('k', answer('ok'))).toBe('ok');
  });

  it('with staleOnFailure, answers a failure with the last answer kept, however old; without one, with the failure', async () => {
    jest.useFakeTimers({ now: 0 });
    const read = keptReads<string>({ ttlMs: 1000, maxEntries: 10, keep: (value) => value !== 'failed', staleOnFailure: true });
    expect(await read('k', answer('failed'))).toBe('failed');
    expect(await read('k', answer('a'))).toBe('a');
    jest.setSystemTime(5000);
    const failing = answer('failed');
    expect(await read('k', failing)).toBe('a');
    expect(await read('k', failing)).toBe('a');
    expect(failing).toHaveBeenCalledTimes(2);
    expect(await read('k', answer('b'))).toBe('b');
  });

  it('reads a ttlMs given as a function at each answer; 0 keeps nothing', async () => {
    let ttlMs = 0;
    const read = keptReads<string>({ ttlMs: () => ttlMs, maxEntries: 10, keep: () => true });
    expect(await read('k', answer('a'))).toBe('a');
    expect(await read('k', answer('b'))).toBe('b');
    ttlMs = 60_000;
    expect(await read('k', answer('c'))).toBe('c');
    expect(await read('k', answer('d'))).toBe('c');
  });
});
