import type { SavedLogo } from '@/lib/logo/contract';
import { sessionHandler } from '@/lib/bff/handler';
import { ok } from '@/lib/bff/replies';
import { saveLogo } from '@/lib/logo/insurer';
import { drawLogo } from '@/lib/logo/draw';
import { logoFailure } from '@/lib/logo/refusals';
import { nothingToDraw } from '@/lib/logo/replies';
import { saveLogoSchema } from '@/lib/validation/logo';

/** POST API.logos: saves a design (its parameters) with the insurer → 200 SavedLogo; the 6th → 400 logoLimit. */
export const POST = sessionHandler(
  saveLogoSchema,
  async ({ body, session }) => {
    if (drawLogo(body.design).empty) return nothingToDraw('design.name');
    const result = await saveLogo(session.jwt, body.design);
    return result.kind === 'ok' ? ok<SavedLogo>(result.data) : logoFailure(result);
  },
  { service: 'logo' },
);
