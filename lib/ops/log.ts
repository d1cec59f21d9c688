import 'server-only';
import { pino, type DestinationStream, type Level } from 'pino';
import { currentRequestId } from './request-context';
import { supportCodeOf } from './support-code';

/**
 * The portal's one logger (pino): a JSON line per event on stdout in production, a short readable
 * line in development. Every line written inside a request carries its `requestId`
 * (lib/ops/request-context.ts) and the `supportCode` the customer is shown (lib/ops/support-code.ts).
 *
 * No personal data, ever: callers log names of things, never values; on top of that,
 * fields that could hold personal data are redacted by key, and the written line is scrubbed of
 * anything shaped like a CPF (masked ***.982.247-**), an e-mail, a JWT or a bearer token.
 */

/** Keys whose values never reach a log line, at the top level or one level down. */
const SECRET_KEYS = [
  'password', 'newPassword', 'currentPassword', 'senha', 'code', 'codigo', 'token', 'captchaToken', 'jwt', 'authorization',
  'cookie', 'cookies', 'setCookie', 'headers', 'body', 'email', 'mail', 'phone', 'telefone', 'celular', 'cellphone',
  'name', 'names', 'nome', 'firstName', 'lastName', 'fullName', 'message', 'cpf', 'document', 'identification', 'userId',
];

const CPF_FORMATTED = /(?<![\d.])\d{3}\.(\d{3})\.(\d{3})-\d{2}(?![\d])/g;
/** 11 digits on their own: a CPF (or a mobile phone number, masked just the same). */
const ELEVEN_DIGITS = /(?<!\d)\d{3}(\d{3})(\d{3})\d{2}(?!\d)/;
/** A UUID (a request id) is kept whole, though its last group may hold 11 digits in a row. */
const UUID = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/;
const UUID_OR_ELEVEN_DIGITS = new RegExp(`(${UUID.source})|${ELEVEN_DIGITS.source}`, 'gi');
const EMAIL = /[\w.+-]+@[\w-]+(?:\.[\w-]+)+/g;
const JWT = /\beyJ[\w-]*\.[\w-]+\.[\w-]*/g;
const BEARER = /\bBearer\s+[\w.~+/-]+=*/gi;

/** A CPF as logs may show it: only its middle six digits (***.982.247-**). */
export const maskCpf = (cpf: string): string => {
  const digits = cpf.replace(/\D/g, '');
  return digits.length === 11 ? `***.${digits.slice(3, 6)}.${digits.slice(6, 9)}-**` : '[redacted]';
};

/** The last line of defence: whatever slipped into a line's text, masked or removed. */
export function scrub(line: string): string {
  return line
    .replace(JWT, '[jwt]')
    .replace(BEARER, 'Bearer [redacted]')
    .replace(EMAIL, '[email]')
    .replace(CPF_FORMATTED, '***.$1.$2-**')
    .replace(UUID_OR_ELEVEN_DIGITS, (match, uuid: string | undefined, middle: string, next: string) => uuid ?? `***.${middle}.${next}-**`);
}

type Sink = (line: string) => void;

/** Shown first, or not at all, in development's readable line. */
const HEAD_KEYS = new Set(['level', 'time', 'pid', 'hostname', 'event', 'msg']);

const readable: Sink = (line) => {
  const entry = JSON.parse(line) as Record<string, unknown>;
  const fields = Object.entries(entry)
    .filter(([key]) => !HEAD_KEYS.has(key))
    .map(([key, value]) => `${key}=${typeof value === 'string' ? value : JSON.stringify(value)}`);
  const head = `${new Date(Number(entry.time)).toISOString().slice(11, 23)} ${String(entry.level).toUpperCase().padEnd(5)}`;
  process.stdout.write(`${[head, entry.event, entry.msg, ...fields].filter(Boolean).join(' ')}\n`);
};
const json: Sink = (line) => void process.stdout.write(line);

/** Tests discard the lines unless they capture them (captureLogs); development reads them; production gets JSON. */
const defaultSink = (): Sink => (process.env.NODE_ENV === 'test' ? () => undefined : process.env.NODE_ENV === 'production' ? json : readable);

// One sink per process, on globalThis: route handlers and Server Components are separate module graphs
// (each with its own logger), and a test's capture must see the lines of modules it loads afresh.
const SINK = Symbol.for('portal-beneficios.log-sink');
const holder = globalThis as typeof globalThis & { [SINK]?: Sink };
holder[SINK] ??= defaultSink();
const destination: DestinationStream = { write: (line) => holder[SINK]!(line) };

/** What a line of request `requestId` carries: the id and the support code the customer is shown. */
export const requestFields = (requestId: string | undefined): { requestId?: string; supportCode?: string } =>
  requestId ? { requestId, supportCode: supportCodeOf(requestId) } : {};

const LEVELS: readonly string[] = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'];
const level = LEVELS.includes(process.env.LOG_LEVEL ?? '') ? (process.env.LOG_LEVEL as Level) : 'info';

export const log = pino(
  {
    level,
    messageKey: 'msg',
    formatters: { level: (label) => ({ level: label }) },
    mixin: () => requestFields(currentRequestId()),
    redact: { paths: [...SECRET_KEYS, ...SECRET_KEYS.map((key) => `*.${key}`)], censor: '[redacted]' },
    hooks: { streamWrite: scrub },
  },
  destination,
);

/** Tests: hands every line written from now on to `onLine` (instead of discarding it); the returned function restores the sink. */
export function captureLogs(onLine: (line: string) => void): () => void {
  holder[SINK] = onLine;
  return () => void (holder[SINK] = defaultSink());
}
