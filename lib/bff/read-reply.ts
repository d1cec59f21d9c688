import 'server-only';
import { loadOf, type Load } from './client';
import type { ApiError } from './protocol';
import type { Reply } from './replies';

/**
 * A read's Reply (what its GET route answers) as what the page shows first: a page seeded on the
 * server starts from exactly what the browser would get by reading the route again.
 */
export function replyLoad<T>(reply: Reply): Exclude<Load<T>, { kind: 'loading' }> {
  return loadOf<T>(reply.status < 300 ? { ok: true, data: reply.body as T } : { ok: false, status: reply.status, error: reply.body as ApiError });
}
