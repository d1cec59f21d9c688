import { sessionGetHandler } from '@/lib/bff/handler';
import { MESSAGES } from '@/lib/bff/messages';
import { ok } from '@/lib/bff/replies';
import { headerView, type HeaderView } from '@/lib/session/header-view';
import { noInputSchema } from '@/lib/validation/no-input';

/**
 * GET SESSION_HEADER_PATH → HeaderView: what the logged-in header of the prerendered public pages
 * (app/com-sessao) fills in after load. No-store, 401 without a live session; a call counts as
 * activity, like a page visit.
 */
export const GET = sessionGetHandler(noInputSchema, async ({ session }) =>
  ok<HeaderView>(headerView(session, (id) => MESSAGES.Home.services[id].title)),
);
