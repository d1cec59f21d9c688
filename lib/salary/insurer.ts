import 'server-only';
import { callInsurer, mapOk, type InsurerResult } from '@/lib/insurer/request';
import { WIRE_PATHS } from '@/lib/insurer/wire-paths';
import type { SalaryLevel, UfCode } from './regions';
import type { Occupation, SalaryRange } from './types';
import { occupationListDataSchema, salaryRangeDataSchema } from './wire-schemas';

/** The salary partner's calls (our assumption, documented in docs/sandbox.md). */

/** GET /salary/getOccupationList: every occupation (reference data: tenant-id only, no customer). */
export async function getOccupationList(): Promise<InsurerResult<Occupation[]>> {
  const result = await callInsurer({ method: 'GET', path: WIRE_PATHS.salaryOccupations, data: occupationListDataSchema });
  return mapOk(result, (data) => data.occupationList);
}

export type SalaryQuery = { occupationId: string; uf: UfCode; level: SalaryLevel };

/** GET /salary/getSalaryRange/{occupationId}/{uf}/{level} with the customer's JWT: the UF's and the country's figures. */
export function getSalaryRange(jwt: string, { occupationId, uf, level }: SalaryQuery): Promise<InsurerResult<SalaryRange>> {
  return callInsurer({
    method: 'GET',
    path: WIRE_PATHS.salaryRange,
    params: { occupationId, uf, level },
    jwt,
    data: salaryRangeDataSchema,
  });
}
