/** A file name for a logo: the business name without accents, emoji or punctuation ('Café & Cia' → 'cafe-cia'), else 'logo'. */
export function logoSlug(name: string): string {
  const slug = name
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 48)
    .replace(/-+$/, '');
  return slug || 'logo';
}
