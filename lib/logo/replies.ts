import 'server-only';
import { MESSAGES } from '@/lib/bff/messages';
import { failure, fileReply, type Reply } from '@/lib/bff/replies';

/** The answers the logo routes share. */

/** A name with nothing drawable in any font nor emoji set: 422 on the name, like a validation error. */
export const nothingToDraw = (field = 'name'): Reply =>
  failure(422, { error: 'validation', message: MESSAGES.Validation.invalidRequest, fields: { [field]: MESSAGES.Logo.errors.nothingToDraw } });

/**
 * An SVG image: inline (previews) or as a download. Its own CSP keeps a drawing opened on its own
 * from running or loading anything, even if it ever held something it should not.
 */
export function svgReply(svg: string, download?: string): Reply {
  const reply = fileReply(svg, 'image/svg+xml; charset=utf-8', download);
  return { ...reply, headers: { ...reply.headers, 'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'; sandbox" } };
}
