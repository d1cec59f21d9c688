import 'server-only';
import type { UsabilityEntry } from '@/lib/validation/usability';
import { callInsurer, type InsurerResult } from '@/lib/insurer/request';
import { WIRE_PATHS } from '@/lib/insurer/wire-paths';
import { noDataSchema } from '@/lib/insurer/wire-schemas';

/** An entry as the insurer stores it: the browser's, plus who and where, filled by the server. */
export type UsabilityLogEntry = UsabilityEntry & { idUsuario: string; ciudadLocalizacion: string; direccionIp: string };

/** POST /usability/saveLogUser (user-id '0'): stores a batch of usability entries. */
export function saveLogUser(listData: UsabilityLogEntry[]): Promise<InsurerResult<unknown>> {
  return callInsurer({ method: 'POST', path: WIRE_PATHS.saveLogUser, userId: '0', body: { listData }, data: noDataSchema });
}
