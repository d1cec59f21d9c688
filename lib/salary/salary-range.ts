import 'server-only';
import { getSalaryRange } from '@/lib/salary/insurer';
import { UPSTREAM_UNAUTHORIZED } from '@/lib/bff/replies';
import { CODES } from '@/lib/bff/codes';
import { pageUnavailable } from '@/lib/ops/page-request';
import type { SalaryQuery } from './query';
import type { SalaryOutcome } from './types';

/** Asks the partner for a valid query's figures with the customer's JWT; every failure has a defined outcome. */
export async function salaryOutcome(jwt: string | null, query: SalaryQuery): Promise<SalaryOutcome> {
  if (!jwt) return { kind: 'expired' };
  const result = await getSalaryRange(jwt, query);
  if (result.kind === 'ok') return { kind: 'ok', range: result.data };
  if (result.kind !== 'business') return pageUnavailable();
  if (result.code === UPSTREAM_UNAUTHORIZED) return { kind: 'expired' };
  if (result.code === CODES.salaryUnknownOccupation) return { kind: 'unknownOccupation' };
  if (result.code === CODES.salaryNotIncluded) return { kind: 'notIncluded' };
  return pageUnavailable();
}
