import 'server-only';
import { sessionGetHandler } from '@/lib/bff/handler';
import type { Reply } from '@/lib/bff/replies';
import type { SessionData } from '@/lib/session/session-data';
import type { SavedLogo } from '@/lib/logo/contract';
import { getLogo } from '@/lib/logo/insurer';
import { logoFailure } from './refusals';
import { savedLogoId } from './route-id';
import { noInputSchema } from '@/lib/validation/no-input';

/**
 * A GET route that downloads one of the customer's saved logos: session and service checked,
 * the logo read from the insurer (so only the customer's own), then `answer` makes the file.
 */
export function logoDownloadHandler(answer: (logo: SavedLogo, session: SessionData) => Promise<Reply>) {
  return sessionGetHandler(
    noInputSchema,
    async ({ params, session }) => {
      const id = savedLogoId(params);
      if (typeof id !== 'string') return id;
      const result = await getLogo(session.jwt, id);
      return result.kind === 'ok' ? answer(result.data, session) : logoFailure(result);
    },
    { service: 'logo' },
  );
}
