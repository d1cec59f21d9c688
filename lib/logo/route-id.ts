import 'server-only';
import { CODES } from '@/lib/bff/codes';
import type { Reply } from '@/lib/bff/replies';
import { logoIdSchema } from '@/lib/validation/logo';
import { logoRefusal } from './refusals';

/** The `[id]` of a logo route: a UUID, or the 404 reply (a malformed id is no logo of anyone's). */
export function savedLogoId(params: Record<string, string>): string | Reply {
  const parsed = logoIdSchema.safeParse(params.id);
  return parsed.success ? parsed.data : logoRefusal(CODES.logoNotFound, '');
}
