/**
 * What every answer of every route handler must be, whatever it was sent: a 2xx,
 * 3xx or 4xx; an error as JSON with `error` and a pt-BR `message`; nothing of a stack trace;
 * a file or an image only with a 2xx. Pure, so it is tested on its own (oracle.test.ts).
 */
import type { SessionData } from '@/lib/session/session-data';
import { POLLUTION_MARKER } from './values';

export type Observed = { status: number; contentType: string | null; bytes: Uint8Array };

const strictUtf8 = new TextDecoder('utf-8', { fatal: true });

type Leak = [RegExp, string];

const STACK_FRAME: Leak = [/\bat\s+(?:async\s+)?[\w$.<>[\]]*\s*\(?(?:file:\/\/|\/|[A-Za-z]:\\|node:|webpack)[^)\s]*:\d+(?::\d+)?\)?/, 'a stack frame'];
const SOURCE_PATH: Leak = [/node_modules|webpack-internal|\.next\/|\/app\/api\/|\.tsx?\b:\d+/, 'a source path'];

/** What a customer's message must not show: traces of a crash, a message key, JavaScript's or zod's English. */
const MESSAGE_LEAKS: Leak[] = [
  STACK_FRAME,
  SOURCE_PATH,
  [/\b(?:Type|Reference|Syntax|Range|URI|Eval|Aggregate|Zod)?Error\b:?/, 'an error name'],
  [/^[A-Z][A-Za-z]*(?:\.[A-Za-z]+)+$/, 'an untranslated message key'],
  [/\[object \w+\]/, 'a JavaScript object printed'],
  [/\b(?:undefined|NaN|is not a function|Cannot read|Unexpected token|Invalid input|expected|received|Required|Unrecognized|Too (?:small|big)|Invalid (?:option|string|type|enum))\b/i, 'English of JavaScript or zod'],
];

/** Why `text` is not a message a customer may read (empty when it is). */
export function messageProblems(text: unknown, where: string): string[] {
  if (typeof text !== 'string' || text.trim() === '') return [`${where} is not a non-empty string: ${JSON.stringify(text)}`];
  return MESSAGE_LEAKS.filter(([pattern]) => pattern.test(text)).map(([, what]) => `${where} shows ${what}: ${JSON.stringify(text.slice(0, 200))}`);
}

const isJsonType = (type: string | null) => /^application\/(?:[\w.+-]+\+)?json\b/i.test(type?.trim() ?? '');

/** Everything wrong with one answer (empty when it is right). */
export function answerProblems({ status, contentType, bytes }: Observed): string[] {
  const problems: string[] = [];
  if (!Number.isInteger(status) || status < 200 || status >= 500) problems.push(`status ${status}`);
  if (bytes.byteLength === 0) {
    if (status >= 400) problems.push(`an empty ${status} answer: errors carry a JSON message`);
    return problems;
  }
  if (!isJsonType(contentType)) {
    if (status < 200 || status >= 300) problems.push(`a ${contentType ?? 'untyped'} body with status ${status}: only a 2xx may be a file`);
    return problems;
  }
  let body: unknown;
  try {
    body = JSON.parse(strictUtf8.decode(bytes));
  } catch {
    return [...problems, 'a JSON content type with a body that is not UTF-8 JSON'];
  }
  // A 2xx may echo what the customer typed (a logo's name); an error body shows nothing of the code.
  const text = JSON.stringify(body);
  for (const [pattern, what] of status >= 400 ? [STACK_FRAME, SOURCE_PATH] : [STACK_FRAME]) if (pattern.test(text)) problems.push(`the body shows ${what}: ${text.slice(0, 300)}`);
  if (status >= 400) {
    const error = (body ?? {}) as Record<string, unknown>;
    if (typeof error !== 'object' || Array.isArray(error)) return [...problems, `an error body that is not an object: ${text.slice(0, 200)}`];
    if (typeof error.error !== 'string' || error.error === '') problems.push(`no "error" in ${text.slice(0, 200)}`);
    problems.push(...messageProblems(error.message, 'message'));
    if (error.fields !== undefined) {
      if (typeof error.fields !== 'object' || error.fields === null) problems.push('"fields" is not an object');
      else for (const [field, message] of Object.entries(error.fields)) problems.push(...messageProblems(message, `fields[${JSON.stringify(field)}]`));
    }
  }
  return problems;
}

/**
 * A body that is not UTF-8 (RFC 8259 §8.1) is refused, never read with U+FFFD in place of its bad
 * bytes: that would store or send upstream something other than what the client sent (a password).
 */
export function encodingProblems(body: Uint8Array | null, status: number): string[] {
  if (body === null || status < 200 || status >= 300) return [];
  try {
    strictUtf8.decode(body);
    return [];
  } catch {
    return [`a body that is not UTF-8 was accepted (${status})`];
  }
}

/** The session as the customer knows it: everything but the activity time, which any answer may refresh. */
export function sessionProblems(before: SessionData | null, after: SessionData | null): string[] {
  if (!before) return ['no session to start with'];
  if (!after) return ['the session is gone'];
  const keys = new Set([...Object.keys(before), ...Object.keys(after)].filter((key) => key !== 'lastSeenAt'));
  const changed = [...keys].filter((key) => JSON.stringify(before[key as keyof SessionData]) !== JSON.stringify(after[key as keyof SessionData]));
  return changed.length === 0 ? [] : [`the session changed: ${changed.join(', ')}`];
}

/**
 * A snapshot of the built-in prototypes. The check it returns tells what was added, removed or
 * replaced on them since, and puts them back as they were, so one polluting input does not make
 * every later one fail (and fast-check shrinks to the input that did it).
 */
export function prototypeSnapshot(): () => string[] {
  const targets = { Object: Object.prototype, Array: Array.prototype, Function: Function.prototype, String: String.prototype };
  const before = Object.entries(targets).map(([name, target]) => [name, target, new Map(Reflect.ownKeys(target).map((key) => [key, Object.getOwnPropertyDescriptor(target, key)!]))] as const);
  return () => {
    const problems: string[] = [];
    if ((({}) as Record<string, unknown>)[POLLUTION_MARKER] !== undefined) problems.push(`({}).${POLLUTION_MARKER} is defined`);
    for (const [name, target, descriptors] of before) {
      for (const key of Reflect.ownKeys(target)) {
        const now = Object.getOwnPropertyDescriptor(target, key);
        const was = descriptors.get(key);
        if (!was) {
          problems.push(`${name}.prototype gained ${String(key)}`);
          Reflect.deleteProperty(target, key);
        } else if (now?.value !== was.value || now?.get !== was.get || now?.set !== was.set) {
          problems.push(`${name}.prototype.${String(key)} was replaced`);
          Object.defineProperty(target, key, was);
        }
      }
      for (const [key, was] of descriptors) {
        if (Object.getOwnPropertyDescriptor(target, key)) continue;
        problems.push(`${name}.prototype lost ${String(key)}`);
        Object.defineProperty(target, key, was);
      }
    }
    return problems;
  };
}
