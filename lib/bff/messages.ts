import messages from '@/messages/pt-BR.json';

/** The pt-BR texts the route handlers answer with (typed access: MESSAGES.Api.connectionError). */
export const MESSAGES = messages;

/** The text of a dotted key of messages/pt-BR.json (the shared zod schemas' messages), or undefined. */
export function translate(key: string): string | undefined {
  let node: unknown = messages;
  for (const part of key.split('.')) {
    node = typeof node === 'object' && node !== null ? (node as Record<string, unknown>)[part] : undefined;
  }
  return typeof node === 'string' ? node : undefined;
}
