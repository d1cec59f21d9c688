import type { OpenSessions, SessionsEnded } from '@/lib/account/contract';
import { openSessionsOf } from '@/lib/account/open-sessions';
import { sessionGetHandler, sessionHandler } from '@/lib/bff/handler';
import { MESSAGES } from '@/lib/bff/messages';
import { failure, ok } from '@/lib/bff/replies';
import { endOtherSessions } from '@/lib/session/registry';
import { noInputSchema } from '@/lib/validation/no-input';

/** GET API.accountSessions → OpenSessions: the customer's open sessions, this one first. */
export const GET = sessionGetHandler(noInputSchema, async ({ session }) => ok<OpenSessions>({ sessions: await openSessionsOf(session) }));

/** DELETE API.accountSessions (body {}) → SessionsEnded: "Encerrar os outros acessos", every session of the customer but this one. */
export const DELETE = sessionHandler(noInputSchema, async ({ session }) => {
  const ended = await endOtherSessions(session, 'ended-by-customer');
  return ended === null ? failure(502, { error: 'upstream', message: MESSAGES.Privacy.sessions.failed }) : ok<SessionsEnded>({ ended });
});
