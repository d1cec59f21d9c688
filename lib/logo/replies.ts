import 'server-only';
import { CODES } from '@/lib/bff/codes';
import { MESSAGES } from '@/lib/bff/messages';
import { businessFailure, failure, fileReply, insurerFailure, type Reply } from '@/lib/bff/replies';
import type { InsurerFailure } from '@/lib/insurer/request';

/** The answers the logo routes share. */

/** The insurer's refusals of the logo calls, in the portal's words: the 6th logo (400), a logo that is gone (404). */
export const logoFailure = (result: InsurerFailure): Reply =>
  insurerFailure(result, (code, message) => {
    if (code === CODES.logoLimit) return businessFailure(code, MESSAGES.Logo.errors.limit);
    if (code === CODES.logoNotFound) return failure(404, { error: 'notFound', code, message: MESSAGES.Logo.errors.notFound });
    return businessFailure(code, message);
  });

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
