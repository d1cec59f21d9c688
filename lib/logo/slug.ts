import { slugify } from '@/lib/search-text';

/** A file name for a logo: the business name without accents, emoji or punctuation ('Café & Cia' → 'cafe-cia'), else 'logo'. */
export function logoSlug(name: string): string {
  return slugify(name).slice(0, 48).replace(/-+$/, '') || 'logo';
}
