import type { SavedLogo } from '@/lib/logo/contract';
import { sessionHandler } from '@/lib/bff/handler';
import { noContent, ok } from '@/lib/bff/replies';
import { drawLogo } from '@/lib/logo/draw';
import { deleteLogo, updateLogo } from '@/lib/logo/insurer';
import { logoFailure } from '@/lib/logo/refusals';
import { nothingToDraw } from '@/lib/logo/replies';
import { savedLogoId } from '@/lib/logo/route-id';
import { saveLogoSchema } from '@/lib/validation/logo';
import { noInputSchema } from '@/lib/validation/no-input';

/** PUT `${API.logos}/${id}` (body SaveLogoInput): a saved logo edited again → 200 SavedLogo (same id); not the customer's (or gone) → 404. */
export const PUT = sessionHandler(
  saveLogoSchema,
  async ({ body, params, session }) => {
    const id = savedLogoId(params);
    if (typeof id !== 'string') return id;
    if (drawLogo(body.design).empty) return nothingToDraw('design.name');
    const result = await updateLogo(session.jwt, id, body.design);
    return result.kind === 'ok' ? ok<SavedLogo>(result.data) : logoFailure(result);
  },
  { service: 'logo' },
);

/** DELETE `${API.logos}/${id}` (body {}) → 204; a logo that is not the customer's (or gone) → 404. */
export const DELETE = sessionHandler(
  noInputSchema,
  async ({ params, session }) => {
    const id = savedLogoId(params);
    if (typeof id !== 'string') return id;
    const result = await deleteLogo(session.jwt, id);
    return result.kind === 'ok' ? noContent() : logoFailure(result);
  },
  { service: 'logo' },
);
