/** @jest-environment node */
import { captureLogs } from '@/lib/ops/log';
import { startRedis, type RunningRedis } from '@/testing/redis-server';
import { SESSION_ABSOLUTE_MS, SESSION_IDLE_MS } from './session-data';
import type { SessionRecord, SessionStore } from './session-record';
import { withOutageGrace } from './store';
import { memorySessionStore } from './store-memory';
import { redisSessionStore } from './store-redis';

const MARIANA = '52998224725';
const JOAO = '11144477735';
const MINUTE = 60_000;
// Now: Redis expires keys by its own clock, so a record must not begin in the past.
const T0 = Date.now();

const record = (sid: string, cpf = MARIANA, createdAt = T0, lastSeenAt = createdAt): SessionRecord => ({
  sid: sid.padEnd(22, 'x'),
  cpf,
  createdAt,
  lastSeenAt,
  userAgent: 'Mozilla/5.0 (Linux; Android 14) Chrome/130.0',
});
const sid = (name: string) => name.padEnd(22, 'x');

let redis: RunningRedis;
beforeAll(async () => {
  redis = await startRedis();
});
afterAll(() => redis.stop());

const stores: [string, () => Promise<SessionStore>][] = [
  ['memory', async () => memorySessionStore()],
  [
    'Redis',
    async () => {
      await redis.client.flushdb();
      return redisSessionStore(redis.client);
    },
  ],
];

describe.each(stores)('the session registry in %s', (_, make) => {
  let store: SessionStore;
  beforeEach(async () => {
    store = await make();
  });

  it('gives back a created record while it is live, and nothing for an unknown id', async () => {
    await store.create(record('a'));
    await expect(store.get(sid('a'), T0 + MINUTE)).resolves.toEqual(record('a'));
    await expect(store.get(sid('nobody'), T0)).resolves.toBeNull();
  });

  it('refuses a record 30 minutes after its last use, and a touch moves that on', async () => {
    await store.create(record('a'));
    await store.create(record('b'));
    await store.touch(sid('a'), T0 + 20 * MINUTE);
    await expect(store.get(sid('b'), T0 + SESSION_IDLE_MS)).resolves.toBeNull();
    await expect(store.get(sid('a'), T0 + SESSION_IDLE_MS)).resolves.toEqual(expect.objectContaining({ lastSeenAt: T0 + 20 * MINUTE }));
    await expect(store.get(sid('a'), T0 + 20 * MINUTE + SESSION_IDLE_MS)).resolves.toBeNull();
  });

  it('never lets a record live past 12 hours after the login, however it is used', async () => {
    await store.create(record('a'));
    for (let at = T0; at < T0 + SESSION_ABSOLUTE_MS; at += 20 * MINUTE) await store.touch(sid('a'), at);
    await expect(store.get(sid('a'), T0 + SESSION_ABSOLUTE_MS - MINUTE)).resolves.not.toBeNull();
    await expect(store.get(sid('a'), T0 + SESSION_ABSOLUTE_MS)).resolves.toBeNull();
  });

  it('ends one session only for its own customer, and a touch never brings it back', async () => {
    await store.create(record('a'));
    await expect(store.end(JOAO, sid('a'))).resolves.toBe(false);
    await expect(store.get(sid('a'), T0)).resolves.not.toBeNull();
    await expect(store.end(MARIANA, sid('a'))).resolves.toBe(true);
    await store.touch(sid('a'), T0 + MINUTE);
    await expect(store.get(sid('a'), T0 + MINUTE)).resolves.toBeNull();
    await expect(store.listOf(MARIANA, T0 + MINUTE)).resolves.toEqual([]);
  });

  it("lists a customer's live sessions, the most recently used first, and ends the others or all of them", async () => {
    await store.create(record('a', MARIANA, T0));
    await store.create(record('b', MARIANA, T0 + MINUTE));
    await store.create(record('c', MARIANA, T0 + 2 * MINUTE));
    await store.create(record('j', JOAO, T0));
    await store.touch(sid('a'), T0 + 3 * MINUTE);
    const listed = await store.listOf(MARIANA, T0 + 4 * MINUTE);
    expect(listed.map((entry) => entry.sid)).toEqual([sid('a'), sid('c'), sid('b')]);

    await expect(store.endOthers(MARIANA, sid('c'))).resolves.toBe(2);
    expect((await store.listOf(MARIANA, T0 + 4 * MINUTE)).map((entry) => entry.sid)).toEqual([sid('c')]);
    await expect(store.get(sid('a'), T0 + 4 * MINUTE)).resolves.toBeNull();

    await expect(store.endAll(MARIANA)).resolves.toBe(1);
    await expect(store.listOf(MARIANA, T0 + 4 * MINUTE)).resolves.toEqual([]);
    await expect(store.get(sid('j'), T0 + 4 * MINUTE)).resolves.not.toBeNull();
  });

  it('leaves expired sessions out of the list', async () => {
    await store.create(record('old', MARIANA, T0));
    await store.create(record('new', MARIANA, T0 + 40 * MINUTE));
    expect((await store.listOf(MARIANA, T0 + 41 * MINUTE)).map((entry) => entry.sid)).toEqual([sid('new')]);
  });
});

