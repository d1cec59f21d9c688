/** @jest-environment node */
/**
 * Fuzzing every route handler: each `app/api/**\/route.ts` is found on disk, each
 * exported method is sent generated requests against the real sandbox, anonymous and logged in,
 * and every answer must be a 2xx–4xx with a pt-BR message, no stack trace, no polluted prototype,
 * the customers' sessions intact. FUZZ_RUNS (total inputs, default 10,000) and FUZZ_SEED scale and
 * replay a run.
 */
import fc from 'fast-check';
import path from 'node:path';
import { POST as login } from '@/app/api/auth/login/route';
import { markStarted } from '@/lib/ops/instance-state';
import { sessionCookie } from '@/lib/session/cookies';
import type { SessionData } from '@/lib/session/session-data';
import { DEMO_PASSWORD, SITE, browser, withSandbox } from '@/testing/bff-harness';
import { inputArb, type FuzzInput } from './inputs';
import { asQueryValue, jsonText } from './json';
import { answerProblems, encodingProblems, prototypeSnapshot, sessionProblems } from './oracle';
import { discoverRoutes, encodeComponent, handlersOf, type DiscoveredHandler, type RouteParams } from './routes';
import { SEEDS, SESSION_CHANGING } from './seeds';
import { bodyBytes, send, type Browser } from './send';
import { discoverShape, fieldNames, learnValues, mergeShapes, type Learned, type Probe, type Shape } from './shape';
import { candidatesFor } from './values';

/**
 * No fault is injected here, so a 502 or 504 is a finding. The production timeout (8 s) keeps a
 * loaded machine's slow moment from passing for one.
 */
const sandbox = withSandbox({ timeoutMs: 8_000 });
// As instrumentation.ts marks a server that has started: readiness answers for a running instance.
markStarted();

const envNumber = (name: string, fallback: number) => {
  const value = Number(process.env[name]);
  return Number.isSafeInteger(value) && value > 0 ? value : fallback;
};
const TOTAL = envNumber('FUZZ_RUNS', 10_000);
const SEED = envNumber('FUZZ_SEED', 20_260_512);
/** Room for a loaded machine: about 60 ms an input, whatever FUZZ_RUNS says. */
const ROUTE_TIMEOUT_MS = 60_000 + TOTAL * 6;

const ROUTES = discoverRoutes();
const SITE_NAMES = { url: SITE, ipUrl: SITE.replace('localhost', '127.0.0.1') };

/** Logged-in customers of different ecosystems (services), and one whose login waits for the ecosystem choice. */
const CUSTOMERS = ['529.982.247-25', '111.444.777-35', '123.456.789-09'];
const CHOOSES_ECOSYSTEM = '390.533.447-05';

/**
 * The other deployment every input may target: behind a trusted proxy (X-Forwarded-*, the platform's
 * city header) with a captcha provider (tokens in x-captcha-token). The environment is read once per
 * module registry, so these handlers are loaded again in a registry of their own.
 */
const PROXIED_ENV = { TRUST_PROXY: '1', CAPTCHA_PROVIDER: 'turnstile', CAPTCHA_SITE_KEY: 'fuzz-site-key' };

type Loaded = Map<string, DiscoveredHandler[]>;
const handlers: Loaded = new Map();
const proxiedHandlers: Loaded = new Map();
const tally = { inputs: 0, statuses: new Map<number, number>(), perHandler: new Map<string, Map<number, number>>() };
const count = (counts: Map<number, number>, status: number) => counts.set(status, (counts.get(status) ?? 0) + 1);
const asObject = (counts: Map<number, number>) => JSON.stringify(Object.fromEntries([...counts].sort(([a], [b]) => a - b)));
const handlerCount = () => [...handlers.values()].reduce((sum, list) => sum + list.length, 0);

async function load(into: Loaded): Promise<void> {
  for (const route of ROUTES) into.set(route.file, handlersOf(route, await import(path.join(process.cwd(), route.file))));
}

/** Loading every route module twice takes a while on a loaded machine. */
const LOAD_TIMEOUT_MS = 120_000;

