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
});