describe('the Redis keys', () => {
  it('expire with the session: the record at its idle limit, the index at the absolute one', async () => {
    await redis.client.flushdb();
    const store = redisSessionStore(redis.client);
    const now = Date.now();
    await store.create(record('a', MARIANA, now));
    expect(await redis.client.pexpiretime(`session:${sid('a')}`)).toBe(now + SESSION_IDLE_MS);
    expect(await redis.client.pexpiretime(`sessions:${MARIANA}`)).toBe(now + SESSION_ABSOLUTE_MS);
    await store.touch(sid('a'), now + 10 * MINUTE);
    expect(await redis.client.pexpiretime(`session:${sid('a')}`)).toBe(now + 10 * MINUTE + SESSION_IDLE_MS);
  });
});

describe('when Redis does not answer (withOutageGrace)', () => {
  /** A store that works until `down` is set, then rejects every command as ioredis does. */
  function flaky() {
    const inner = memorySessionStore();
    const state = { down: false };
    const guard =
      <A extends unknown[], R>(run: (...args: A) => Promise<R>) =>
      (...args: A) =>
        state.down ? Promise.reject(new Error('Connection is closed.')) : run(...args);
    const store: SessionStore = {
      create: guard(inner.create),
      get: guard(inner.get),
      touch: guard(inner.touch),
      end: guard(inner.end),
      endOthers: guard(inner.endOthers),
      endAll: guard(inner.endAll),
      listOf: guard(inner.listOf),
    };
    return { store, state };
  }
  let lines: string[];
  let stop: () => void;
  beforeEach(() => {
    lines = [];
    stop = captureLogs((line) => lines.push(line));
  });
  afterEach(() => stop());

  it('keeps a session confirmed in the last minute, refuses it after that minute and refuses any other', async () => {
    const { store, state } = flaky();
    const graced = withOutageGrace(store);
    await graced.create(record('seen'));
    await graced.create(record('unseen'));
    await graced.get(sid('seen'), T0 + 10 * MINUTE);
    state.down = true;
    await expect(graced.get(sid('seen'), T0 + 10 * MINUTE + 59_000)).resolves.toEqual(expect.objectContaining({ sid: sid('seen') }));
    // Using it while Redis is away does not extend the grace.
    await expect(graced.get(sid('seen'), T0 + 11 * MINUTE)).resolves.toBeNull();
    await expect(graced.get(sid('unseen'), T0 + 10 * MINUTE + 1000)).resolves.toBeNull();
    await expect(graced.get(sid('never'), T0 + 10 * MINUTE + 1000)).resolves.toBeNull();
    expect(lines.filter((line) => line.includes('"event":"session.registry-unavailable"'))).toHaveLength(1);
  });

  it('forgets an ended session at once, even when Redis cannot be told, and says Redis failed', async () => {
    const { store, state } = flaky();
    const graced = withOutageGrace(store);
    await graced.create(record('a'));
    await graced.create(record('b'));
    await graced.get(sid('a'), T0);
    await graced.get(sid('b'), T0);
    state.down = true;
    await expect(graced.endOthers(MARIANA, sid('b'))).rejects.toThrow();
    await expect(graced.get(sid('a'), T0 + 1000)).resolves.toBeNull();
    await expect(graced.get(sid('b'), T0 + 1000)).resolves.not.toBeNull();
    await expect(graced.end(MARIANA, sid('b'))).rejects.toThrow();
    await expect(graced.get(sid('b'), T0 + 1000)).resolves.toBeNull();
  });

  it('refuses a session once Redis, answering again, no longer knows it', async () => {
    const { store } = flaky();
    const graced = withOutageGrace(store);
    await graced.create(record('a'));
    await store.end(MARIANA, sid('a'));
    await expect(graced.get(sid('a'), T0 + 1000)).resolves.toBeNull();
  });
});
