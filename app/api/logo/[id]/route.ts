import { z } from '@/lib/validation/z';
import { sessionHandler } from '@/lib/bff/handler';
import { noContent } from '@/lib/bff/replies';
import { deleteLogo } from '@/lib/logo/insurer';
import { logoFailure } from '@/lib/logo/refusals';
import { savedLogoId } from '@/lib/logo/route-id';

/** DELETE `${API.logos}/${id}` (body {}) → 204; a logo that is not the customer's (or gone) → 404. */
export const DELETE = sessionHandler(
  z.object({}),
  async ({ params, session }) => {
    const id = savedLogoId(params);
    if (typeof id !== 'string') return id;
    const result = await deleteLogo(session.jwt, id);
    return result.kind === 'ok' ? noContent() : logoFailure(result);
  },
  { service: 'logo' },
);