beforeAll(async () => {
  await load(handlers);
  await jest.isolateModulesAsync(async () => {
    const saved = { ...process.env };
    Object.assign(process.env, PROXIED_ENV);
    try {
      (await import('@/lib/env')).getEnv();
      await load(proxiedHandlers);
    } finally {
      for (const name of Object.keys(PROXIED_ENV)) if (saved[name] === undefined) delete process.env[name];
      Object.assign(process.env, saved);
    }
  });
}, LOAD_TIMEOUT_MS);

/** The same handler deployed behind the proxy. */
const proxiedTwin = (handler: DiscoveredHandler) => proxiedHandlers.get(handler.file)!.find((twin) => twin.method === handler.method)!;

afterAll(() => {
  // FUZZ_VERBOSE=1 also tells each handler's statuses (how deep its inputs went).
  const perHandler = process.env.FUZZ_VERBOSE ? [...tally.perHandler].map(([name, counts]) => `\n  ${name} ${asObject(counts)}`).join('') : '';
  console.log(`fuzz: ${tally.inputs} inputs over ${handlerCount()} handlers, statuses ${asObject(tally.statuses)} (seed ${SEED})${perHandler}`);
});

async function loggedIn(cpf: string): Promise<Browser> {
  const customer = browser();
  const answer = await customer.post(login, '/api/auth/login', { document: cpf, password: DEMO_PASSWORD });
  if (answer.status !== 200) throw new Error(`login of ${cpf}: ${answer.status}`);
  return customer;
}

/** A login that still waits for the ecosystem choice (the pending-login cookie, no session). */
async function pendingChoice(): Promise<Browser> {
  const fernanda = browser();
  const answer = await fernanda.post(login, '/api/auth/login', { document: CHOOSES_ECOSYSTEM, password: DEMO_PASSWORD });
  if (answer.status !== 200 || fernanda.cookies.has(sessionCookie.options().cookieName)) throw new Error('Fernanda’s login should wait for the ecosystem choice');
  return fernanda;
}

/** A stable seed per handler (so adding a route does not change the others' inputs). */
function seedOf(handler: DiscoveredHandler): number {
  let hash = SEED;
  for (const char of `${handler.method} ${handler.pattern}`) hash = (Math.imul(hash, 31) + char.charCodeAt(0)) | 0;
  return hash;
}

/**
 * What the handler expects, from its 422 answers to probes: the shape of its body (or query),
 * anonymous and as `as` (a route may read another body when logged in), and the values each field
 * accepts among the plausible ones (asked anonymously).
 */
async function discover(handler: DiscoveredHandler, as: Browser[]): Promise<{ shape: Shape; learned: Learned }> {
  const flat = handler.method === 'GET';
  const params: RouteParams = Object.fromEntries(
    handler.segments.flatMap((s): [string, string | string[]][] => (s.kind === 'dynamic' ? [[s.name, 'probe']] : s.kind === 'catchAll' ? [[s.name, ['probe']]] : [])),
  );
  const probeAs =
    (who: Browser): Probe =>
    async (node) => {
      const entries = typeof node === 'object' && node !== null && 'obj' in node ? node.obj : [];
      const query = flat ? entries.map(([key, value]) => `${encodeComponent(key)}=${encodeComponent(asQueryValue(value))}`).join('&') : '';
      const input: FuzzInput = { who: 0, proxied: false, params, query, headers: [['origin', SITE], ['content-type', 'application/json']], body: flat ? null : { text: jsonText(node) } };
      const observed = await send(handler, input, who);
      const problems = answerProblems(observed);
      if (problems.length > 0) throw new Error(`${handler.method} ${handler.pattern}, probe ${jsonText(node)}: ${problems.join('; ')}`);
      if (observed.status !== 422) return [];
      return Object.keys((JSON.parse(new TextDecoder().decode(observed.bytes)) as { fields?: Record<string, string> }).fields ?? {});
    };
  let shape = await discoverShape(probeAs(browser()), { flat });
  for (const who of as) shape = mergeShapes(shape, await discoverShape(probeAs(who), { flat }));
  return { shape, learned: await learnValues(shape, probeAs(browser()), candidatesFor) };
}

/**
 * What the handlers log as unexpected errors since `reset`: lines of level error or fatal in the log
 * (lib/bff/handler.ts logs `bff.error` before answering 502), and anything written to console.error.
 */
