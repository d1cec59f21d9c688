import type { LogoDesign } from '@/lib/logo/catalog';
import { SAMPLE_LOGO } from '@/testing/logo-fixtures';
import { savedLogoToEdit, type SavedLogoView } from '@/lib/logo/saved-view';

const design: LogoDesign = { ...SAMPLE_LOGO, slogan: '', type: 'nome' };
const logos: SavedLogoView[] = [
  { id: 'a1', design, savedOn: '01/02/2026' },
  { id: 'b2', design: { ...design, name: 'Loja 2' }, savedOn: '02/02/2026' },
];

describe('savedLogoToEdit (logo=<id>: a saved logo edited again)', () => {
  it('finds the saved logo the query names', () => {
    expect(savedLogoToEdit(logos, 'b2')).toBe(logos[1]);
  });

  it("says 'gone' for an id not among the customer's saved logos (deleted, another customer's)", () => {
    expect(savedLogoToEdit(logos, 'zz')).toBe('gone');
    expect(savedLogoToEdit([], 'a1')).toBe('gone');
  });

  it('is null when no logo is asked (or repeated), or the saved logos could not be read', () => {
    expect(savedLogoToEdit(logos, undefined)).toBeNull();
    expect(savedLogoToEdit(logos, ['a1', 'b2'])).toBeNull();
    expect(savedLogoToEdit(null, 'a1')).toBeNull();
  });
});
