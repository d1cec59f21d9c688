import 'server-only';
import { getCurriculum } from '@/lib/cv/insurer';
import { searchOffers } from './insurer';
import { insurerSearchRequest } from './load';
import { cvProfile, profileFilters, profileScopes, profileSearchHref, type CvProfile, type ProfileScope } from './profile-search';

/** 'Vagas para o seu perfil' as the job search's landing shows it: the CV's profile, how wide a search found offers, and how many. */
export type ProfileSearchView = CvProfile & { scope: ProfileScope; href: string; total: number | null };

/**
 * The profile of the saved CV and the narrowest search of it that finds offers (the CV's city,
 * then its state, then the country), asking for one offer each time: only the count is shown.
 * Null without a saved CV that names a role; `total` null when the partner did not answer (the
 * link is still offered: the search page says what happened).
 */
export async function loadProfileSearch(jwt: string): Promise<ProfileSearchView | null> {
  const saved = await getCurriculum(jwt);
  const profile = saved.kind === 'ok' && saved.data.cv ? cvProfile(saved.data.cv) : null;
  if (!profile) return null;
  const scopes = profileScopes(profile);
  for (const scope of scopes) {
    const result = await searchOffers(jwt, { ...(await insurerSearchRequest(profileFilters(profile, scope))), pageSize: 1 });
    if (result.kind !== 'ok') return { ...profile, scope: scopes[0]!, href: profileSearchHref(profile), total: null };
    if (result.data.total > 0) return { ...profile, scope, href: profileSearchHref(profile, scope), total: result.data.total };
  }
  return { ...profile, scope: scopes[0]!, href: profileSearchHref(profile), total: 0 };
}
