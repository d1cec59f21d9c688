import type { ApiResult } from '@/lib/bff/client';
import { isConnectionError } from '@/lib/bff/client';

/**
 * The text a form shows for a refused call, or null when useBffCall already showed the problem
 * (connection error, expired session): the field's 422 message, else the handler's pt-BR message.
 */
export function refusalText(result: Extract<ApiResult<unknown>, { ok: false }>, field?: string): string | null {
  if (isConnectionError(result.error) || result.status === 401) return null;
  return (field && result.error.fields?.[field]) || result.error.message || null;
}
