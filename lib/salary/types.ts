import type { Unavailable } from '@/lib/bff/client';
import type { SalaryLevel, UfCode } from './regions';

/** The salary comparator's data as the portal uses it (mapped from the partner's wire format by lib/salary/insurer.ts). */

/** An occupation (SPEC §3): its CBO family code, category and description, and the job titles of the family. */
export type Occupation = { id: string; category: string; description: string; titles?: string[] };

/** One region's figures at one level: monthly R$ (25th percentile, median, 75th percentile) and the records behind them. */
export type SalaryFigures = { p25: number; median: number; p75: number; records: number };

export type LevelFigures = { level: SalaryLevel; state: SalaryFigures; national: SalaryFigures };

/** The partner's answer for an occupation in a UF: the figures of the UF and the country at each level, junior to senior. */
export type SalaryRange = {
  occupation: Occupation;
  uf: UfCode;
  level: SalaryLevel;
  currency: 'BRL';
  /** yyyy-MM-dd: the date the reference figures stand for. */
  referenceDate: string;
  source: string;
  levels: LevelFigures[];
};

/** What the result area shows for a valid query (lib/salary/salary-range.ts salaryOutcome). */
export type SalaryOutcome =
  | { kind: 'ok'; range: SalaryRange }
  /** The partner does not know the occupation (it left the list since it was kept). */
  | { kind: 'unknownOccupation' }
  /** The partner says the customer's ecosystems lack the comparator (the session's list is out of date). */
  | { kind: 'notIncluded' }
  /** The insurer no longer accepts the session (or there is none): log in again. */
  | { kind: 'expired' }
  /** No usable answer: timeout, network, 5xx, malformed, or a refusal the page has no words for. */
  | Unavailable;
