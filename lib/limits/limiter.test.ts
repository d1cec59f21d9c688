/** @jest-environment node */

jest.mock('server-only', () => ({}));

type LimiterModule = typeof import('./limiter');

/** A fresh copy of the module, as Next gives a route handler and a Server Component their own. */
function freshCopy(): LimiterModule {
  let copy: LimiterModule | undefined;
  jest.isolateModules(() => {
    copy = jest.requireActual<LimiterModule>('./limiter');
  });
  return copy!;
}

describe('limiter', () => {
  it('counts per key, blocks at the limit and forgets on reset', async () => {
    const { limiter } = freshCopy();
    const attempts = limiter('passwordChange');
    await attempts.reset('a');
    for (let i = 1; i < 5; i += 1) expect(await attempts.hit('a')).toBe(0);
    expect(await attempts.blockedFor('a')).toBe(0);
    const wait = await attempts.hit('a');
    expect(wait).toBeGreaterThan(0);
    expect(wait).toBeLessThanOrEqual(15 * 60);
    expect(await attempts.blockedFor('a')).toBeGreaterThan(0);
    expect(await attempts.blockedFor('b')).toBe(0);
    await attempts.reset('a');
    expect(await attempts.blockedFor('a')).toBe(0);
  });

  it('two copies of the module share one count (a page sees the lock its handler set)', async () => {
    const handlerCopy = freshCopy().limiter('passwordChange');
    const pageCopy = freshCopy().limiter('passwordChange');
    await handlerCopy.reset('c');
    for (let i = 0; i < 5; i += 1) await handlerCopy.hit('c');
    expect(await pageCopy.blockedFor('c')).toBeGreaterThan(0);
    await pageCopy.reset('c');
  });
});
