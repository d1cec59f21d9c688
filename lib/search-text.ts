/** Text as a search compares it: without accents, case or extra spaces ('Técnicos  em Eletrônica ' → 'tecnicos em eletronica'). */
export const normalizeSearch = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim();

/** Text as part of a file name: without accents, emoji or punctuation, its words joined by '-' ('Café & Cia' → 'cafe-cia'). */
export const slugify = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
