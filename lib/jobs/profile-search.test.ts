import { emptyCv } from '@/lib/validation/cv';
import { cvProfile, profileScopes, profileSearchHref } from './profile-search';

const experience = (role: string, start: string, current = false) => ({ id: role, company: 'Empresa', role, start, end: current ? '' : '12/2024', current, description: '' });

function cv(overrides: { roles?: ReturnType<typeof experience>[]; headline?: string; city?: string; state?: string }) {
  const base = emptyCv();
  return {
    ...base,
    personal: { ...base.personal, headline: overrides.headline ?? '', city: overrides.city ?? '', state: overrides.state ?? '' },
    experience: overrides.roles ?? [],
  } as Parameters<typeof cvProfile>[0];
}

describe('Vagas para o seu perfil', () => {
  it('takes the current role first, then the latest started, with the city and state', () => {
    const profile = cvProfile(cv({ roles: [experience('Garçom', '01/2020'), experience('Cozinheiro', '03/2023'), experience('Barista', '01/2019', true)], city: 'Campinas', state: 'SP' }));
    expect(profile).toEqual({ role: 'Barista', city: 'Campinas', uf: 'SP' });
    expect(cvProfile(cv({ roles: [experience('Garçom', '01/2020'), experience('Cozinheiro', '03/2023')] }))?.role).toBe('Cozinheiro');
  });

  it('falls back on the desired position (headline), and gives none when the CV names no role', () => {
    expect(cvProfile(cv({ headline: 'Analista de Dados', state: 'MG' }))).toEqual({ role: 'Analista de Dados', city: null, uf: 'MG' });
    expect(cvProfile(cv({ city: 'Recife', state: 'PE' }))).toBeNull();
  });

  it('is the search URL, narrowest scope first, and a city without a state is not used', () => {
    const profile = cvProfile(cv({ roles: [experience('Garçom', '01/2020', true)], city: 'São Paulo', state: 'SP' }))!;
    expect(profileScopes(profile)).toEqual(['city', 'state', 'country']);
    expect(profileSearchHref(profile)).toBe('/auth/ofertas-emprego/procurar?q=Gar%C3%A7om&uf=SP&cidade=S%C3%A3o+Paulo');
    expect(profileSearchHref(profile, 'state')).toBe('/auth/ofertas-emprego/procurar?q=Gar%C3%A7om&uf=SP');
    expect(profileScopes(cvProfile(cv({ roles: [experience('Garçom', '01/2020')], city: 'Santos' }))!)).toEqual(['country']);
  });
});
