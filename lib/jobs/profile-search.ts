import { isUfCode, type UfCode } from '@/lib/brazil/federative-units';
import { monthIndex, type CvDocument } from '@/lib/validation/cv';
import { NO_FILTERS, searchHref } from './links';
import { JOB_LIMITS } from './vocabulary';

/**
 * 'Vagas para o seu perfil': a job search filled from the saved CV (pure: the landing reads it on
 * the server, the CV builder after a download in the browser). It is only a link to the search's
 * URL, which stays the one source of truth: the customer changes any filter there.
 */

/** What the CV says the customer does and where: the most recent role (or the desired position), and the city and state. */
export type CvProfile = { role: string; city: string | null; uf: UfCode | null };

/** How wide a profile search is: the CV's city, its state, or the whole country. */
export type ProfileScope = 'city' | 'state' | 'country';

const clip = (text: string, max: number) => text.trim().slice(0, max).trim();

/**
 * The most recent role of the experience (a current one first, then the latest start), else the
 * headline (the position the customer wants); null when the CV says neither.
 */
export function cvProfile(cv: Pick<CvDocument, 'experience' | 'personal'>): CvProfile | null {
  const started = (start: string) => monthIndex(start) ?? -1;
  const latest = cv.experience
    .filter((entry) => entry.role.trim())
    .sort((a, b) => Number(b.current) - Number(a.current) || started(b.start) - started(a.start))[0];
  const role = clip(latest?.role ?? cv.personal.headline, JOB_LIMITS.keywordMax);
  if (!role) return null;
  const uf = isUfCode(cv.personal.state) ? cv.personal.state : null;
  const city = uf ? clip(cv.personal.city, JOB_LIMITS.cityMax) || null : null;
  return { role, city, uf };
}

/** The scopes a profile can be searched in, narrowest first. */
export const profileScopes = ({ city, uf }: CvProfile): ProfileScope[] => [...(city ? ['city' as const] : []), ...(uf ? ['state' as const] : []), 'country'];

/** The search's filters for a profile in a scope. */
export const profileFilters = ({ role, city, uf }: CvProfile, scope: ProfileScope) => ({
  ...NO_FILTERS,
  q: role,
  ...(scope !== 'country' && uf && { uf }),
  ...(scope === 'city' && city && { cidade: city }),
});

/** The search's address for a profile in a scope (the narrowest by default). */
export const profileSearchHref = (profile: CvProfile, scope: ProfileScope = profileScopes(profile)[0]!) => searchHref(profileFilters(profile, scope));