function errorLog() {
  const printed: string[] = [];
  jest.spyOn(console, 'error').mockImplementation((...args: unknown[]) => void printed.push(args.map(String).join(' ')));
  let from = sandbox.allLogLines.length;
  return {
    reset() {
      printed.length = 0;
      from = sandbox.allLogLines.length;
    },
    lines: () => [...printed, ...sandbox.allLogLines.slice(from).filter((line) => /"level":"(?:error|fatal)"/.test(line))],
  };
}

async function fuzz(handler: DiscoveredHandler): Promise<void> {
  const changesSession = SESSION_CHANGING.has(handler.pattern);
  // Routes that open, change or end the session get browsers of their own, whose sessions nobody checks:
  // one waiting for the ecosystem choice, one logged in.
  const browsers = changesSession ? [await pendingChoice(), await loggedIn(CUSTOMERS[0]!)] : await Promise.all(CUSTOMERS.map(loggedIn));
  const sessions: (SessionData | null)[] = changesSession ? [] : await Promise.all(browsers.map((b) => b.session()));
  const { shape, learned } = await discover(handler, changesSession ? [] : browsers.slice(0, 1));
  const errors = errorLog();
  const pollution = prototypeSnapshot();
  const sessionName = sessionCookie.options().cookieName;
  const twin = proxiedTwin(handler);
  const statuses = new Map<number, number>();
  tally.perHandler.set(`${handler.method} ${handler.pattern}`, statuses);
  const arbitrary = inputArb({
    route: handler,
    method: handler.method,
    shape,
    learned,
    seeds: SEEDS[`${handler.method} ${handler.pattern}`] ?? [],
    keys: fieldNames(shape),
    browsers: browsers.length,
    site: SITE_NAMES,
  });

  const property = fc.asyncProperty(arbitrary, async (input) => {
    const as = input.who === 0 ? browser() : browsers[input.who - 1]!;
    const sealedBefore = as.cookies.get(sessionName);
    errors.reset();
    const observed = await send(input.proxied ? twin : handler, input, as);
    tally.inputs += 1;
    count(tally.statuses, observed.status);
    count(statuses, observed.status);
    const problems = [...answerProblems(observed), ...encodingProblems(bodyBytes(input), observed.status), ...pollution(), ...errors.lines()];
    if (!changesSession && input.who > 0 && as.cookies.get(sessionName) !== sealedBefore) problems.push(...sessionProblems(sessions[input.who - 1]!, await as.session()));
    if (problems.length > 0) throw new Error(`${handler.method} ${handler.pattern} → ${observed.status}:\n- ${problems.join('\n- ')}`);
  });
  await fc.assert(property, { numRuns: Math.ceil(TOTAL / handlerCount()), seed: seedOf(handler) });

  for (const [index, customer] of browsers.entries()) {
    if (!changesSession) expect(sessionProblems(sessions[index]!, await customer.session())).toEqual([]);
  }
}

describe('every route handler, fuzzed', () => {
  it('finds the route handlers on disk, and loads them a second time behind the proxy', async () => {
    expect(ROUTES.length).toBeGreaterThan(0);
    expect(handlerCount()).toBeGreaterThanOrEqual(ROUTES.length);
    // The proxied copies read their own environment: a login without the provider's token is refused there only.
    const direct = handlers.get('app/api/auth/login/route.ts')!.find((handler) => handler.method === 'POST')!;
    const input: FuzzInput = { who: 0, proxied: false, params: {}, query: '', headers: [['origin', SITE], ['content-type', 'application/json']], body: { text: '{"document":"529.982.247-25","password":"x"}' } };
    expect((await send(proxiedTwin(direct), input, browser())).status).toBe(403);
    expect((await send(direct, input, browser())).status).toBe(400);
  });

  it.each(ROUTES.map((route) => [route.pattern, route] as const))(
    '%s: every answer a 2xx–4xx with a pt-BR message, no stack trace, no pollution, sessions intact',
    async (_, route) => {
      for (const handler of handlers.get(route.file) ?? []) await fuzz(handler);
    },
    ROUTE_TIMEOUT_MS,
  );

  it(`sent at least ${TOTAL} inputs in all`, () => {
    expect(tally.inputs).toBeGreaterThanOrEqual(TOTAL);
  });
});
