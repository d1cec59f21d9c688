/**
 * Handler-test harness: a real sandbox insurer over HTTP (port 0, ':memory:') that the portal's
 * environment points at, and a tiny "browser" that calls the route handlers' POST functions with
 * real Request objects, keeping the cookies they set.
 */
import { webCookies } from 'iron-session';
import { login } from '@/lib/auth/insurer';
import { resetBreakers } from '@/lib/insurer/breaker';
import { resetLimiters } from '@/lib/limits/limiter';
import { WIRE_PATHS } from '@/lib/insurer/wire-paths';
import { captureLogs } from '@/lib/ops/log';
import { resetSessionStore } from '@/lib/session/store';
import { sessionCookie } from '@/lib/session/cookies';
import { startSandbox, type RunningSandbox } from '@/sandbox/server';

export const SITE = 'http://localhost:3000';
/**
 * Short, so the latency fault tests stay fast, yet with room for a loaded CI machine: the sandbox
 * shares the test's event loop, and at 500 ms a registration (two upstream calls) timed out once.
 */
export const TIMEOUT_MS = 1500;
export const DEMO_PASSWORD = 'Beneficio@2026';
export const NEW_PASSWORD = 'Nova(Senha)9';

export { WIRE_PATHS };

type Handler = (request: Request, context: { params: Promise<Record<string, string>> }) => Promise<Response>;
type SendOptions = { headers?: Record<string, string>; rawBody?: string; params?: Record<string, string> };

export type Answer = { status: number; text: string; json: Record<string, unknown>; setCookies: string[]; headers: Record<string, string>; ms: number };

/**
 * Starts the sandbox before the file's tests, resets its seeds and faults before each, and captures
 * the log (lib/ops/log.ts): every line in `allLogLines`, the insurer calls' lines also in `logLines`. `timeoutMs`: the insurer calls' timeout (a suite that injects no latency
 * and must never see a 504, such as the fuzzing, gives the loaded machine more room).
 */
export function withSandbox({ timeoutMs = TIMEOUT_MS }: { timeoutMs?: number } = {}) {
  let sandbox: RunningSandbox;
  const logLines: string[] = [];
  const allLogLines: string[] = [];
  let stopCapture = () => undefined as void;

  beforeAll(async () => {
    sandbox = await startSandbox({ port: 0, dbPath: ':memory:', log: () => undefined });
    process.env.INSURER_API_URL = sandbox.url;
    process.env.INSURER_TIMEOUT_MS = String(timeoutMs);
    process.env.SITE_URL = SITE;
    // Warm both sides up (first-call compilation), so the short timeout only bites where a test wants it to.
    await login({ document: '52998224725', password: DEMO_PASSWORD, captchaToken: 'sandbox', publicIp: '127.0.0.1' });
  });
  beforeEach(() => {
    sandbox.reset();
    // Each test starts with the insurer's circuit breaker closed (fault tests would otherwise add up).
    resetBreakers();
    resetLimiters();
    // And with no session of another test still open ("Seus acessos" would list it).
    resetSessionStore();
    logLines.length = 0;
    allLogLines.length = 0;
    stopCapture = captureLogs((line) => {
      allLogLines.push(line);
      if (line.includes('"event":"insurer.call"')) logLines.push(line);
    });
  });
  afterEach(() => {
    stopCapture();
    jest.restoreAllMocks();
  });
  afterAll(() => sandbox.close());

  const dev = async (method: string, path: string, body?: unknown) => {
    const response = await fetch(`${sandbox.url}/__sandbox${path}`, {
      method,
      headers: body === undefined ? {} : { 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    if (!response.ok) throw new Error(`sandbox ${method} ${path}: ${response.status}`);
    return response.json() as Promise<Record<string, unknown>>;
  };

  return {
    logLines,
    allLogLines,
    fault: (fault: Record<string, unknown>) => dev('POST', '/faults', fault),
    /** GET a developer endpoint of sandbox/README.md, e.g. '/messages' or '/usability'. */
    inspect: (path: string) => dev('GET', path),
    /** The newest recovery code e-mailed to `cpf`. */
    async lastCode(cpf: string): Promise<string> {
      const { messages } = (await dev('GET', `/outbox/${cpf}`)) as { messages: { code: string | null }[] };
      const code = messages[0]?.code;
      if (!code) throw new Error(`no code mailed to ${cpf}`);
      return code;
    },
  };
}

/** A same-origin browser: sends its cookies, keeps what Set-Cookie gives (Max-Age=0 deletes). */
export function browser() {
  const cookies = new Map<string, string>();
  const cookieHeader = () => [...cookies].map(([name, value]) => `${name}=${value}`).join('; ');

  /** Keeps what the answer's Set-Cookie headers give (Max-Age=0 deletes); returns them. */
  function keep(response: Response): string[] {
    const setCookies = response.headers.getSetCookie();
    for (const setCookie of setCookies) {
      const [pair = ''] = setCookie.split(';');
      const name = pair.slice(0, pair.indexOf('='));
      if (/max-age=0/i.test(setCookie)) cookies.delete(name);
      else cookies.set(name, pair.slice(name.length + 1));
    }
    return setCookies;
  }

  /** Any method; a body (when given) goes as JSON; `params` are the route's dynamic segments. */
  async function send(handler: Handler, method: string, path: string, body?: unknown, { headers = {}, rawBody, params = {} }: SendOptions = {}): Promise<Answer> {
    const hasBody = body !== undefined || rawBody !== undefined;
    const all = { origin: SITE, ...(hasBody ? { 'content-type': 'application/json' } : {}), ...(cookies.size ? { cookie: cookieHeader() } : {}), ...headers };
    const request = new Request(`${SITE}${path}`, {
      method,
      // An empty value leaves the header out.
      headers: Object.fromEntries(Object.entries(all).filter(([, value]) => value !== '')),
      body: hasBody ? (rawBody ?? JSON.stringify(body)) : undefined,
    });
    const started = performance.now();
    const response = await handler(request, { params: Promise.resolve(params) });
    const ms = performance.now() - started;
    const setCookies = keep(response);
    const text = await response.text();
    let json: Record<string, unknown> = {};
    try {
      json = text ? JSON.parse(text) : {};
    } catch {
      // not JSON (a file or an image): `text` has it
    }
    return { status: response.status, text, json, setCookies, headers: Object.fromEntries(response.headers), ms };
  }

  return {
    cookies,
    send,
    /** POST `body` as JSON (or `rawBody` as it is). */
    post: (handler: Handler, path: string, body: unknown = {}, options: SendOptions = {}) => send(handler, 'POST', path, body, options),
    /** The Cookie header this browser sends, and keeping an answer's Set-Cookie: for requests built by hand. */
    cookieHeader,
    keep,
    /** The live session these cookies carry, as the server reads it. */
    session: () => sessionCookie.read(webCookies(new Request(SITE, { headers: { cookie: cookieHeader() } }), new Headers())),
  };
}

/** Runs `body` with a fresh module registry over `env` (lib/env.ts parses the environment once per registry). */
export async function withEnv(env: Record<string, string>, body: () => Promise<void>) {
  const saved = { ...process.env };
  Object.assign(process.env, env);
  try {
    await jest.isolateModulesAsync(body);
  } finally {
    process.env = saved;
  }
}

export const setCookieNamed = (answer: Answer, name: string) => answer.setCookies.find((c) => c.startsWith(`${name}=`));
