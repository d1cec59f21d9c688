/**
 * Test harness: a real sandbox on 127.0.0.1 (port 0, ':memory:') with a fake clock,
 * talked to over HTTP with fetch. Each test starts from fresh seeds at T0.
 */
import { DEV_DEFAULTS } from '../lib/config/dev-defaults.ts';
import { decryptJson, encrypt, encryptJson } from './crypto.ts';
import { WIRE_HEADERS, WIRE_PATHS } from './contract/paths.ts';
import { DEMO_CUSTOMERS, DEMO_PASSWORD } from './demo-customers.ts';
import type { Envelope } from './envelope.ts';
import { startSandbox, type RunningSandbox } from './server.ts';

const TENANT = DEV_DEFAULTS.INSURER_TENANT_ID;
export const PASSPHRASE = DEV_DEFAULTS.INSURER_AES_PASSPHRASE;
export const JWT_SECRET = DEV_DEFAULTS.SANDBOX_JWT_SECRET;
export const T0 = Date.parse('2026-03-02T12:00:00.000Z');
export const MINUTE = 60_000;
export const HOUR = 60 * MINUTE;

export const CPF = {
  employability: '52998224725',
  selfEmployed: '11144477735',
  mustChoose: '39053344705',
  installments: '12345678909',
  expiredPolicy: '98765432100',
  blocked: '24681357928',
  massRegistered: '13579246828',
  signUp: '31415926590',
  noPolicy: '27182818205',
  signUpLimit: '16180339805',
  nameCheck: '14142135651',
} as const;

/** The e-mail on file of a demo customer (the recovery request checks it); '' for a CPF without one. */
export const emailOf = (cpf: string): string => DEMO_CUSTOMERS.find((customer) => customer.cpf === cpf)?.email ?? '';

export const enc = (value: unknown, passphrase: string = PASSPHRASE) =>
  typeof value === 'string' ? encrypt(value, passphrase) : encryptJson(value, passphrase);

type CallOptions = { body?: unknown; rawBody?: string; headers?: Record<string, string>; token?: string; tenant?: string | null };

export function useSandbox() {
  let time = T0;
  let sandbox: RunningSandbox;
  const logs: string[] = [];

  beforeAll(async () => {
    sandbox = await startSandbox({
      port: 0,
      dbPath: ':memory:',
      tenantId: TENANT,
      aesPassphrase: PASSPHRASE,
      jwtSecret: JWT_SECRET,
      now: () => time,
      log: (line) => logs.push(line),
    });
  });
  beforeEach(() => {
    time = T0;
    logs.length = 0;
    sandbox.reset();
  });
  afterAll(() => sandbox.close());

  const call = (method: string, path: string, { body, rawBody, headers = {}, token, tenant = TENANT }: CallOptions = {}) =>
    fetch(`${sandbox.url}${path}`, {
      method,
      headers: {
        ...(body !== undefined || rawBody !== undefined ? { 'content-type': 'application/json' } : {}),
        ...(tenant === null ? {} : { [WIRE_HEADERS.tenant]: tenant }),
        ...(token ? { authorization: `Bearer ${token}` } : {}),
        ...headers,
      },
      body: rawBody ?? (body === undefined ? undefined : JSON.stringify(body)),
    });

  const api = {
    get url() {
      return sandbox.url;
    },
    logs,
    advance: (ms: number) => {
      time += ms;
    },
    call,
    post: (path: string, options: CallOptions = {}) => call('POST', path, options),
    get: (path: string, options: CallOptions = {}) => call('GET', path, options),
    /** POST returning the parsed (plain) JSON envelope, asserting HTTP 200. */
    async postOk(path: string, options: CallOptions = {}): Promise<Envelope> {
      const response = await call('POST', path, options);
      expect(response.status).toBe(200);
      return response.json();
    },
    /** Reads a response whose body is a JSON string holding an encrypted envelope. */
    async decrypted(response: Response): Promise<Envelope> {
      expect(response.status).toBe(200);
      const cipher = await response.json();
      expect(typeof cipher).toBe('string');
      return decryptJson(cipher, PASSPHRASE) as Envelope;
    },
    async login(cpf: string, password = DEMO_PASSWORD): Promise<Envelope> {
      const data = enc({ documentNumber: cpf, password, tokenCaptcha: 'sandbox', publicIp: '177.12.34.56' });
      return api.decrypted(await call('POST', WIRE_PATHS.login, { body: { data } }));
    },
    async token(cpf: string): Promise<string> {
      const envelope = await api.login(cpf);
      expect(envelope.code).toBe('00');
      return (envelope.data as { jwt: string }).jwt;
    },
    async dev<T = Record<string, unknown>>(method: string, path: string, body?: unknown): Promise<T> {
      const response = await call(method, `/__sandbox${path}`, { body, tenant: null });
      expect(response.status).toBeLessThan(300);
      return response.json();
    },
  };
  return api;
}
