/** @jest-environment node */

jest.mock('server-only', () => ({}));

import { requestKeptAfter } from '@/testing/retention';

type LimiterModule = typeof import('./limiter');
type OutsideRequestModule = typeof import('./outside-request');

/** A fresh copy of the module, as Next gives a route handler and a Server Component their own. */
function freshCopy(): LimiterModule {
  let copy: LimiterModule | undefined;
  jest.isolateModules(() => {
    copy = jest.requireActual<LimiterModule>('./limiter');
  });
  return copy!;
}

describe('limiter', () => {
  it('spends per key, refuses past the limit and forgets on reset', async () => {
    const { limiter } = freshCopy();
    const attempts = limiter('recoveryCode');
    await attempts.reset('a');
    for (let i = 1; i <= 5; i += 1) expect(await attempts.spend('a')).toEqual({ waitSec: 0, remaining: 5 - i });
    expect(await attempts.blockedFor('a')).toBeGreaterThan(0);
    const refused = await attempts.spend('a');
    expect(refused.waitSec).toBeGreaterThan(0);
    expect(refused.waitSec).toBeLessThanOrEqual(10 * 60);
    expect(await attempts.blockedFor('b')).toBe(0);
    await attempts.reset('a');
    expect(await attempts.blockedFor('a')).toBe(0);
  });

  it('gives an attempt back, never below none spent', async () => {
    const { limiter } = freshCopy();
    const attempts = limiter('recoveryCode');
    await attempts.reset('g');
    await attempts.spend('g');
    await attempts.giveBack('g');
    await attempts.giveBack('g');
    expect((await attempts.spend('g')).remaining).toBe(4);
    await attempts.reset('g');
  });

  it('two copies of the module share one count (a page sees the lock its handler set)', async () => {
    const handlerCopy = freshCopy().limiter('recoveryCode');
    const pageCopy = freshCopy().limiter('recoveryCode');
    await handlerCopy.reset('c');
    for (let i = 0; i < 5; i += 1) await handlerCopy.spend('c');
    expect(await pageCopy.blockedFor('c')).toBeGreaterThan(0);
    await pageCopy.reset('c');
  });

  describe('the memory store does not keep a request alive', () => {
    /** Spends an attempt inside a request's async-local state; true when that state is still reachable after GC. */
    async function requestKeptAfterHit(captured: boolean): Promise<boolean> {
      let copy: LimiterModule | undefined;
      jest.isolateModules(() => {
        const outside = jest.requireActual<OutsideRequestModule>('./outside-request');
        if (captured) outside.captureStartupContext();
        copy = jest.requireActual<LimiterModule>('./limiter');
      });
      return requestKeptAfter(() => copy!.limiter('loginCpf').spend(`retention-${captured}`));
    }

    afterEach(() => jest.requireActual<OutsideRequestModule>('./outside-request').resetStartupContext());

    it('a spend inside a request sets its 15-minute expiry timer outside it', async () => {
      expect(await requestKeptAfterHit(true)).toBe(false);
    });

    it('(control) without the start-up context the timer keeps the request until it fires', async () => {
      expect(await requestKeptAfterHit(false)).toBe(true);
    });
  });
});
