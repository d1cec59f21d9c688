import { endSessionByHandle } from '@/lib/account/open-sessions';
import { sessionHandler } from '@/lib/bff/handler';
import { MESSAGES } from '@/lib/bff/messages';
import { failure, noContent } from '@/lib/bff/replies';
import { noInputSchema } from '@/lib/validation/no-input';
import { sessionHandleSchema } from '@/lib/validation/sessions';

const WORDS = MESSAGES.Privacy.sessions;

/**
 * DELETE `${API.accountSessions}/${id}` (body {}) → 204: "Encerrar" one other session of the
 * customer. A handle that is not one of their sessions (another customer's, an ended one, a
 * malformed one) → 404; this session's own → 422 (that is "Sair").
 */
export const DELETE = sessionHandler(noInputSchema, async ({ params, session }) => {
  const id = sessionHandleSchema.safeParse(params.id);
  if (!id.success) return failure(404, { error: 'notFound', message: WORDS.notFound });
  const outcome = await endSessionByHandle(session, id.data);
  if (outcome === 'current') return failure(422, { error: 'validation', message: WORDS.notThisOne });
  return outcome === 'ended' ? noContent() : failure(404, { error: 'notFound', message: WORDS.notFound });
});
