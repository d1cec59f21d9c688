import 'server-only';
import { MESSAGES } from '@/lib/bff/messages';
import { failure, fileReply, type Reply } from '@/lib/bff/replies';

/** The answers the logo routes share. */

/** A name with nothing drawable in any font nor emoji set: 422 on the name, like a validation error. */
export const nothingToDraw = (field = 'name'): Reply =>
  failure(422, { error: 'validation', message: MESSAGES.Validation.invalidRequest, fields: { [field]: MESSAGES.Logo.errors.nothingToDraw } });

/**
 * The policy of a drawing opened on its own (previews, downloads), instead of every answer's base one
 * (next.config.mjs leaves /api/logo/ out): the drawings are paths only, text as outlines and emoji as
 * inline artwork (lib/logo/draw.ts), with no style, font, image or script to load, so nothing may
 * load or run, and `sandbox` gives the document no origin even if it ever held something it should not.
 */
export const LOGO_SVG_CSP = "default-src 'none'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'; sandbox";

/** An SVG image: inline (previews) or as a download, with LOGO_SVG_CSP. */
export function svgReply(svg: string, download?: string): Reply {
  const reply = fileReply(svg, 'image/svg+xml; charset=utf-8', download);
  return { ...reply, headers: { ...reply.headers, 'content-security-policy': LOGO_SVG_CSP } };
}
