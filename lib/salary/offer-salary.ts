import 'server-only';
import type { JobOffer } from '@/lib/jobs/types';
import { withInsurerSession } from '@/lib/session/dal';
import { occupationList } from './occupations';
import { DEFAULT_LEVEL, salaryHref } from './query';
import type { SalaryLevel, UfCode } from './regions';
import { salaryOutcome } from './salary-range';
import { familyOfTitle, levelOfTitle } from './title-family';

/** Where an offer's stated pay stands against the state's median: within NEAR_MEDIAN of it counts as 'near'. */
export type PayStance = 'above' | 'below' | 'near';
const NEAR_MEDIAN = 0.05;

/**
 * What a job offer shows of the comparator's figures: the family's range in the offer's state at
 * the offer's level (monthly R$), or why there is none. Figures stay numbers: the component writes them.
 */
export type OfferSalaryView =
  | {
      kind: 'figures';
      family: string;
      uf: UfCode;
      level: SalaryLevel;
      p25: number;
      median: number;
      p75: number;
      records: number;
      source: string;
      href: string;
      stance: PayStance | null;
    }
  /** No family of the comparator's index fits the title well enough. */
  | { kind: 'noFamily' }
  /** The family is known, but the comparator has no figure for it in the state. */
  | { kind: 'noFigure'; family: string; uf: UfCode; href: string }
  /** The comparator did not answer: the offer is shown without it. */
  | { kind: 'unavailable' };

/** The pay an offer states, as one monthly amount (the middle of its range), or null. */
function statedPay({ salaryMin, salaryMax }: Pick<JobOffer, 'salaryMin' | 'salaryMax'>): number | null {
  if (salaryMin !== null && salaryMax !== null) return (salaryMin + salaryMax) / 2;
  return salaryMin ?? salaryMax;
}

export function payStance(pay: number | null, median: number): PayStance | null {
  if (pay === null || median <= 0) return null;
  // Compared in reais, not as a ratio: 2100 / 2000 - 1 is a hair over 0.05 in floating point.
  if (Math.abs(pay - median) <= median * NEAR_MEDIAN) return 'near';
  return pay > median ? 'above' : 'below';
}

/**
 * The comparator's figures for an offer, for a customer who holds the comparator (the caller checks):
 * the family from the title (lib/salary/title-family), then the partner's range for the offer's
 * state at the level the title names (pleno when it names none).
 */
export async function offerSalary(offer: Pick<JobOffer, 'title' | 'state' | 'salaryMin' | 'salaryMax'>): Promise<OfferSalaryView> {
  const list = await occupationList();
  if (list.kind !== 'ok') return { kind: 'unavailable' };
  const match = familyOfTitle(list.data, offer.title);
  if (match.kind === 'none') return { kind: 'noFamily' };
  const level = levelOfTitle(offer.title) ?? DEFAULT_LEVEL;
  const query = { occupationId: match.occupation.id, uf: offer.state, level };
  const href = salaryHref(query);
  const family = match.occupation.description;
  const outcome = await withInsurerSession((jwt) => salaryOutcome(jwt, query));
  if (outcome.kind === 'unknownOccupation') return { kind: 'noFigure', family, uf: offer.state, href };
  if (outcome.kind !== 'ok') return { kind: 'unavailable' };
  const figures = outcome.range.levels.find((each) => each.level === level)?.state;
  if (!figures || figures.records === 0) return { kind: 'noFigure', family, uf: offer.state, href };
  const { p25, median, p75, records } = figures;
  return { kind: 'figures', family, uf: offer.state, level, p25, median, p75, records, source: outcome.range.source, href, stance: payStance(statedPay(offer), median) };
}
