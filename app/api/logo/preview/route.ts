import { sessionGetHandler } from '@/lib/bff/handler';
import { drawLogo } from '@/lib/logo/draw';
import { nothingToDraw, svgReply } from '@/lib/logo/replies';
import { logoDesignQuerySchema } from '@/lib/validation/logo';

/** GET API.logoPreview?… (lib/logo/design-query.ts) → the design drawn as SVG, inline. Nothing is stored. */
export const GET = sessionGetHandler(
  logoDesignQuerySchema,
  async ({ body }) => {
    const drawn = drawLogo(body);
    return drawn.empty ? nothingToDraw() : svgReply(drawn.svg);
  },
  { service: 'logo' },
);
