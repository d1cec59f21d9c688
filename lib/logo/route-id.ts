import 'server-only';
import { CODES } from '@/lib/bff/codes';
import { MESSAGES } from '@/lib/bff/messages';
import { failure, type Reply } from '@/lib/bff/replies';
import { logoIdSchema } from '@/lib/validation/logo';

/** The `[id]` of a logo route: a UUID, or the 404 reply (a malformed id is no logo of anyone's). */
export function savedLogoId(params: Record<string, string>): string | Reply {
  const parsed = logoIdSchema.safeParse(params.id);
  return parsed.success ? parsed.data : failure(404, { error: 'notFound', code: CODES.logoNotFound, message: MESSAGES.Logo.errors.notFound });
}
