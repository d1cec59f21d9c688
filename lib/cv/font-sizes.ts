import { FONTE_DEFAULT, fonteValue } from '@/lib/validation/cv-options';
import { bodyPt } from './style';

/**
 * The CV's font size as a person chooses it: named sizes with their body text in
 * points, instead of the spec's abstract 0–150 `fonte` (SPEC §5), which stays what the form holds,
 * the draft stores and the partner receives (lib/cv/style.ts bodyPt: 25 → 9 pt … 100 → 12 pt).
 */
export const FONTE_SIZES = [
  { id: 'pequeno', fonte: 25 },
  { id: 'medio', fonte: FONTE_DEFAULT },
  { id: 'grande', fonte: 75 },
  { id: 'muitoGrande', fonte: 100 },
] as const;
export type FonteSizeId = (typeof FONTE_SIZES)[number]['id'];

/** One choice of the size control: a named size, or (id null) the CV's own size when it is none of them. */
export type FonteChoice = { id: FonteSizeId | null; fonte: number; points: number };

/**
 * The choices for a CV whose `fonte` is `current` (as the form holds it): the named sizes, plus the
 * CV's own size when it is another valid one (a CV saved before, or imported), so opening the
 * step never changes it; the choices stay in size order.
 */
export function fonteChoices(current: unknown): FonteChoice[] {
  const named: FonteChoice[] = FONTE_SIZES.map(({ id, fonte }) => ({ id, fonte, points: bodyPt(fonte) }));
  const fonte = fonteValue(current);
  if (fonte === null || named.some((choice) => choice.fonte === fonte)) return named;
  return [...named, { id: null, fonte, points: bodyPt(fonte) }].sort((a, b) => a.fonte - b.fonte);
}
